import { describe, expect, it } from 'vitest';
import { rollDice, seededRandom, type Random } from '../../../src/dice/dice';
import { hash, toB64 } from '../../../src/trust/bytes';
import { identityFromSecret, signRecord, verifyRecord, type Identity } from '../../../src/trust/identity';
import { abandonRecord, commitRecord, commitsDigest as digestOf, newShare, nextStep, objectionRecord, requestRecord, revealRecord, rollIdOf } from '../../../src/trust/fairRoll';
import { rollContext, rollStatus as statusOfRecords, seedRandom, type RollStatus } from '../../../src/trust/fairRoll';
import { commitsSeen, rollSeed } from '../../../src/trust/rollRecords';

const game = 'game-1';
const person = (name: string) => identityFromSecret(hash(`person ${name}`));
const group = (n: number, tag = 'p') => Array.from({ length: n }, (_, i) => person(`${tag}${i}`));
const keysOf = (ids: Identity[]) => ids.map((i) => i.publicKey).sort();
const zeros = new Uint8Array(32);

type List = 'commits' | 'reveals' | 'abandons';
/** A roll's records sorted by kind, as these tests build them; the ledger holds the steps in one folder. */
interface Records { request: unknown; commits: unknown[]; reveals: unknown[]; abandons: unknown[] }
const records = (request: unknown, parts: Partial<Records> = {}): Records => ({ request, commits: [], reveals: [], abandons: [], ...parts });
/** The records as the ledger files them: the request's digest is the roll's id, every step in its folder. */
const filed = (r: Records, id = rollIdOf(r?.request) ?? 'none') => ({ id, request: r?.request, steps: [...(r?.commits ?? []), ...(r?.reveals ?? []), ...(r?.abandons ?? [])] });
const rollStatus = (scope: string, r: Records) => statusOfRecords(scope, filed(r));
const commitsDigest = (scope: string, r: Records) => digestOf(scope, filed(r));

/** A request by the first of `ids`, every player acting from tab 0; `tag` makes the nonce, so rolls with different tags differ. */
const request = (ids: Identity[], tag = 'roll-1') =>
  requestRecord(ids[0], game, { players: ids.map((i) => ({ key: i.publicKey, tab: 0 })), what: 'dice:1d6', purpose: 'to hit', t: 1, nonce: hash(`nonce ${tag}`).slice(0, 16) });
/** The id of the roll `request(ids, tag)` asks for. */
const idOf = (ids: Identity[], tag = 'roll-1') => rollIdOf(request(ids, tag))!;

/** A roll played straight through: the first player asks, everyone commits, then everyone reveals. */
function straightRoll(ids: Identity[], tag = 'roll-1', shares = ids.map(() => newShare())): Records {
  const id = idOf(ids, tag);
  const commits = ids.map((p, i) => commitRecord(p, game, id, shares[i]));
  const seen = commitsSeen(id, commits.map((c) => ({ key: c.by, commit: c.commit })));
  return records(request(ids, tag), { commits, reveals: ids.map((p, i) => revealRecord(p, game, id, shares[i], seen)) });
}

const faultsBy = (status: RollStatus, by: string | null) => status.faults.filter((f) => f.by === by).map((f) => f.what);
const face = (seed: Uint8Array) => rollDice('1d6', seedRandom(seed)).dice[0];

/** Pearson's chi-square of counts against equal expected counts. */
const chiSquare = (counts: number[]) => {
  const expected = counts.reduce((a, b) => a + b, 0) / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
};
const chiSquareLimit = 20.5; // df = 5, p ≈ 0.001

/* A table of agents exchanging records by gossip: random pairs, drops, duplicates, reordering. */

interface Entry { list: 'request' | List; value: unknown }
interface Agent {
  identity: Identity; strategy: Strategy; share: Uint8Array; online: boolean;
  entries: Entry[]; seen: Set<string>;
  /** Entries this agent never takes in (as when a Yjs key was overwritten before it synced). */
  refused: Set<string>;
  /** For each reveal this agent wrote, the players whose signed commits it held at that moment. */
  revealedAfter: string[][];
  flags: Set<string>;
}
type Strategy = (me: Agent, status: RollStatus) => Entry[];

const entryKey = (e: Entry) => `${e.list} ${JSON.stringify(e.value) ?? 'undefined'}`;

function storeOf(agent: Agent): Records {
  const store = records(undefined);
  for (const e of agent.entries) if (e.list === 'request') store.request ??= e.value; else store[e.list].push(e.value);
  return store;
}

const statusOf = (agent: Agent) => rollStatus(game, storeOf(agent));
/** The digest of the commits an agent holds, for its reveals. */
const seenBy = (agent: Agent) => commitsDigest(game, storeOf(agent)) ?? toB64(zeros);

