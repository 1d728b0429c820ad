/**
 * Keeps hidden counters hidden until their owner reveals them. Each browser remembers the sealed box
 * it last saw on every hidden counter; when a change takes that box off, or puts another in its
 * place, the change stands only if the ledger holds the owner's signed reveal of that very box
 * (src/doc/revealRecords.ts). Otherwise the box is put back, with the generic hidden face, and the
 * player is told who did it where that can be told. While a counter holds a box it shows the
 * generic face and name: a peer writing a face of its choosing beside the box is put back too, as
 * is the generic face itself if a peer redraws it.
 *
 * The verdict (`judgeHidden`) is a pure function of the box this browser saw, what the counter now
 * holds, and whether a reveal record opens the box; every honest browser reaches the same one, so
 * their repairs agree. A browser can only keep what reached it: a box removed before it ever
 * arrived is put back by the browsers that saw it. When another browser's repair arrives together
 * with the change it repairs, nothing is left to put back here, but the change's writes are still
 * in the transaction, and the player is told who tried what all the same.
 */
import * as Y from 'yjs';
import type { SealedBox } from '../model/records';
import { isSealedPiece, typesOf, type GameTypes } from './gameDoc';
import { hiddenFace, hiddenFaceId, hiddenName } from './hiddenOps';
import { findReveal } from './revealRecords';

/** Origin of this guard's own repairs (never checked again, never undone). */
export const hiddenRepairOrigin = Symbol('hidden counter repair');

/** What one counter's change was, when it was put back. */
export type HiddenTamperKind = 'unsealed' | 'replaced' | 'shown';

/** What was put back after one change. */
export interface HiddenTamper {
  /** Hidden counters put back (here, or by another browser first): the piece, its owner's key, and what had been done to it. */
  readonly pieces: readonly { id: string; owner: string; what: HiddenTamperKind }[];
  /** Whether the generic hidden face was redrawn (and put back). */
  readonly face: boolean;
  /** Document client ids that wrote the change, where the change wrote anything (a bare deletion names nobody). */
  readonly clients: readonly number[];
  /** Whether the change came from a peer. */
  readonly remote: boolean;
}

/** What a hidden counter holds now, as stored. */
export interface HiddenFields {
  readonly sealed: unknown;
  readonly name: unknown;
  readonly faces: unknown;
  readonly face: unknown;
  readonly attrs: unknown;
}

/**
 * The verdict on one counter: `keep` (nothing to do), `forget` (no longer hidden, by its owner's
 * reveal), `learn` (a box this browser had not seen: remember it), or a repair — `unsealed`,
 * `replaced` (its box taken off or swapped without its owner's reveal) or `shown` (a box beside a
 * face other than the generic one). Pure: `revealed` says whether a record reveals a box.
 */
export function judgeHidden(seen: SealedBox | null, now: HiddenFields, revealed: (box: SealedBox) => boolean): 'keep' | 'forget' | 'learn' | HiddenTamperKind {
  const box = asBox(now.sealed);
  if (seen && !(box && sameSealed(box, seen)) && !revealed(seen)) return now.sealed === undefined ? 'unsealed' : 'replaced';
  if (box && !showsGeneric(now)) return 'shown';
  if (!seen) return box ? 'learn' : 'keep';
  if (!box) return 'forget';
  return sameSealed(box, seen) ? 'keep' : 'learn';
}

/** A hidden counter's box, or null for anything else (nothing, a sealed card, garbage). */
function asBox(value: unknown): SealedBox | null {
  return isSealedPiece(value) && 'box' in value ? value : null;
}

function sameSealed(a: SealedBox, b: SealedBox): boolean {
  return a.by === b.by && a.box.n === b.box.n && a.box.c === b.box.c && a.box.h === b.box.h;
}

/**
 * Whether the counter shows nothing but the generic hidden face, name and no attributes. A field
 * that is missing shows nothing either: a change still arriving in parts can leave one missing for
 * a moment, and the document guard completes a piece that lost fields (src/doc/docGuard.ts).
 */
