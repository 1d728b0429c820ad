/**
 * The server as a witness to a player's dice roll when no other player is at the table (issue #29).
 * Commit–reveal with the server as the second party: the roller sends her commitment first, the
 * server stores it with a random share of its own and answers its commitment to that share, a
 * sequence number for the room, and its signature over all of it; only once the roller reveals a
 * share that opens her commitment does the server reveal its share. Neither can choose the seed
 * after seeing the other's share. The server learns the room's derived name, the roll's id (a
 * digest of a request it never sees) and two random shares: never the game, the dice or the purpose.
 *
 * The signing key (ECDSA P-256) is made once and kept in `dir` (`witness-key.pem`), so a game can
 * pin it; without `dir` (tests) it lives as long as the process. Each room's rolls are kept in
 * memory and, with `dir`, in one file per room (named by a digest of the room name).
 *
 * HTTP (mounted at `/witness/` by serve.mjs), JSON in and out (a body sent as plain text, so a page
 * of another origin asks without a preflight; every answer allows any origin):
 * - `GET /witness/key` → `{ key }`: the public key, b64url of the uncompressed point (65 bytes);
 * - `POST /witness/commit` `{ room, roll, commit }` → `{ seq, commit, sig }`; 409 for a roll id
 *   the room already has (a roll is witnessed once);
 * - `POST /witness/reveal` `{ room, roll, share }` → `{ share }`; 404 for a roll never committed,
 *   403 for a share that does not open the roller's commitment;
 * - `GET /witness/last?room=…` → `{ last, sig }`: the room's last sequence number, signed.
 *
 * A commitment is b64url SHA-256 over the length-framed parts (4-byte big-endian length before
 * each) `sandtable/roll/commit/v1`, the roll id, a key (empty for the roller's commitment to the
 * witness, the witness's own public key for its own) and the 32-byte share — as the browsers'
 * `commitmentOf` writes it. The signed texts are `witnessCommitText` and `witnessLastText`.
 */
import { readBody } from './requestBody.mjs';
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const witnessLimits = {
  /** Rolls one room may have witnessed (a game of years has a few thousand). */
  rollsPerRoom: 20_000,
  /** Commits and reveals one address may ask for a minute, over all rooms. */
  callsPerMinute: 240,
  /** Largest request body. */
  bodyBytes: 1024,
};

const roomPattern = /^sandtable:[A-Za-z0-9_-]{32}$/;
const rollPattern = /^[A-Za-z0-9_-]{32}$/;
const b64Of32 = /^[A-Za-z0-9_-]{43}$/;

const b64 = (bytes) => Buffer.from(bytes).toString('base64url');

/** The text the witness signs when it commits (the browsers read it back the same way). */
export const witnessCommitText = ({ room, roll, commit, seq, witness }) => `sandtable/witness/commit/v1\n${room}\n${roll}\n${commit}\n${seq}\n${witness}`;
/** The text the witness signs for a room's last sequence number. */
export const witnessLastText = (room, last) => `sandtable/witness/last/v1\n${room}\n${last}`;

/** A commitment to `share` for roll `roll` under `key` (see the header). */
export function commitmentOf(roll, key, share) {
  const hash = createHash('sha256');
  for (const part of [Buffer.from('sandtable/roll/commit/v1'), Buffer.from(roll), Buffer.from(key), share]) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(part.length);
    hash.update(length).update(part);
  }
  return hash.digest('base64url');
}

export class WitnessError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** The witness's signing key: read from `dir`, else made (and kept there when `dir` is given). */
function loadKey(dir) {
  const file = dir && join(dir, 'witness-key.pem');
  if (file) {
    try {
      return createPrivateKey(readFileSync(file));
    } catch {
      // No key yet: made below.
    }
  }
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  if (file) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  return privateKey;
}

/** The uncompressed public point of a P-256 key, b64url. */
function publicKeyOf(privateKey) {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  return b64(Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.y, 'base64url')]));
}

