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
import { fitsCard, isBoxSeal, isSealOf, judgeCard, openedName, samePlain, sealedCardFaceId, sealedCardName, showsSealedLook, type CardContent, type CardRef, type CardWrite } from '../trust/pile';
import { isSealedPiece, typesOf, type GameTypes } from './gameDoc';
import { sealedFace } from './sealedPiles';
import { watchCardBook, type CardBook } from './cardBook';
import { writesNow, type Write } from './fieldWrites';
import { cardFields, cardFieldsOf, writeOpening, writeSealed, type CardTamper, type CardTamperKind } from './cardRepair';

export { describeCardTamper, type CardTamper, type CardTamperKind } from './cardRepair';

/** Origin of this guard's own repairs (never judged again, never undone). */
export const cardRepairOrigin = Symbol('sealed card repair');

export interface ShownGuardOptions {
  /** How long a change waits to be judged: what arrives with it in slices comes first. */
  readonly settle?: number;
  /** How long a seal taken off a shown card waits for its last key before it is put back. */
  readonly grace?: number;
}

/** A value written, and by whom. */
type FieldWrite = Write & CardWrite;

/** What one piece waits to be judged with. */
interface Pending {
  writes: FieldWrite[];
  /** Whether a change from a peer touched it. */
  remote: boolean;
  /** Whether a change took its seal off (a deletion names nobody, but says what was tried). */
  unsealed: boolean;
  /** Since when its seal, taken off, waits for the records to let it open. */
  since?: number;
}

/** A repair to make, and what to tell of it. */
interface Outcome {
  repair?: { map: Y.Map<unknown>; ref: CardRef; attrs: unknown; content: CardContent | null };
  told?: CardTamper['cards'][number];
  blamed: readonly FieldWrite[];
  remote: boolean;
}

/** How long a stream of changes (a sync in slices) can put a judgement off. */
const maxSettle = 500;

