/**
 * What a Yjs update (format v1) builds on: the first clock of each writer's run in it, where each
 * run ends, and the items its items are placed against (left and right neighbours, parents). Read
 * by scanning the bytes, as `updateSlices.ts` does, never by decoding the values, so asking costs
 * little beside applying. A document holds all an update builds on when every run starts at or
 * before what the document has of that writer and every item referred to is in the document or in
 * the update itself.
 */
import * as Y from 'yjs';
import { NotReadable, Scanner, skipContent } from './updateSlices';

/** An item's id, as a writer and a clock. */
interface ItemRef {
  client: number;
  clock: number;
}

/** What one update needs from the document it is applied to. */
export interface UpdateNeeds {
  /** Per writer, the first clock its run in the update starts at. */
  firsts: Map<number, number>;
  /** Per writer, the clock just past its run's end. */
  ends: Map<number, number>;
  /** Items the update's items are placed against or nested in. */
  refs: ItemRef[];
}

function readRef(s: Scanner): ItemRef {
  const client = s.varUint();
  return { client, clock: s.varUint() };
}

/** Reads one struct (yjs readClientsStructRefs, v1), keeping the ids it refers to; returns its clock length. */
function readStructNeeds(s: Scanner, refs: ItemRef[]): number {
  const info = s.byte();
  const ref = info & 0b11111;
  if (ref === 0 || ref === 10) return s.varUint(); // GC, Skip
  if (info & 0x80) refs.push(readRef(s)); // origin
  if (info & 0x40) refs.push(readRef(s)); // right origin
  if ((info & 0xc0) === 0) {
    // The parent: a root type by name, or an item by id; then the key in a map parent.
    if (s.varUint() === 1) s.skipString();
    else refs.push(readRef(s));
    if (info & 0x20) s.skipString();
  }
  return skipContent(s, ref);
}

/** What `update` builds on; null when it is not a v1 update this scanner can read (Yjs then judges it alone). */
export function updateNeeds(update: Uint8Array): UpdateNeeds | null {
  const needs: UpdateNeeds = { firsts: new Map(), ends: new Map(), refs: [] };
  try {
    const s = new Scanner(update);
    const sections = s.varUint();
    for (let i = 0; i < sections; i++) {
      const structs = s.varUint();
      const client = s.varUint();
      let clock = s.varUint();
      needs.firsts.set(client, Math.min(clock, needs.firsts.get(client) ?? clock));
      for (let j = 0; j < structs; j++) clock += readStructNeeds(s, needs.refs);
      needs.ends.set(client, Math.max(clock, needs.ends.get(client) ?? clock));
    }
    return needs;
  } catch (e) {
    if (e instanceof NotReadable) return null;
    throw e;
  }
}

/** Whether `doc` holds everything an update with these needs builds on, so Yjs applies it whole, deletions and all. */
export function holdsAllNeeded(doc: Y.Doc, needs: UpdateNeeds): boolean {
  const has = (client: number) => Y.getState(doc.store, client);
  for (const [client, first] of needs.firsts) if (first > has(client)) return false;
  const inUpdate = ({ client, clock }: ItemRef) => clock >= (needs.firsts.get(client) ?? Infinity) && clock < (needs.ends.get(client) ?? -Infinity);
  return needs.refs.every((ref) => ref.clock < has(ref.client) || inUpdate(ref));
}
