import { describe, expect, test } from 'vitest';
import { addToTable, duplicatePieces, flipPieces, movePieces, rotatePieces } from '../../../../src/doc/operations';
import { readSnapshot } from '../../../../src/doc/snapshot';
import { readVassalOrigin, recordVassalOrigin } from '../../../../src/doc/vassalOrigin';
import { problemsOfDoc } from '../../../../src/doc/validateDoc';
import type { AssetInfo } from '../../../../src/model/records';
import { groupStacks } from '../../../../src/model/stacks';
import { scenarioGame } from '../../../../src/scenario/importScenario';
import { parseCommands } from '../../../../src/vassal/codec/commands';
import { positionOf } from '../../../../src/vassal/codec/position';
import { readSavedGameText, writeSavedGame } from '../../../../src/vassal/codec/savedGame';
import { gameOrigin } from '../../../../src/vassal/export/identity';
import { vassalSaveText } from '../../../../src/vassal/export/writeSave';
import { moduleScenario } from '../../../../src/vassal/import/moduleScenario';
import { startingSetup } from '../../../../src/vassal/import/startingSetup';
import { readModule } from '../../../../src/vassal/module/readModule';
import { pieceFromTraits } from '../../../../src/vassal/pieces/traits';
import { fixtureBytes } from '../support/fixtures';

const module = await readModule(fixtureBytes('ragnarok-v12-379.vmod'), 'ragnarok-v12-379.vmod');
const setup = startingSetup(module)!;

/** Ragnarok's At Start as a game in memory, its VASSAL origin recorded as the import records it. */
function ragnarokGame() {
  const { scenario, files, origin } = moduleScenario(module, setup);
  const assets = new Map<string, AssetInfo>([...files.keys()].map((file, i) => [file, { hash: `a${i}`.padEnd(64, '0'), mime: 'image/png', name: file, bytes: 1, width: 10, height: 10 }]));
  const doc = scenarioGame(scenario, assets, 'Ann');
  recordVassalOrigin({ doc, name: 'Ann' }, gameOrigin(origin, readSnapshot(doc).pieces.values(), scenario.pieces));
  return doc;
}

const doc = ragnarokGame();
const ann = { doc, name: 'Ann' };
const origin = readVassalOrigin(doc)!;
const onMainMap = [...readSnapshot(doc).pieces.values()].filter((p) => p.at.b === 'Map');
/** The game's pieces on VASSAL's maps (not on the palette's trays or the decks). */
const onVassalBoards = (t: ReturnType<typeof readSnapshot>) => [...t.pieces.values()].filter((p) => Object.hasOwn(origin.boards, p.at.b));
const [mover, stayer, leaver, flipped] = [onMainMap[0], onMainMap[5], onMainMap[3], onMainMap[9]];
movePieces(ann, [{ id: mover.id, to: { b: 'Map', x: stayer.at.x, y: stayer.at.y } }]);
movePieces(ann, [{ id: leaver.id, to: { b: 'deployment', x: 40, y: 40 } }]);
flipPieces(ann, [flipped.id]);
rotatePieces(ann, [flipped.id], 60);

const table = readSnapshot(doc);
const written = vassalSaveText(table, origin);
const bytes = writeSavedGame(written.text, { moduleName: origin.module.name, moduleVersion: origin.module.version });
const readBack = positionOf(parseCommands(readSavedGameText(bytes, 'back.vsav')));
const vassalPiece = new Map(readBack.pieces.map((p) => [p.id, p]));

