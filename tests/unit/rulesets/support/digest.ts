/**
 * Turn digests for ruleset tests, written as the log would tell them: each helper makes one event
 * (src/rules/digestTypes.ts), and `turnOf` numbers them in order. Hexes are printed labels on the
 * shared test board.
 */
import type { DigestEvent, FlipEvent, MoveEvent, RollEvent, TurnDigest, ValueEvent } from '../../../../src/rules/types';
import { at, keyOf } from '../caporetto/support/board';

type Unnumbered<T> = T extends DigestEvent ? Omit<T, 'index'> : never;
const base = (who: string, text: string) => ({ who, text, trusted: true });

/** A roll made with the rules assistant: `about` is the pick made first ("0706 — D"). */
export const rolled = (who: string, purpose: string, about: string | null, rule: string, total = 7): Unnumbered<RollEvent> => ({ ...base(who, `${purpose}${about ? ` — ${about}` : ''} (${rule}): rolled ${total} — …`), kind: 'roll', purpose, about, rule, assistant: true, total, outcome: '…' });

/** A value set in the assistant panel. */
export const setTo = (who: string, id: string, value: string | null): Unnumbered<ValueEvent> => ({ ...base(who, `set ${id} to ${value}`), kind: 'value', id, value });

/** Counters moved from one hex to another; `path` the hexes entered when known. */
export const moved = (who: string, pieceIds: string[], from: string, to: string, path: string[] | null = null): Unnumbered<MoveEvent> => ({
  ...base(who, `move ${pieceIds.join(', ')} ${from} → ${to}`), kind: 'move', op: 'movePieces', pieceIds, from: at(from), to: at(to), fromKey: keyOf(from), toKey: keyOf(to), path: path && path.map(at),
});

/** A counter turned from one face to another, where it stands; `op` the operation (`showFaces`: by the combat dialog). */
export const turned = (who: string, pieceId: string, fromFace: number, toFace: number, hex: string | null, op = 'flipPieces'): Unnumbered<FlipEvent> => ({ ...base(who, `flip ${pieceId}`), kind: 'flip', op, pieceId, fromFace, toFace, cell: hex ? at(hex) : null });

/** The turn made of these events, in order. */
export function turnOf(...events: Unnumbered<DigestEvent>[]): TurnDigest {
  return { turn: 1, sinceEndTurn: true, events: events.map((e, index) => ({ ...e, index }) as DigestEvent) };
}
