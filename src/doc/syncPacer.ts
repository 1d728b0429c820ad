/**
 * Paces the document sync messages a peer sends: a big one (a friend's whole table, answering a
 * late joiner) is cut into smaller updates of the same kind (src/doc/updateSlices.ts), handed on
 * one per task, so applying a 2.5 MB table never holds the page in one go. Messages that come
 * while a big one is still being handed on wait behind it, so the order is kept; an ordinary
 * small message with nothing waiting is handed on at once, as before.
 *
 * The messages are y-webrtc's (y-webrtc.js: messageSync = 0, then y-protocols/sync: step 2 = 1,
 * update = 2, then the update), or with `framing: 'sync'` bare y-protocols/sync messages (the
 * relay's); everything else passes through untouched.
 */
import { nextTask, type Scheduler } from './slicedSnapshot';
import { sliceUpdateCounting, sliceUpdateInSteps, type UpdatePiece } from './updateSlices';

/** y-webrtc's message type for document sync. */
const messageSync = 0;
/** y-protocols/sync: the answer to a state vector, and a live update; both carry a v1 update. */
const syncStep2 = 1;
const syncUpdate = 2;
/** Bytes of update per piece: a few milliseconds of applying each. */
export const pacedUpdateBytes = 128 * 1024;

function readVarUint(bytes: Uint8Array, at: number): { value: number; next: number } | null {
  let value = 0;
  let scale = 1;
  for (let i = at; i < bytes.length && i < at + 8; i++) {
    value += (bytes[i] & 0x7f) * scale;
    if (bytes[i] < 0x80) return { value, next: i + 1 };
    scale *= 128;
  }
  return null;
}

function varUintBytes(value: number): number[] {
  const out: number[] = [];
  while (value > 0x7f) {
    out.push((value & 0x7f) | 0x80);
    value = Math.floor(value / 128);
  }
  out.push(value);
  return out;
}

/** One message to hand on, and how many counters (new pieces of the table) it brings, as far as known. */
export interface PacedMessage {
  message: Uint8Array;
  counters: number;
}

/** A piece waiting to be handed on, with what came with its whole message (its sender's proof). */
interface Waiting<T> extends PacedMessage {
  tag: T | undefined;
}

/** How sync messages are wrapped: y-webrtc's (a message type first) or bare y-protocols/sync. */
export type SyncFraming = 'y-webrtc' | 'sync';

/** The header (up to the update's length) and the update of a sync message carrying one; null for any other message. */
function updateOf(message: Uint8Array, framing: SyncFraming): { head: Uint8Array; update: Uint8Array } | null {
  const type = framing === 'sync' ? { value: messageSync, next: 0 } : readVarUint(message, 0);
  if (type?.value !== messageSync) return null;
  const kind = readVarUint(message, type.next);
  if (!kind || (kind.value !== syncStep2 && kind.value !== syncUpdate)) return null;
  const size = readVarUint(message, kind.next);
  if (!size || size.next + size.value !== message.length) return null;
  return { head: message.subarray(0, kind.next), update: message.subarray(size.next) };
}

/**
 * The update of a live change (y-protocols/sync "update"), or null for any other message: a sync
 * answer is what the sender holds whole, so it never builds on what it does not carry.
 */
export function liveUpdateOf(message: Uint8Array, framing: SyncFraming): Uint8Array | null {
  const type = framing === 'sync' ? { value: messageSync, next: 0 } : readVarUint(message, 0);
  if (type?.value !== messageSync) return null;
  const kind = readVarUint(message, type.next);
  return kind?.value === syncUpdate ? (updateOf(message, framing)?.update ?? null) : null;
}

/** The message of the same kind as `head`'s carrying one piece of its update. */
function withHead(head: Uint8Array, { update, entries }: UpdatePiece): PacedMessage {
  const length = varUintBytes(update.length);
  const out = new Uint8Array(head.length + length.length + update.length);
  out.set(head, 0);
  out.set(length, head.length);
  out.set(update, head.length + length.length);
  return { message: out, counters: entries };
}

/**
 * A sync message cut into messages of the same kind carrying about `maxBytes` of update each; the
 * message whole when it is not a sync update, is small, or cannot be read.
 */
