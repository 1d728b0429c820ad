/**
 * Putting a card piece of a sealed pile back as its records say — sealed with the sealed look, or
 * showing exactly what it opens to — and telling the player what was put back. Each repair writes
 * only what differs, with face ids derived from the card, so every honest browser repairing the
 * same card writes the same values (src/doc/shownGuard.ts decides when).
 */
import type * as Y from 'yjs';
import type { Face } from '../model/records';
import { cardFaceId, openedName, samePlain, sealedCardFaceId, sealedCardName, type CardContent, type CardFields, type CardRef, type CardVerdict } from '../trust/pile';
import type { GameTypes } from './gameDoc';
import { sealedFace } from './sealedPiles';

/**
 * What was done to one card, when it was put back: a verdict of `judgeCard`, or `early` — its seal
 * taken off once the records showed it to all, but with a key that never reached this browser.
 */
export type CardTamperKind = Exclude<CardVerdict, 'keep'> | 'early';

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

/** The fields of a card piece that show or hold what it is. */
export const cardFields = ['sealed', 'name', 'faces', 'face', 'attrs'] as const;

/** What a card piece holds now, as stored. */
export const cardFieldsOf = (map: Y.Map<unknown>): CardFields => ({ sealed: map.get('sealed'), name: map.get('name'), faces: map.get('faces'), face: map.get('face'), attrs: map.get('attrs') });

const plainAttrs = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {});

/** Puts a card back sealed, with the sealed look and the attributes it showed sealed. */
export function writeSealed(t: GameTypes, map: Y.Map<unknown>, ref: CardRef, attrs: unknown): void {
  if (!samePlain(t.faces.get(sealedCardFaceId), sealedFace)) t.faces.set(sealedCardFaceId, sealedFace);
  const want: CardFields = { sealed: { by: ref.by, deck: ref.deck, card: ref.card }, name: sealedCardName, faces: [sealedCardFaceId], face: 0, attrs: plainAttrs(attrs) };
  for (const field of cardFields) if (!samePlain(map.get(field), want[field])) map.set(field, want[field]);
}

/** Shows a card as it opens: its faces under ids derived from the card, turned to the face it shows if that is one of them. */
export function writeOpening(t: GameTypes, map: Y.Map<unknown>, ref: CardRef, content: CardContent): void {
  const now = cardFieldsOf(map);
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
  early: (where) => `showed ${where} before every player’s key for it reached this browser`,
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
  const early = report.cards.every((c) => c.what === 'early') && !report.face;
  return `${by} ${parts.join(' and ')}: ${early ? 'sealed again until the keys arrive' : `put back as the records say${shows}`}.`;
}
