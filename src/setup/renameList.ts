/**
 * Naming many counters at once: the selection in reading order, names from a pasted column or
 * from an attribute, matched line for line. Pure, so the dialog only shows and applies it.
 */
import type { Board, Piece } from '../model/records';

/** Pieces in the order a player reads them off the table: board by board, top to bottom, left to right, then bottom of a stack to top. */
export function readingOrder(pieces: readonly Piece[], boards: ReadonlyMap<string, Board>): Piece[] {
  const boardOrder = [...boards.keys()];
  return [...pieces].sort(
    (a, b) => boardOrder.indexOf(a.at.b) - boardOrder.indexOf(b.at.b) || Math.round(a.at.y) - Math.round(b.at.y) || a.at.x - b.at.x || (a.at.z < b.at.z ? -1 : a.at.z > b.at.z ? 1 : 0),
  );
}

/** Attribute keys present on any of the pieces, for "Name from attribute". */
export function attributeKeys(pieces: readonly Piece[]): string[] {
  return [...new Set(pieces.flatMap((p) => Object.keys(p.attrs)))].sort();
}

/**
 * Names from a pattern such as `{side} {unit}`: each `{key}` is replaced by the piece's attribute
 * (`{name}` by its current name); a piece lacking a key keeps its name.
 */
export function namesFromPattern(pieces: readonly Piece[], pattern: string): string[] {
  return pieces.map((p) => {
    let missing = false;
    // A key holds no brace, so each `{` is read up to the next brace only: linear however the braces fall.
    const name = pattern.replace(/\{([^{}]+)\}/g, (_, key: string) => {
      if (key === 'name') return p.name;
      const v = p.attrs[key];
      if (v === undefined || v === '') missing = true;
      return v === undefined ? '' : String(v);
    });
    return missing ? p.name : name.replace(/\s+/g, ' ').trim() || p.name;
  });
}

/** Pairs pieces with the lines of a pasted column of names; blank lines keep the name. */
export function renamesFromLines(pieces: readonly Piece[], text: string): { id: string; name: string }[] {
  const lines = text.split(/\r?\n/);
  return pieces.map((p, i) => ({ id: p.id, name: (lines[i] ?? '').trim() || p.name }));
}