/** Players whose validly signed commit for the roll an agent holds (checked without `rollStatus`). */
const committedPlayers = (agent: Agent, players: string[]) =>
  players.filter((p) => storeOf(agent).commits.some((c) => verifyRecord(rollContext(game), c) && c.by === p));

/** Plays by the protocol: does what `nextStep` says. */
const honest: Strategy = (me, status) => {
  const step = nextStep(status, me.identity.publicKey);
  const rollId = status.request?.id ?? '';
  if (step === 'commit') return [{ list: 'commits', value: commitRecord(me.identity, game, rollId, me.share) }];
  if (step !== 'reveal') return [];
  me.revealedAfter.push(committedPlayers(me, status.request!.players));
  return [{ list: 'reveals', value: revealRecord(me.identity, game, rollId, me.share, seenBy(me)) }];
};

/** A strategy that does `extra` once, when `when` first holds, on top of `base`. */
const once = (name: string, when: (me: Agent, s: RollStatus) => boolean, extra: Strategy, base: Strategy = honest): Strategy => (me, s) => {
  if (me.flags.has(name) || !when(me, s)) return base(me, s);
  me.flags.add(name);
  return extra(me, s);
};

function agent(identity: Identity, strategy: Strategy = honest, share = newShare()): Agent {
  return { identity, strategy, share, entries: [], seen: new Set(), refused: new Set(), online: true, revealedAfter: [], flags: new Set() };
}

/** Adds an entry to an agent's store (again, when `duplicate`); whether the store changed. */
function receive(to: Agent, e: Entry, duplicate = false): boolean {
  const key = entryKey(e);
  if (to.refused.has(key) || (to.seen.has(key) && !duplicate)) return false;
  to.seen.add(key);
  to.entries.push(e);
  return true;
}

/** Lets an agent act on its store until it has nothing more to write. */
function react(a: Agent): void {
  for (let round = 0; round < 8 && a.online; round++) {
    const out = a.strategy(a, statusOf(a));
    if (!out.filter((e) => receive(a, e)).length) return;
  }
}

const pick = <T>(items: T[], random: Random) => items[Math.floor(random() * items.length)];

/** Whether every online agent holds every record any of them holds, save those it refuses. */
function converged(online: Agent[]): boolean {
  const all = new Set(online.flatMap((a) => [...a.seen]));
  return online.every((a) => [...all].every((k) => a.seen.has(k) || a.refused.has(k)));
}

/** Gossips until every online agent holds the same records (or the step budget runs out). */
function settle(agents: Agent[], random: Random, maxSteps = 40_000): void {
  agents.forEach(react);
  for (let step = 1; step <= maxSteps; step++) {
    const online = agents.filter((a) => a.online);
    if (online.length < 2) return;
    const from = pick(online, random);
    const to = pick(online.filter((a) => a !== from), random);
    if (from.entries.length && random() >= 0.3 && receive(to, pick(from.entries, random), random() < 0.05)) react(to);
    if (step % 100 === 0 && converged(online)) return;
  }
  throw new Error('the table did not settle');
}

/** Settles a table on a schedule and returns its agents. */
const settled = (agents: Agent[], random: Random) => (settle(agents, random), agents);

/** A table where the first agent asks for a roll among `players` (default: every agent). */
function table(agents: Agent[], players = agents.map((a) => a.identity)): Agent[] {
  receive(agents[0], { list: 'request', value: request(players) });
  return agents;
}

/** Four delivery schedules, made afresh for each test so a test alone plays out as in the whole file. */
const schedules = () => ['a', 'b', 'c', 'd'].map((s) => seededRandom(`schedule ${s}`));

