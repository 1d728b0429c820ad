/**
 * A VASSAL module (and the saved game it starts from) as a Sandtable scenario with its image
 * files, ready for the ordinary scenario import, which checks and stores it all or nothing. Pure:
 * no storage, no document; `leftOut` says, kind by kind, what the game will not have.
 */
import { bounds } from '../../model/validate';
import type { Scenario, ScenarioBoard } from '../../scenario/scenario';
import { parseCommands } from '../codec/commands';
import { positionOf } from '../codec/position';
import { describeLeftOut } from '../module/leftOut';
import type { VassalModule } from '../module/model';
import { boardGrid } from './boardGrid';
import { boardPicks, picksOf, withPicks } from './boardPicks';
import { carriedKinds, moduleExtras } from './moduleExtras';
import { placePieces } from './placePieces';
import { layOutTable, type TableBoard } from './tableLayout';
import { boardOrigins, pickerLines, type CarriedOrigin } from '../export/identity';

export interface ModuleScenario {
  scenario: Scenario;
  /** Image files the scenario names, by file name. */
  files: Map<string, Blob>;
  /** What was left out, one kind a line with how many ("1 turn tracker"); the pieces' traits on one line. */
  leftOut: string[];
  /** The pieces' and boards' VASSAL identity, recorded in the game once it is made (src/vassal/export/identity.ts). */
  origin: CarriedOrigin;
}

/** The saved game a new game starts from: the module's file and that file's command text. */
export interface SetupSave {
  fileName: string;
  text: string;
}

/** Margin a plain board grows by to hold pieces the save puts beyond its edge. */
const margin = 60;

function scenarioBoard(t: TableBoard, pieces: Scenario['pieces'], leftOut: string[]): ScenarioBoard {
  const { board } = t;
  const { grid, leftOut: gridLeftOut } = boardGrid(board);
  leftOut.push(...gridLeftOut);
  let { width, height } = board;
  if (!board.image) {
    for (const p of pieces.filter((p) => p.board === t.id)) {
      width = Math.max(width, (p.x ?? 0) + margin);
      height = Math.max(height, (p.y ?? 0) + margin);
    }
  }
  return { id: t.id, name: t.name, ...(board.image ? { image: board.image } : { fill: colourOf(board.color) }), width, height, x: t.x, y: t.y, grid };
}

/** VASSAL's `r,g,b` as a CSS colour. */
function colourOf(rgb: string | undefined): string {
  const parts = (rgb ?? '').split(',').map(Number);
  return parts.length === 3 && parts.every((n) => Number.isInteger(n) && n >= 0 && n <= 255) ? `rgb(${parts.join(',')})` : '#d8d2bd';
}

/** The pieces' traits Sandtable leaves out, as one line: "piece traits: 291 Report Action, 99 Clone". */
const traitLine = (traits: ReadonlyMap<string, number>) => (traits.size ? [`piece traits: ${describeLeftOut(traits, false)}`] : []);

/** Counts as summary lines, one kind each. */
const lines = (counts: ReadonlyMap<string, number>) => (counts.size ? describeLeftOut(counts).split(', ') : []);

/** What of the module itself a game started from `setup` does not carry. */
function moduleLeftOut(module: VassalModule, setup: SetupSave | undefined): Map<string, number> {
  const counts = new Map(module.leftOut);
  const otherSetups = module.setups.filter((s) => s.file !== setup?.fileName).length;
  if (otherSetups) counts.set('other predefined set-ups', otherSetups);
  for (const kind of carriedKinds) counts.delete(kind);
  return counts;
}

/**
 * The scenario for `module` started from `setup` (the At Start saved game), or with empty boards
 * when there is none. Boards keep VASSAL's names as ids where they can.
 */
export function moduleScenario(module: VassalModule, setup?: SetupSave): ModuleScenario {
  const commands = setup ? parseCommands(setup.text) : [];
  const picks = boardPicks(commands);
  const table = layOutTable(module.maps.map((m) => withPicks(m, picks.get(m.name) ?? (m.defaultBoards ? picksOf(m.defaultBoards)?.boards : undefined))));
  if (!table.length) table.push(...layOutTable([{ name: module.name, kind: 'play', edgeWidth: 0, edgeHeight: 0, boards: [{ name: 'Table', width: 2000, height: 1400, column: 0, row: 0, x: 0, y: 0, reversed: false, zones: [] }] }]));
  const positions = positionOf(commands).pieces;
  const placed = placePieces(positions, table, module.images, module.prototypes);
  const extras = moduleExtras(module, !!setup, table, placed, positions);
  const gridLeftOut: string[] = [];
  const boards = table.map((t) => scenarioBoard(t, placed.pieces, gridLeftOut));
  const files = new Map<string, Blob>();
  for (const file of [...boards.flatMap((b) => (b.image ? [b.image] : [])), ...placed.images]) {
    const image = module.images.get(file);
    if (image) files.set(file, new Blob([image.bytes as BlobPart], { type: image.mime }));
  }
  const scenario: Scenario = {
    sandtableScenario: 1,
    name: (module.name || 'VASSAL module').slice(0, bounds.nameLength),
    notes: `Opened from the VASSAL module ${module.fileName}${module.version ? `, version ${module.version}` : ''}${setup ? `, set up from ${setup.fileName}` : ''}.`,
    boards: [...boards, ...extras.boards],
    faces: placed.faces,
    pieces: placed.pieces,
    ...(extras.components.length ? { components: extras.components } : {}),
    ...(extras.dice.length ? { dice: extras.dice } : {}),
  };
  const origin: CarriedOrigin = { module: { name: module.name, version: module.version ?? '' }, pickers: pickerLines(commands), boards: boardOrigins(table), pieces: placed.origins };
  return { scenario, files, origin, leftOut: [...traitLine(placed.traits), ...lines(placed.leftOut), ...lines(moduleLeftOut(module, setup)), ...lines(extras.leftOut), ...gridLeftOut] };
}
