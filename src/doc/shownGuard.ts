/**
 * Keeps every card of a sealed pile showing what its deck says. A card keeps its seal and the
 * sealed look until the records show it to all with every key released; then it shows exactly what
 * it opens to, which every browser can open and check (`judgeCard`, src/trust/pile/shown.ts). A
 * change that strips a seal the records keep, swaps it, writes a face beside it, or makes a shown
 * card show anything else is put back — sealed, or as the card truly opens — in a repair that
 * syncs, and the player is told who wrote it where the change says so.
 *
 * Judged a moment after the change, not in it: a big sync arrives in slices, and the records that
 * let a card open may come from another player a little after the piece; a seal taken off while a
 * shown card's last key is still on its way is given `grace` to arrive before it is put back. Every
 * honest browser repairs to the same values, so their repairs agree.
 *
 * A piece is known as a card by its id (derived from its card), or, for cards laid out by the
 * version before, by this browser having seen its seal; those are checked when they lose it.
 * A hidden counter's box on a card is the hidden counter guard's (src/doc/hiddenGuard.ts): this
 * guard leaves it, and judges the card again when the box comes off.
 */
import * as Y from 'yjs';
import type { Face } from '../model/records';
import { isBoxSeal, isSealOf, judgeCard, openedName, samePlain, showsSealedLook, cardFaceId, sealedCardFaceId, sealedCardName, type CardContent, type CardFields, type CardRef, type CardVerdict } from '../trust/pile';
import { isSealedPiece, typesOf, type GameTypes } from './gameDoc';
import { sealedFace } from './sealedPiles';
import { watchCardBook } from './cardBook';
import { writesNow, type Write } from './fieldWrites';

/** Origin of this guard's own repairs (never judged again, never undone). */
export const cardRepairOrigin = Symbol('sealed card repair');

/** What was done to one card, when it was put back. */
export type CardTamperKind = Exclude<CardVerdict, 'keep'>;

/** What was put back after one judgement. */
export interface CardTamper {
  /** Cards put back: the piece, where it is from ("card 3 of Coast defence cup"), what was done, and the name it shows again. */
  readonly cards: readonly { id: string; where: string; what: CardTamperKind; shows: string }[];
  /** Whether the face every sealed card shows was redrawn (and put back). */
  readonly face: boolean;
  /** Document client ids that wrote what was put back (a bare deletion names nobody). */
  readonly clients: readonly number[];
  /** Whether what was put back came from a peer. */
  readonly remote: boolean;
}

export interface ShownGuardOptions {
  /** How long a change waits to be judged: what arrives with it in slices comes first. */
  readonly settle?: number;
  /** How long a seal taken off a shown card waits for its last key before it is put back. */
  readonly grace?: number;
}

const guardedFields = ['sealed', 'name', 'faces', 'face', 'attrs'] as const;
type Field = (typeof guardedFields)[number];

/** A value written to one of a card's fields, or (`record`) to a face record it shows. */
type FieldWrite = Write & { readonly field: Field | 'record' };

/** What one piece waits to be judged with: the writes seen, and since when its seal waits for keys. */
interface Pending {
  writes: FieldWrite[];
  remote: boolean;
  /** Whether a change took its seal off (a deletion names nobody, but says what was tried). */
  unsealed: boolean;
  since?: number;
}

/** How long a stream of changes (a sync in slices) can put a judgement off. */
const maxSettle = 500;

const fieldsOf = (map: Y.Map<unknown>): CardFields => ({ sealed: map.get('sealed'), name: map.get('name'), faces: map.get('faces'), face: map.get('face'), attrs: map.get('attrs') });
const plainAttrs = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {});

