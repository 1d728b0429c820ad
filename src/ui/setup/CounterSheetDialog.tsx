/**
 * "Add counters from a sheet": the player picks a scanned counter sheet (and optionally its back),
 * lays the counter grid over it with a live preview, checks how backs pair with fronts (mirrored,
 * as sheets are usually printed, or the same position, with pairs fixable by hand) and adds the
 * counters — two-sided image counters on a board of their own — in one undoable operation.
 * Blank counters are skipped. Errors are shown in the dialog and nothing is added.
 */
import { fileDropTarget } from '../fileDrop';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { GameSession } from '../../doc/session';
import { addToTable } from '../../doc/operations';
import {
  cellKey,
  counterSheetSetup,
  countersOf,
  describeCount,
  gridProblems,
  pairManually,
  pieceSizeFor,
  resolveBacks,
  type BackMode,
  type CellRef,
  type SheetGrid,
} from '../../setup/counterSheet';
import { putAsset } from '../../store/assets';
import { useModal } from '../net/useModal';
import { blankCells, detectOnSheet, loadSheetImage, type SheetImage } from './sheetImage';
import { SheetPreview } from './SheetPreview';
import { SheetCounterFields } from './SheetCounterFields';
import { cutOf, defaultGrid, gridFields, gridTextOf, initialGrid, parseGrid, toNumber, type GridField, type GridText } from './sheetGridFields';

interface Props {
  session: GameSession;
  onClose(): void;
  /** Hears the ids of the counters added, so the table can show and select them. */
  onAdded?(ids: string[]): void;
}

const parseKey = (key: string): CellRef => {
  const [row, col] = key.split(',').map(Number);
  return { row, col };
};

