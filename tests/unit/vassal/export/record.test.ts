import { describe, expect, test } from 'vitest';
import * as Y from 'yjs';
import { createGameDoc } from '../../../../src/doc/gameDoc';
import { hasKeptLog, keepLog, readKeptLog } from '../../../../src/doc/vassalLog';
import { hasVassalOrigin, problemsOfVassalEntry, readVassalOrigin, recordVassalOrigin } from '../../../../src/doc/vassalOrigin';
import { problemsOfDoc } from '../../../../src/doc/validateDoc';

const origin = {
  module: { name: 'Ragnarok', version: '1.2' },
  pickers: ['Main MapBoardPicker\tMap\t0\t0'],
  boards: { Map: { map: 'Main Map', x: 0, y: 0, width: 3300, height: 2457, reversed: false } },
  pieces: { p1: { id: '1711658022991', type: 'piece;;;a.png;A', state: 'Main Map;10;20;1', map: 'Main Map', faces: [0] } },
};

describe('the vassal record of a game', () => {
  test('a game from no module has none and cannot be written back', () => {
    const doc = createGameDoc('g1', 'Plain');
    expect(hasVassalOrigin(doc)).toBe(false);
    expect(readVassalOrigin(doc)).toBeNull();
    expect(hasKeptLog(doc)).toBe(false);
  });

  test('is recorded in one operation and read back whole, and the game stays sound', () => {
    const doc = createGameDoc('g2', 'Ragnarok');
    recordVassalOrigin({ doc, name: 'Ann' }, origin);
    expect(readVassalOrigin(doc)).toEqual(origin);
    expect(problemsOfDoc(doc)).toEqual([]);
    expect(doc.getArray('log').length).toBe(0);
  });

  test('an unsound entry a peer or a file brings is named by the save check and skipped by readers', () => {
    const doc = createGameDoc('g3', 'Ragnarok');
    recordVassalOrigin({ doc, name: 'Ann' }, origin);
    doc.transact(() => doc.getMap('vassal').set('p:p2', { id: 7, type: 'x'.repeat(70_000) }));
    expect(problemsOfDoc(doc)).toEqual([{ path: 'vassal.p:p2', message: 'is not a VASSAL origin entry', record: { kind: 'vassal', key: 'p:p2' } }]);
    expect(Object.keys(readVassalOrigin(doc)!.pieces)).toEqual(['p1']);
    expect(problemsOfVassalEntry('unknown', 1)).toHaveLength(1);
  });

  test('a kept log with a missing step reads as no log, rather than as a shorter one', () => {
    const doc = createGameDoc('g4', 'Ragnarok');
    keepLog({ doc, name: 'Ann' }, 'begin_save', ['LOG\tCHAT hello', 'LOG\tCHAT bye']);
    expect(readKeptLog(doc)).toEqual({ start: 'begin_save', steps: ['LOG\tCHAT hello', 'LOG\tCHAT bye'], at: 0 });
    doc.transact(() => doc.getMap('vassal').delete('l:1'));
    expect(readKeptLog(doc)).toBeNull();
    expect(Y.encodeStateAsUpdate(doc).byteLength).toBeGreaterThan(0);
  });
});
