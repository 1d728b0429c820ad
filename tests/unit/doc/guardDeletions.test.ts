import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { guardDoc, type IgnoredReport } from '../../../src/doc/docGuard';
import { typesOf } from '../../../src/doc/gameDoc';
import { removeBoard } from '../../../src/doc/boardManage';
import { readSnapshot } from '../../../src/doc/snapshot';
import { problemsOfDoc } from '../../../src/doc/validateDoc';
import { link, tableWith } from '../support/table';

/** Alice's guarded table and Mallory's unguarded copy of it, linked both ways like a room. */
function aliceAndMallory() {
  const alice = tableWith({ a: '0101', b: '0202', c: '0303' });
  typesOf(alice.doc).assets.set('sha-map', { hash: 'sha-map', mime: 'image/png', name: 'map.png', bytes: 10, width: 1300, height: 1100 });
  typesOf(alice.doc).boards.set('map', { ...typesOf(alice.doc).boards.get('map')!, image: 'sha-map' });
  const ignored: IgnoredReport[] = [];
  guardDoc(alice.doc, { onIgnored: (r) => ignored.push(r) }).checkAll();
  const mallory = new Y.Doc();
  Y.applyUpdate(mallory, Y.encodeStateAsUpdate(alice.doc));
  link(alice.doc, mallory);
  return { alice, mallory, ignored, t: typesOf(mallory) };
}

const paths = (reports: IgnoredReport[]) => reports.flatMap((r) => r.problems.map((p) => p.path));

describe('a peer deleting what the table uses', () => {
  it('gets the board all the counters stand on put back, everywhere, and is reported', () => {
    const { alice, mallory, ignored, t } = aliceAndMallory();
    t.boards.delete('map');
    for (const doc of [alice.doc, mallory]) {
      expect(readSnapshot(doc).pieces.size).toBe(3);
      expect(typesOf(doc).boards.has('map')).toBe(true);
    }
    expect(ignored.at(-1)!.problems).toEqual([{ path: 'boards.map', message: 'was deleted while 3 counters stand on it: put back' }]);
    expect(problemsOfDoc(alice.doc)).toEqual([]);
  });

  it('gets a face a counter shows put back, and the map’s image with the board it shows on', () => {
    const { alice, mallory, ignored, t } = aliceAndMallory();
    t.faces.delete('back');
    expect(typesOf(alice.doc).faces.has('back')).toBe(true);
    t.assets.delete('sha-map');
    expect(typesOf(alice.doc).assets.has('sha-map')).toBe(true);
    mallory.transact(() => {
      t.boards.delete('map');
      t.assets.delete('sha-map');
    });
    expect(typesOf(alice.doc).boards.get('map')?.image).toBe('sha-map');
    expect(typesOf(alice.doc).assets.has('sha-map')).toBe(true);
    expect(paths(ignored)).toEqual(['faces.back', 'assets.sha-map', 'boards.map', 'assets.sha-map']);
    expect(problemsOfDoc(alice.doc)).toEqual([]);
  });

  it('lets a map be removed with its counters, and an unused face go, without a word', () => {
    const { alice, mallory, ignored, t } = aliceAndMallory();
    t.faces.set('spare', { kind: 'drawn', fill: '#fff', ink: '#000', symbol: 'none', size: '', name: '', factors: '' });
    t.faces.delete('spare');
    removeBoard({ doc: mallory, name: 'Mallory' }, 'map');
    expect(typesOf(alice.doc).boards.size).toBe(0);
    expect(readSnapshot(alice.doc).pieces.size).toBe(0);
    expect(ignored).toEqual([]);
  });

  it('keeps the last sound game name when a peer deletes it or writes 100,000 characters over it', () => {
    const { alice, mallory, ignored, t } = aliceAndMallory();
    t.meta.set('name', 'Kursk 1943');
    t.meta.set('name', 'x'.repeat(100_000));
    expect(typesOf(alice.doc).meta.get('name')).toBe('Kursk 1943');
    mallory.transact(() => [...t.meta.keys()].forEach((k) => t.meta.delete(k)));
    expect(typesOf(alice.doc).meta.get('name')).toBe('Kursk 1943');
    expect(typesOf(alice.doc).meta.get('id')).toBe('game-1');
    expect(paths(ignored)).toContain('meta.name');
    expect(problemsOfDoc(alice.doc)).toEqual([]);
  });
});
