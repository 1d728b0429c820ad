/**
 * Add → Counters from images…: many images at once (files, a folder, or a drop), each one counter,
 * fronts paired with backs by file name. The preview lets the player swap, unpair, pair by hand,
 * name and remove them before one undoable step adds them all, each on a hex of its own. Images that are not images are listed
 * and left out; nothing is stored until "Add".
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameSession } from '../../doc/session';
import { addToTable } from '../../doc/operations';
import { checkAsset, storeCheckedAsset, type CheckedAsset } from '../../store/assets';
import { imageTypeOf } from '../setup/importMap';
import { pairCounterImages, pairWith, swapSides, unpair, type ImageCounter } from '../../setup/counterImagePairs';
import { imageCounterSetup } from '../../setup/imageCounterSetup';
import { useModal } from '../net/useModal';
import './counterImages.css';

interface Props {
  session: GameSession;
  /** Where the counters go: the middle of the view. */
  at: { board: string; x: number; y: number };
  /** Files dropped on the table, to start with. */
  initial?: File[];
  onClose(): void;
  onAdded?(ids: string[]): void;
}

interface Loaded {
  path: string;
  checked: CheckedAsset;
  url: string;
}

export function CounterImagesDialog({ session, at, initial, onClose, onAdded }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const keys = useModal(dialog, onClose);
  const [loaded, setLoaded] = useState<Loaded[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [counters, setCounters] = useState<ImageCounter[]>([]);
  const [sizeText, setSizeText] = useState('');
  const [addError, setAddError] = useState<string | null>(null);

  const load = async (files: File[]) => {
    const images = files.filter((f) => !f.name.startsWith('.'));
    setProgress({ done: 0, total: images.length });
    const ok: Loaded[] = [];
    const bad: string[] = [];
    for (const [i, f] of images.entries()) {
      const path = (f as File & { webkitRelativePath?: string }).webkitRelativePath || f.name;
      try {
        const checked = await checkAsset(new Uint8Array(await f.arrayBuffer()), imageTypeOf(f), f.name);
        ok.push({ path, checked, url: URL.createObjectURL(checked.blob) });
      } catch (e) {
        bad.push(`${path}: ${(e as Error).message}`);
      }
      setProgress({ done: i + 1, total: images.length });
    }
    setLoaded(ok);
    setErrors(bad);
    setCounters(pairCounterImages(ok.map((l) => ({ path: l.path }))));
    setProgress(null);
  };
  useEffect(() => {
    if (initial?.length) void load(initial);
  }, []);
  useEffect(() => () => loaded.forEach((l) => URL.revokeObjectURL(l.url)), [loaded]);

  // As printed: the width of the first counter's image (an image removed from the list, a map taken along with a folder, counts for nothing).
  const printed = counters.length ? loaded[counters[0].front].checked.info.width : 0;
  const size = Number(sizeText) >= 8 ? Math.round(Number(sizeText)) : Math.max(8, printed);
  const board = session.snapshot().boards.get(at.board);
  const hex = board && board.grid.kind !== 'none' ? Math.round(board.grid.kind === 'hex' && board.grid.orientation === 'flat' ? board.grid.dy : board.grid.dx) : null;
  const singles = useMemo(() => counters.map((c, i) => ({ c, i })).filter(({ c }) => c.back === undefined), [counters]);
  const two = counters.filter((c) => c.back !== undefined).length;

  const add = async () => {
    if (!board || !counters.length) return;
    try {
      const used = new Set(counters.flatMap((c) => (c.back !== undefined ? [c.front, c.back] : [c.front])));
      for (const i of used) await storeCheckedAsset(loaded[i].checked);
      const held = new Set([...session.snapshot().pieces.values()].filter((p) => p.at.b === board.id).map((p) => `${p.at.x},${p.at.y}`));
      const setup = imageCounterSetup(counters, loaded.map((l) => l.checked.info), size, board, at, (x, y) => held.has(`${x},${y}`));
      addToTable(session.actor, setup, `add ${counters.length} counter${counters.length === 1 ? '' : 's'} from images`);
      onClose();
      onAdded?.(setup.pieces.map((p) => p.id));
    } catch (e) {
      setAddError((e as Error).message);
    }
  };

  const choose = (files: FileList | null) => files?.length && void load([...files]);
  return (
    <div className="modal-backdrop" {...keys}>
      <div
        className="modal counter-images"
        ref={dialog}
        role="dialog"
        aria-label="Counters from images"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          choose(e.dataTransfer.files);
        }}
      >
        <h2>Counters from images</h2>
        <p className="muted">Each image is one counter. Fronts and backs pair by file name (<code>12f</code>/<code>12b</code>, <code>tank_a</code>/<code>tank_b</code>, <code>-front</code>/<code>-back</code>, or the same name in <code>fronts</code> and <code>backs</code> folders).</p>
        <div className="counter-images-choose">
          <label className="button-like">
            Choose images… <input type="file" multiple accept="image/*" aria-label="Counter images" onChange={(e) => choose(e.currentTarget.files)} />
          </label>
          <label className="button-like">
            Choose a folder… <input type="file" multiple aria-label="Folder of counter images" {...{ webkitdirectory: '' }} onChange={(e) => choose(e.currentTarget.files)} />
          </label>
          <span className="muted">or drop them here</span>
        </div>
        {progress && (
          <p role="status">
            Reading images… <progress max={progress.total} value={progress.done} /> {progress.done} of {progress.total}
          </p>
        )}
        {errors.length > 0 && (
          <ul className="counter-images-errors" role="alert">
            {errors.map((e) => <li key={e}>{e} — left out</li>)}
          </ul>
        )}
        {counters.length > 0 && (
          <>
            <p data-testid="counter-images-summary">{counters.length} counters, {two} two-sided</p>
            <ol className="counter-images-list">
              {counters.map((c, i) => (
                <li key={`${c.front}-${c.back ?? ''}`} data-front={loaded[c.front].path} data-back={c.back !== undefined ? loaded[c.back].path : ''}>
                  <img src={loaded[c.front].url} alt={`front of ${c.name}`} />
                  {c.back !== undefined ? <img src={loaded[c.back].url} alt={`back of ${c.name}`} /> : <span className="counter-images-noback">one side</span>}
                  <input value={c.name} aria-label={`Name of counter ${i + 1}`} onChange={(e) => setCounters(counters.map((x, j) => (j === i ? { ...x, name: e.currentTarget.value } : x)))} />
                  {c.back !== undefined ? (
                    <>
                      <button type="button" onClick={() => setCounters(swapSides(counters, i))} title="The back is the front" aria-label={`Swap sides of ${c.name}`}>Swap</button>
                      <button type="button" onClick={() => setCounters(unpair(counters, i))} title="Make two one-sided counters" aria-label={`Unpair ${c.name}`}>Unpair</button>
                    </>
                  ) : (
                    <select aria-label={`Back of ${c.name}`} value="" onChange={(e) => setCounters(pairWith(counters, i, Number(e.currentTarget.value)))} title="Take another one-sided counter's image as this one's back">
                      <option value="">Back…</option>
                      {singles.filter((s) => s.i !== i).map((s) => <option key={s.i} value={s.i}>{s.c.name}</option>)}
                    </select>
                  )}
                  <button type="button" onClick={() => setCounters(counters.filter((_, j) => j !== i))} title="Leave this image out: it will not be added" aria-label={`Remove ${c.name}`}>
                    Remove
                  </button>
                </li>
              ))}
            </ol>
            <label className="counter-images-size">
              Size on the map (px) <input type="number" min={8} value={sizeText} placeholder={String(Math.max(8, printed))} aria-label="Size on the map" onChange={(e) => setSizeText(e.currentTarget.value)} title="Empty: as printed (the image's width), right when the counters and the map were scanned at the same resolution" />
              {hex && <span className="muted"> a hex is {hex} px across</span>}
            </label>
          </>
        )}
        {addError && <p className="net-field-error" role="alert">{addError}</p>}
        <div className="modal-buttons">
          <button type="button" onClick={onClose}>Cancel</button>
          <button type="button" className="primary" disabled={!counters.length || !!progress} onClick={() => void add()}>
            Add {counters.length || ''} to table
          </button>
        </div>
      </div>
    </div>
  );
}
