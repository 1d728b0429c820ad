/**
 * What a line of free text claims about dice, read as a person reads it. A roll's log line is a
 * reference to its records (src/doc/rollLog.ts); any other line — chat, an action, a rules verdict
 * — that reads like a roll ("rolled 2d6: 6 + 6 = 12 · fair roll with Bob (roll 3fa9c2)") is free
 * text imitating one, whatever invisible characters or look-alike letters it hides, and is shown so.
 *
 * Every function here is linear in the text and reads at most `maxClaimText` characters of it.
 */
import { fold, maxFolded, withoutInvisible } from './lookalikes';

/** Longest text read: the longest a log line can hold. */
export const maxClaimText = 10_000;
/** Characters two folded pieces of a long text share, so no phrase is split unseen. */
const overlap = 64;

/** The folded text (src/model/lookalikes.ts) in pieces of at most `maxFolded` characters, the first piece first. */
function foldedPieces(text: string): string[] {
  const bounded = text.length > maxClaimText ? text.slice(0, maxClaimText) : text;
  const pieces: string[] = [];
  for (let at = 0; at === 0 || at < bounded.length; at += maxFolded - overlap) pieces.push(skeleton(fold(bounded.slice(at, at + maxFolded))));
  return pieces;
}

/** A capital I reads as a small l in most fonts: both count as `l` when looking for a claim. */
const skeleton = (folded: string) => folded.replace(/i/g, 'l');

/** `as Head of OKW: ` opening a line written for a position, in folded form. */
const rolePrefix = /^as [^:]{1,60}: /;
/** Symbols, punctuation or emoji before a line's first word. */
const leadingMarks = /^[^\p{L}\p{N}]+/u;
/** A roll line's tag, `(roll 3fa9c2)`. */
const rollTag = /\(roll \S{6}\)/;

/**
 * Whether free text reads like a roll or a roll's outcome: it opens with "rolled" (after a
 * position's `as …:` and any symbols), or says "fair roll", "rolled alone", "called roll" or
 * `(roll xxxxxx)` anywhere — after folding look-alike letters and dropping invisible characters.
 */
export function readsLikeRoll(text: string): boolean {
  return foldedPieces(text).some((piece, i) => {
    if (i === 0) {
      const body = piece.replace(rolePrefix, '').replace(leadingMarks, '');
      if (/^rolled(?![a-z])/.test(body)) return true;
    }
    return piece.includes('falr roll') || piece.includes('rolled alone') || piece.includes('called roll') || rollTag.test(piece);
  });
}

/**
 * Whether a verdict states dice: "roll 4" or "rolled 4 +1 = 5" (digits as they fold: 1 reads as l,
 * 0 as o), unless it says the dice were typed in from a physical roll.
 */
export function statesRolledDice(text: string): boolean {
  const pieces = foldedPieces(text);
  if (pieces.some((p) => p.includes('typed'))) return false;
  return pieces.some((p) => /(?:^|[^a-z])roll(?:ed)? [0-9lo]+(?![a-z])/.test(p));
}

/**
 * The whole numbers a verdict states from its first "roll" on, outside parentheses (where rule
 * numbers such as "(10.4)" stand), with how many times each is stated. A verdict that cites a roll
 * must state that roll's total among them. Decimals ("10.4") are not whole numbers.
 */
export function numbersAfterRoll(text: string): Map<number, number> {
  const plain = withoutInvisible(text.slice(0, maxClaimText).normalize('NFKC')).toLowerCase();
  const out = new Map<number, number>();
  const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';
  const start = plain.indexOf('roll');
  if (start < 0) return out;
  let depth = 0;
  for (let i = start; i < plain.length; ) {
    const ch = plain[i];
    if (!isDigit(ch)) {
      if (ch === '(') depth = Math.min(depth + 1, 8);
      else if (ch === ')' && depth > 0) depth--;
      i++;
      continue;
    }
    let end = i;
    while (isDigit(plain[end])) end++;
    const decimal = (plain[i - 1] === '.' && isDigit(plain[i - 2])) || (plain[end] === '.' && isDigit(plain[end + 1]));
    if (depth === 0 && !decimal && end - i <= 9) {
      const n = Number(plain.slice(i, end));
      out.set(n, (out.get(n) ?? 0) + 1);
    }
    i = end;
  }
  return out;
}