function showsGeneric(now: HiddenFields): boolean {
  const { name, faces, face, attrs } = now;
  return (
    (name === undefined || name === hiddenName) &&
    (faces === undefined || (Array.isArray(faces) && faces.length === 1 && faces[0] === hiddenFaceId)) &&
    (face === undefined || face === 0) &&
    (attrs === undefined || (typeof attrs === 'object' && attrs !== null && Object.keys(attrs).length === 0))
  );
}

/** Whether a stored value is exactly the generic hidden face (read field by field: a peer's value may be anything). */
function isGenericFace(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const face = value as Record<string, unknown>;
  const fields = Object.entries(hiddenFace);
  return Object.keys(face).length === fields.length && fields.every(([k, v]) => face[k] === v);
}

const fieldsOf = (map: Y.Map<unknown>): HiddenFields => ({ sealed: map.get('sealed'), name: map.get('name'), faces: map.get('faces'), face: map.get('face'), attrs: map.get('attrs') });

/** The client that wrote `key` of `map` in this transaction, if another than this browser did. */
function writtenNowBy(tr: Y.Transaction, map: Y.Map<unknown>, key: string): number | null {
  const item = map._map.get(key);
  if (!item) return null;
  const { client, clock } = item.id;
  return client !== tr.doc.clientID && clock >= (tr.beforeState.get(client) ?? 0) ? client : null;
}

/** Who wrote, in this transaction, a value of a hidden counter's field that is not what a counter hidden in `box` holds. */
function wroteOtherThanHidden(tr: Y.Transaction, map: Y.Map<unknown>, box: SealedBox): number[] {
  const out: number[] = [];
  for (const key of guardedFields) {
    const client = writtenNowBy(tr, map, key);
    if (client !== null && !isHiddenValue(key, map.get(key), box)) out.push(client);
  }
  return out;
}

/** The fields of a hidden counter that show or hold its secret. */
const guardedFields = ['sealed', 'name', 'faces', 'face', 'attrs'] as const;

/** Whether a value of one of those fields is what a counter hidden in `box` holds. */
function isHiddenValue(key: (typeof guardedFields)[number], value: unknown, box: SealedBox): boolean {
  if (key === 'sealed') return !!asBox(value) && sameSealed(asBox(value)!, box);
  return showsGeneric({ sealed: box, name: hiddenName, faces: [hiddenFaceId], face: 0, attrs: {}, [key]: value });
}

/** How far back one field's history is read for writes made in this transaction. */
const historyLimit = 50;

/**
 * A write a peer made in this transaction to a counter that ends it still hidden in `box`, which
 * another value written after it (another honest browser's repair, arriving together with it)
 * overtook before it ever showed here: what it tried, and who wrote it. Null when there was none.
 */
function overtakenWrite(tr: Y.Transaction, map: Y.Map<unknown>, box: SealedBox): { what: HiddenTamperKind; client: number } | null {
  const keys = tr.changed.get(map as unknown as Y.AbstractType<Y.YEvent<Y.Map<unknown>>>);
  if (!keys) return null;
  for (const key of guardedFields) {
    if (!keys.has(key)) continue;
    let item: Y.Item | null = map._map.get(key) ?? null;
    for (let n = 0; item && n < historyLimit; n++, item = item.left) {
      const { client, clock } = item.id;
      if (client === tr.doc.clientID || clock < (tr.beforeState.get(client) ?? 0)) continue;
      const [value] = item.content.getContent();
      if (value !== undefined && !isHiddenValue(key, value, box)) return { what: key === 'sealed' ? 'replaced' : 'shown', client };
    }
  }
  return null;
}

/** The ids of pieces a transaction changed (added, removed, replaced, or any field of). */
function changedPieces(tr: Y.Transaction, t: GameTypes): Set<string> {
  const out = new Set<string>();
  for (const [type, keys] of tr.changed) {
    if (type === (t.pieces as unknown)) keys.forEach((k) => k !== null && out.add(k));
    else if (type instanceof Y.Map && type.parent === t.pieces && type._item?.parentSub) out.add(type._item.parentSub);
  }
  return out;
}