/** Starts keeping `doc`'s sealed cards as their deck says; `onTampered` hears of every repair. Call after loading. */
export function guardShownCards(doc: Y.Doc, onTampered?: (report: CardTamper) => void, { settle = 80, grace = 5000 }: ShownGuardOptions = {}): { stop(): void } {
  const t = typesOf(doc);
  /** Cards seen sealed here, by piece id, with the attributes they showed sealed. */
  const known = new Map<string, { ref: CardRef; attrs: unknown }>();
  const pending = new Map<string, Pending>();
  const sealedFaceWrites: Write[] = [];
  let sealedFaceChanged = false;
  const book: CardBook = watchCardBook(doc, (decks) => {
    // A key or a show arriving can let a card waiting for it open: judge those again.
    if ([...pending].some(([id, p]) => p.since !== undefined && decks.has(refOf(id)?.deck ?? ''))) timing.soon(0);
  });
  const timing = settler(() => judge(), maxSettle);

  /** The card a piece is: by its id, as seen sealed here, or by the seal it carries. */
  const refOf = (id: string): CardRef | null => {
    const ref = book.cardOf(id)?.ref ?? known.get(id)?.ref;
    if (ref) return ref;
    const sealed = t.pieces.get(id)?.get('sealed');
    return isSealedPiece(sealed) && !isBoxSeal(sealed) ? (sealed as CardRef) : null;
  };

  const note = (id: string, writes: readonly FieldWrite[], remote: boolean) => {
    const p = pending.get(id) ?? { writes: [], remote: false, unsealed: false };
    p.writes.push(...writes);
    p.remote ||= remote;
    p.unsealed ||= t.pieces.get(id)?.get('sealed') === undefined;
    pending.set(id, p);
  };

  /** Attributes other sealed cards of a deck show, found once per judgement. */
  const deckAttrs = new Map<string, unknown>();
  /** The attributes a sealed card shows: as seen here, or as another sealed card of its deck shows them, or none known. */
  const sealedAttrsOf = (id: string, ref: CardRef): unknown => {
    const seen = known.get(id)?.attrs;
    if (seen !== undefined) return seen;
    const deckKey = `${ref.by}/${ref.deck}`;
    if (deckAttrs.has(deckKey)) return deckAttrs.get(deckKey);
    let found: unknown;
    t.pieces.forEach((map, other) => {
      if (found !== undefined || other === id || !(map instanceof Y.Map)) return;
      const sealed = map.get('sealed') as Partial<CardRef> | undefined;
      if (sealed && isSealOf(sealed, { ...ref, card: sealed.card as number }) && showsSealedLook(cardFieldsOf(map))) found = map.get('attrs');
    });
    deckAttrs.set(deckKey, found);
    return found;
  };

  const whereOf = (ref: CardRef) => {
    const pile = book.pileOf(ref);
    return `card ${ref.card + 1} of ${(pile && t.boards.get(pile.board)?.name) || 'a sealed pile'}`;
  };

  /** Judges one card piece: null while its seal waits for keys (try again at `since + grace`). */
  const judgeOne = (id: string, map: Y.Map<unknown>, ref: CardRef, p: Pending): Outcome | null => {
    const now = cardFieldsOf(map);
    // A hidden counter's box, and all written with it, are the hidden counter guard's to judge.
    if (isBoxSeal(now.sealed)) return { blamed: [], remote: p.remote };
    const attrs = sealedAttrsOf(id, ref);
    const c = { ref, faceRecord: (f: string) => t.faces.get(f), sealedAttrs: attrs, opening: () => book.opening(ref) };
    const verdict = judgeCard({ ...c, now });
    if (verdict === 'unsealed' && Date.now() - (p.since ??= Date.now()) < grace) return null;
    // Shown to all by the records, but a key never came: the writer may be ahead of this browser, not lying.
    const early = verdict === 'unsealed' && book.shown(ref);
    const blamed = p.writes.filter((w) => !fitsCard(w, c));
    const sealedNow = isSealOf(now.sealed, ref);
    if (verdict !== 'keep') {
      const content = c.opening();
      const told = { id, where: whereOf(ref), what: early ? ('early' as const) : verdict, shows: content ? openedName(content) : sealedCardName };
      return { repair: { map, ref, attrs, content }, told, blamed, remote: p.remote };
    }
    if (sealedNow) known.set(id, { ref, attrs: known.get(id)?.attrs ?? now.attrs });
    else known.delete(id);
    // Nothing to put back (another browser's repair came first), but something was tried: tell it.
    const what: CardTamperKind = blamed.some((w) => w.field === 'sealed') ? 'replaced' : !sealedNow ? 'rewritten' : p.unsealed ? 'unsealed' : 'shown';
    return { told: blamed.length ? { id, where: whereOf(ref), what, shows: String(now.name ?? '') } : undefined, blamed, remote: p.remote };
  };

  const judge = () => {
    deckAttrs.clear();
    const outcomes: Outcome[] = [];
    let retryAt: number | null = null;
    for (const [id, p] of [...pending]) {
      const map = t.pieces.get(id);
      const ref = refOf(id);
      const outcome = map instanceof Y.Map && ref ? judgeOne(id, map, ref, p) : { blamed: [], remote: false };
      if (!outcome) {
        retryAt = Math.min(retryAt ?? Infinity, p.since! + grace);
        continue;
      }
      pending.delete(id);
      if (!ref || !(map instanceof Y.Map)) known.delete(id);
      outcomes.push(outcome);
    }
    timing.retry(retryAt === null ? null : retryAt - Date.now());
    const face = sealedFaceChanged && !samePlain(t.faces.get(sealedCardFaceId), sealedFace) && anyCard();
    const faceBlamed = face ? sealedFaceWrites.filter((w) => !samePlain(w.value, sealedFace)) : [];
    sealedFaceChanged = false;
    sealedFaceWrites.length = 0;
    report(outcomes, face, faceBlamed);
  };

  const anyCard = () => {
    let found = false;
    t.pieces.forEach((map, id) => void (!found && map instanceof Y.Map && refOf(id) && (found = true)));
    return found;
  };

  const report = (outcomes: readonly Outcome[], face: boolean, faceBlamed: readonly Write[]) => {
    const repairs = outcomes.flatMap((o) => (o.repair ? [o.repair] : []));
    const cards = outcomes.flatMap((o) => (o.told ? [o.told] : []));
    if (!repairs.length && !face && !cards.length) return;
    if (repairs.length || face) {
      doc.transact(() => {
        if (face) t.faces.set(sealedCardFaceId, sealedFace);
        for (const r of repairs) (r.content ? writeOpening(t, r.map, r.ref, r.content) : writeSealed(t, r.map, r.ref, r.attrs));
      }, cardRepairOrigin);
    }
    const told = outcomes.filter((o) => o.told);
    const clients = new Set([...told.flatMap((o) => o.blamed), ...faceBlamed].map((w) => w.client));
    onTampered?.({ cards, face, clients: [...clients], remote: told.some((o) => o.remote) || faceBlamed.length > 0 });
  };

  const onAfter = (tr: Y.Transaction) => {
    if (tr.origin === cardRepairOrigin) return;
    const remote = !tr.local;
    let touched = false;
    for (const id of changedCardFields(tr, t)) {
      const map = t.pieces.get(id);
      if (!(map instanceof Y.Map)) {
        known.delete(id);
        pending.delete(id);
      } else if (refOf(id)) {
        note(id, cardFields.flatMap((field) => writesNow(tr, map, field).map((w) => ({ ...w, field }))), remote);
        touched = true;
      }
    }
    const faceKeys = tr.changed.get(t.faces as unknown as Y.AbstractType<Y.YEvent<Y.Map<unknown>>>);
    if (faceKeys?.size) touched = noteFaces(tr, faceKeys, remote) || touched;
    if (touched || (remote && pending.size)) timing.soon(settle);
  };

  /** Notes the face records a transaction wrote that cards show (and the one every sealed card shows). */
  const noteFaces = (tr: Y.Transaction, faceKeys: Set<string | null>, remote: boolean): boolean => {
    const faces = t.faces as unknown as Y.Map<unknown>;
    let touched = false;
    if (faceKeys.has(sealedCardFaceId)) {
      sealedFaceChanged = true;
      sealedFaceWrites.push(...writesNow(tr, faces, sealedCardFaceId));
      touched = true;
    }
    const cardFaces = new Set([...faceKeys].filter((k) => k !== sealedCardFaceId));
    for (const id of cardFaces.size ? piecesShowing(t, cardFaces) : []) {
      if (!refOf(id)) continue;
      const shown = (t.pieces.get(id)!.get('faces') as unknown[]).filter((f): f is string => typeof f === 'string' && cardFaces.has(f));
      note(id, shown.flatMap((f) => writesNow(tr, faces, f).map((w) => ({ ...w, field: 'record' as const }))), remote);
      touched = true;
    }
    return touched;
  };

  // Cards already on the table: learn their seals, and judge them once.
  t.pieces.forEach((map, id) => void (map instanceof Y.Map && refOf(id) && note(id, [], false)));
  if (pending.size) timing.soon(settle);
  doc.on('afterTransaction', onAfter);
  return {
    stop: () => {
      timing.stop();
      book.stop();
      doc.off('afterTransaction', onAfter);
    },
  };
}

