/**
 * Checks a whole document that came from outside (a save file, later a peer) before it is
 * accepted: every record has the right shape and every reference points at something.
 */
import type { TableSnapshot } from '../model/records';
import { checkAsset, checkBoard, checkFace, checkPiece, problemsOf, type Problem } from '../model/validate';

/** Problems with a table snapshot; an empty list means it is sound. */
export function problemsOfTable(table: TableSnapshot): Problem[] {
  const out: Problem[] = [];
  if (!table.meta.id) out.push({ path: 'meta.id', message: 'is missing' });
  for (const [id, board] of table.boards) {
    out.push(...problemsOf(checkBoard, board, `boards.${id}`));
    if (board.image && !table.assets.has(board.image)) out.push({ path: `boards.${id}.image`, message: 'names an image the game does not have' });
  }
  for (const [hash, asset] of table.assets) out.push(...problemsOf(checkAsset, asset, `assets.${hash}`));
  for (const [id, face] of table.faces) {
    out.push(...problemsOf(checkFace, face, `faces.${id}`));
    if (face?.kind === 'image' && !table.assets.has(face.asset)) out.push({ path: `faces.${id}.asset`, message: 'names an image the game does not have' });
  }
  for (const [id, piece] of table.pieces) {
    const shape = problemsOf(checkPiece, piece, `pieces.${id}`);
    out.push(...shape);
    if (shape.length) continue;
    if (!table.boards.has(piece.at.b)) out.push({ path: `pieces.${id}.at.b`, message: 'names a board the game does not have' });
    piece.faces.forEach((f, i) => {
      if (!table.faces.has(f)) out.push({ path: `pieces.${id}.faces.${i}`, message: 'names a face the game does not have' });
    });
    if (piece.face >= piece.faces.length || piece.face < 0) out.push({ path: `pieces.${id}.face`, message: 'is not one of its faces' });
  }
  return out;
}
