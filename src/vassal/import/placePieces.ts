/**
 * The pieces of a saved position as scenario pieces: each on the board under its map point, at
 * that board's own pixel (map point − board's place in the map, turned if the board is
 * reversed), with its faces, shown face, rotation, name and properties. Stacks keep their order
 * because pieces come bottom first and the scenario stacks pieces at one point in list order.
 */
import type { DrawnFace, Face } from '../../model/records';
import { bounds, isRecordId } from '../../model/validate';
import type { ScenarioPiece } from '../../scenario/scenario';
import type { VassalPlacedPiece } from '../codec/position';
import type { VassalImage } from '../module/model';
import { pieceFromTraits, type VassalPiece } from '../pieces/traits';
import type { TableBoard } from './tableLayout';
import { pieceOrigin } from '../export/identity';
import type { VassalPieceOrigin } from '../../doc/vassalOrigin';

export interface PlacedPieces {
  pieces: ScenarioPiece[];
  /** Faces by id; image faces name their file, which the caller supplies. */
  faces: Record<string, Face>;
  /** Image files the faces use. */
  images: Set<string>;
  /** Counts of what was left out, by kind. */
  leftOut: Map<string, number>;
  /** VASSAL traits the placed pieces have that Sandtable does not, with how many pieces' worth. */
  traits: Map<string, number>;
  /** Each placed piece's VASSAL identity, in `pieces` order (for writing the game back). */
  origins: VassalPieceOrigin[];
}

/** Where a map point falls: the board holding it (else the nearest one) and the board's own pixel there. */
export function boardPoint(boards: readonly TableBoard[], map: string, x: number, y: number): { board: TableBoard; x: number; y: number } | null {
  const onMap = boards.filter((t) => t.map.name === map && t.map.kind !== 'chart');
  if (!onMap.length) return null;
  const away = (t: TableBoard) => {
    const b = t.board;
    return Math.hypot(Math.max(b.x - x, 0, x - (b.x + b.width - 1)), Math.max(b.y - y, 0, y - (b.y + b.height - 1)));
  };
  const board = onMap.reduce((best, t) => (away(t) < away(best) ? t : best));
  const b = board.board;
  const bx = x - b.x;
  const by = y - b.y;
  return b.reversed ? { board, x: b.width - bx, y: b.height - by } : { board, x: bx, y: by };
}

const count = (m: Map<string, number>, kind: string, n = 1) => m.set(kind, (m.get(kind) ?? 0) + n);

/** Properties as short text, within the limits a piece record has. */
function attributesOf(piece: VassalPiece): Record<string, string> {
  const entries = Object.entries({ ...piece.attributes, ...(piece.label ? { label: piece.label } : {}) })
    .filter(([k]) => k.length <= bounds.nameLength && isRecordId(k))
    .slice(0, bounds.attributes);
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v).slice(0, bounds.nameLength)]));
}

/** A plain counter with the piece's name, for a piece none of whose images the module has. */
function namedCounter(name: string): DrawnFace {
  return { kind: 'drawn', fill: '#e8e4d8', ink: '#222222', symbol: 'none', size: '', name: name.slice(0, 40), factors: '' };
}

/** Faces shared by the pieces: one image face per file, and a plain counter per piece without images. */
function faceBook(out: PlacedPieces) {
  const byFile = new Map<string, string>();
  const unused = (wanted: string) => {
    let id = isRecordId(wanted) ? wanted : 'face';
    for (let n = 2; Object.hasOwn(out.faces, id); n++) id = `${wanted.slice(0, 90)}-${n}`;
    return id;
  };
  return {
    image(file: string): string {
      let id = byFile.get(file);
      if (!id) {
        id = unused(file);
        byFile.set(file, id);
        out.faces[id] = { kind: 'image', asset: file };
        out.images.add(file);
      }
      return id;
    },
    drawn(name: string): string {
      const id = unused('drawn');
      out.faces[id] = namedCounter(name);
      return id;
    },
  };
}

/** The piece's faces (those whose images the module has) and which one is shown, with its image. */
function facesOf(piece: VassalPiece, name: string, images: ReadonlyMap<string, VassalImage>, book: ReturnType<typeof faceBook>, leftOut: Map<string, number>) {
  const kept = piece.faces.map((file, i) => ({ file, i })).filter(({ file }) => images.has(file)).slice(0, bounds.faces);
  if (!kept.length) {
    count(leftOut, 'pieces whose images are missing (drawn as plain counters)');
    return { faces: [book.drawn(name)], face: 0, shown: undefined };
  }
  const face = Math.max(0, kept.findIndex(({ i }) => i === piece.face));
  return { faces: kept.map(({ file }) => book.image(file)), face, shown: images.get(kept[face].file) };
}

/** Reads the position's pieces onto the table's boards. */
export function placePieces(placed: readonly VassalPlacedPiece[], boards: readonly TableBoard[], images: ReadonlyMap<string, VassalImage>, prototypes: ReadonlyMap<string, string>): PlacedPieces {
  const out: PlacedPieces = { pieces: [], faces: {}, images: new Set(), leftOut: new Map(), traits: new Map(), origins: [] };
  const book = faceBook(out);
  for (const p of placed) {
    const at = p.map === null ? null : boardPoint(boards, p.map, p.x, p.y);
    if (!at) {
      count(out.leftOut, p.map === null ? 'pieces on no map' : 'pieces on maps Sandtable does not show');
      continue;
    }
    const piece = pieceFromTraits(p.type, p.state, prototypes);
    for (const trait of piece.leftOut) count(out.traits, trait);
    if (piece.hidden) count(out.leftOut, 'masks and hidings (those pieces are shown openly)');
    const name = (piece.name || piece.label || 'Piece').slice(0, bounds.nameLength);
    const { faces, face, shown } = facesOf(piece, name, images, book, out.leftOut);
    out.pieces.push({
      name,
      faces,
      face,
      board: at.board.id,
      x: at.x,
      y: at.y,
      rot: ((piece.rotation % 360) + 360) % 360,
      size: shown ? Math.max(shown.width, shown.height) : 50,
      attrs: attributesOf(piece),
    });
    out.origins.push(pieceOrigin(p, at.board.map.name, piece, images));
  }
  return out;
}