/**
 * Runs `run` a while after it is asked for: `soon(delay)` puts it off while changes keep coming,
 * never more than `cap` after it was first asked for; `retry(delay)` asks again later (null: no need).
 */
function settler(run: () => void, cap: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let first = 0;
  let stopped = false;
  const soon = (delay: number) => {
    if (stopped) return;
    const now = Date.now();
    if (timer === undefined) first = now;
    clearTimeout(timer);
    timer = setTimeout(() => ((timer = undefined), run()), Math.max(0, Math.min(now + delay, first + cap) - now));
  };
  return {
    soon,
    retry(delay: number | null) {
      clearTimeout(retryTimer);
      if (delay !== null && !stopped) retryTimer = setTimeout(() => soon(0), Math.max(0, delay));
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(retryTimer);
    },
  };
}

/** The ids of pieces whose seal, name, faces, face or attributes a transaction changed (or that it added or removed). */
function changedCardFields(tr: Y.Transaction, t: GameTypes): Set<string> {
  const out = new Set<string>();
  for (const [type, keys] of tr.changed) {
    if (type === (t.pieces as unknown)) keys.forEach((k) => k !== null && out.add(k));
    else if (type instanceof Y.Map && type.parent === t.pieces && type._item?.parentSub && [...keys].some((k) => k !== null && (cardFields as readonly string[]).includes(k))) out.add(type._item.parentSub);
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
