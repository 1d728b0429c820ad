import { describe, expect, it } from 'vitest';
import { createGameDoc, readMeta, typesOf } from '../../../src/doc/gameDoc';
import { migrateDoc, NewerSchemaError, type Migration } from '../../../src/doc/migrations';

describe('schema migrations', () => {
  it('run in order from the document version up to the current one', () => {
    const doc = createGameDoc('g', 'Old game');
    typesOf(doc).meta.set('schemaVersion', 1);
    const steps: Migration[] = [
      { from: 2, name: '0002-second', run: (d) => typesOf(d).meta.set('name', `${readMeta(d).name}, twice`) },
      { from: 1, name: '0001-first', run: (d) => typesOf(d).meta.set('name', `${readMeta(d).name} migrated`) },
    ];
    expect(migrateDoc(doc, steps, 3)).toEqual(['0001-first', '0002-second']);
    expect(readMeta(doc)).toMatchObject({ name: 'Old game migrated, twice', schemaVersion: 3 });
  });

  it('leave a current document alone', () => {
    const doc = createGameDoc('g', 'New game');
    expect(migrateDoc(doc)).toEqual([]);
  });

  it('refuse a document from a newer build, changing nothing', () => {
    const doc = createGameDoc('g', 'Future game');
    typesOf(doc).meta.set('schemaVersion', 99);
    expect(() => migrateDoc(doc)).toThrow(NewerSchemaError);
    expect(readMeta(doc).schemaVersion).toBe(99);
  });
});