describe('a game from Ragnarok written back as a VASSAL saved game', () => {
  test('the game keeps every piece’s VASSAL identity, and stays a sound game', () => {
    const onMaps = Object.values(origin.pieces).filter((o) => Object.values(origin.boards).some((b) => b.map === o.map));
    expect(onMaps.map((o) => o.id).sort()).toEqual(positionOf(parseCommands(setup.text)).pieces.map((p) => p.id).sort());
    expect(problemsOfDoc(doc)).toEqual([]);
  });

  test('holds every piece on VASSAL’s maps, and leaves none out; the trays and decks stay here', () => {
    expect(written.leftOut).toEqual([]);
    expect(readBack.pieces).toHaveLength(onVassalBoards(table).length);
    expect(written.offMaps).toBe(table.pieces.size - onVassalBoards(table).length);
  });

  test('puts each piece on its map at our point, as the board’s place in the map says', () => {
    for (const piece of onVassalBoards(table)) {
      const mine = origin.pieces[piece.id];
      const board = origin.boards[piece.at.b];
      const theirs = vassalPiece.get(mine.id)!;
      expect(theirs.map).toBe(board.map);
      expect({ x: theirs.x, y: theirs.y }).toEqual({ x: Math.round(board.x + piece.at.x), y: Math.round(board.y + piece.at.y) });
    }
  });

  test('shows the same face and rotation on each piece as the game does, flipped and turned ones included', () => {
    for (const piece of onVassalBoards(table)) {
      const mine = origin.pieces[piece.id];
      const theirs = vassalPiece.get(mine.id)!;
      const read = pieceFromTraits(theirs.type, theirs.state, module.prototypes);
      expect({ id: piece.id, face: read.face, rotation: read.rotation }).toEqual({ id: piece.id, face: mine.faces[piece.face], rotation: piece.rot });
    }
    expect(table.pieces.get(flipped.id)!.rot).toBe(60);
  });

  test('stacks the pieces in our stack order, the moved piece on top of the one it joined', () => {
    const vassalStacks = new Map(readBack.stacks.map((s) => [`${s.map}|${s.x}|${s.y}`, s.pieceIds]));
    for (const stack of groupStacks(onVassalBoards(table)).values()) {
      const board = origin.boards[stack.board];
      const ids = stack.pieces.map((p) => origin.pieces[p.id].id);
      expect(vassalStacks.get(`${board.map}|${Math.round(board.x + stack.x)}|${Math.round(board.y + stack.y)}`)).toEqual(ids);
    }
    const joined = readBack.stacks.find((s) => s.pieceIds.includes(origin.pieces[stayer.id].id))!;
    expect(joined.pieceIds.at(-1)).toBe(origin.pieces[mover.id].id);
    const left = vassalPiece.get(origin.pieces[leaver.id].id)!;
    expect({ map: left.map, x: left.x, y: left.y }).toEqual({ map: 'deployment', x: origin.boards.deployment.x + 40, y: origin.boards.deployment.y + 40 });
  });

  test('writes the BoardPicker lines the set-up had, inside begin_save … end_save', () => {
    const commands = parseCommands(written.text);
    expect(commands[0]).toEqual({ kind: 'unknown', text: 'begin_save' });
    expect(commands.at(-1)).toEqual({ kind: 'unknown', text: 'end_save' });
    expect(commands.filter((c) => c.kind === 'unknown' && c.text.includes('BoardPicker')).map((c) => (c as { text: string }).text)).toEqual(['Main MapBoardPicker\tMap\t0\t0', 'deploymentBoardPicker\tdeployment\t0\t0', 'DeadPileBoardPicker\tDeadPile\t0\t0']);
  });

  test('names the module in the file, so VASSAL and our reader match it', () => {
    expect(origin.module.name).toBe(module.name);
  });
});

describe('pieces VASSAL never had', () => {
  const game = ragnarokGame();
  const bob = { doc: game, name: 'Bob' };
  const known = readVassalOrigin(game)!;
  const original = [...readSnapshot(game).pieces.values()].find((p) => p.at.b === 'Map')!;
  const [copy] = duplicatePieces(bob, [original.id]);
  const [paletteId, palette] = Object.entries(known.pieces).find(([, o]) => o.map.startsWith('\u0000'))!;
  movePieces(bob, [{ id: paletteId, to: { b: 'Map', x: 600, y: 600 } }]);
  addToTable(bob, { faces: { plain: { kind: 'drawn', fill: '#ffffff', ink: '#000000', symbol: 'none', size: '', name: 'Note', factors: '' } }, pieces: [{ id: 'note', name: 'Sandtable note', kind: 'marker', faces: ['plain'], face: 0, rot: 0, size: 40, at: { b: 'Map', x: 10, y: 10, z: 'a0' }, attrs: {} }] });
  const out = vassalSaveText(readSnapshot(game), known, 1_800_000_000_000);
  const back = positionOf(parseCommands(out.text)).pieces;

  test('a copy of a VASSAL piece is written as that piece’s type under an id of its own', () => {
    const copied = readSnapshot(game).pieces.get(copy)!;
    const written = back.filter((p) => p.type === known.pieces[original.id].type);
    expect(written.map((p) => p.id)).toContain(known.pieces[original.id].id);
    const fresh = written.find((p) => p.id !== known.pieces[original.id].id && p.x === known.boards.Map.x + copied.at.x && p.y === known.boards.Map.y + copied.at.y);
    expect(fresh).toBeDefined();
    expect(back.filter((p) => p.id === fresh!.id)).toHaveLength(1);
  });

  test('a piece taken from the palette onto a map is written as its palette type under an id of its own', () => {
    const taken = back.find((p) => p.type === palette.type && p.map === known.boards.Map.map && p.x === known.boards.Map.x + 600)!;
    expect(taken).toBeDefined();
    expect(taken.id).not.toBe(palette.id);
    expect(taken.id).toMatch(/^18\d{11}$/);
  });

  test('a counter made in Sandtable with no VASSAL type is left out and named', () => {
    expect(out.leftOut).toEqual(['Sandtable note']);
    expect(back).toHaveLength([...readSnapshot(game).pieces.values()].filter((p) => Object.hasOwn(known.boards, p.at.b)).length - 1);
  });
});
