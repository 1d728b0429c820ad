import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readSnapshot } from '../../../../src/doc/snapshot';
import { keepLog, readKeptLog } from '../../../../src/doc/vassalLog';
import { readVassalOrigin, recordVassalOrigin } from '../../../../src/doc/vassalOrigin';
import { problemsOfDoc } from '../../../../src/doc/validateDoc';
import type { AssetInfo } from '../../../../src/model/records';
import { groupStacks } from '../../../../src/model/stacks';
import { scenarioGame } from '../../../../src/scenario/importScenario';
import { encodeCommands, parseLog, type VassalCommand } from '../../../../src/vassal/codec/commands';
import { gameOrigin } from '../../../../src/vassal/export/identity';
import { moduleScenario } from '../../../../src/vassal/import/moduleScenario';
import { keptLog, logParts, logView, showStep, VassalLogError } from '../../../../src/vassal/log/logSteps';
import { positionAtStep } from '../../../../src/vassal/log/positionAtStep';
import { boardAt } from '../../../../src/vassal/log/tableAtStep';
import { readModule } from '../../../../src/vassal/module/readModule';
import { move, ragnarokLog, ragnarokModule } from '../support/vlog';

const module = await readModule(new Uint8Array(readFileSync(ragnarokModule)), 'ragnarok-v12-379.vmod');
const log = ragnarokLog();
const parsed = parseLog(log.text);

/** The game a .vlog opens as: its start set up, its identity recorded and its steps kept. */
function gameOfLog(text: string) {
  const { scenario, files, origin } = moduleScenario(module, { fileName: 'test.vlog', text });
  const assets = new Map<string, AssetInfo>([...files.keys()].map((file, i) => [file, { hash: `a${i}`.padEnd(64, '0'), mime: 'image/png', name: file, bytes: 1, width: 10, height: 10 }]));
  const doc = scenarioGame(scenario, assets, 'Ann');
  const actor = { doc, name: 'Ann' };
  recordVassalOrigin(actor, gameOrigin(origin, readSnapshot(doc).pieces.values(), scenario.pieces));
  const { start, steps } = logParts(text);
  keepLog(actor, start, steps);
  return actor;
}

describe('the position after k steps of a log', () => {
  test('is the start at step 0, and each step applies its move, stack, change or removal', () => {
    const at = (k: number, id: string) => [...positionAtStep(parsed, k).stacks.values()].find((s) => s.ids.includes(id));
    expect(at(0, log.a.id)).toMatchObject({ map: log.a.map, x: log.a.x, y: log.a.y });
    expect(at(1, log.a.id)).toMatchObject({ map: 'Main Map', x: log.target.x, y: log.target.y });
    expect(at(2, log.b.id)!.ids.slice(-2)).toEqual([log.c.id, log.b.id]);
    expect(positionAtStep(parsed, 3).pieces.get(log.d.id)!.state).not.toBe(log.d.state);
    expect(positionAtStep(parsed, 4).pieces.has(log.c.id)).toBe(false);
    expect(at(4, log.b.id)).toMatchObject({ x: log.c.x, y: log.c.y, ids: [log.b.id] });
  });

  test('going back computes the earlier position again: step 2 after step 4 equals step 2', () => {
    positionAtStep(parsed, 4);
    expect(positionAtStep(parsed, 2)).toEqual(positionAtStep(parsed, 2));
    expect(positionAtStep(parsed, 2).pieces.has(log.c.id)).toBe(true);
  });

  test('a step naming a piece the log never added is refused with the step’s number', () => {
    const broken = { ...parsed, steps: [...parsed.steps, { commands: [move({ id: 'nobody', map: 'Main Map', x: 0, y: 0 }, 'Main Map', 5, 5)] }] };
    expect(() => positionAtStep(broken, 5)).toThrow(new VassalLogError('Step 5 of the log moves a piece the log never added (id nobody).'));
  });
});

describe('a game opened from a .vlog, stepped through', () => {
  const ann = gameOfLog(log.text);
  const origin = readVassalOrigin(ann.doc)!;
  const ours = new Map(Object.entries(origin.pieces).map(([id, o]) => [o.id, id]));
  const table = () => readSnapshot(ann.doc);
  const placeOf = (vid: string) => table().pieces.get(ours.get(vid)!)?.at;
  const step = (k: number) => showStep(ann, table(), k);

  test('keeps its four steps and shows the start', () => {
    expect(readKeptLog(ann.doc)).toMatchObject({ at: 0 });
    expect(keptLog(readKeptLog(ann.doc)!).steps).toHaveLength(4);
    expect(logView(ann, table())).toEqual({ at: 0, steps: 4, text: 'The start of the log' });
    expect(problemsOfDoc(ann.doc)).toEqual([]);
  });

  test('step 1 moves Odin and shows the step’s report line', () => {
    step(1);
    expect(placeOf(log.a.id)).toMatchObject(boardAt(origin, 'Main Map', log.target.x, log.target.y)!);
    expect(logView(ann, table())).toEqual({ at: 1, steps: 4, text: 'Odin marches south' });
  });

  test('step 2 stacks a piece on another, and a step with no text is described', () => {
    step(2);
    const stack = groupStacks(table().pieces.values()).get(`${placeOf(log.c.id)!.b}|${placeOf(log.c.id)!.x}|${placeOf(log.c.id)!.y}`)!;
    expect(stack.pieces.map((p) => p.id).slice(-2)).toEqual([ours.get(log.c.id), ours.get(log.b.id)]);
    expect(logView(ann, table())!.text).toMatch(/^Moved .+ to \d{4}$/);
  });

  test('step 3 flips a piece, step 4 takes one off, and stepping back brings it back where it was', () => {
    const before = table().pieces.get(ours.get(log.d.id)!)!.face;
    step(3);
    expect(table().pieces.get(ours.get(log.d.id)!)!.face).toBe(1 - before);
    const removed = table().pieces.get(ours.get(log.c.id)!)!;
    step(4);
    expect(table().pieces.has(removed.id)).toBe(false);
    step(3);
    expect(table().pieces.get(removed.id)).toMatchObject({ name: removed.name, faces: removed.faces, at: { b: removed.at.b, x: removed.at.x, y: removed.at.y } });
  });

  test('back to the start puts every piece where the log starts, and each step is one logged operation', () => {
    step(0);
    expect(placeOf(log.a.id)).toMatchObject(boardAt(origin, log.a.map!, log.a.x, log.a.y)!);
    expect(table().pieces.get(ours.get(log.d.id)!)!.face).toBe(0);
    const lines = readSnapshot(ann.doc) && ann.doc.getArray('log').length;
    expect(lines).toBeGreaterThan(6);
  });

  test('a broken step is reported and changes nothing', () => {
    const bad: VassalCommand = { kind: 'log', commands: [{ kind: 'remove', id: 'nobody' }] };
    const game = gameOfLog(`${log.text}\x1b${encodeCommands([bad])}`);
    const before = JSON.stringify([...readSnapshot(game.doc).pieces]);
    expect(() => showStep(game, readSnapshot(game.doc), 5)).toThrow(/Step 5 of the log removes a piece the log never added/);
    expect(JSON.stringify([...readSnapshot(game.doc).pieces])).toBe(before);
    expect(readKeptLog(game.doc)!.at).toBe(0);
  });
});
