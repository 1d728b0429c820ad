/**
 * Every parser of text or bytes that a peer or a file can supply, fed a megabyte of adversarial
 * input (tests/unit/fuzz/megabyte.ts): each must answer — refuse, or read what is there — and
 * answer right. Nothing here measures time: a parser that is not linear makes its test run for
 * minutes and time out.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { adversarial, after, megabyte, megabyteTimeout, run } from './megabyte';
import { decodeLogLine, isSoundLogLine, lineProof } from '../../../src/doc/logLines';
import { createLogReader } from '../../../src/doc/logReader';
import { createGameDoc, typesOf } from '../../../src/doc/gameDoc';
import { logAuthors } from '../../../src/ui/table/logWho';
import { fold, maxFolded, readsAlike, withoutInvisible } from '../../../src/model/lookalikes';
import { distinctNames, shouldTakeFreeDefault } from '../../../src/net/playerNames';
import { verifiedClaimKey } from '../../../src/trust/presenceClaim';
import { readSeats } from '../../../src/doc/seatOps';
import { imitatedRole, seatLine } from '../../../src/doc/seatLines';
import { DiceError, cleanReason, parseDice, parseFaceLines, tryParseDice, checkCustomDie } from '../../../src/dice/dice';
import { parseCellLabel } from '../../../src/geometry/numbering';
import { standardNumbering, type GridNumbering, type HexGrid } from '../../../src/model/grid';
import { newTypeId, parseCellKey, parsePairKey } from '../../../src/terrain/terrain';
import { readTerrain } from '../../../src/doc/terrainOps';
import { readRules } from '../../../src/doc/rulesOps';
import { parseRowLabel, validateTable } from '../../../src/rules/kit/tables';
import { readChartCell } from '../../../src/rules/kit/chartCell';
import { parseDifferential, parseOdds, parsePercentage } from '../../../src/rules/kit/odds';
import { parseHexList, parseNumberValue, parseTurnList, splitList } from '../../../src/ui/rules/valueText';
import { parseTypedRoll } from '../../../src/ui/rules/rollMath';
import { isBlock, parseBlock } from '../../../src/ui/rules/tableEdit';
import { readStepNumber } from '../../../src/rules/procedure';
import { findDie } from '../../../src/rules/symbolDice';
import { decodeAssetMessage, encodeAssetMessage } from '../../../src/net/assetMessages';
import { readSealed } from '../../../src/net/relay';
import { Reassembler, streams, toFrames } from '../../../src/net/frames';
import { isSealedSignal } from '../../../src/doc/net/signalGuard';
import { openSent } from '../../../src/trust/senderProof';
import { parseRoute } from '../../../src/ui/routes';
import { parseIceServers, parseSignalingUrls } from '../../../src/ui/net/connectionSettings';
import { parseScenarioText } from '../../../src/scenario/importScenario';
import { problemsOfScenario } from '../../../src/scenario/scenario';
import { parseOrderOfBattle } from '../../../src/setup/orderOfBattle';
import { detectDelimiter, splitRecords } from '../../../src/setup/delimitedRecords';
import { isColour, parseFactors, parseSize, symbolOf } from '../../../src/setup/counterDesign';
import { pairCounterImages, prettyName } from '../../../src/setup/counterImagePairs';
import { namesFromPattern, renamesFromLines } from '../../../src/setup/renameList';
import { readZip, zipNames } from '../../../src/model/zipRead';
import { fromB64 } from '../../../src/trust/bytes';
import { isPublicKey } from '../../../src/trust/identity';
import { isRoomTag } from '../../../src/trust/scope';
import { isRecordId } from '../../../src/model/validate';
import type { Piece } from '../../../src/model/records';
import { SaveFileError, decodeSaveFile } from '../../../src/doc/saveFile';
import { rawSaveFile } from '../support/rawSaveFile';
import { tables as caporettoTables } from '../../../rulesets/caporetto/tables';
import { tables as c3Tables } from '../../../rulesets/c3/tables';
import { tables as kesselringTables } from '../../../rulesets/kesselring/tables';
import { tables as sicilyTables } from '../../../rulesets/sicily/tables';

const bytesOf = (text: string) => new TextEncoder().encode(text);

function hexGrid(numbering: Partial<GridNumbering> = {}): HexGrid {
  return { kind: 'hex', orientation: 'flat', dx: 60, dy: 69, originX: 40, originY: 35, shiftOdd: true, columns: 40, rows: 30, numbering: { ...standardNumbering, ...numbering }, showLines: false };
}

describe('log lines and names, a megabyte long', megabyteTimeout, () => {
  it('decodes a line of a megabyte but never keeps it', () => {
    for (const text of adversarial) {
      const line = { t: 1, w: 'Mallory', x: text };
      expect(decodeLogLine(line)?.text.length).toBe(megabyte);
      expect(isSoundLogLine(line)).toBe(false);
      expect(isSoundLogLine({ t: 1, w: text, x: 'hi' })).toBe(false);
      expect(isSoundLogLine({ t: 1, w: 'M', x: 'hi', i: text })).toBe(false);
      expect(lineProof('game1', { ...line, a: 'k'.repeat(43), s: text })).toBe('forged');
    }
  });

  it('reads a log holding megabyte lines, with their proofs', () => {
    const doc = createGameDoc('game1', 'Game');
    typesOf(doc).log.push(adversarial.slice(0, 8).map((x, i) => ({ t: i, w: x, x, a: 'k'.repeat(43), i: x, s: x })));
    const read = createLogReader(doc)();
    expect(read).toHaveLength(8);
    expect(read.every((e) => e.proof === 'forged')).toBe(true);
  });

  it('shows who wrote lines signed under megabyte names', () => {
    const entries = adversarial.map((who, i) => ({ t: i, who, text: 'hi', kind: 'chat' as const, proof: 'signed' as const, signer: `key-${i}` }));
    expect(logAuthors(entries).map((a) => a.mark).filter((m) => m === '✓').length).toBeGreaterThan(0);
  });

  it('folds a megabyte no further than its bound', () => {
    for (const text of adversarial) {
      expect(fold(text).length).toBeLessThanOrEqual(maxFolded);
      expect(readsAlike(text, text)).toBe(true);
    }
    expect(withoutInvisible(run('\u200d'))).toBe('');
  });

  it('numbers megabyte names at the table', () => {
    const players = adversarial.map((name, i) => ({ clientId: i, name, key: null }));
    expect(distinctNames(players).size).toBe(adversarial.length);
    expect(shouldTakeFreeDefault({ clientId: 1, name: run('a'), color: '#fff', auto: true }, [{ clientId: 0, name: run('a'), color: '#000' }])).toBe(true);
  });

  it('verifies no presence claim for a megabyte name', () => {
    for (const name of adversarial.slice(0, 6)) expect(verifiedClaimKey('game1', 1, name, '#fff', { key: 'k'.repeat(43), sig: name })).toBeNull();
  });

  it('checks a megabyte line written "as" a seat', () => {
    const roles = [{ id: 'okw', name: 'Head of OKW' }];
    const doc = createGameDoc('game1', 'Game');
    for (const text of adversarial) {
      const shown = seatLine(() => readSeats(doc, roles), roles, { t: 0, who: 'Mallory', kind: 'chat', text, role: 'okw', proof: 'signed', signer: 'k'.repeat(43) });
      expect(shown.verdict?.kind).not.toBe('held');
    }
    expect(imitatedRole(after('as ', 'a', ': x'), roles)).toBeNull();
  });
});

describe('dice, a megabyte long', megabyteTimeout, () => {
  it('refuses a megabyte dice expression', () => {
    for (const text of [...adversarial, run('1', 'd6'), after('1d6+', '1')]) {
      expect(() => parseDice(text)).toThrow(DiceError);
      expect(tryParseDice(text).error).toBeTruthy();
    }
  });

  it('reads a megabyte of face lines into bounded faces, or says what is wrong', () => {
    for (const text of adversarial) {
      const { faces, problems } = parseFaceLines(text);
      expect(problems.length > 0 || faces.every((f) => f.label.length <= 40)).toBe(true);
    }
    expect(parseFaceLines(run('a')).problems.length).toBe(1);
  });

  it('bounds a megabyte reason and refuses a die with megabyte labels', () => {
    for (const text of adversarial) {
      expect((cleanReason(text) ?? '').length).toBeLessThanOrEqual(200);
      expect(checkCustomDie({ id: 'd', name: text, faces: [{ label: text }] }).length).toBeGreaterThan(0);
    }
  });
});

describe('cell labels and terrain keys, a megabyte long', megabyteTimeout, () => {
  const grids = [hexGrid(), hexGrid({ separator: '.' }), hexGrid({ columnStyle: 'alpha' }), hexGrid({ columnStyle: 'alpha', lettersPastZ: 'doubled' }), hexGrid({ prefix: 'Hex ', suffix: 'x' }), hexGrid({ only: 'column' })];

  it('names no hex for a megabyte label, under every numbering', () => {
    for (const grid of grids) for (const text of [...adversarial, run('1'), run('01'), run('A'), run('1.'), after('Hex ', '1', 'x')]) expect(parseCellLabel(grid, text)).toBeNull();
  });

  it('reads no cell or pair from a megabyte key, and makes a short id of a megabyte name', () => {
    for (const text of adversarial) {
      expect(parseCellKey(text)).toBeNull();
      expect(parsePairKey(text)).toBeNull();
      expect(newTypeId(text, []).length).toBeLessThanOrEqual(32);
    }
  });

  it('reads a board’s terrain past megabyte keys and values', () => {
    const doc = createGameDoc('game1', 'Game');
    const terrain = typesOf(doc).terrain as Y.Map<unknown>;
    for (const [i, text] of adversarial.slice(0, 12).entries()) {
      terrain.set(`b1:hex:${text}`, 'woods');
      terrain.set(`b1:side:${i},0|${text}`, 'river');
      terrain.set(`b1:link:${text}`, 'road');
      terrain.set(`b1:hex:1,${text}`, 'woods');
    }
    terrain.set('b1:hex:1,2', 'woods');
    expect(readTerrain(doc, 'b1').hexes).toEqual({ '1,2': 'woods' });
  });
});

describe('rules values and tables, a megabyte long', megabyteTimeout, () => {
  it('reads hex control past megabyte keys', () => {
    const doc = createGameDoc('game1', 'Game');
    for (const text of adversarial.slice(0, 12)) typesOf(doc).rules.set(`control:${text}`, 'Axis');
    typesOf(doc).rules.set(`control:${run(':', ':1,2')}`, 'Axis');
    expect(readRules(doc).control).toEqual({});
  });

  it('reads no row, odds, differential, percentage or result from megabyte labels', () => {
    for (const text of [...adversarial, after('1', ' ', '-x'), after('<=', ' ', 'x'), after('1', ' ', 'or lesx')]) {
      expect(parseRowLabel(text)).toBeNull();
      expect(parseOdds(text)).toBeNull();
      expect(parseDifferential(text)).toBeNull();
      expect(parsePercentage(text)).toBeNull();
      const cell = readChartCell(text);
      if (cell.kind === 'number') expect(Number.isFinite(cell.value)).toBe(true);
    }
  });

  it('finds problems in typed tables of megabyte cells, for every table of every ruleset', () => {
    const cells = [run('1/'), run('E '), run('D'), run('1'), run('Ar'), run('-'), after('1/', '1', '/x'), run('1L'), run('(*D1)', 'x')];
    for (const spec of [...caporettoTables, ...c3Tables, ...kesselringTables, ...sicilyTables]) {
      const data = { columns: [...spec.shape.columns, run('1:')], rows: [...spec.shape.rows, run('1-')], cells: [cells, ...spec.shape.rows.map(() => cells)] };
      expect(validateTable(spec, data).length).toBeGreaterThan(0);
    }
  });

  it('reads typed values of a megabyte: lists, numbers, rolls, steps', () => {
    const map = { cellOf: (label: string) => (label === '0101' ? { col: 0, row: 0 } : null), label: () => '0101' };
    const distinct = Array.from({ length: 120_000 }, (_, i) => `x${i}`).join(' ');
    for (const text of [...adversarial, distinct]) {
      expect(splitList(text).length).toBeLessThanOrEqual(text.length);
      // A megabyte of separators is an empty list; anything else here names what is not a hex or a turn.
      const hexes = parseHexList(text, map);
      expect(hexes.ok ? hexes.values : []).toEqual([]);
      const turns = parseTurnList(text, { min: 1, max: 20 });
      expect(turns.ok ? turns.values : []).toEqual([]);
      expect(parseNumberValue(text, { label: 'Turn' }).ok).toBe(false);
      expect(parseTypedRoll(text, '1d6').ok).toBe(false);
      expect(readStepNumber({ min: 0, max: 9 }, text).ok).toBe(false);
    }
    expect(parseTurnList('1 - 2 '.repeat(megabyte / 8), { min: 1, max: 20 })).toEqual({ ok: true, values: ['1', '2'] });
  });

  it('reads a pasted block of a megabyte, or refuses it', () => {
    for (const text of adversarial) {
      expect(Array.isArray(parseBlock(text))).toBe(true);
      expect(typeof isBlock(text)).toBe('boolean');
    }
  });

  it('finds no die named by a megabyte name', () => {
    const dice = [{ id: 'g', name: 'Grey die', faces: [{ label: '1' }] }];
    for (const text of adversarial) expect(findDie(dice, text)).toBeNull();
  });
});

describe('messages from peers, a megabyte long', megabyteTimeout, () => {
  it('reads an asset message with a megabyte header as nothing', () => {
    for (const text of adversarial.slice(0, 10)) {
      const head = bytesOf(text);
      const message = new Uint8Array(4 + head.byteLength);
      new DataView(message.buffer).setUint32(0, head.byteLength, true);
      message.set(head, 4);
      expect(decodeAssetMessage(message)).toBeNull();
    }
    expect(decodeAssetMessage(encodeAssetMessage({ t: 'none', h: run('a') }))).toBeNull();
  });

  it('reads relay messages and frames of a megabyte, and signed envelopes', () => {
    for (const text of adversarial.slice(0, 10)) {
      const bytes = bytesOf(text);
      expect(() => readSealed(bytes)).not.toThrow();
      expect(openSent(bytes)).toBeNull();
    }
    const got: Uint8Array[] = [];
    const reader = new Reassembler((_s, m) => got.push(m));
    for (const frame of toFrames(streams.sync, 1, bytesOf(run('ab')))) reader.push(frame);
    expect(got[0].byteLength).toBe(megabyte);
  });

  it('drops signaling noise of a megabyte before y-webrtc reads it', () => {
    for (const text of [...adversarial, run('A'), run('AAAA', '=='), run('A', '===')]) expect(isSealedSignal(text)).toBe(false);
    expect(isSealedSignal(run('A').slice(0, 200_000) + '!')).toBe(false);
  });

  it('reads no key, tag, id or base64 out of a megabyte', () => {
    for (const text of adversarial) {
      expect(isPublicKey(text)).toBe(false);
      expect(isRoomTag(text)).toBe(false);
      expect(isRecordId(text)).toBe(false);
    }
    expect(fromB64(run('A', '!'))).toBeNull();
  });
});

describe('links and settings, a megabyte long', megabyteTimeout, () => {
  it('reads no game or room from a megabyte link', () => {
    for (const text of [...adversarial, after('#/game/', 'a'), after('#/join/', 'a', '/b'), `#/join/a/${run('b')}`, after('#/join/', 'a-', '!')]) expect(parseRoute(text)).toBeNull();
    expect(parseRoute('#/join/game1/secret')).toEqual({ kind: 'join', id: 'game1', secret: 'secret' });
  });

  it('reads connection settings of a megabyte into errors', () => {
    for (const text of adversarial) {
      expect(parseSignalingUrls(text).urls.length).toBeLessThanOrEqual(1);
      expect(parseIceServers(text).servers).toEqual([]);
    }
    expect(parseIceServers(after('stun:', 'a.', ':99999')).errors.length).toBe(1);
  });
});

describe('files, a megabyte long', megabyteTimeout, () => {
  it('refuses a megabyte that is not a scenario', () => {
    for (const text of adversarial) {
      let scenario: unknown = null;
      try {
        scenario = parseScenarioText(text);
      } catch {
        continue;
      }
      expect(problemsOfScenario(scenario).length).toBeGreaterThan(0);
    }
    expect(problemsOfScenario({ name: run('a'), boards: run(' ') }).length).toBeGreaterThan(0);
  });

  it('reads an order of battle of a megabyte, with its errors', () => {
    for (const text of [...adversarial, `name,factors\n${run('a,1 - ', '\n')}`, `name,factors\nx,${run(' ', '-')}`, `name,flags\nx,${run('a ')}`, `name;size\n${run('x;')}`]) {
      const parsed = parseOrderOfBattle(text);
      expect(parsed.rows.length + parsed.errors.length).toBeGreaterThan(0);
    }
  });

  it('splits delimited text of a megabyte into records', () => {
    for (const text of adversarial) {
      const delimiter = detectDelimiter(text);
      expect(Array.isArray(splitRecords(text, delimiter, []))).toBe(true);
    }
  });

  it('reads counter designs from megabyte cells', () => {
    for (const text of [...adversarial, after('1', ' ', '-')]) {
      expect(parseFactors(text)).toBeNull();
      // A megabyte of white space around one letter is still that letter: "x" is a brigade.
      expect([null, 'X']).toContain(parseSize(text));
      expect(symbolOf(text)).toBeNull();
      expect(isColour(text)).toBe(false);
    }
  });

  it('pairs counter images with megabyte file names', () => {
    for (const text of adversarial) {
      expect(prettyName(text).length).toBeLessThanOrEqual(megabyte);
      expect(pairCounterImages([{ path: `${text}.png` }, { path: `front/${text}-front.png` }]).length).toBeGreaterThan(0);
    }
  });

  it('makes names from a megabyte pattern and a megabyte of lines', () => {
    const pieces = [{ id: 'p1', name: 'A', attrs: { side: 'Axis' } }] as unknown as Piece[];
    for (const text of [...adversarial, run('{side}'), run('{a')]) {
      expect(namesFromPattern(pieces, text)).toHaveLength(1);
      expect(renamesFromLines(pieces, text).length).toBeLessThanOrEqual(1);
    }
  });

  it('refuses a save file holding a megabyte log line or name', async () => {
    for (const write of [(doc: Y.Doc) => typesOf(doc).log.push([{ t: 1, w: 'M', x: run('rolled 1d6: 6 · fair roll with ') }]), (doc: Y.Doc) => typesOf(doc).meta.set('name', run('a '))]) {
      const doc = createGameDoc('game1', 'Game');
      write(doc);
      await expect(decodeSaveFile(await rawSaveFile(doc, () => undefined))).rejects.toBeInstanceOf(SaveFileError);
    }
  });

  it('reads nothing from a megabyte that is not a zip', () => {
    for (const text of adversarial.slice(0, 8)) {
      const bytes = bytesOf(text);
      expect(() => zipNames(bytes)).toThrow();
      expect(() => readZip(bytes)).toThrow();
    }
  });
});