/** Starts keeping `doc`'s sealed cards as their deck says; `onTampered` hears of every repair. Call after loading. */
export function guardShownCards(doc: Y.Doc, onTampered?: (report: CardTamper) => void, { settle = 80, grace = 5000 }: ShownGuardOptions = {}): { stop(): void } {
  const t = typesOf(doc);
  /** Cards seen sealed here, by piece id, with the attributes they showed sealed. */
  const known = new Map<string, { ref: CardRef; attrs: unknown }>();
  const pending = new Map<string, Pending>();
  const faceWrites: Write[] = [];
  let faceChanged = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const book = watchCardBook(doc, (decks) => {
    // A key or a show arriving can let a card waiting for it open: judge those again.
    for (const [id, p] of pending) if (p.since !== undefined && decks.has(refOf(id)?.deck ?? '')) schedule(0);
  });

  const refOf = (id: string): CardRef | null => {
    const card = book.cardOf(id);
    if (card) return card.ref;
    const seen = known.get(id);
    if (seen) return seen.ref;
    const sealed = t.pieces.get(id)?.get('sealed');
    return isSealedPiece(sealed) && !isBoxSeal(sealed) ? (sealed as CardRef) : null;
  };

  /** Judges after `delay`, but never puts off a judgement already due by more than `maxSettle` from when it was first due. */
  let armed = 0;
  const schedule = (delay: number) => {
    if (stopped) return;
    const now = Date.now();
    if (timer === undefined) armed = now;
    clearTimeout(timer);
    timer = setTimeout(judge, Math.max(0, Math.min(now + delay, armed + maxSettle) - now));
  };
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const retryIn = (delay: number) => {
    clearTimeout(retryTimer);
    if (!stopped) retryTimer = setTimeout(() => schedule(0), delay);
  };

  const note = (id: string, writes: Pending['writes'], remote: boolean) => {
    const p = pending.get(id) ?? { writes: [], remote: false, unsealed: false };
    p.writes.push(...writes);
    p.remote ||= remote;
    p.unsealed ||= t.pieces.get(id)?.get('sealed') === undefined;
    pending.set(id, p);
  };

  /** The attributes a sealed card shows: as seen here, or as another sealed card of its deck shows them, or none. */
  const sealedAttrsOf = (id: string, ref: CardRef): unknown => {
    const seen = known.get(id)?.attrs;
    if (seen !== undefined) return seen;
    let found: unknown;
    t.pieces.forEach((map, other) => {
      if (found !== undefined || other === id || !(map instanceof Y.Map)) return;
      const sealed = map.get('sealed') as Partial<CardRef> | undefined;
      if (sealed && isSealOf(sealed, { ...ref, card: sealed.card as number }) && showsSealedLook(fieldsOf(map))) found = map.get('attrs');
    });
    return found;
  };

  const whereOf = (ref: CardRef) => {
    const pile = book.pileOf(ref);
    const board = pile ? t.boards.get(pile.board)?.name : undefined;
    return `card ${ref.card + 1} of ${board ?? 'a sealed pile'}`;
  };

  /** Whether a value written is one the card may hold: sealed, or (where the records let it open) as it opens. */
  const fits = ({ field, value }: FieldWrite, ref: CardRef, attrs: unknown, opening: () => CardContent | null): boolean => {
    if (field === 'record') return samePlain(value, sealedFace) || !!opening()?.faces.some((f) => samePlain(value, f));
    // A box is the hidden counter guard's to judge; the card is judged again when it comes off.
    if (field === 'sealed') return isSealOf(value, ref) || isBoxSeal(value);
    if (field === 'attrs' ? attrs === undefined || samePlain(value, attrs) : samePlain(value, { name: sealedCardName, faces: [sealedCardFaceId], face: 0 }[field])) return true;
    const content = opening();
    if (!content) return false;
    if (field === 'name') return value === openedName(content);
    if (field === 'face') return Number.isInteger(value) && (value as number) >= 0 && (value as number) < content.faces.length;
    if (field === 'attrs') return samePlain(value, content.attrs);
    return Array.isArray(value) && value.length === content.faces.length && value.every((id, i) => typeof id === 'string' && samePlain(t.faces.get(id), content.faces[i]));
  };

  /** What a write that did not fit tried, for a card the verdict keeps (another browser's repair came first). */
  const triedOf = (p: Pending, writes: readonly FieldWrite[], sealedNow: boolean): CardTamperKind =>
    writes.some((w) => w.field === 'sealed') ? 'replaced' : p.unsealed && sealedNow ? 'unsealed' : sealedNow ? 'shown' : 'rewritten';

  const judge = () => {
    timer = undefined;
    if (stopped) return;
    const repairs: { map: Y.Map<unknown>; ref: CardRef; attrs: unknown; content: CardContent | null }[] = [];
    const cards: CardTamper['cards'][number][] = [];
    const clients = new Set<number>();
    let remote = false;
    let retry: number | null = null;
    for (const [id, p] of [...pending]) {
      const map = t.pieces.get(id);
      const ref = refOf(id);
      if (!(map instanceof Y.Map) || !ref) {
        pending.delete(id);
        known.delete(id);
        continue;
      }
      const now = fieldsOf(map);
      const attrs = sealedAttrsOf(id, ref);
      const content = () => book.opening(ref);
      const verdict = judgeCard({ ref, now, faceRecord: (f) => t.faces.get(f), sealedAttrs: attrs, opening: content });
      if (verdict === 'unsealed') {
        const since = (p.since ??= Date.now());
        if (Date.now() - since < grace) {
          retry = Math.min(retry ?? grace, since + grace - Date.now());
          continue;
        }
      }
      pending.delete(id);
      const sealedNow = isSealOf(now.sealed, ref);
      const blamed = p.writes.filter((w) => !fits(w, ref, attrs, content));
      blamed.forEach((w) => clients.add(w.client));
      if (verdict === 'keep') {
        if (sealedNow) known.set(id, { ref, attrs: known.get(id)?.attrs ?? now.attrs });
        else known.delete(id);
        if (blamed.length) {
          cards.push({ id, where: whereOf(ref), what: triedOf(p, blamed, sealedNow), shows: String(now.name ?? '') });
          remote ||= p.remote;
        }
        continue;
      }
      const opened = content();
      repairs.push({ map, ref, attrs, content: opened });
      cards.push({ id, where: whereOf(ref), what: verdict, shows: opened ? openedName(opened) : sealedCardName });
      remote ||= p.remote;
    }
    const face = faceChanged && !samePlain(t.faces.get(sealedCardFaceId), sealedFace) && anyCard();
    if (face) faceWrites.filter((w) => !samePlain(w.value, sealedFace)).forEach((w) => (clients.add(w.client), (remote = true)));
    faceChanged = false;
    faceWrites.length = 0;
    if (retry !== null) retryIn(Math.max(0, retry));
    if (!repairs.length && !face && !cards.length) return;
    if (repairs.length || face) {
      doc.transact(() => {
        if (face) t.faces.set(sealedCardFaceId, sealedFace);
        for (const r of repairs) (r.content ? writeOpening(t, r.map, r.ref, r.content) : writeSealed(t, r.map, r.ref, r.attrs));
      }, cardRepairOrigin);
    }
    onTampered?.({ cards, face, clients: [...clients], remote });
  };

  const anyCard = () => {
    let found = false;
    t.pieces.forEach((map, id) => {
      if (!found && map instanceof Y.Map && refOf(id)) found = true;
    });
    return found;
  };

  const onAfter = (tr: Y.Transaction) => {
    if (tr.origin === cardRepairOrigin || stopped) return;
    const remote = !tr.local;
    let touched = false;
    for (const id of changedCardFields(tr, t)) {
      const map = t.pieces.get(id);
      if (!(map instanceof Y.Map)) {
        known.delete(id);
        pending.delete(id);
        continue;
      }
      if (!refOf(id)) continue;
      note(id, guardedFields.flatMap((field) => writesNow(tr, map, field).map((w) => ({ ...w, field }))), remote);
      touched = true;
    }
    const faceKeys = tr.changed.get(t.faces as unknown as Y.AbstractType<Y.YEvent<Y.Map<unknown>>>);
    if (faceKeys?.size) {
      const faces = t.faces as unknown as Y.Map<unknown>;
      if (faceKeys.has(sealedCardFaceId)) {
        faceChanged = true;
        faceWrites.push(...writesNow(tr, faces, sealedCardFaceId));
        touched = true;
      }
      const cardFaces = new Set([...faceKeys].filter((k) => k !== sealedCardFaceId));
      for (const id of cardFaces.size ? piecesShowing(t, cardFaces) : []) {
        if (!refOf(id)) continue;
        const shown = (t.pieces.get(id)!.get('faces') as unknown[]).filter((f): f is string => typeof f === 'string' && cardFaces.has(f));
        note(id, shown.flatMap((f) => writesNow(tr, faces, f).map((w) => ({ ...w, field: 'record' as const }))), remote);
        touched = true;
      }
    }
    if (touched) schedule(settle);
    else if (remote && timer !== undefined && pending.size) schedule(settle);
  };

  // Cards already on the table: learn their seals, and judge them once.
  t.pieces.forEach((map, id) => {
    if (!(map instanceof Y.Map) || !refOf(id)) return;
    note(id, [], false);
  });
  if (pending.size) schedule(settle);
  doc.on('afterTransaction', onAfter);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(retryTimer);
      book.stop();
      doc.off('afterTransaction', onAfter);
    },
  };
}

