/**
 * What the boards of boxes, tracks, cups and decks print on themselves, as two Konva layers:
 *
 * - `ComponentLabelsLayer`, mounted between the boards and the counters: the name of each box,
 *   track, deck and hand, the value in each track cell, and the captions of a deck's piles.
 * - `CupCoversLayer`, mounted over the counters: each cup's opaque cover with its name and how many
 *   pieces are inside (what lies in a cup is not painted at all, nor hit: see `hiddenInCups`), and,
 *   zoomed out, a tag naming it above, so a cup can be found at any zoom.
 *
 * Neither listens for events; both redraw only when the table or its components change.
 */
import { Fragment, memo, useSyncExternalStore } from 'react';
import { Group, Rect } from '../table/konva';
import { Label, Tag, Text, TextNode, useTextNodes } from '../table/textNodes';
import type { GameSession } from '../../doc/session';
import type { Board, Piece } from '../../model/records';
import type { TableComponent } from '../../components/model';
import { cellRect, cupCells, cupLandmarkFill, cupContents, deckCells, headerHeight, inCell, trackCells, trackLabel } from '../../components/layout';
import { useTable } from '../table/tableContext';
import { useComponents } from './componentsStore';

const darkInk = '#1d1f1b';
const lightInk = '#f3efe4';

/**
 * The table's boards and pieces. Re-read on every change only while `countsPieces` (a deck's or a
 * cup's counts are shown); otherwise only when a board changes, so a move re-renders nothing here.
 */
function useBoardsAndPieces(countsPieces: boolean) {
  const { table } = useTable();
  useSyncExternalStore(table.subscribe, () => (countsPieces ? table.snapshot() : table.snapshot().boards));
  return table.snapshot();
}

/** Pieces by board id, only for the boards asked about. */
function piecesOn(pieces: Iterable<Piece>, boards: ReadonlySet<string>): Map<string, Piece[]> {
  const out = new Map<string, Piece[]>();
  for (const p of pieces) {
    if (!boards.has(p.at.b)) continue;
    const list = out.get(p.at.b) ?? [];
    list.push(p);
    out.set(p.at.b, list);
  }
  return out;
}

function Band({ board, text, ink }: { board: Board; text: string; ink: string }) {
  return (
    <>
      <Rect width={board.width} height={headerHeight} fill="rgba(0,0,0,0.22)" perfectDrawEnabled={false} />
      <TextNode text={text} x={8} y={6} width={Math.max(1, board.width - 16)} height={headerHeight - 8} fontSize={16} fontStyle="bold" fill={ink} wrap="none" ellipsis perfectDrawEnabled={false} />
    </>
  );
}

const Labels = memo(function Labels({ component, board, pieces }: { component: TableComponent; board: Board; pieces: Piece[] }) {
  if (component.kind === 'box' && component.hand === undefined) {
    return (
      <Group x={board.x} y={board.y} listening={false}>
        <TextNode text={board.name} x={10} y={8} width={Math.max(1, board.width - 20)} fontSize={18} fontStyle="bold" fill={darkInk} opacity={0.75} wrap="none" ellipsis perfectDrawEnabled={false} />
      </Group>
    );
  }
  if (component.kind === 'box') {
    return (
      <Group x={board.x} y={board.y} listening={false}>
        <Band board={board} text={board.name} ink={darkInk} />
      </Group>
    );
  }
  if (component.kind === 'track') {
    const cells = trackCells(component, board);
    const size = cells[0]?.rect.width ?? 60;
    const fontSize = Math.max(10, Math.round(size * 0.2));
    return (
      <Group x={board.x} y={board.y} listening={false}>
        <Band board={board} text={board.name} ink={darkInk} />
        {cells.map(({ value, rect }) => (
          <TextNode key={value} text={trackLabel(value)} x={rect.x} y={rect.y + 3} width={rect.width} align="center" fontSize={fontSize} fontStyle="bold" fill={darkInk} opacity={0.7} perfectDrawEnabled={false} />
        ))}
      </Group>
    );
  }
  if (component.kind === 'deck') {
    const count = (cell: { col: number; row: number }) => pieces.filter((p) => inCell(board, cell, p.at.x, p.at.y)).length;
    const captions = [
      { cell: deckCells.pile, text: `Draw pile (${count(deckCells.pile)})` },
      { cell: deckCells.faceUp, text: 'Face up' },
      { cell: deckCells.discard, text: `Discard (${count(deckCells.discard)})` },
    ];
    return (
      <Group x={board.x} y={board.y} listening={false}>
        <Band board={board} text={`Deck: ${board.name}`} ink={lightInk} />
        {captions.map(({ cell, text }) => {
          const r = cellRect(board, cell);
          return (
            <Group key={text}>
              <Rect x={r.x + 4} y={r.y + 4} width={r.width - 8} height={r.height - 8} stroke={lightInk} opacity={0.35} dash={[6, 4]} cornerRadius={6} perfectDrawEnabled={false} />
              <TextNode text={text} x={r.x} y={r.y + r.height - 18} width={r.width} align="center" fontSize={12} fill={lightInk} opacity={0.85} wrap="none" ellipsis perfectDrawEnabled={false} />
            </Group>
          );
        })}
      </Group>
    );
  }
  return null;
});

