/**
 * The rooms' mailboxes kept in Redis (a `MailboxStore`, see mailbox.mjs), so every server process
 * on one Redis holds the same mailboxes: a change posted through one is read through another.
 *
 * Per room (keys named by a digest of the room name, so Redis lists no room names either):
 * - `…:entries`, a sorted set scored by sequence number whose members are the entries framed as on
 *   the wire (`seq ‖ length ‖ bytes`), so a read is one range and a compaction one removal;
 * - `…:meta`, a hash of the last sequence number and the bytes held.
 * Both expire `expiryDays` after the room's last post (renewed by each post). The limits that
 * protect a room are shared by all processes: its bytes and entries are checked and the entry
 * added in one script, so two processes cannot overfill it together, and an address's posts a
 * minute are counted in one key per address and minute that all processes increment.
 *
 * A Redis that does not answer makes every call fail with 503 and a message that says so.
 */
import { createHash } from 'node:crypto';
import { MailboxError, checkEntry, checkRoom, mailboxLimits, roomFull, tooManyPosts } from './mailbox.mjs';

/**
 * Counts the post toward its address's minute; then drops what it supersedes, checks the room's
 * limits and adds the entry, all or nothing. Answers the sequence number, or -429 / -507.
 * KEYS: entries, meta, posts. ARGV: bytes, supersedes, roomBytes, roomEntries, postsPerMinute, ttl (ms).
 */
const postScript = `
local posts = redis.call('INCR', KEYS[3])
if posts == 1 then redis.call('EXPIRE', KEYS[3], 120) end
if posts > tonumber(ARGV[5]) then return -429 end
local supersedes = tonumber(ARGV[2])
local dropped = {}
local droppedBytes = 0
if supersedes > 0 then
  dropped = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', supersedes)
  for _, member in ipairs(dropped) do droppedBytes = droppedBytes + #member - 8 end
end
local bytes = tonumber(redis.call('HGET', KEYS[2], 'bytes') or '0') - droppedBytes + #ARGV[1]
local count = redis.call('ZCARD', KEYS[1]) - #dropped + 1
if bytes > tonumber(ARGV[3]) or count > tonumber(ARGV[4]) then return -507 end
if #dropped > 0 then redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', supersedes) end
local seq = redis.call('HINCRBY', KEYS[2], 'last', 1)
redis.call('HSET', KEYS[2], 'bytes', bytes)
redis.call('ZADD', KEYS[1], seq, struct.pack('>I4I4', seq, #ARGV[1]) .. ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
return seq
`;

/** The room's last sequence number, then its entries after ARGV[1]. KEYS: entries, meta. */
const readScript = `
local entries = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. ARGV[1], '+inf')
table.insert(entries, 1, redis.call('HGET', KEYS[2], 'last') or '0')
return entries
`;

const refusals = { [-429]: tooManyPosts, [-507]: roomFull };

/** What the player is told when Redis does not answer (their changes stay on their device). */
export const storeAway = () => new MailboxError(503, 'The game mailboxes are out of reach for a moment (their store does not answer): nothing is lost, try again shortly.');

/** Runs a Redis call; anything but a mailbox refusal becomes "out of reach". */
async function reaching(call) {
  try {
    return await call();
  } catch (e) {
    throw e instanceof MailboxError ? e : storeAway();
  }
}

/** The keys of a room, and of an address's posts in the current minute. */
function keysOf(room) {
  const name = `sandtable:mailbox:${createHash('sha256').update(room).digest('hex')}`;
  return { entries: `${name}:entries`, meta: `${name}:meta` };
}
const postsKey = (address, now) => `sandtable:posts:${Math.floor(now / 60_000)}:${address}`;

/** Splits the script's framed members into entries. */
function entriesOf(members) {
  return members.map((m) => ({ seq: m.readUInt32BE(0), bytes: new Uint8Array(m.buffer, m.byteOffset + 8, m.byteLength - 8) }));
}

/**
 * The Redis store over a connection from `connectRedis`.
 * @param {{ redis: ReturnType<typeof import('./redis.mjs').connectRedis>, limits?: typeof mailboxLimits, now?: () => number }} options
 * @returns {import('./mailbox.mjs').MailboxStore}
 */
export function createRedisMailboxes({ redis, limits = mailboxLimits, now = () => Date.now() }) {
  const ttl = String(Math.max(1, Math.round(limits.expiryDays * 86_400_000)));
  return {
    async post(room, bytes, { address = 'unknown', supersedes = 0 } = {}) {
      checkRoom(room);
      checkEntry(bytes, limits);
      const { entries, meta } = keysOf(room);
      const args = [Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), String(supersedes), String(limits.roomBytes), String(limits.roomEntries), String(limits.postsPerMinute), ttl];
      const seq = await reaching(() => redis.client.sendCommand(['EVAL', postScript, '3', entries, meta, postsKey(address, now()), ...args]));
      if (refusals[seq]) throw refusals[seq]();
      return seq;
    },
    async read(room, after = 0) {
      checkRoom(room);
      const { entries, meta } = keysOf(room);
      const [last, ...members] = await reaching(() => redis.bytes.sendCommand(['EVAL', readScript, '2', entries, meta, String(after)]));
      return { entries: entriesOf(members), last: Number(last.toString()) };
    },
  };
}