describe('honest rolls', () => {
  it.each([1, 2, 3, 6])('complete with %i player(s), and every order of the records gives the same seed', (n) => {
    const ids = group(n);
    const straight = straightRoll(ids);
    const status = rollStatus(game, straight);
    expect(status).toMatchObject({ stage: 'done', waitingFor: [], faults: [], alone: n === 1 });
    expect(status.seed).toHaveLength(32);
    const reversed = records(straight.request, { commits: [...straight.commits].reverse(), reveals: [...straight.reveals, ...straight.reveals].reverse() });
    expect(rollStatus(game, reversed).seed).toEqual(status.seed);
  });

  it.each([1, 2, 3, 6])('complete through gossip with drops and duplicates for %i player(s), every agent agreeing', { timeout: 60_000 }, (n) => {
    schedules().forEach((random) => {
      const agents = settled(table(group(n).map((p) => agent(p))), random);
      const statuses = agents.map(statusOf);
      statuses.forEach((s) => expect(s).toMatchObject({ stage: 'done', faults: [], alone: n === 1 }));
      statuses.forEach((s) => expect(s.seed).toEqual(statuses[0].seed));
    });
  });

  it('never reveal before every player has committed', () => {
    const agents = settled(table(group(4).map((p) => agent(p))), seededRandom('never early'));
    const players = keysOf(agents.map((a) => a.identity));
    agents.forEach((a) => a.revealedAfter.forEach((committed) => expect(committed).toEqual(players)));
    expect(agents.every((a) => a.revealedAfter.length === 1)).toBe(true);
  });

  it('tell a player to commit while commits are missing, and to reveal only once all are in', () => {
    const ids = group(3).sort((x, y) => (x.publicKey < y.publicKey ? -1 : 1));
    const [a, b, c] = keysOf(ids);
    const commit = (i: number) => commitRecord(ids[i], game, idOf(ids), newShare());
    const twoCommits = rollStatus(game, records(request(ids), { commits: [commit(0), commit(1)] }));
    expect(twoCommits).toMatchObject({ stage: 'committing', waitingFor: [c] });
    expect([a, b, c].map((k) => nextStep(twoCommits, k))).toEqual([null, null, 'commit']);
    const allIn = rollStatus(game, records(request(ids), { commits: [0, 1, 2].map(commit) }));
    expect(allIn).toMatchObject({ stage: 'revealing', waitingFor: [a, b, c] });
    expect([a, b, c].map((k) => nextStep(allIn, k))).toEqual(['reveal', 'reveal', 'reveal']);
    expect(nextStep(allIn, person('outsider').publicKey)).toBeNull();
    expect(nextStep(rollStatus(game, straightRoll(ids)), a)).toBeNull();
  });

  it('ignore a reveal that arrives before its commit, and count it once the commit is in', () => {
    const roll = straightRoll(group(2));
    expect(rollStatus(game, { ...roll, commits: roll.commits.slice(0, 1) })).toMatchObject({ stage: 'committing', faults: [] });
    expect(rollStatus(game, roll).stage).toBe('done');
  });
});

describe('leaving and abandoning', () => {
  it('waits naming a player who left mid-roll, then ends abandoned when another gives up', () => {
    schedules().forEach((random) => {
      const leaving = once('leave', (_, s) => s.stage === 'revealing', (me) => ((me.online = false), []));
      const agents = table([...group(2).map((p) => agent(p)), agent(person('leaver'), leaving)]);
      settle(agents, random);
      const [first, second] = agents;
      const leaver = person('leaver').publicKey;
      [first, second].forEach((a) => expect(statusOf(a)).toMatchObject({ waitingFor: [leaver] }));
      expect(['committing', 'revealing']).toContain(statusOf(first).stage);
      receive(first, { list: 'abandons', value: abandonRecord(first.identity, game, statusOf(first).request!.id, statusOf(first).waitingFor) });
      settle(agents, random);
      [first, second].forEach((a) => expect(statusOf(a)).toMatchObject({ stage: 'abandoned', abandonedBy: first.identity.publicKey, missing: [leaver] }));
      expect([first, second].map((a) => nextStep(statusOf(a), a.identity.publicKey))).toEqual([null, null]);
    });
  });

  it('lets only the asker call a roll off: another player who tries is named, and the roll stands', () => {
    const ids = group(2);
    const roll = straightRoll(ids);
    const status = rollStatus(game, { ...roll, abandons: [abandonRecord(ids[1], game, idOf(ids), [ids[0].publicKey])] });
    expect(status.stage).toBe('done');
    expect(status.seed).toEqual(rollStatus(game, roll).seed);
    expect(faultsBy(status, ids[1].publicKey)).toEqual(['is not the asker of the roll, so cannot call it off']);
  });

  it('keeps a roll its asker called off called off, even when its records complete it later, and says what they gave', () => {
    const ids = group(2);
    const roll = straightRoll(ids);
    const status = rollStatus(game, { ...roll, abandons: [abandonRecord(ids[0], game, idOf(ids), [ids[1].publicKey])] });
    expect(status).toMatchObject({ stage: 'abandoned', abandonedBy: ids[0].publicKey, missing: [ids[1].publicKey] });
    expect(status.seed).toEqual(rollStatus(game, roll).seed);
    expect(nextStep(status, ids[1].publicKey)).toBeNull();
  });
});