/** Names, track values and pile captions of the table's components; mount between the boards and the counters. */
export function ComponentLabelsLayer({ session }: { session: GameSession }) {
  const components = useComponents(session);
  const table = useBoardsAndPieces(components.some((c) => c.kind === 'deck'));
  const shown = components.filter((c) => c.kind !== 'cup' && table.boards.has(c.boardId));
  const decks = new Set(shown.filter((c) => c.kind === 'deck').map((c) => c.boardId));
  const byBoard = decks.size ? piecesOn(table.pieces.values(), decks) : new Map<string, Piece[]>();
  if (!shown.length) return null;
  return (
    <Group listening={false}>
      {shown.map((c) => (
        <Labels key={c.id} component={c} board={table.boards.get(c.boardId)!} pieces={byBoard.get(c.boardId) ?? []} />
      ))}
    </Group>
  );
}

const Cover = memo(function Cover({ board, inside }: { board: Board; inside: number }) {
  const pile = cellRect(board, cupCells.pile);
  const drawn = cellRect(board, cupCells.drawn);
  const mouth = Math.min(pile.width, pile.height);
  return (
    <Group x={board.x} y={board.y} listening={false}>
      {/* The cover hides the name band and the pile cell: everything in the cup. */}
      <Rect width={pile.x + pile.width} height={board.height} fill="#5a412b" cornerRadius={[6, 0, 0, 6]} perfectDrawEnabled={false} />
      <Rect x={pile.x + pile.width} width={board.width - pile.x - pile.width} height={headerHeight} fill="#5a412b" cornerRadius={[0, 6, 0, 0]} perfectDrawEnabled={false} />
      <TextNode text={`Cup: ${board.name} (${inside})`} x={8} y={6} width={Math.max(1, board.width - 16)} fontSize={16} fontStyle="bold" fill={lightInk} wrap="none" ellipsis perfectDrawEnabled={false} />
      <Rect x={pile.x + pile.width * 0.12} y={pile.y + pile.height * 0.12} width={pile.width * 0.76} height={pile.height * 0.76} cornerRadius={mouth * 0.3} fill="#3b2a1b" stroke="#7b5a3c" strokeWidth={3} perfectDrawEnabled={false} />
      <TextNode text={inside ? String(inside) : 'empty'} x={pile.x} y={pile.y + pile.height / 2 - (inside ? mouth * 0.14 : 8)} width={pile.width} align="center" fontSize={inside ? Math.round(mouth * 0.28) : 14} fontStyle="bold" fill={lightInk} opacity={0.9} perfectDrawEnabled={false} />
      <TextNode text="Drawn" x={drawn.x} y={drawn.y + drawn.height - 18} width={drawn.width} align="center" fontSize={12} fill={lightInk} opacity={0.85} perfectDrawEnabled={false} />
    </Group>
  );
});

/** Screen pixels of a cup's landmark text: readable whatever the zoom. */
const landmarkPixels = 13;

/**
 * A cup's name and count on a tag above it, drawn at a readable size however far the view is
 * zoomed out (a cup beside a big scan is a few pixels wide at fit), so it can always be found.
 */
const Landmark = memo(function Landmark({ board, inside, scale }: { board: Board; inside: number; scale: number }) {
  const font = landmarkPixels / scale;
  if (!useTextNodes()) return null;
  return (
    <Label x={board.x + board.width / 2} y={board.y - 2 / scale} listening={false}>
      <Tag fill={cupLandmarkFill} stroke="#f3efe4" strokeWidth={1 / scale} pointerDirection="down" pointerWidth={10 / scale} pointerHeight={6 / scale} cornerRadius={4 / scale} />
      <Text text={`Cup: ${board.name} (${inside})`} fontSize={font} fontStyle="bold" padding={4 / scale} fill={lightInk} />
    </Label>
  );
});

/** The opaque covers of the table's cups; mount over the counters so what is inside is not seen. */
export function CupCoversLayer({ session, scale }: { session: GameSession; scale: number }) {
  const components = useComponents(session);
  const table = useBoardsAndPieces(components.some((c) => c.kind === 'cup'));
  const cups = components.filter((c) => c.kind === 'cup' && table.boards.has(c.boardId));
  if (!cups.length) return null;
  return (
    <Group listening={false}>
      {cups.map((c) => {
        const board = table.boards.get(c.boardId)!;
        const inside = cupContents(board, table.pieces.values()).length;
        // Where the cup's own name band is too small to read, a landmark names it above.
        const small = board.width * scale < 160;
        return (
          <Fragment key={c.id}>
            <Cover board={board} inside={inside} />
            {small && <Landmark board={board} inside={inside} scale={scale} />}
          </Fragment>
        );
      })}
    </Group>
  );
}