export function CounterSheetDialog({ session, onClose, onAdded }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const keys = useModal(dialog, onClose);
  const id = useId();

  const [front, setFront] = useState<SheetImage | null>(null);
  const [back, setBack] = useState<SheetImage | null>(null);
  const [frontError, setFrontError] = useState<string | null>(null);
  const [backError, setBackError] = useState<string | null>(null);
  const [loading, setLoading] = useState<'front' | 'back' | null>(null);
  const [gridText, setGridText] = useState<GridText>(initialGrid);
  const touched = useRef(false);
  const [backLeft, setBackLeft] = useState('');
  const [backTop, setBackTop] = useState('');
  const [mode, setMode] = useState<BackMode>('mirrored');
  const [overrides, setOverrides] = useState<Map<string, CellRef>>(new Map());
  const [pending, setPending] = useState<string | null>(null);
  const [hoverFront, setHoverFront] = useState<string | null>(null);
  const [hoverBack, setHoverBack] = useState<string | null>(null);
  const [side, setSide] = useState('');
  const [sizeText, setSizeText] = useState('');
  const [namesText, setNamesText] = useState('');
  const [detected, setDetected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const frontInput = useRef<HTMLInputElement>(null);
  const backInput = useRef<HTMLInputElement>(null);

  const grid = useMemo(() => parseGrid(gridText), [gridText]);
  /** Across-flats size of a hex on the first map, to compare counter sizes with. */
  const hexSize = useMemo(() => {
    for (const b of session.snapshot().boards.values()) {
      if (!b.image || b.grid.kind === 'none') continue;
      return Math.round(b.grid.kind === 'hex' && b.grid.orientation === 'flat' ? b.grid.dy : b.grid.dx);
    }
    return null;
  }, [session]);
  const fieldErrors = useMemo(() => gridProblems(grid), [grid]);
  const sound = fieldErrors.length === 0;
  const backGrid = useMemo<SheetGrid>(() => ({ ...grid, left: backLeft.trim() === '' ? grid.left : toNumber(backLeft), top: backTop.trim() === '' ? grid.top : toNumber(backTop) }), [grid, backLeft, backTop]);
  const backSound = sound && Number.isFinite(backGrid.left) && Number.isFinite(backGrid.top);

  const frontCut = useMemo(() => cutOf(front, grid, sound), [front, grid, sound]);
  const backCut = useMemo(() => cutOf(back, backGrid, backSound, 'Back sheet: '), [back, backGrid, backSound]);
  const blankFronts = useMemo(() => (front && frontCut.fits ? blankCells(front, frontCut.cells) : new Set<string>()), [front, frontCut]);
  const blankBacks = useMemo(() => (back && backCut.fits ? blankCells(back, backCut.cells) : new Set<string>()), [back, backCut]);
  const backs = useMemo(() => (sound ? resolveBacks(grid, mode, overrides) : new Map<string, CellRef>()), [sound, grid, mode, overrides]);
  const plan = useMemo(() => (frontCut.fits ? countersOf(frontCut.cells, blankFronts, back && backCut.fits ? backs : null, blankBacks) : null), [frontCut, blankFronts, back, backCut, backs, blankBacks]);
  const skipped = useMemo(() => new Set(plan?.skipped.map(cellKey) ?? []), [plan]);
  const skippedBacks = useMemo(() => new Set([...skipped].map((k) => backs.get(k)).filter((c): c is CellRef => !!c).map(cellKey)), [skipped, backs]);

  const backOfHovered = hoverFront ? backs.get(hoverFront) : undefined;
  const frontsOfHoveredBack = useMemo(() => {
    const out = new Set<string>();
    if (hoverBack) for (const [f, b] of backs) if (cellKey(b) === hoverBack) out.add(f);
    return out;
  }, [hoverBack, backs]);
  const markedBacks = useMemo(() => new Set([backOfHovered, pending ? backs.get(pending) : undefined].filter((c): c is CellRef => !!c).map(cellKey)), [backOfHovered, pending, backs]);

  // Manual pairs are relative to the matching mode and the grid's shape: start again when either changes.
  useEffect(() => {
    setOverrides(new Map());
    setPending(null);
  }, [mode, grid.columns, grid.rows]);

  const choose = async (which: 'front' | 'back', file: File | undefined) => {
    if (!file) return;
    const setError = which === 'front' ? setFrontError : setBackError;
    setError(null);
    setAddError(null);
    setLoading(which);
    try {
      const sheet = await loadSheetImage(file);
      if (which === 'front') {
        setFront(sheet);
        if (!touched.current) {
          const found = detectOnSheet(sheet);
          setGridText(found ? gridTextOf(found.grid) : defaultGrid(sheet));
          setDetected(found ? `Found ${found.grid.columns} × ${found.grid.rows} counters of ${found.grid.counterWidth} × ${found.grid.counterHeight} px, ${found.grid.gapX} px apart — check the overlay and adjust if needed.` : 'No regular grid of counters found on this sheet: set it below.');
        }
      } else setBack(sheet);
    } catch (e) {
      setError((e as Error).message);
      if (which === 'front') setFront(null);
      else setBack(null);
    } finally {
      setLoading(null);
    }
  };

  const dropOn = (which: 'front' | 'back' | 'either') => fileDropTarget((file) => void choose(which === 'either' ? (front ? 'back' : 'front') : which, file));

  const setField = (key: GridField, value: string) => {
    touched.current = true;
    setAddError(null);
    setGridText((g) => ({ ...g, [key]: value }));
  };

  const pickFront = (cell: CellRef) => {
    if (!back) return;
    const key = cellKey(cell);
    setPending((p) => (p === key ? null : key));
  };
  const pickBack = (cell: CellRef) => {
    if (!pending) return;
    setOverrides((o) => pairManually(grid, mode, o, parseKey(pending), cell));
    setPending(null);
  };

  const gridError = fieldErrors.length ? fieldErrors.join(' ') : frontCut.error;
  const problem = gridError ?? (back ? (backCut.error ?? (backSound ? null : 'Back left and top must be numbers (or empty: same as the front).')) : null);
  const count = plan?.counters.length ?? 0;
  const canAdd = !!front && !!plan && !problem && count > 0 && !busy && !loading;
  const summary = !front ? 'Choose the front of a counter sheet.' : plan ? (count ? describeCount(count, plan.skipped.length) : 'Every counter on this sheet is blank: nothing to add.') : '—';

  const add = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!canAdd || !front) return;
    setBusy(true);
    setAddError(null);
    try {
      const frontAsset = await putAsset(front.bytes, front.mime, front.name);
      const backAsset = back ? await putAsset(back.bytes, back.mime, back.name) : null;
      const trimmed = side.trim();
      const result = counterSheetSetup({
        front: { asset: frontAsset, name: front.name },
        back: backAsset ? { asset: backAsset, grid: backGrid } : undefined,
        grid,
        blankFronts,
        blankBacks,
        mode,
        overrides,
        attrs: trimmed ? { side: trimmed } : {},
        boards: session.snapshot().boards.values(),
        counterSize: Number(sizeText) || undefined,
        names: namesText.split(/\r?\n/).filter((line) => line.trim()),
      });
      const n = result.counters.length;
      addToTable(session.actor, result.setup, `add ${n} counter${n === 1 ? '' : 's'} from ${front.name}`);
      onClose();
      onAdded?.((result.setup.pieces ?? []).map((p) => p.id));
    } catch (err) {
      setAddError((err as Error).message);
      setBusy(false);
    }
  };

  const manualCount = overrides.size;
  return (
    <div className="modal-backdrop" {...keys}>
      <div
        ref={dialog}
        className="modal counter-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        data-testid="counter-sheet-dialog"
        {...dropOn('either')}
      >
        <h2 id={`${id}-title`}>Add counters from a sheet</h2>
        <form onSubmit={add} noValidate className="counter-sheet-body">
          <div className="counter-sheet-controls">
            <div className="counter-sheet-file" {...dropOn('front')}>
              <label htmlFor={`${id}-front`}>Front of the sheet</label>
              <input ref={frontInput} id={`${id}-front`} type="file" accept="image/*" aria-label="Front sheet image" onChange={(e) => void choose('front', e.currentTarget.files?.[0])} />
              <span className="muted counter-sheet-hint">{front ? `${front.name}, ${front.width} × ${front.height} px` : 'or drop an image here'}</span>
              {frontError && (
                <p className="counter-sheet-error" role="alert">
                  {frontError}
                </p>
              )}
            </div>
            <div className="counter-sheet-file" {...dropOn('back')}>
              <label htmlFor={`${id}-back`}>Back of the sheet (optional)</label>
              <input ref={backInput} id={`${id}-back`} type="file" accept="image/*" aria-label="Back sheet image" onChange={(e) => void choose('back', e.currentTarget.files?.[0])} />
              <span className="muted counter-sheet-hint">
                {back ? `${back.name}, ${back.width} × ${back.height} px` : 'or drop an image here; without one, counters have one side'}
                {back && (
                  <button
                    type="button"
                    className="counter-sheet-link"
                    onClick={() => {
                      setBack(null);
                      setBackError(null);
                      setPending(null);
                      if (backInput.current) backInput.current.value = '';
                    }}
                  >
                    Remove
                  </button>
                )}
              </span>
              {backError && (
                <p className="counter-sheet-error" role="alert">
                  {backError}
                </p>
              )}
            </div>

            <fieldset className="counter-sheet-grid">
              <legend>Counter grid (sheet pixels)</legend>
              {detected && <p className="counter-sheet-detected" role="status" data-testid="counter-sheet-detected">{detected}</p>}
              {gridFields.map((f) => (
                <label key={f.key} title={f.title}>
                  <span>{f.label}</span>
                  <input type="number" inputMode="decimal" min={f.min} step={f.step ?? 1} value={gridText[f.key]} aria-invalid={fieldErrors.some((m) => m.startsWith(f.label) || m.includes(f.label.toLowerCase()))} onChange={(e) => setField(f.key, e.currentTarget.value)} />
                </label>
              ))}
            </fieldset>

            {back && (
              <fieldset className="counter-sheet-backs">
                <legend>Backs</legend>
                <label className="counter-sheet-radio">
                  <input type="radio" name={`${id}-mode`} checked={mode === 'mirrored'} onChange={() => setMode('mirrored')} /> Mirrored: the back sheet is the front turned over left to right
                </label>
                <label className="counter-sheet-radio">
                  <input type="radio" name={`${id}-mode`} checked={mode === 'same'} onChange={() => setMode('same')} /> Same place as the front
                </label>
                <div className="counter-sheet-pair">
                  <label title="Where the grid starts on the back sheet, if not where it starts on the front">
                    <span>Back left</span>
                    <input type="number" step="any" placeholder={Number.isFinite(grid.left) ? String(grid.left) : ''} value={backLeft} onChange={(e) => setBackLeft(e.currentTarget.value)} />
                  </label>
                  <label title="Where the grid starts on the back sheet, if not where it starts on the front">
                    <span>Back top</span>
                    <input type="number" step="any" placeholder={Number.isFinite(grid.top) ? String(grid.top) : ''} value={backTop} onChange={(e) => setBackTop(e.currentTarget.value)} />
                  </label>
                </div>
                <p className="counter-sheet-hint muted" aria-live="polite">
                  {pending ? `Now click the back of front ${pending} on the back sheet.` : 'To pair a counter by hand, click its front, then its back.'}
                  {manualCount > 0 && (
                    <>
                      {' '}
                      {manualCount} paired by hand.{' '}
                      <button type="button" className="counter-sheet-link" onClick={() => setOverrides(new Map())}>
                        Reset pairs
                      </button>
                    </>
                  )}
                </p>
              </fieldset>
            )}

            <SheetCounterFields side={side} onSide={setSide} names={namesText} onNames={setNamesText} size={sizeText} onSize={setSizeText} printed={pieceSizeFor(grid)} hexSize={hexSize} />
          </div>

          <div className="counter-sheet-previews">
            {front ? (
              <figure>
                <figcaption>Front{back ? ' — hover a counter to see its back' : ''}</figcaption>
                <SheetPreview
                  sheet={front}
                  cells={frontCut.cells}
                  fits={frontCut.fits}
                  crossed={skipped}
                  marked={frontsOfHoveredBack}
                  hovered={hoverFront}
                  selected={pending}
                  label={`Front sheet ${front.name} with the counter grid`}
                  testId="counter-sheet-front-preview"
                  maxHeight={back ? 300 : 440}
                  data={{ hovered: hoverFront ?? undefined, 'back-of-hovered': backOfHovered ? cellKey(backOfHovered) : undefined, selected: pending ?? undefined }}
                  onHover={(c) => setHoverFront(c && cellKey(c))}
                  onPick={back ? pickFront : undefined}
                />
              </figure>
            ) : (
              <div className="counter-sheet-empty muted" {...dropOn('front')}>
                {loading === 'front' ? 'Reading the sheet…' : 'Drop the front of a counter sheet here, or choose it on the left.'}
              </div>
            )}
            {back && (
              <figure>
                <figcaption>Back</figcaption>
                <SheetPreview
                  sheet={back}
                  cells={backCut.cells}
                  fits={backCut.fits}
                  crossed={skippedBacks}
                  marked={markedBacks}
                  hovered={hoverBack}
                  label={`Back sheet ${back.name} with the counter grid`}
                  testId="counter-sheet-back-preview"
                  maxHeight={300}
                  data={{ hovered: hoverBack ?? undefined, 'fronts-of-hovered': frontsOfHoveredBack.size ? [...frontsOfHoveredBack].join(' ') : undefined }}
                  onHover={(c) => setHoverBack(c && cellKey(c))}
                  onPick={pending ? pickBack : undefined}
                />
              </figure>
            )}
          </div>

          <div className="counter-sheet-footer">
            <p className="counter-sheet-summary" data-testid="counter-sheet-summary" aria-live="polite">
              {summary}
            </p>
            {(problem || addError) && (
              <p className="counter-sheet-error" role="alert" data-testid="counter-sheet-error">
                {addError ?? problem}
              </p>
            )}
            <div className="modal-buttons">
              <button type="button" onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className="primary" disabled={!canAdd}>
                {busy ? 'Adding…' : 'Add to table'}
              </button>
            </div>
          </div>
        </form>
      </div>
    </div>
  );
}
