import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import * as Y from 'yjs';
import { describeProblems } from '../../../src/model/validate';
import { sha256Hex } from '../../../src/model/checksum';
import type { AssetInfo } from '../../../src/model/records';
import { imagesOfScenario, parseScenarioText, scenarioGame } from '../../../src/scenario/importScenario';
import { problemsOfScenario, ScenarioError } from '../../../src/scenario/scenario';
import { decodeSaveFile, encodeSaveFile } from '../../../src/doc/saveFile';
import { problemsOfDoc } from '../../../src/doc/validateDoc';
import { readSnapshot } from '../../../src/doc/snapshot';
import { typesOf } from '../../../src/doc/gameDoc';
import { seeded } from '../support/random';
import { expectClearSentence, hostileValues, jsonPaths, pick, prototypeIds, setAt } from './hostile';

const demos = ['assets/demo', 'assets/demo-caporetto', 'assets/demo-c3', 'assets/demo-kesselring', 'assets/demo-sicily', 'assets/demo-ghc'].map((folder) => ({
  text: readFileSync(`${folder}/scenario.json`, 'utf8'),
  map: new Uint8Array(readFileSync(`${folder}/map.svg`)),
}));

/** What importing would do short of storing: parse, check, build the game; a sound game must also save and reopen. */
async function importOrExplain(text: string, map: Uint8Array): Promise<{ made: boolean; message: string }> {
  try {
    const scenario = parseScenarioText(text);
    const problems = problemsOfScenario(scenario);
    if (problems.length) {
      for (const p of problems) expect(p.path === '' || /^[\w"]/.test(p.path)).toBe(true);
      throw new ScenarioError(`The scenario has problems: ${describeProblems(problems, 5)}.`);
    }
    const hash = await sha256Hex(map);
    const assets = new Map<string, AssetInfo>();
    for (const file of imagesOfScenario(scenario).keys()) assets.set(file, { hash, mime: 'image/svg+xml', name: file, bytes: map.length, width: 1000, height: 800 });
    const doc = scenarioGame(scenario, assets);
    expect(problemsOfDoc(doc)).toEqual([]);
    // The same game must come back from a save file: the scenario's check is the save file's check.
    const save = await decodeSaveFile(await encodeSaveFile(doc, async () => map));
    const reopened = new Y.Doc();
    Y.applyUpdate(reopened, save.state);
    expect(readSnapshot(reopened).pieces.size).toBe(typesOf(doc).pieces.size);
    return { made: true, message: '' };
  } catch (e) {
    return { made: false, message: expectClearSentence(e, [ScenarioError]) };
  }
}

describe('scenario files under fuzzing (fixed seeds)', () => {
  for (const [d, demo] of demos.entries()) {
    it(`import or explain 200 damaged copies of demo ${d + 1}, naming the field`, async () => {
      const random = seeded(`scenario-values-${d}`);
      const base = JSON.parse(demo.text);
      const paths = jsonPaths(base).filter((p) => p.length > 0);
      let explained = 0;
      for (let i = 0; i < 200; i++) {
        const scenario = structuredClone(base);
        const path = pick(random, paths);
        setAt(scenario, path, random() < 0.15 ? undefined : pick(random, hostileValues));
        const { made, message } = await importOrExplain(JSON.stringify(scenario), demo.map);
        if (made) continue;
        explained++;
        expect(message, `case ${i} at ${path.join('.')}`).toMatch(/problems: \S|cannot use: \S|not in the scenario bundle/);
      }
      expect(explained).toBeGreaterThan(100);
    }, 60_000);
  }

  it('explain 60 scenario texts cut short, at a line and column', async () => {
    const random = seeded('scenario-cut');
    for (let i = 0; i < 60; i++) {
      const demo = demos[i % demos.length];
      const { made, message } = await importOrExplain(demo.text.slice(0, Math.floor(random() * (demo.text.length - 2))), demo.map);
      expect(made).toBe(false);
      expect(message).toMatch(/not valid JSON|problems/);
    }
  });

  it('explain 40 scenarios with prototype ids and absurd sizes', async () => {
    const random = seeded('scenario-sizes');
    const base = JSON.parse(demos[1].text);
    for (let i = 0; i < 40; i++) {
      const s = structuredClone(base);
      switch (i % 5) {
        case 0:
          s.faces[pick(random, prototypeIds)] = Object.values(s.faces)[0];
          s.pieces[0].faces = [pick(random, prototypeIds)];
          break;
        case 1:
          s.boards[0].grid.columns = 100_000;
          s.boards[0].grid.rows = 100_000;
          break;
        case 2:
          s.boards[0].grid.numbering.columnDigits = 1e9;
          break;
        case 3:
          s.boards[0].id = pick(random, prototypeIds);
          break;
        default:
          s.pieces[0].attrs = Object.fromEntries(Array.from({ length: 500 }, (_, k) => [`a${k}`, k]));
      }
      const { made, message } = await importOrExplain(JSON.stringify(s), demos[1].map);
      expect(made, `case ${i}`).toBe(false);
      expect(message).toMatch(/boards\[0\]|pieces\[0\]|faces\./);
    }
  });
});
