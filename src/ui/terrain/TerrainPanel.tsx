/**
 * The terrain panel, beside the table while painting a board's terrain: the board's terrain types
 * (add, rename, recolour, delete; each with how many hexes it covers), its hexside features, the
 * tools (paint, erase, hexside, road/rail), the layer's opacity, and importing terrain by printed
 * hex number. The tools act through `handleTerrainPointer`, which the table view calls.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { deleteSideFeature, deleteTerrainType, importTerrain, setPalette, setSideFeatures, TerrainError } from '../../doc/terrainOps';
import type { Observable } from '../../model/observable';
import {
  hexCounts,
  linkStyles,
  linkTypes,
  maxNameLength,
  newTypeId,
  sideCounts,
  suggestColour,
  type LinkType,
  type TerrainType,
} from '../../terrain/terrain';
import { useObservable } from '../table/viewStore';
import { cancelTerrainStroke, type TerrainMode, type TerrainSession, type TerrainTool } from './terrainTool';
import { useTerrain } from './useTerrain';
import type { GameSession } from '../../doc/session';

interface Props {
  session: TerrainSession & Pick<GameSession, 'subscribe'>;
  boardId: string;
  tool: Observable<TerrainTool>;
  onClose(): void;
}

const modes: [TerrainMode, string, string][] = [
  ['off', 'Move counters', 'Leave the map to the usual tools: move counters, pan, select'],
  ['paint', 'Paint', 'Click or drag across hexes to paint them with the chosen terrain type'],
  ['erase', 'Erase', 'Click or drag across hexes to take their terrain off'],
  ['hexside', 'Hexside', 'Click near the side of a hex, or drag along sides, to mark the chosen feature'],
  ['link', 'Road / rail', 'Drag from a hex into its neighbours to join them with the chosen road or railroad'],
];

const hints: Record<TerrainMode, string> = {
  off: 'Choose a tool to edit the terrain. Rules assistants read what is painted here.',
  paint: 'Click a hex or drag across hexes to paint them. Drag with the middle button or Space to pan.',
  erase: 'Click a hex or drag across hexes to take their terrain off.',
  hexside: 'Click near the side of a hex (or drag along sides) to mark it; clicking a side that already has the feature clears it.',
  link: 'Drag from a hex centre into the next hex, and on along the road. Drawing over the same road again removes it.',
};

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A colour picker that reports only the colour finally chosen (the native `change` event), so dragging in the picker writes one operation. */
function ColourInput({ value, label, onCommit }: { value: string; label: string; onCommit(colour: string): void }) {
  const input = useRef<HTMLInputElement>(null);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  useEffect(() => {
    const el = input.current!;
    const changed = () => el.value.toLowerCase() !== value.toLowerCase() && commit.current(el.value);
    el.addEventListener('change', changed);
    return () => el.removeEventListener('change', changed);
  }, [value]);
  return <input ref={input} key={value} type="color" className="terrain-colour" defaultValue={value.length === 7 ? value : '#9e9e9e'} aria-label={label} title={label} />;
}

/** One terrain type or hexside feature in a list: choose it, recolour, rename, delete. */
function TypeRow({
  type,
  count,
  selected,
  onSelect,
  onRecolour,
  onRename,
  onDelete,
}: {
  type: TerrainType;
  count: string;
  selected: boolean;
  onSelect(): void;
  onRecolour(colour: string): void;
  onRename(name: string): void;
  onDelete(): void;
}) {
  const [renaming, setRenaming] = useState(false);
  return (
    <li className={selected ? 'terrain-type selected' : 'terrain-type'} data-testid={`terrain-type-${type.id}`}>
      <ColourInput value={type.colour} label={`Colour of ${type.name}`} onCommit={onRecolour} />
      {renaming ? (
        <input
          type="text"
          className="terrain-rename"
          autoFocus
          defaultValue={type.name}
          maxLength={maxNameLength}
          aria-label={`New name for ${type.name}`}
          onBlur={(e) => {
            const name = e.currentTarget.value.trim();
            setRenaming(false);
            if (name && name !== type.name) onRename(name);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
            if (e.key === 'Escape') {
              e.stopPropagation();
              setRenaming(false);
            }
          }}
        />
      ) : (
        <button className="terrain-type-name" aria-pressed={selected} onClick={onSelect} title={`Use ${type.name}`}>
          {type.name} ({count})
        </button>
      )}
      <button className="terrain-icon" aria-label={`Rename ${type.name}`} title="Rename" onClick={() => setRenaming(true)}>
        ✎
      </button>
      <button className="terrain-icon" aria-label={`Delete ${type.name}`} title={`Delete ${type.name} and take it off the map (Ctrl+Z undoes)`} onClick={onDelete}>
        ×
      </button>
    </li>
  );
}