export function sliceSyncMessage(message: Uint8Array, maxBytes = pacedUpdateBytes, framing: SyncFraming = 'y-webrtc'): PacedMessage[] {
  const whole = [{ message, counters: 0 }];
  const parts = message.length > maxBytes ? updateOf(message, framing) : null;
  if (!parts) return whole;
  const pieces = sliceUpdateCounting(parts.update, maxBytes, 'pieces');
  return pieces.length < 2 ? whole : pieces.map((p) => withHead(parts.head, p));
}

/** How a pacer hands messages on. */
export interface PaceOptions {
  maxBytes?: number;
  framing?: SyncFraming;
  schedule?: Scheduler;
  /** Bytes of a big update read per task while it is being cut (so a 20 MB table is cut over a dozen tasks). */
  cutStepBytes?: number;
  /**
   * Hears 0 when a big message begins to be cut (it has arrived: its count is not known yet),
   * counters join the waiting pieces once it is cut (a positive count), leave them as a piece is
   * handed on (a negative count, just before it is applied), and 0 once that piece is applied.
   */
  onCounters?(delta: number): void;
}

/** A big message being cut, a step per task. */
interface Cut<T> {
  steps: Generator<void, UpdatePiece[], void>;
  head: Uint8Array;
  whole: Uint8Array;
  tag: T | undefined;
}

/**
 * Wraps the handler of one peer's sync messages: returns the function to call with each message
 * as it arrives. `deliver` is called with whole messages, in order, a big one cut in steps and its
 * pieces handed on one per task, each with the `tag` its message came with (who sent it), so every
 * piece is applied as its sender's.
 */
export function paceSyncMessages<T = unknown>(
  deliver: (message: Uint8Array, tag?: T) => void,
  { maxBytes = pacedUpdateBytes, framing = 'y-webrtc', schedule = nextTask, cutStepBytes = 16 * pacedUpdateBytes, onCounters }: PaceOptions = {},
): (message: Uint8Array, tag?: T) => void {
  const waiting: Waiting<T>[] = [];
  const uncut: { message: Uint8Array; tag: T | undefined }[] = [];
  let cutting: Cut<T> | null = null;
  let scheduled = false;

  const handOn = (next: Waiting<T>) => {
    if (next.counters) onCounters?.(-next.counters);
    try {
      deliver(next.message, next.tag);
    } finally {
      if (next.counters) onCounters?.(0);
    }
  };
  /** One step of cutting: begins the next message, or reads more of the one being cut; a finished cut joins the waiting pieces. */
  const cutSome = () => {
    if (!cutting) {
      const { message, tag } = uncut.shift()!;
      const parts = message.length > maxBytes ? updateOf(message, framing) : null;
      if (!parts) return void waiting.push({ message, counters: 0, tag });
      onCounters?.(0);
      cutting = { steps: sliceUpdateInSteps(parts.update, maxBytes, 'pieces', cutStepBytes), head: parts.head, whole: message, tag };
    }
    const step = cutting.steps.next();
    if (!step.done) return;
    const { head, whole, tag } = cutting;
    cutting = null;
    const pieces = step.value.length < 2 ? [{ message: whole, counters: 0 }] : step.value.map((p) => withHead(head, p));
    waiting.push(...pieces.map((p) => ({ ...p, tag })));
    const counters = pieces.reduce((n, p) => n + p.counters, 0);
    if (counters) onCounters?.(counters);
  };
  const busy = () => waiting.length > 0 || cutting !== null || uncut.length > 0;
  const work = () => {
    scheduled = false;
    try {
      const next = waiting.shift();
      if (next) handOn(next);
      else if (cutting || uncut.length) cutSome();
    } finally {
      if (busy() && !scheduled) {
        scheduled = true;
        schedule(work);
      }
    }
  };
  return (message, tag) => {
    if (!busy() && !(message.length > maxBytes && updateOf(message, framing))) return deliver(message, tag);
    uncut.push({ message, tag });
    if (!scheduled) {
      scheduled = true;
      schedule(work);
    }
  };
}