describe('bias', () => {
  /** Faces of `n` two-player rolls played through the protocol; `adversaryShare` gives the second player's share. */
  function faces(n: number, adversaryShare: (i: number) => Uint8Array): number[] {
    const [me, them] = [person('honest'), person('adversary')];
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < n; i++) {
      const status = rollStatus(game, straightRoll([me, them], `bias-${i}`, [hash(`honest share ${i}`), adversaryShare(i)]));
      expect(status.stage).toBe('done');
      counts[face(status.seed!) - 1]++;
    }
    return counts;
  }

  it('keeps 1d6 fair over 1,000 rolls when the adversary always uses an all-zero share', { timeout: 300_000 }, () => {
    expect(chiSquare(faces(1000, () => zeros))).toBeLessThan(chiSquareLimit);
  });

  it('keeps 1d6 fair over 1,000 rolls between two honest players', { timeout: 300_000 }, () => {
    expect(chiSquare(faces(1000, (i) => hash(`other share ${i}`)))).toBeLessThan(chiSquareLimit);
  });

  it('keeps 1d6 fair over 600 rolls against an adversary who grinds its share for sixes before committing', { timeout: 300_000 }, () => {
    const [me, them] = [person('honest').publicKey, person('adversary').publicKey];
    const sixIfOtherIsZero = (i: number, k: number) => face(rollSeed(idOf([person('honest'), person('adversary')], `bias-${i}`), [{ key: me, share: zeros }, { key: them, share: hash(`${i}/${k}`) }])) === 6;
    const ground = (i: number) => hash(`${i}/${[0, 1, 2, 3, 4, 5, 6, 7].find((k) => sixIfOtherIsZero(i, k)) ?? 0}`);
    expect(chiSquare(faces(600, ground))).toBeLessThan(chiSquareLimit);
  });

  it('would notice a player who could choose a share after seeing the other (why commits come first)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const [me, them] = [person('honest').publicKey, person('adversary').publicKey];
    for (let i = 0; i < 1000; i++) {
      const seedWith = (k: number) => rollSeed(`grind-${i}`, [{ key: me, share: hash(`honest share ${i}`) }, { key: them, share: hash(`try ${k}`) }]);
      counts[face(seedWith([0, 1, 2, 3].find((k) => face(seedWith(k)) === 6) ?? 0)) - 1]++;
    }
    expect(chiSquare(counts)).toBeGreaterThan(chiSquareLimit);
  });

  it('stops an adaptive adversary who waits for the honest share: the honest player never reveals first', () => {
    const waiter: Strategy = (me, s) => (storeOf(me).reveals.length ? honest(me, s) : []);
    schedules().forEach((random) => {
      const agents = table([agent(person('honest')), agent(person('waiter'), waiter)]);
      settle(agents, random);
      expect(statusOf(agents[0])).toMatchObject({ stage: 'committing', waitingFor: [person('waiter').publicKey] });
      expect(agents[0].revealedAfter).toEqual([]);
      expect(storeOf(agents[1]).reveals).toEqual([]);
    });
  });
});