/** A name and colour field with an Add button, for a new terrain type or hexside feature. */
function AddType({ what, palette, onAdd }: { what: string; palette: readonly TerrainType[]; onAdd(name: string, colour: string): void }) {
  const [name, setName] = useState('');
  const [colour, setColour] = useState<string | null>(null);
  const shown = colour ?? suggestColour(name, palette);
  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    onAdd(trimmed, shown);
    setName('');
    setColour(null);
  };
  return (
    <form
      className="terrain-add"
      onSubmit={(e) => {
        e.preventDefault();
        add();
      }}
    >
      <input type="text" value={name} maxLength={maxNameLength} placeholder={what === 'terrain type' ? 'e.g. Forest' : 'e.g. Canal'} aria-label={`New ${what}`} onChange={(e) => setName(e.currentTarget.value)} />
      <input type="color" className="terrain-colour" value={shown} aria-label={`Colour of the new ${what}`} onChange={(e) => setColour(e.currentTarget.value)} />
      <button type="submit" disabled={!name.trim()}>
        Add {what === 'terrain type' ? 'type' : 'feature'}
      </button>
    </form>
  );
}

/** Reads a terrain table: `{ "hexes": { "0505": "forest" } }` (as assets/demo/terrain.json) or the label table itself. */
function labelTable(text: string): Record<string, string> {
  const data = JSON.parse(text) as unknown;
  const table = typeof data === 'object' && data !== null && 'hexes' in data ? (data as { hexes: unknown }).hexes : data;
  if (typeof table !== 'object' || table === null || Array.isArray(table)) throw new TerrainError('The file holds no table of hex numbers and terrain names.');
  const out: Record<string, string> = {};
  for (const [label, name] of Object.entries(table)) if (typeof name === 'string') out[label] = name;
  return out;
}

