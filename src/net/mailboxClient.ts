/**
 * The browser's side of the rooms' mailboxes on our server (server/mailbox.mjs, issue #29): post a
 * sealed entry, read the entries after a sequence number, count them. Only ciphertext and the room's
 * name cross the wire; `frames`/`unframe` follow the server's `seq (u32) ‖ length (u32) ‖ bytes`.
 */

/** Why a post was refused: `full` (the room's mailbox is full), `busy` (too many posts), `offline` (no answer, or the server's store is out of reach). */
export type PostRefusal = 'full' | 'busy' | 'offline' | 'refused';

/** The mailbox endpoint of a signaling server (`wss://host/signal` → `https://host/mailbox/`). */
export function mailboxBase(signalingUrl: string): string {
  const url = new URL(signalingUrl);
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
  url.pathname = '/mailbox/';
  url.search = '';
  return url.toString();
}

/** Posts one sealed entry; resolves to its sequence number, or to why it was not kept. */
export async function postEntry(base: string, room: string, sealed: Uint8Array, supersedes = 0): Promise<number | PostRefusal> {
  try {
    const res = await fetch(`${base}${encodeURIComponent(room)}`, { method: 'POST', body: sealed as BodyInit, headers: supersedes ? { 'x-supersedes': String(supersedes) } : {} });
    if (res.status === 507) return 'full';
    if (res.status === 429) return 'busy';
    // 503: the server is up but its store (Redis) is out of reach for now: as good as no answer.
    if (res.status === 503) return 'offline';
    if (!res.ok) return 'refused';
    const { seq } = (await res.json()) as { seq?: unknown };
    return typeof seq === 'number' ? seq : 'refused';
  } catch {
    return 'offline';
  }
}

/** The entries after `after` and the room's last number; null when the server cannot be reached. */
export async function readEntries(base: string, room: string, after: number): Promise<{ entries: { seq: number; bytes: Uint8Array }[]; last: number } | null> {
  try {
    const res = await fetch(`${base}${encodeURIComponent(room)}?after=${after}`, { cache: 'no-store' });
    if (!res.ok) return null;
    const last = Number(res.headers.get('x-mailbox-last') ?? 0);
    return { entries: unframe(new Uint8Array(await res.arrayBuffer())), last: Number.isSafeInteger(last) ? last : 0 };
  } catch {
    return null;
  }
}

/** The room's last sequence number; null when the server cannot be reached. */
export async function lastEntry(base: string, room: string): Promise<number | null> {
  try {
    const res = await fetch(`${base}${encodeURIComponent(room)}?after=0&count=1`, { cache: 'no-store' });
    if (!res.ok) return null;
    const { last } = (await res.json()) as { last?: unknown };
    return typeof last === 'number' ? last : null;
  } catch {
    return null;
  }
}

/** Entries as the server frames them; a cut-off tail is left out. */
function unframe(bytes: Uint8Array): { seq: number; bytes: Uint8Array }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: { seq: number; bytes: Uint8Array }[] = [];
  let at = 0;
  while (at + 8 <= bytes.byteLength) {
    const seq = view.getUint32(at);
    const length = view.getUint32(at + 4);
    if (at + 8 + length > bytes.byteLength) break;
    out.push({ seq, bytes: bytes.slice(at + 8, at + 8 + length) });
    at += 8 + length;
  }
  return out;
}