describe('detection', () => {
  const cheaterKey = person('cheat').publicKey;

  /** Plays a gossip table of two honest agents and a cheat; returns the honest agents' statuses. */
  function withCheat(strategy: Strategy, random: Random, cheatIsPlayer = true): RollStatus[] {
    const cheat = agent(person('cheat'), strategy);
    const honestOnes = group(2).map((p) => agent(p));
    const players = [...honestOnes, ...(cheatIsPlayer ? [cheat] : [])].map((a) => a.identity);
    settle(table([...honestOnes, cheat], players), random);
    return honestOnes.map(statusOf);
  }

  const revealing = (_: Agent, s: RollStatus) => s.stage === 'revealing';

  it('names a player whose reveal does not match its commit, and settles the roll as faulted by them', () => {
    const changer = once('change', revealing, (me, s) => [{ list: 'reveals', value: revealRecord(me.identity, game, s.request!.id, zeros, seenBy(me)) }]);
    schedules().forEach((random) => {
      for (const s of withCheat(changer, random)) {
        // Once the cheat is seen, no honest player reveals: nobody learns how a broken roll would have fallen.
        expect(s).toMatchObject({ stage: 'faulted', seed: null, blocking: [{ by: cheaterKey, what: 'revealed a share that does not match its commit' }] });
        expect(s.waitingFor).toContain(cheaterKey);
        expect(faultsBy(s, cheaterKey)).toEqual(['revealed a share that does not match its commit']);
      }
    });
  });

  it('names a player who reveals twice, and finishes only with the share its commit opens', () => {
    const twice = once('twice', revealing, (me, s) => [
      { list: 'reveals', value: revealRecord(me.identity, game, s.request!.id, me.share, seenBy(me)) },
      { list: 'reveals', value: revealRecord(me.identity, game, s.request!.id, zeros, seenBy(me)) },
    ]);
    const statuses = withCheat(twice, schedules()[0]);
    for (const s of statuses) {
      expect(s.stage).toBe('done');
      expect(faultsBy(s, cheaterKey)).toContain('gave two different reveals');
    }
    expect(statuses[1].seed).toEqual(statuses[0].seed);
  });

  it('reads the same seed from a roll whatever extra records a player adds once it is done', () => {
    const ids = group(3);
    const roll = straightRoll(ids);
    const seed = rollStatus(game, roll).seed;
    const id = idOf(ids);
    const extra = { ...roll, commits: [...roll.commits, commitRecord(ids[2], game, id, zeros)], reveals: [...roll.reveals, revealRecord(ids[2], game, id, zeros, commitsDigest(game, roll)!)] };
    const status = rollStatus(game, extra);
    expect(status).toMatchObject({ stage: 'done', blocking: [] });
    expect(status.seed).toEqual(seed);
    expect(faultsBy(status, ids[2].publicKey).sort()).toEqual(['gave two different commits', 'gave two different reveals']);
  });

  it('names a player with two different commits, and settles the roll as faulted by them', () => {
    const doubler = once('double', (_, s) => s.request !== null, (me, s) =>
      [me.share, zeros].map((share) => ({ list: 'commits' as const, value: commitRecord(me.identity, game, s.request!.id, share) })),
    );
    schedules().forEach((random) => {
      for (const s of withCheat(doubler, random)) {
        expect(s).toMatchObject({ stage: 'faulted', waitingFor: [cheaterKey], seed: null });
        expect(faultsBy(s, cheaterKey)).toEqual(['gave two different commits']);
      }
    });
  });

  it('names a player who copied another player’s commit once it cannot open it', () => {
    const copier: Strategy = (me, s) => {
      const theirs = storeOf(me).commits.find((c) => verifyRecord(rollContext(game), c) && c.by !== me.identity.publicKey) as { commit: string } | undefined;
      if (!theirs || !s.request || me.flags.has('copied')) return [];
      me.flags.add('copied');
      return [{ list: 'commits', value: signRecord(me.identity, rollContext(game), { v: 2, kind: 'commit', roll: s.request.id, commit: theirs.commit }) }];
    };
    const copyThenReveal = once('reveal', revealing, (me, s) => {
      const share = storeOf(me).reveals.map((r) => (r as { share: string }).share)[0] ?? toB64(zeros);
      return [{ list: 'reveals', value: signRecord(me.identity, rollContext(game), { v: 2, kind: 'reveal', roll: s.request!.id, share, seen: seenBy(me) }) }];
    }, copier);
    for (const s of withCheat(copyThenReveal, schedules()[1])) {
      expect(s).toMatchObject({ stage: 'faulted', seed: null });
      expect(s.waitingFor).toContain(cheaterKey);
      expect(faultsBy(s, cheaterKey)).toEqual(['revealed a share that does not match its commit']);
    }
  });

  it('ignores records forged in another player’s name, and the roll still completes', () => {
    const victim = person('p0');
    const victimsCommit = (me: Agent) => storeOf(me).commits.find((c) => (c as { by?: string }).by === victim.publicKey);
    const forger = once('forge', (me, s) => s.request !== null && victimsCommit(me) !== undefined, (me, s) => {
      const forged = { ...commitRecord(me.identity, game, s.request!.id, zeros), by: victim.publicKey };
      const tampered = { ...(victimsCommit(me) as object), commit: toB64(hash('other')) };
      return [{ list: 'commits', value: forged }, { list: 'commits', value: tampered }, ...honest(me, s)];
    });
    const statuses = withCheat(forger, schedules()[2]);
    statuses.forEach((s) => expect(s).toMatchObject({ stage: 'done' }));
    expect(statuses[1].seed).toEqual(statuses[0].seed);
    expect(faultsBy(statuses[0], null)).toEqual(["a commit record's signature does not verify"]);
    expect(faultsBy(statuses[0], victim.publicKey)).toEqual([]);
  });

  it('names a non-player who sends validly signed records, and the players still finish', () => {
    const stranger = once('stranger', (_, s) => s.request !== null, (me, s) => [
      { list: 'commits', value: commitRecord(me.identity, game, s.request!.id, zeros) },
      { list: 'reveals', value: revealRecord(me.identity, game, s.request!.id, zeros, toB64(zeros)) },
      { list: 'abandons', value: abandonRecord(me.identity, game, s.request!.id, s.request!.players) },
    ]);
    for (const s of withCheat(stranger, schedules()[3], false)) {
      expect(s.stage).toBe('done');
      expect(faultsBy(s, cheaterKey).sort()).toEqual(['a commit', 'a reveal', 'an abandon'].map((k) => `is not a player in this roll but sent ${k}`).sort());
    }
  });

  it('ignores garbage, replays from other rolls and games, and prototype keys without throwing', () => {
    const [ids, roll] = [group(2), straightRoll(group(2))];
    const other = straightRoll(ids, 'roll-2');
    const otherGame = ids.map((p) => signRecord(p, rollContext('game-2'), { v: 2, kind: 'commit', roll: rollIdOf(roll.request)!, commit: toB64(zeros) }));
    const huge = 'x'.repeat(1_000_000);
    const garbage: unknown[] = [null, undefined, 0, NaN, huge, [], [roll.commits[0]], {}, new Map(), JSON.parse('{"__proto__":{"by":"x"}}'),
      JSON.parse(JSON.stringify({ ...(roll.commits[0] as object), ['__proto__']: 1 }).replace('"__proto__":1', '"__proto__":{"v":1}')),
      { ...(roll.commits[0] as object), v: 3 }, { ...(roll.commits[0] as object), v: 1 }, { ...(roll.commits[0] as object), commit: huge }, { ...(roll.commits[0] as object), roll: huge }, roll.request, Object.create(roll.commits[1] as object)];
    const status = rollStatus(game, {
      request: roll.request,
      commits: [...garbage, ...other.commits, ...otherGame, ...roll.commits],
      reveals: [...garbage, ...other.reveals, ...roll.reveals, ...roll.commits],
      abandons: [...garbage, ...other.abandons],
    });
    expect(status.stage).toBe('done');
    expect(status.seed).toEqual(rollStatus(game, roll).seed);
    expect(status.faults.every((f) => f.by === null)).toBe(true);
    expect(status.faults.map((f) => f.what)).toEqual(expect.arrayContaining(['a commit record belongs to another roll', "a commit record's signature does not verify"]));
    expect(JSON.stringify(status.faults).length).toBeLessThan(2000);
  });

  it('calls a missing, unsigned, altered or oversized request invalid, and never throws', () => {
    const ids = group(2);
    const good = request(ids);
    const unsorted = signRecord(ids[0], rollContext(game), { ...good, by: undefined, sig: undefined, players: [...good.players].reverse() });
    const withoutAsker = signRecord(ids[0], rollContext(game), { ...good, by: undefined, sig: undefined, players: [ids[1].publicKey], tabs: [0] });
    const bad: unknown[] = [null, undefined, 'x'.repeat(1_000_000), [good], { ...good, what: 'changed' }, { ...good, players: [good.players[0]] },
      { ...good, what: 'w'.repeat(201) }, { ...good, players: Array(100_000).fill(good.by) }, { ...good, t: Infinity }, { ...good, sig: undefined }];
    for (const value of bad) expect(rollStatus(game, records(value))).toMatchObject({ stage: 'invalid', request: null, faults: [{ by: null }] });
    for (const value of [unsorted, withoutAsker]) expect(rollStatus(game, records(value)).faults).toEqual([{ by: ids[0].publicKey, what: expect.stringContaining('sorted') }]);
    expect(rollStatus(game, records(good)).stage).toBe('committing');
    expect(rollStatus('game-2', records(good)).stage).toBe('invalid');
    const junk = [null, undefined, 7, { id: rollIdOf(good), request: good, steps: 'x' }, { id: 5, request: good, steps: [null, {}] }, { id: rollIdOf(good), request: good, steps: {} }];
    junk.forEach((records) => expect(() => statusOfRecords(game, records as never)).not.toThrow());
    // A request copied under another roll's id is not that roll's.
    expect(statusOfRecords(game, { id: idOf(ids, 'another'), request: good, steps: [] })).toMatchObject({ stage: 'invalid', faults: [{ by: null, what: 'the roll request is not the one this roll id names' }] });
  });
});

