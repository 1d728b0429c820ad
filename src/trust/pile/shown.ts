/**
 * What a card piece of a sealed pile may show, judged from the records alone, so that every
 * browser reaches the same verdict and a modified client cannot make a card show what it chooses.
 *
 * A card piece carries its seal (`sealed: { by, deck, card }`) and the look every sealed card
 * shares until the records say it is shown to all and every player's key for it is released. From
 * then on anyone can open it, so anyone can check it: the piece may lose its seal, and must then
 * show exactly what the card opens to — its name, its faces (as face records, whatever their ids),
 * its attributes — turned to any of those faces (a flip, a unit turned Tried). A card the records
 * still keep sealed shows the sealed look, with nothing written beside its seal.
 *
 * Card pieces have ids derived from their card (`cardPieceId`), and opened cards face ids derived
 * likewise (`cardFaceId`), so every browser knows which piece is which card without having seen it
 * sealed, and two honest browsers writing one opening write the same values.
 */
import { fingerprint } from '../identity';
import { isShown, type DrawBook } from './draws';
import type { DeckView } from '../deck';

/** The name every sealed card shows. */
export const sealedCardName = 'Sealed piece';
/** The id of the one face every sealed card shows. */
export const sealedCardFaceId = 'sealed';
/** That face itself: fixed, so a peer cannot make every sealed card show something else. */
export const sealedCardFace = { kind: 'drawn', fill: '#3d4a5c', ink: '#e8e8e8', symbol: 'none', size: '', name: 'sealed', factors: '?' } as const;

/** A card of a sealed pile: sealed by `by`, deck `deck`, position `card`. */
export interface CardRef {
  readonly by: string;
  readonly deck: string;
  readonly card: number;
}

/** What a card opens to (its item, read as a piece's content). */
export interface CardContent {
  readonly name: string;
  readonly faces: readonly unknown[];
  readonly face: number;
  readonly attrs: Readonly<Record<string, unknown>>;
}

/** What a card piece holds now, field by field, as stored: anything a peer wrote. */
export interface CardFields {
  readonly sealed: unknown;
  readonly name: unknown;
  readonly faces: unknown;
  readonly face: unknown;
  readonly attrs: unknown;
}

/**
 * The verdict on one card piece: `keep`, or what is wrong — `unsealed` (its seal is off but the
 * records do not let anyone open it), `replaced` (another card's seal in place of its own),
 * `shown` (sealed, but showing something beside the sealed look), `rewritten` (open, but showing
 * other than what it opens to).
 */
export type CardVerdict = 'keep' | 'unsealed' | 'replaced' | 'shown' | 'rewritten';

/** Everything the verdict reads. */
export interface CardCase {
  readonly ref: CardRef;
  readonly now: CardFields;
  /** A face record as stored, by id (undefined when there is none). */
  faceRecord(id: string): unknown;
  /** The attributes the card showed while sealed, where known: a sealed card keeps them. */
  readonly sealedAttrs?: unknown;
  /** What the card opens to when the records let anyone open it; null while they do not. Read only when needed. */
  opening(): CardContent | null;
}

/** A piece id made only of characters every id check accepts. */
const safe = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_');

/** The id of the piece of card `ref`: the same in every browser, told from the card alone. */
export const cardPieceId = (ref: CardRef): string => `card-${fingerprint(ref.by)}-${safe(ref.deck)}-${ref.card}`;

/** The id of face `index` of card `ref` once opened: every browser writing the opening writes the same. */
export const cardFaceId = (ref: CardRef, index: number): string => `${cardPieceId(ref)}.f${index}`;

/**
 * Which card a piece id names, if it has the shape `cardPieceId` gives (the sealer's fingerprint,
 * the deck, the position); whose key the fingerprint is, the caller finds among the seals.
 */
export function parseCardPieceId(id: string): { fingerprint: string; deck: string; card: number } | null {
  if (id.length > 100) return null;
  const m = /^card-([0-9a-f]{8})-([A-Za-z0-9_-]{1,64})-(\d{1,3})$/.exec(id);
  return m ? { fingerprint: m[1], deck: m[2], card: Number(m[3]) } : null;
}

/** Whether the records let anyone open card `card`: shown to all by a request that counts, and every player's key released for it. */
export function mayOpenToAll(book: DrawBook, view: DeckView, card: number): boolean {
  const position = book.positions[card];
  return !!position && isShown(position) && view.keys.opened.get(card)?.ok === true;
}

