/**
 * One area in the Areas panel: its name, its neighbours (each removable, more added from a list)
 * and the facts the rules read of it (`front=Eastern; festung`). Every edit is one named operation
 * on the board's areas; neighbours change both ways at once.
 */
import { useState } from 'react';
import { setBoardAreas } from '../../doc/boardOps';
import type { Actor } from '../../doc/operations';
import { setNeighbours, withoutArea } from '../../geometry/areaNeighbours';
import { attrsText, parseAttrsText } from '../../model/attrsText';
import type { Area } from '../../model/records';

interface Props {
  actor: Actor;
  boardId: string;
  area: Area;
  areas: readonly Area[];
}

export function AreaRow({ actor, boardId, area, areas }: Props) {
  const save = (next: Area[], label: string) => setBoardAreas(actor, boardId, next, label);
  return (
    <li className="area-row">
      <div className="area-row-head">
        <input
          key={area.name}
          aria-label={`Name of area ${area.name}`}
          defaultValue={area.name}
          onBlur={(e) => {
            const next = e.currentTarget.value.trim();
            if (next && next !== area.name) save(areas.map((x) => (x.id === area.id ? { ...x, name: next } : x)), `rename "${area.name}" to "${next}" in the areas`);
          }}
        />
        <button title="Remove this area (pieces in it stay where they are)" aria-label={`Remove area ${area.name}`} onClick={() => save(withoutArea(areas, area.id), `remove "${area.name}" from the areas`)}>
          ×
        </button>
      </div>
      <details className="area-row-more">
        <summary>{neighbourSummary(area, areas)}</summary>
        <Neighbours area={area} areas={areas} onChange={(other, on) => save(setNeighbours(areas, area.id, other.id, on), on ? `make "${area.name}" and "${other.name}" neighbours in the areas` : `make "${area.name}" and "${other.name}" no longer neighbours in the areas`)} />
        <AreaFacts area={area} onSave={(attrs) => save(areas.map((x) => (x.id === area.id ? withAttrs(x, attrs) : x)), attrs && Object.keys(attrs).length ? `set what the rules read of "${area.name}" to "${attrsText(attrs)}" in the areas` : `clear what the rules read of "${area.name}" in the areas`)} />
      </details>
    </li>
  );
}

const withAttrs = (a: Area, attrs: Area['attrs']): Area => {
  const { attrs: _old, ...rest } = a;
  return attrs && Object.keys(attrs).length ? { ...rest, attrs } : rest;
};

const namesOf = (area: Area, areas: readonly Area[]): Area[] => areas.filter((a) => a.id !== area.id && (area.neighbours?.includes(a.id) || a.neighbours?.includes(area.id)));

function neighbourSummary(area: Area, areas: readonly Area[]): string {
  const n = namesOf(area, areas).length;
  const facts = attrsText(area.attrs);
  return `${n === 0 ? 'No neighbours' : n === 1 ? '1 neighbour' : `${n} neighbours`}${facts ? ` · ${facts}` : ''}`;
}

function Neighbours({ area, areas, onChange }: { area: Area; areas: readonly Area[]; onChange(other: Area, on: boolean): void }) {
  const near = namesOf(area, areas);
  const others = areas.filter((a) => a.id !== area.id && !near.includes(a));
  return (
    <div className="area-neighbours">
      {near.map((n) => (
        <button key={n.id} className="area-chip" aria-label={`Remove neighbour ${n.name} of ${area.name}`} title="No longer neighbours" onClick={() => onChange(n, false)}>
          {n.name} ×
        </button>
      ))}
      {others.length > 0 && (
        <select aria-label={`Add a neighbour of ${area.name}`} value="" onChange={(e) => { const o = others.find((x) => x.id === e.currentTarget.value); if (o) onChange(o, true); }}>
          <option value="">Add a neighbour…</option>
          {others.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
        </select>
      )}
    </div>
  );
}

function AreaFacts({ area, onSave }: { area: Area; onSave(attrs: Area['attrs']): void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <label className="area-facts">
      <span className="muted">What the rules read (e.g. front=Eastern; festung; terrain=Rough)</span>
      <input
        key={attrsText(area.attrs)}
        aria-label={`What the rules read of ${area.name}`}
        defaultValue={attrsText(area.attrs)}
        onBlur={(e) => {
          const read = parseAttrsText(e.currentTarget.value);
          if ('error' in read) return setError(read.error);
          setError(null);
          if (attrsText(read.attrs) !== attrsText(area.attrs)) onSave(read.attrs);
        }}
      />
      {error && <span role="alert" className="area-facts-error">{error}</span>}
    </label>
  );
}