/** The ids of pieces whose seal, name, faces, face or attributes a transaction changed (or that it added or removed). */
function changedCardFields(tr: Y.Transaction, t: GameTypes): Set<string> {
  const out = new Set<string>();
  for (const [type, keys] of tr.changed) {
    if (type === (t.pieces as unknown)) keys.forEach((k) => k !== null && out.add(k));
    else if (type instanceof Y.Map && type.parent === t.pieces && type._item?.parentSub && [...keys].some((k) => k !== null && (guardedFields as readonly string[]).includes(k))) out.add(type._item.parentSub);
  }
  return out;
}

/** The ids of pieces showing any of `faceIds`. */
function piecesShowing(t: GameTypes, faceIds: Set<string | null>): string[] {
  const out: string[] = [];
  t.pieces.forEach((map, id) => {
    const faces = map instanceof Y.Map ? map.get('faces') : undefined;
    if (Array.isArray(faces) && faces.some((f) => faceIds.has(f))) out.push(id);
  });
  return out;
}

/** Puts a card back sealed, with the sealed look, writing only what differs. */
function writeSealed(t: GameTypes, map: Y.Map<unknown>, ref: CardRef, attrs: unknown): void {
  if (!t.faces.has(sealedCardFaceId)) t.faces.set(sealedCardFaceId, sealedFace);
  const want: Record<Field, unknown> = { sealed: { by: ref.by, deck: ref.deck, card: ref.card }, name: sealedCardName, faces: [sealedCardFaceId], face: 0, attrs: plainAttrs(attrs) };
  for (const field of guardedFields) if (!samePlain(map.get(field), want[field])) map.set(field, want[field]);
}

