/**
 * A VASSAL piece's type and state are chains: each trait's own part, then the encoded rest of
 * the piece inside it, BasicPiece innermost. This splits them into one record per trait.
 */
import { decodeChain, decodeSequence } from '../codec/sequenceEncoder';

/** One trait of a piece, outermost first. */
export interface Trait {
  /** The trait's prefix without its `;` (`emb2`, `mark`, `piece`…): what VASSAL dispatches on. */
  id: string;
  /** The type's fields after the prefix, split on `;`. */
  type: string[];
  /** The state's fields, split on `;` (empty when no state was given). */
  state: string[];
  /** The trait's own type text, prefix included, for traits whose fields are not `;`-separated. */
  rawType: string;
  /** The trait's own state text. */
  rawState: string;
}

/** The prefix VASSAL names a trait by: up to the first `;`, or the whole type without one. */
export function traitId(type: string): string {
  const semicolon = type.indexOf(';');
  return semicolon < 0 ? type : type.slice(0, semicolon);
}

/** One trait from its own type and state text. */
export function traitOf(rawType: string, rawState: string): Trait {
  const id = traitId(rawType);
  const type = rawType.length > id.length ? decodeSequence(rawType.slice(id.length + 1), ';') : [];
  const state = rawState === '' ? [] : decodeSequence(rawState, ';');
  return { id, type, state, rawType, rawState };
}

/**
 * The traits of a piece, outermost first and BasicPiece last, with each trait's state beside it
 * when `state` is given. Reads the whole chain in one pass, so a huge or deeply nested piece
 * costs time linear in its text and no stack.
 */
export function decodeTraits(type: string, state?: string): Trait[] {
  const types = decodeChain(type, '\t');
  const states = state === undefined ? [] : decodeChain(state, '\t');
  return types.map((t, i) => traitOf(t, states[i] ?? ''));
}
