import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { guardDoc, type IgnoredReport } from '../../../src/doc/docGuard';
import { startGuards } from '../../../src/doc/guards';
import { typesOf } from '../../../src/doc/gameDoc';
import { trackArrival } from '../../../src/doc/joinProgress';
import { readRules } from '../../../src/doc/rulesOps';
import { problemsOfDoc } from '../../../src/doc/validateDoc';
import { Observable } from '../../../src/model/observable';
import { ledgerEntry } from '../../../src/doc/ledger';
import { link, tableWith } from '../support/table';

const palette = [{ id: 'clear', name: 'Clear', colour: '#cccccc' }];
const crt = { columns: ['1-1', '2-1'], rows: ['1', '2'], cells: [['AR', 'DR'], ['EX', 'DE']] };

/** Alice's guarded table with terrain, rules, a box and a die, and Mallory's unguarded copy, linked like a room. */
function aliceAndMallory() {
  const alice = tableWith({ a: '0101' });
  const at = typesOf(alice.doc);
  alice.doc.transact(() => {
    at.terrain.set('map:palette', palette);
    at.terrain.set('map:hex:1,1', 'clear');
    at.rules.set('value:turn', 3);
    at.rules.set('table:crt', crt);
    at.boards.set('box', { ...at.boards.get('map')!, id: 'box', name: 'Box' });
    at.components.set('box', { id: 'box', kind: 'box', name: 'Box', boardId: 'box' });
    at.dice.set('d', { id: 'd', name: 'Event', faces: [{ label: 'Rain' }, { label: 'Sun' }] });
  });
  const ignored: IgnoredReport[] = [];
  guardDoc(alice.doc, { onIgnored: (r) => ignored.push(r) }).checkAll();
  const mallory = new Y.Doc();
  Y.applyUpdate(mallory, Y.encodeStateAsUpdate(alice.doc));
  link(alice.doc, mallory);
  return { alice: typesOf(alice.doc), aliceDoc: alice.doc, mallory, ignored, t: typesOf(mallory) };
}

const big = 'x'.repeat(5_000_000);

describe('the document guard on every kind of record', () => {
  it('puts back terrain, rules values and tables, boxes and dice a peer fills with garbage, naming each field', () => {
    const { alice, aliceDoc, ignored, t } = aliceAndMallory();
    t.terrain.set('map:hex:1,1', { evil: true });
    t.terrain.set('map:palette', [{ id: 'clear', name: big, colour: '#cccccc' }]);
    t.rules.set('value:turn', big);
    t.rules.set('table:crt', { ...crt, cells: [['AR', big], ['EX', 'DE']] });
    t.components.set('box', { id: 'box', kind: 'box', name: big, boardId: 'box' });
    t.dice.set('d', 'not a die' as never);
    expect(alice.terrain.get('map:hex:1,1')).toBe('clear');
    expect(alice.terrain.get('map:palette')).toEqual(palette);
    expect(readRules(aliceDoc).values.turn).toBe(3);
    expect(readRules(aliceDoc).tables.crt).toEqual(crt);
    expect(alice.components.get('box')).toMatchObject({ name: 'Box' });
    expect(alice.dice.get('d')).toMatchObject({ name: 'Event' });
    expect(ignored.flatMap((r) => r.problems.map((p) => p.path))).toEqual([
      'terrain."map:hex:1,1"',
      'terrain."map:palette".0.name',
      'rules."value:turn"',
      'rules."table:crt".cells[0][1]',
      'components."box".name',
      'dice."d"',
    ]);
    expect(problemsOfDoc(aliceDoc)).toEqual([]);
  }, 20_000);

  it('removes garbage a peer adds under new keys of those kinds, and refuses a table of 3,000 columns by its size, before reading a cell', () => {
    const { alice, ignored, t } = aliceAndMallory();
    const side = Array.from({ length: 3000 }, (_, i) => String(i));
    t.rules.set('table:huge', { columns: side, rows: ['1', '2'], cells: [side, side] });
    t.rules.set('value:list', Array.from({ length: 1_000_000 }, () => 'a'));
    t.terrain.set('nonsense', 'clear');
    t.components.set('ghost', { id: 'ghost', kind: 'spaceship', name: 'G', boardId: 'ghost' });
    for (const key of ['table:huge', 'value:list']) expect(alice.rules.has(key)).toBe(false);
    expect(alice.terrain.has('nonsense')).toBe(false);
    expect(alice.components.has('ghost')).toBe(false);
    expect(ignored[0].problems[0]).toEqual({ path: 'rules."table:huge".columns', message: 'holds 3,000 items; at most 200 are allowed' });
    expect(ignored[1].problems[0]).toEqual({ path: 'rules."value:list"', message: 'holds 1,000,000 items; at most 10,000 are allowed' });
  }, 20_000);
});

describe('a file holding fields beyond their bounds', () => {
  it('is refused, naming the field: a rules value, a table cell, a box name, a palette entry, a list, the trust records', () => {
    const cases: [string, (t: ReturnType<typeof typesOf>) => void, string][] = [
      ['a 5 MB rules value', (t) => t.rules.set('value:notes', big), 'rules."value:notes"'],
      ['a 5 MB table cell', (t) => t.rules.set('table:crt', { ...crt, cells: [['AR', big], ['EX', 'DE']] }), 'rules."table:crt".cells[0][1]'],
      ['a 5 MB box name', (t) => t.components.set('map', { id: 'map', kind: 'box', name: big, boardId: 'map' }), 'components."map".name'],
      ['a 5 MB palette entry', (t) => t.terrain.set('map:palette', [{ id: 'clear', name: big, colour: '#ccc' }]), 'terrain."map:palette".0.name'],
      ['a 1,000,000-entry list', (t) => t.rules.set('value:hexes', Array.from({ length: 1_000_000 }, () => '0101')), 'rules."value:hexes"'],
      ['100,000 trust records', (t) => Array.from({ length: 100_000 }, (_, i) => t.trust.set(`old/${i}`, { i })), 'trust'],
    ];
    for (const [, write, path] of cases) {
      const { doc } = tableWith({ a: '0101' });
      doc.transact(() => write(typesOf(doc)));
      expect(problemsOfDoc(doc)[0]?.path).toBe(path);
    }
  }, 20_000);
});

describe('the notices of one peer', () => {
  it('are one, however many bad signed records it files one by one', () => {
    const { doc } = tableWith({ a: '0101' });
    const cheats: string[] = [];
    const guards = startGuards({ doc, roomGameId: 'game-1', playerName: () => 'Alice', room: new Observable(null), tracker: trackArrival(doc), nameOfKey: (k) => k, onCheat: (m) => cheats.push(m) });
    const mallory = new Y.Doc();
    Y.applyUpdate(mallory, Y.encodeStateAsUpdate(doc));
    link(doc, mallory);
    const trust = typesOf(mallory).trust;
    for (let i = 0; i < 2000; i++) trust.set(ledgerEntry('note/x', { i })[0].replace(/.{4}$/, 'AAAA'), { i });
    expect(typesOf(doc).trust.size).toBe(0);
    expect(cheats).toHaveLength(1);
    guards.stop();
  }, 20_000);
});
