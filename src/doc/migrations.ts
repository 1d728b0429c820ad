/**
 * Named schema migrations. A document records the schema version it was written with; opening
 * an older one runs each migration from its version up, in order, in one transaction.
 */
import type * as Y from 'yjs';
import { readMeta, schemaVersion, typesOf } from './gameDoc';

/** One step from schema version `from` to `from + 1`. */
export interface Migration {
  from: number;
  name: string;
  run(doc: Y.Doc): void;
}

/** Every migration this build knows, oldest first. Version 1 is the first released schema. */
export const migrations: readonly Migration[] = [];

/** Thrown when a document is newer than this build understands; nothing is changed. */
export class NewerSchemaError extends Error {}

/** Brings a document up to `target`; returns the names of the migrations applied. */
export function migrateDoc(doc: Y.Doc, list: readonly Migration[] = migrations, target = schemaVersion): string[] {
  const meta = readMeta(doc);
  // An empty document (a shared game still waiting for its first sync) has nothing to migrate.
  if (!meta.id) return [];
  const version = meta.schemaVersion;
  if (version < 1) throw new Error('its schema version (meta.schemaVersion) is missing or not a whole number');
  if (version > target) {
    throw new NewerSchemaError(`This game was made by a newer Sandtable (schema ${version}); this one understands up to schema ${target}. Update Sandtable to open it.`);
  }
  const applied: string[] = [];
  if (version === target) return applied;
  doc.transact(() => {
    for (let v = version; v < target; v++) {
      const step = list.find((m) => m.from === v);
      if (!step) throw new Error(`No migration from schema ${v}; this game cannot be opened by this build.`);
      step.run(doc);
      applied.push(step.name);
      typesOf(doc).meta.set('schemaVersion', v + 1);
    }
  }, 'migration');
  return applied;
}