describe('equivocation: different commits to different players', () => {
  const [cheat, ...honestIds] = [person('cheat'), ...group(3)];
  const cheatKey = cheat.publicKey;
  const players = [cheat, ...honestIds];
  const rollId = idOf(players);
  const honestShares = honestIds.map((_, i) => hash(`honest ${i}`));
  const cheatShares = [hash('cheat share 1'), hash('cheat share 2')];
  const honestCommits = honestIds.map((p, i) => commitRecord(p, game, rollId, honestShares[i]));
  const cheatCommits = cheatShares.map((share) => commitRecord(cheat, game, rollId, share));
  /** The records a player holds when shown the cheat's commit `c`, with the given reveals. */
  const viewWith = (c: number, reveals: unknown[] = []) => records(request(players), { commits: [...honestCommits, cheatCommits[c]], reveals });
  const seenWith = (c: number) => commitsDigest(game, viewWith(c))!;
  /** Honest player i's reveal, having been shown commit `c`. */
  const honestReveal = (i: number, c: number) => revealRecord(honestIds[i], game, rollId, honestShares[i], seenWith(c));
  const cheatReveal = (share: number, seen: number) => revealRecord(cheat, game, rollId, cheatShares[share], seenWith(seen));

  it('digests the same commits alike in any order, and only once every player has exactly one', () => {
    expect(seenWith(0)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(seenWith(0)).not.toBe(seenWith(1));
    expect(commitsDigest(game, { ...viewWith(0), commits: [...viewWith(0).commits].reverse() })).toBe(seenWith(0));
    expect(commitsDigest(game, records(request(players), { commits: honestCommits }))).toBeNull();
    expect(commitsDigest(game, records(request(players), { commits: [...honestCommits, ...cheatCommits] }))).toBeNull();
    expect(commitsDigest(game, records(request(players), { commits: [...honestCommits, { ...cheatCommits[0], commit: toB64(zeros) }] }))).toBeNull();
    expect(commitsDigest('game-2', viewWith(0))).toBeNull();
    expect(commitsDigest(game, null as never)).toBeNull();
    expect(() => revealRecord(cheat, game, rollId, cheatShares[0], 'not a digest')).toThrow(RangeError);
  });

  it('finishes no player, whichever share and digest the cheat reveals, once it holds the reveal of a player shown the other commit', () => {
    // Player 0 was shown commit 0; players 1 and 2 commit 1. Each holds everyone's reveal.
    for (const shown of [0, 1, 1]) {
      for (const [share, seen] of [[0, 0], [0, 1], [1, 0], [1, 1]]) {
        const reveals = [honestReveal(0, 0), honestReveal(1, 1), honestReveal(2, 1), cheatReveal(share, seen)];
        const status = rollStatus(game, viewWith(shown, reveals));
        expect(status).toMatchObject({ stage: 'faulted', seed: null });
        expect(status.blocking).toContainEqual({ by: null, what: expect.stringContaining('saw other commits than the rest') });
        honestIds.forEach((p) => expect(faultsBy(status, p.publicKey)).toEqual([]));
        expect(honestIds.map((p) => nextStep(status, p.publicKey))).toEqual([null, null, null]);
      }
    }
  });

  it('finishes when every reveal saw the commits this browser holds, and not when one reveal saw others', () => {
    const allSawOne = [0, 1, 2].map((i) => honestReveal(i, 1));
    const done = rollStatus(game, viewWith(1, [...allSawOne, cheatReveal(1, 1)]));
    expect(done).toMatchObject({ stage: 'done', faults: [] });
    expect(rollStatus(game, viewWith(1, [...allSawOne, cheatReveal(1, 0)]))).toMatchObject({ stage: 'faulted', waitingFor: [], seed: null });
    // A disagreement among reveals blocks the roll even before this browser holds every commit.
    const early = rollStatus(game, records(request(players), { commits: honestCommits, reveals: [honestReveal(0, 0), honestReveal(1, 1)] }));
    expect(early).toMatchObject({ stage: 'faulted', blocking: [{ by: null, what: expect.stringContaining('saw other commits') }] });
  });

  it('names a player whose reveal says it saw a commit of its own other than the one its share opens', () => {
    const reveals = [honestReveal(0, 0), honestReveal(1, 0), honestReveal(2, 0), cheatReveal(0, 1)];
    const status = rollStatus(game, records(request(players), { commits: [...honestCommits, ...cheatCommits], reveals }));
    expect(status.stage).toBe('faulted');
    expect(faultsBy(status, cheatKey).sort()).toEqual(['gave two different commits', 'said it saw a commit of its own other than the one its share opens']);
    honestIds.forEach((p) => expect(faultsBy(status, p.publicKey)).toEqual([]));
  });

  /**
   * A cheat that shows commit 0 to the first honest agent and commit 1 to the others, then (once it
   * holds every honest reveal) reveals to each group the share its commit opens, with that group's
   * digest — or, when `choosy`, only to the group whose outcome it likes best. With `hidden`, no
   * honest agent ever receives the commit or reveal meant for the other group (as when the cheat
   * overwrites a Yjs key with a different value for each peer).
   */
  function equivocator(groups: Agent[][], choosy: boolean, hidden: boolean): Strategy {
    const hide = (entries: Entry[]) => {
      if (hidden) entries.forEach((e, i) => groups.forEach((g, j) => i !== j && g.forEach((a) => a.refused.add(entryKey(e)))));
      return entries;
    };
    return (me, s) => {
      if (!s.request) return [];
      const store = storeOf(me);
      if (!me.flags.has('committed')) {
        me.flags.add('committed');
        return hide(cheatCommits.map((value) => ({ list: 'commits', value })));
      }
      const honestReveals = store.reveals.filter((r) => verifyRecord(rollContext(game), r) && (r as { by: string }).by !== cheatKey) as { share: string }[];
      if (me.flags.has('revealed') || new Set(honestReveals.map((r) => r.share)).size < honestIds.length) return [];
      me.flags.add('revealed');
      const reveals = groups.map((_, i): Entry => ({ list: 'reveals', value: cheatReveal(i, i) }));
      if (!choosy) return hide(reveals);
      const shares = honestIds.map((p, i) => ({ key: p.publicKey, share: honestShares[i] }));
      const faces = cheatShares.map((share) => face(rollSeed(rollId, [...shares, { key: cheatKey, share }])));
      const best = faces[0] >= faces[1] ? 0 : 1;
      return hide(reveals).filter((_, i) => i === best);
    };
  }

  /** An honest agent that remembers whether it ever saw the roll done. */
  const watched: Strategy = (me, s) => {
    if (s.stage === 'done') me.flags.add('was done');
    return honest(me, s);
  };

  it.each([
    { choosy: false, hidden: true },
    { choosy: true, hidden: true },
    { choosy: false, hidden: false },
    { choosy: true, hidden: false },
  ])('never lets any honest player reach done, through gossip (%o)', { timeout: 60_000 }, ({ choosy, hidden }) => {
    schedules().forEach((random) => {
      const honestAgents = honestIds.map((p, i) => agent(p, watched, honestShares[i]));
      const groups = [honestAgents.slice(0, 1), honestAgents.slice(1)];
      const cheatAgent = agent(cheat, equivocator(groups, choosy, hidden));
      settle(table([...honestAgents, cheatAgent], players), random);
      // Once reveals disagree, honest agents stop revealing: the cheat may never see them all, and so never reveals.
      for (const a of honestAgents) {
        expect(a.flags.has('was done')).toBe(false);
        const status = statusOf(a);
        expect(status.stage).not.toBe('done');
        expect(status.faults.length).toBeGreaterThan(0);
        honestIds.forEach((p) => expect(faultsBy(status, p.publicKey)).toEqual([]));
        if (!hidden) expect(faultsBy(status, cheatKey)).toContain('gave two different commits');
        expect(a.revealedAfter.length).toBeLessThanOrEqual(1);
      }
    });
  });
});

describe('writing records', () => {
  it('sorts and de-duplicates players with their tabs, and refuses requests the protocol would reject', () => {
    const [ids, keys] = [group(3), keysOf(group(3))];
    const tabOf = (key: string) => keys.indexOf(key) + 10;
    const r = requestRecord(ids[0], game, { players: [keys[2], keys[0], keys[1], keys[0]].map((key) => ({ key, tab: tabOf(key) })), what: '', purpose: '', t: 0 });
    expect(r.players).toEqual(keys);
    expect(r.tabs).toEqual(keys.map(tabOf));
    const ask = (players: string[], what = 'dice:1d6', purpose = 'Attack') => () => requestRecord(ids[0], game, { players: players.map((key) => ({ key, tab: 1 })), what, purpose, t: 0 });
    expect(ask([ids[1].publicKey])).toThrow(RangeError);
    expect(ask([...keys, ...keysOf(group(6, 'q'))])).toThrow(RangeError);
    expect(ask(keys, 'w'.repeat(201))).toThrow(RangeError);
    expect(ask(keys, 'dice:1d6', 'p'.repeat(81))).toThrow(RangeError);
    expect(ask([...keys, 'not a key'])).toThrow(RangeError);
    expect(() => requestRecord(ids[0], game, { players: [{ key: keys[0], tab: -1 }], what: '', purpose: '', t: 0 })).toThrow(RangeError);
    expect(() => commitRecord(ids[0], game, '', newShare())).toThrow(RangeError);
    expect(() => commitRecord(ids[0], game, 'r', new Uint8Array(31))).toThrow(RangeError);
    expect(newShare()).toHaveLength(32);
    expect(newShare()).not.toEqual(newShare());
  });

  it('names a roll by the digest of its request: two requests alike but for their nonce are two rolls', () => {
    const ids = group(2);
    expect(idOf(ids, 'a')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(idOf(ids, 'a')).toBe(idOf(ids, 'a'));
    expect(idOf(ids, 'a')).not.toBe(idOf(ids, 'b'));
  });
});

describe('objections', () => {
  it('lists a player left out of a roll who signs that they were at the table, and ignores players and forgeries', () => {
    const [asker, partner, left, forger] = [person('asker'), person('partner'), person('left out'), person('forger')];
    const roll = straightRoll([asker, partner]);
    const id = idOf([asker, partner]);
    const own = objectionRecord(left, game, id);
    const forged = { ...objectionRecord(forger, game, id), by: left.publicKey };
    const elsewhere = objectionRecord(left, game, idOf([asker, partner], 'other'));
    const byPlayer = objectionRecord(partner, game, id);
    const status = statusOfRecords(game, { ...filed(roll), steps: [...filed(roll).steps, own, forged, elsewhere, byPlayer] });
    expect(status).toMatchObject({ stage: 'done', objectors: [left.publicKey] });
    expect(faultsBy(status, partner.publicKey)).toEqual(['took part in the roll, so cannot object to being left out of it']);
    expect(statusOfRecords(game, { ...filed(roll), steps: [...filed(roll).steps, forged, elsewhere] }).objectors).toEqual([]);
  });
});