/** The witness of every room; `now` is injectable for tests of the rate. */
export function createWitness({ dir = null, limits = witnessLimits, now = () => Date.now() } = {}) {
  const roomsDir = dir && join(dir, 'witness');
  const privateKey = loadKey(dir);
  const key = publicKeyOf(privateKey);
  const rooms = new Map();
  const calls = new Map();
  const signText = (text) => b64(sign('sha256', Buffer.from(text), { key: privateKey, dsaEncoding: 'ieee-p1363' }));
  const fileOf = (room) => join(roomsDir, `${createHash('sha256').update(room).digest('hex')}.json`);

  const load = (room) => {
    let state = rooms.get(room);
    if (state) return state;
    state = { last: 0, rolls: new Map() };
    if (roomsDir) {
      try {
        const saved = JSON.parse(readFileSync(fileOf(room), 'utf8'));
        state = { last: saved.last, rolls: new Map(Object.entries(saved.rolls)) };
      } catch {
        // A room never witnessed here.
      }
    }
    rooms.set(room, state);
    return state;
  };
  const save = (room, state) => {
    if (!roomsDir) return;
    mkdirSync(roomsDir, { recursive: true });
    const temp = `${fileOf(room)}.tmp`;
    writeFileSync(temp, JSON.stringify({ last: state.last, rolls: Object.fromEntries(state.rolls) }));
    renameSync(temp, fileOf(room));
  };
  const count = (address) => {
    const minute = Math.floor(now() / 60_000);
    const seen = calls.get(address);
    const n = seen?.minute === minute ? seen.n + 1 : 1;
    if (calls.size > 10_000) calls.clear();
    calls.set(address, { minute, n });
    if (n > limits.callsPerMinute) throw new WitnessError(429, 'Too many rolls from this address: wait a minute.');
  };
  const checkRoom = (room) => {
    if (typeof room !== 'string' || !roomPattern.test(room)) throw new WitnessError(400, 'Not a room name.');
  };
  /** A call's room, roll id and 32-byte value (`what` it is) checked and counted: the room's state. */
  const called = ({ room, roll, value, what }, address) => {
    checkRoom(room);
    if (typeof roll !== 'string' || !rollPattern.test(roll)) throw new WitnessError(400, 'Not a roll id.');
    if (typeof value !== 'string' || !b64Of32.test(value)) throw new WitnessError(400, `Not a ${what}.`);
    count(address);
    return load(room);
  };

  return {
    key,
    /** Step 1: takes the roller's commitment and commits to a fresh share of the witness's own. */
    commit({ room, roll, commit }, address = 'unknown') {
      const state = called({ room, roll, value: commit, what: 'commitment' }, address);
      if (state.rolls.has(roll)) throw new WitnessError(409, 'This roll was already witnessed: a roll is witnessed once.');
      if (state.rolls.size >= limits.rollsPerRoom) throw new WitnessError(507, 'This room has had all the witnessed rolls it may.');
      const share = randomBytes(32);
      const seq = state.last + 1;
      const witness = commitmentOf(roll, key, share);
      state.last = seq;
      state.rolls.set(roll, { seq, commit, share: b64(share), opened: false });
      save(room, state);
      return { seq, commit: witness, sig: signText(witnessCommitText({ room, roll, commit, seq, witness })) };
    },
    /** Step 2: takes the roller's share and, if it opens her commitment, reveals the witness's. */
    reveal({ room, roll, share }, address = 'unknown') {
      const state = called({ room, roll, value: share, what: 'share' }, address);
      const kept = state.rolls.get(roll);
      if (!kept) throw new WitnessError(404, 'The witness has no commitment for this roll: commit first.');
      if (commitmentOf(roll, '', Buffer.from(share, 'base64url')) !== kept.commit) throw new WitnessError(403, 'This share does not open the commitment the witness holds.');
      if (!kept.opened) {
        kept.opened = true;
        save(room, state);
      }
      return { share: kept.share };
    },
    /** The room's last sequence number, signed: rolls witnessed after the last one a game holds show. */
    last(room) {
      checkRoom(room);
      const { last } = load(room);
      return { last, sig: signText(witnessLastText(room, last)) };
    },
  };
}

/** Reads a small JSON body, refusing one over `limit` bytes. */
async function readJson(req, limit) {
  const bytes = await readBody(req, limit, () => new WitnessError(413, 'Too large.'));
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw new WitnessError(400, 'Not JSON.');
  }
}

/** The HTTP handler: answers `/witness/…` and returns true, or returns false for any other path. */
export function witnessHandler(witness, limits = witnessLimits) {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!url.pathname.startsWith('/witness/')) return false;
    const what = url.pathname.slice('/witness/'.length);
    // Any page may ask (no cookies, nothing private): a game whose settings name this server from another origin rolls with it too.
    const open = { 'access-control-allow-origin': '*' };
    const json = (value) => res.writeHead(200, { ...open, 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(value));
    const fail = (e) => {
      if (!res.headersSent) res.writeHead(e instanceof WitnessError ? e.status : 500, { ...open, 'content-type': 'text/plain; charset=utf-8' });
      res.end(e instanceof WitnessError ? e.message : 'The witness failed.');
    };
    const address = req.socket.remoteAddress ?? 'unknown';
    try {
      if (req.method === 'GET' && what === 'key') json({ key: witness.key });
      else if (req.method === 'GET' && what === 'last') json(witness.last(url.searchParams.get('room')));
      else if (req.method === 'POST' && (what === 'commit' || what === 'reveal')) {
        readJson(req, limits.bodyBytes)
          .then((body) => json(witness[what](body ?? {}, address)))
          .catch(fail);
      } else fail(new WitnessError(404, 'No such witness call.'));
    } catch (e) {
      fail(e);
    }
    return true;
  };
}