/** Starts keeping `doc`'s hidden counters hidden; `onTampered` hears of every repair. Call after loading. */
export function guardHidden(doc: Y.Doc, onTampered?: (report: HiddenTamper) => void): { stop(): void } {
  const t = typesOf(doc);
  const seen = new Map<string, SealedBox>();
  t.pieces.forEach((map, id) => {
    const box = map instanceof Y.Map ? asBox(map.get('sealed')) : null;
    if (box) seen.set(id, box);
  });

  const onAfter = (tr: Y.Transaction) => {
    if (tr.origin === hiddenRepairOrigin) return;
    const put: { id: string; map: Y.Map<unknown>; box: SealedBox; what: HiddenTamperKind }[] = [];
    /** Tampering another browser's repair undid before it showed here: nothing to put back, only to tell. */
    const told: HiddenTamper['pieces'][number][] = [];
    const clients = new Set<number>();
    const blame = (client: number | null) => client !== null && clients.add(client);
    for (const id of changedPieces(tr, t)) {
      const map = t.pieces.get(id);
      if (map === undefined) {
        seen.delete(id);
        continue;
      }
      if (!(map instanceof Y.Map)) continue;
      const now = fieldsOf(map);
      const was = seen.get(id) ?? null;
      const verdict = judgeHidden(was, now, (box) => findReveal(doc, id, box) !== null);
      if (verdict === 'keep') {
        const overtaken = was && overtakenWrite(tr, map, was);
        if (overtaken) (told.push({ id, owner: was.by, what: overtaken.what }), blame(overtaken.client));
        continue;
      }
      if (verdict === 'forget') seen.delete(id);
      else if (verdict === 'learn') seen.set(id, asBox(now.sealed)!);
      else {
        const box = verdict === 'shown' ? asBox(now.sealed)! : was!;
        seen.set(id, box);
        put.push({ id, map, box, what: verdict });
        blame(writtenNowBy(tr, t.pieces as unknown as Y.Map<unknown>, id));
        wroteOtherThanHidden(tr, map, was ?? box).forEach(blame);
      }
    }
    const faceChanged = tr.changed.get(t.faces as unknown as Y.AbstractType<Y.YEvent<Y.Map<unknown>>>)?.has(hiddenFaceId) ?? false;
    const faceWrong = seen.size > 0 && !isGenericFace(t.faces.get(hiddenFaceId));
    const face = faceChanged && faceWrong;
    if (face) blame(writtenNowBy(tr, t.faces as unknown as Y.Map<unknown>, hiddenFaceId));
    if (!put.length && !face) {
      if (told.length) onTampered?.({ pieces: told, face: false, clients: [...clients], remote: !tr.local });
      return;
    }
    doc.transact(() => {
      if (faceWrong) t.faces.set(hiddenFaceId, hiddenFace);
      for (const { map, box } of put) {
        map.set('sealed', box);
        map.set('name', hiddenName);
        map.set('faces', [hiddenFaceId]);
        map.set('face', 0);
        map.set('attrs', {});
      }
    }, hiddenRepairOrigin);
    onTampered?.({ pieces: [...put.map(({ id, box, what }) => ({ id, owner: box.by, what })), ...told], face, clients: [...clients], remote: !tr.local });
  };
  doc.on('afterTransaction', onAfter);
  return { stop: () => doc.off('afterTransaction', onAfter) };
}

const deeds: Record<HiddenTamperKind, string> = {
  unsealed: 'took the seal off',
  replaced: 'swapped the seal of',
  shown: 'wrote a face onto',
};

/**
 * The notice for one repair, or null for this browser's own change. `who` names the writers as far
 * as known; `ownerName` names a counter's owner by key.
 */
export function describeHiddenTamper(report: HiddenTamper, who: string | null, ownerName: (key: string) => string): string | null {
  if (!report.remote) return null;
  const by = who ?? 'A player in the room';
  const parts = [...new Set(report.pieces.map((p) => `${deeds[p.what]} ${ownerName(p.owner)}’s hidden counter`))];
  if (report.face) parts.push('redrew the face hidden counters show');
  if (!parts.length) return null;
  const owners = [...new Set(report.pieces.map((p) => ownerName(p.owner)))];
  const only = owners.length ? ` (only ${owners.join(' or ')} can reveal it, by a signed reveal)` : '';
  return `${by} ${parts.join(' and ')} without its owner’s signed reveal: put back${only}.`;
}