export function TerrainPanel({ session, boardId, tool, onClose }: Props) {
  const board = useSyncExternalStore(
    (l) => session.subscribe(() => l()),
    () => session.snapshot().boards.get(boardId),
  );
  const layer = useTerrain(session, boardId);
  const state = useObservable(tool);
  const [notice, setNotice] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLElement>(null);
  const set = (changes: Partial<TerrainTool>) => tool.set({ ...tool.get(), ...changes });
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Escape in one of the panel's text fields (renaming a type) is that field's own business.
      if (e.target instanceof HTMLInputElement && e.target.type === 'text' && panel.current?.contains(e.target)) return;
      e.stopImmediatePropagation();
      if (tool.get().stroke) cancelTerrainStroke(tool);
      else closeRef.current();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [tool]);

  // Leaving the panel leaves no highlight or half-drawn stroke behind.
  useEffect(() => () => tool.set({ ...tool.get(), stroke: null, hover: null }), [tool]);

  if (!board) return null;
  const attempt = (write: () => void) => {
    try {
      write();
      setNotice(null);
    } catch (e) {
      if (!(e instanceof TerrainError)) throw e;
      setNotice(e.message);
    }
  };
  const counts = hexCounts(layer);
  const sides = sideCounts(layer);
  const hasGrid = board.grid.kind !== 'none';
  const allIds = [...layer.palette, ...layer.sideFeatures].map((t) => t.id);

  const addType = (name: string, colour: string) =>
    attempt(() => {
      const type = { id: newTypeId(name, allIds), name, colour };
      setPalette(session.actor, boardId, [...layer.palette, type]);
      set({ terrainId: type.id, mode: tool.get().mode === 'off' || tool.get().mode === 'erase' ? 'paint' : tool.get().mode });
    });
  const addFeature = (name: string, colour: string) =>
    attempt(() => {
      const feature = { id: newTypeId(name, allIds), name, colour };
      setSideFeatures(session.actor, boardId, [...layer.sideFeatures, feature]);
      set({ featureId: feature.id, mode: 'hexside' });
    });
  const editType = (id: string, changes: Partial<TerrainType>) => attempt(() => setPalette(session.actor, boardId, layer.palette.map((t) => (t.id === id ? { ...t, ...changes } : t))));
  const editFeature = (id: string, changes: Partial<TerrainType>) =>
    attempt(() => setSideFeatures(session.actor, boardId, layer.sideFeatures.map((t) => (t.id === id ? { ...t, ...changes } : t))));

  const importFile = async (f: File) => {
    try {
      const result = importTerrain(session.actor, boardId, labelTable(await f.text()));
      const created = result.created.length ? `; new types: ${result.created.map((t) => t.name).join(', ')}` : '';
      const skipped = result.skipped.length ? `; ${plural(result.skipped.length, 'label names', 'labels name')} no hex of this map (${result.skipped.slice(0, 3).join(', ')}${result.skipped.length > 3 ? '…' : ''})` : '';
      setNotice(`Painted ${plural(result.painted, 'hex', 'hexes')}${created}${skipped}.`);
    } catch (e) {
      setNotice(e instanceof SyntaxError ? `"${f.name}" is not a JSON file.` : (e as Error).message);
    }
  };

  return (
    <aside ref={panel} className="terrain-panel" aria-label="Terrain" data-testid="terrain-panel">
      <div className="terrain-head">
        <h3>Terrain of “{board.name}”</h3>
        <button className="terrain-icon" aria-label="Close the terrain panel" title="Close (Esc)" onClick={onClose}>
          ×
        </button>
      </div>
      {!hasGrid ? (
        <p className="muted">This map has no grid yet. Calibrate its grid (Add → Calibrate grid) to paint terrain hex by hex.</p>
      ) : (
        <>
          <fieldset className="terrain-tools">
            <legend>Tool</legend>
            {modes.map(([mode, label, title]) => (
              <label key={mode} title={title}>
                <input type="radio" name={`terrain-tool-${boardId}`} checked={state.mode === mode} onChange={() => set({ mode, stroke: null, hover: null, message: null })} /> {label}
              </label>
            ))}
          </fieldset>
          <p className="muted terrain-hint">{hints[state.mode]}</p>
          {state.message && (
            <p className="terrain-error" role="alert">
              {state.message}
            </p>
          )}

          <section className="terrain-section" aria-label="Terrain types">
            <h4>Terrain types</h4>
            {layer.palette.length === 0 && <p className="muted">No terrain types yet: add one (Clear, Forest, Mountain…) to paint with it.</p>}
            <ul className="terrain-types">
              {layer.palette.map((t) => (
                <TypeRow
                  key={t.id}
                  type={t}
                  count={plural(counts.get(t.id) ?? 0, 'hex', 'hexes')}
                  selected={state.terrainId === t.id && state.mode === 'paint'}
                  onSelect={() => set({ terrainId: t.id, mode: 'paint', message: null })}
                  onRecolour={(colour) => editType(t.id, { colour })}
                  onRename={(name) => editType(t.id, { name })}
                  onDelete={() => {
                    deleteTerrainType(session.actor, boardId, t.id);
                    if (tool.get().terrainId === t.id) set({ terrainId: null });
                  }}
                />
              ))}
            </ul>
            <AddType what="terrain type" palette={layer.palette} onAdd={addType} />
          </section>

          <section className="terrain-section" aria-label="Hexside features">
            <h4>Hexside features</h4>
            <ul className="terrain-types">
              {layer.sideFeatures.map((f) => (
                <TypeRow
                  key={f.id}
                  type={f}
                  count={plural(sides.get(f.id) ?? 0, 'side', 'sides')}
                  selected={state.featureId === f.id && state.mode === 'hexside'}
                  onSelect={() => set({ featureId: f.id, mode: 'hexside', message: null })}
                  onRecolour={(colour) => editFeature(f.id, { colour })}
                  onRename={(name) => editFeature(f.id, { name })}
                  onDelete={() => {
                    deleteSideFeature(session.actor, boardId, f.id);
                    if (tool.get().featureId === f.id) set({ featureId: null });
                  }}
                />
              ))}
              <li className={state.featureId === null && state.mode === 'hexside' ? 'terrain-type selected' : 'terrain-type'}>
                <span className="terrain-swatch terrain-swatch-none" />
                <button className="terrain-type-name" aria-pressed={state.featureId === null && state.mode === 'hexside'} onClick={() => set({ featureId: null, mode: 'hexside', message: null })}>
                  Clear hexsides
                </button>
              </li>
            </ul>
            <details className="terrain-more">
              <summary>Add a hexside feature</summary>
              <AddType what="hexside feature" palette={layer.sideFeatures} onAdd={addFeature} />
            </details>
          </section>

          <section className="terrain-section" aria-label="Roads and railroads">
            <h4>Roads and railroads ({plural(Object.keys(layer.links).length, 'link', 'links')})</h4>
            <div className="terrain-links" role="radiogroup" aria-label="Link to draw">
              {[...linkTypes, null].map((type: LinkType | null) => (
                <label key={type ?? 'none'}>
                  <input
                    type="radio"
                    name={`terrain-link-${boardId}`}
                    checked={state.linkType === type && state.mode === 'link'}
                    onChange={() => set({ linkType: type, mode: 'link', message: null })}
                  />{' '}
                  {type ? (
                    <>
                      <span className="terrain-swatch" style={{ background: linkStyles[type].colour }} /> {linkStyles[type].name}
                    </>
                  ) : (
                    'Remove'
                  )}
                </label>
              ))}
            </div>
          </section>

          <label className="terrain-opacity">
            Show terrain layer
            <input type="range" min={0} max={1} step={0.05} value={state.opacity} aria-label="Show terrain layer" onChange={(e) => set({ opacity: Number(e.currentTarget.value) })} />
          </label>

          <div className="terrain-import">
            <button onClick={() => file.current?.click()} title='A JSON table of printed hex numbers and terrain names, e.g. { "hexes": { "0505": "forest" } }'>
              Import terrain by hex number…
            </button>
            <input
              ref={file}
              type="file"
              hidden
              accept="application/json,.json"
              data-testid="terrain-file"
              onChange={(e) => {
                const f = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (f) void importFile(f);
              }}
            />
          </div>
          {notice && (
            <p className="terrain-notice" role="status">
              {notice}
            </p>
          )}
        </>
      )}
      <div className="modal-buttons">
        <button onClick={onClose}>Done</button>
      </div>
    </aside>
  );
}