/** Whether a stored value is the seal of card `ref`. */
export function isSealOf(value: unknown, ref: CardRef): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return !('box' in v) && v.by === ref.by && v.deck === ref.deck && v.card === ref.card;
}

/** Whether a stored value is a hidden counter's box (the hidden counter guard's business, src/doc/hiddenGuard.ts). */
export const isBoxSeal = (value: unknown): boolean => typeof value === 'object' && value !== null && 'box' in value;

/**
 * Whether two stored values are the same plain data (objects, arrays, text, numbers, booleans),
 * read defensively: a peer's value may be anything, and nothing deeper than `depth` is equal.
 */
export function samePlain(a: unknown, b: unknown, depth = 6): boolean {
  if (a === b) return true;
  if (depth <= 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (!isPlain(a) || !isPlain(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length || ka.length > 1000) return false;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && samePlain((a as Record<string, unknown>)[k], rb[k], depth - 1));
}

const isPlain = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === Array.prototype || proto === null;
};

/** Whether the piece shows the sealed look (a field missing for a moment shows nothing either). */
export function showsSealedLook(now: CardFields, sealedAttrs?: unknown): boolean {
  const { name, faces, face, attrs } = now;
  return (
    (name === undefined || name === sealedCardName) &&
    (faces === undefined || (Array.isArray(faces) && faces.length === 1 && faces[0] === sealedCardFaceId)) &&
    (face === undefined || face === 0) &&
    (attrs === undefined || sealedAttrs === undefined || samePlain(attrs, sealedAttrs))
  );
}

/** The name an opened card shows: its content's, cut to the length any piece name has. */
export const openedName = (content: CardContent): string => content.name.slice(0, 200);

/** Whether the piece shows exactly what `content` is, turned to any of its faces. */
export function showsContent(now: CardFields, content: CardContent, faceRecord: (id: string) => unknown): boolean {
  const { name, faces, face, attrs } = now;
  return (
    (name === undefined || name === openedName(content)) &&
    (faces === undefined || (Array.isArray(faces) && faces.length === content.faces.length && faces.every((id, i) => typeof id === 'string' && samePlain(faceRecord(id), content.faces[i])))) &&
    (face === undefined || (Number.isInteger(face) && (face as number) >= 0 && (face as number) < content.faces.length)) &&
    (attrs === undefined || samePlain(attrs, content.attrs))
  );
}

/** A value written to one of a card piece's fields, or (`record`) to a face record it shows. */
export interface CardWrite {
  readonly field: keyof CardFields | 'record';
  readonly value: unknown;
}

/**
 * Whether a value written is one the card may hold: what it holds sealed, or, where the records let
 * it open, what it opens to. A writer of anything else is named. A hidden counter's box is the
 * hidden counter guard's to judge (the card is judged again when it comes off).
 */
export function fitsCard({ field, value }: CardWrite, c: Omit<CardCase, 'now'>): boolean {
  if (field === 'record') return samePlain(value, sealedCardFace) || !!c.opening()?.faces.some((f) => samePlain(value, f));
  if (field === 'sealed') return isSealOf(value, c.ref) || isBoxSeal(value);
  const sealed = field === 'attrs' ? c.sealedAttrs === undefined || samePlain(value, c.sealedAttrs) : samePlain(value, { name: sealedCardName, faces: [sealedCardFaceId], face: 0 }[field]);
  if (sealed) return true;
  const content = c.opening();
  if (!content) return false;
  return showsContent({ sealed: undefined, name: undefined, faces: undefined, face: undefined, attrs: undefined, [field]: value }, content, (id) => c.faceRecord(id));
}

/** The verdict on one card piece. Pure: the same case gives the same verdict in every browser. */
export function judgeCard(c: CardCase): CardVerdict {
  const { sealed } = c.now;
  if (isBoxSeal(sealed)) return 'keep';
  if (sealed !== undefined) {
    if (!isSealOf(sealed, c.ref)) return 'replaced';
    return showsSealedLook(c.now, c.sealedAttrs) ? 'keep' : 'shown';
  }
  const content = c.opening();
  if (!content) return 'unsealed';
  return showsContent(c.now, content, (id) => c.faceRecord(id)) ? 'keep' : 'rewritten';
}