/** Shows a card as it opens: its faces under ids derived from the card, turned to the face it shows if that is one of them. */
function writeOpening(t: GameTypes, map: Y.Map<unknown>, ref: CardRef, content: CardContent): void {
  const now = fieldsOf(map);
  const showsFaces = Array.isArray(now.faces) && now.faces.length === content.faces.length && now.faces.every((id, i) => typeof id === 'string' && samePlain(t.faces.get(id), content.faces[i]));
  if (!showsFaces) {
    const ids = content.faces.map((face, i) => {
      const id = cardFaceId(ref, i);
      if (!samePlain(t.faces.get(id), face)) t.faces.set(id, face as Face);
      return id;
    });
    if (!samePlain(now.faces, ids)) map.set('faces', ids);
  }
  if (now.name !== openedName(content)) map.set('name', openedName(content));
  const face = now.face;
  if (!(Number.isInteger(face) && (face as number) >= 0 && (face as number) < content.faces.length)) map.set('face', content.face);
  if (!samePlain(now.attrs, content.attrs)) map.set('attrs', content.attrs);
  if (now.sealed !== undefined) map.delete('sealed');
}

const deeds: Record<CardTamperKind, (where: string) => string> = {
  unsealed: (where) => `took the seal off ${where}, which the records do not show to all`,
  replaced: (where) => `swapped the seal of ${where}`,
  shown: (where) => `wrote onto sealed ${where}`,
  rewritten: (where) => `made ${where} show other than what it opens to`,
};

/**
 * The notice for one repair, or null for this browser's own change. `who` names the writers as far
 * as known.
 */
export function describeCardTamper(report: CardTamper, who: string | null): string | null {
  if (!report.remote || (!report.cards.length && !report.face)) return null;
  const by = who ?? 'A player in the room';
  const parts = [...new Set(report.cards.map((c) => deeds[c.what](c.where)))];
  if (report.face) parts.push('redrew the face sealed cards show');
  const opened = [...new Set(report.cards.filter((c) => c.what !== 'shown' && c.shows !== sealedCardName).map((c) => c.shows))];
  const shows = opened.length ? ` (it shows what its deck says: ${opened.join(', ')})` : '';
  return `${by} ${parts.join(' and ')}: put back as the records say${shows}.`;
}
