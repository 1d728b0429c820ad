import { describe, expect, it } from 'vitest';
import { typesOf } from '../../../src/doc/gameDoc';
import { readLog, readSnapshot } from '../../../src/doc/snapshot';
import { addCup, addDeck, addHand } from '../../../src/doc/componentOps';
import { addCounters } from '../../../src/doc/pieceOps';
import { movePieces } from '../../../src/doc/operations';
import { cellPoint, cupCells, cupContents, deckCells } from '../../../src/components/layout';
import { callOffSeal, cardPieces, prepareSeal, writeSeal } from '../../../src/doc/sealedPiles';
import { showEntry } from '../../../src/doc/pileRecords';
import { appendToLedger } from '../../../src/doc/ledger';
import { addHiddenCounters } from '../../../src/doc/hiddenOps';
import { problemsOfDoc } from '../../../src/doc/validateDoc';
import type { DeckSecrets } from '../../../src/trust/deck';
import { battery, othersOf, seal, seenName, tableOf, until } from './support/pileTable';

describe('a cup sealed among three players', () => {
  it('is shuffled by every player in turn, and its open pieces become six cards nobody can read', async () => {
    const { players, cup } = tableOf(['Alice', 'Bob', 'Carol']);
    const deck = await seal(players, cup);
    for (const p of players) {
      const pieces = [...readSnapshot(p.doc).pieces.values()];
      expect(pieces.filter((x) => x.name.startsWith('Battery'))).toEqual([]);
      expect(cupContents(typesOf(p.doc).boards.get(cup)!, pieces)).toHaveLength(6);
      for (const id of [...cardPieces(p.doc, deck).values()].map((x) => x.id)) expect(seenName(p, id)).toBe('Sealed piece');
      // What every battery shares stays readable on each card; what tells them apart does not.
      for (const card of cardPieces(p.doc, deck).values()) expect(card.attrs).toEqual({ side: 'Axis', type: 'cd' });
      expect(p.faults).toEqual([]);
      // Each player kept its own secrets before writing its steps.
      expect((p.stored.get(deck) as DeckSecrets).locks).toHaveLength(6);
    }
    expect(readLog(players[0].doc).map((l) => l.text)).toContain('sealed CD units: 6 pieces shuffled by Alice, Bob, Carol; nobody knows their order');
    // A sealed game is a sound game: it saves and opens like any other.
    for (const p of players) expect(problemsOfDoc(p.doc)).toEqual([]);
  });

  it('draws blind: nobody reads the card until it is revealed, then everyone reads the same battery', async () => {
    const { players, cup, names6 } = tableOf(['Alice', 'Bob', 'Carol']);
    await seal(players, cup);
    const [alice, bob, carol] = players;
    const id = bob.agent.draw(cup, { forMe: false })!;
    await until(() => players.every((p) => !!readSnapshot(p.doc).pieces.get(id)));
    await new Promise((r) => setTimeout(r, 50));
    for (const p of players) expect(seenName(p, id)).toBe('Sealed piece');
    expect(carol.agent.reveal([id])).toBe(1);
    await until(() => players.every((p) => readSnapshot(p.doc).pieces.get(id)?.sealed === undefined));
    const name = readSnapshot(alice.doc).pieces.get(id)!.name;
    expect(names6).toContain(name);
    for (const p of players) expect(readSnapshot(p.doc).pieces.get(id)!.name).toBe(name);
    expect(readLog(alice.doc).some((l) => l.text.startsWith(`revealed ${name} (card 1 of CD units`))).toBe(true);
  });

  it('draws for one player’s eyes: only the drawer reads it; the others cannot reveal it, the drawer can', async () => {
    const { players, cup, names6 } = tableOf(['Alice', 'Bob', 'Carol']);
    await seal(players, cup);
    const [alice, bob, carol] = players;
    const id = carol.agent.draw(cup, { forMe: true })!;
    await until(() => names6.includes(seenName(carol, id) ?? ''));
    const name = seenName(carol, id)!;
    expect(names6).toContain(name);
    expect(seenName(alice, id)).toBe('Sealed piece');
    expect(seenName(bob, id)).toBe('Sealed piece');
    const card = readSnapshot(bob.doc).pieces.get(id)!.sealed as { deck: string; card: number; by: string };
    expect(bob.agent.mayReveal(card)).toBe(false);
    // Bob's client does not even ask; a modified one writes the request anyway: every browser refuses it, naming Bob, and Carol's key stays hers.
    expect(bob.agent.reveal([id])).toBe(0);
    const draw = bob.agent.status(cup)!.draws[card.card].claims[0].id;
    appendToLedger(bob.doc, 'Bob', 'cheat', [showEntry(bob.doc, bob.identity, { deck: card.deck, card: card.card, draw })]);
    await until(() => alice.faults.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(alice.faults).toEqual(['CD units: Bob asked to show card 1 to all, but it was drawn for another player\'s eyes: refused (only they can show it).']);
    expect(seenName(bob, id)).toBe('Sealed piece');
    expect(seenName(alice, id)).toBe('Sealed piece');
    expect(bob.agent.status(cup)!.waitingKeys).toEqual([]);
    expect(carol.agent.mayReveal(card)).toBe(true);
    carol.agent.reveal([id]);
    await until(() => readSnapshot(alice.doc).pieces.get(id)?.sealed === undefined);
    expect(readSnapshot(alice.doc).pieces.get(id)!.name).toBe(name);
  });

  it('draws every card exactly once, each battery once, across the players', async () => {
    const { players, cup, names6 } = tableOf(['Alice', 'Bob', 'Carol']);
    await seal(players, cup);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const p = players[i % 3];
      ids.push(p.agent.draw(cup, { forMe: true })!);
      await until(() => names6.includes(seenName(p, ids[i]) ?? ''));
    }
    expect(players[0].agent.draw(cup, { forMe: true })).toBeNull();
    const seen = ids.map((id, i) => seenName(players[i % 3], id));
    expect([...seen].sort()).toEqual(names6);
  });

  it('names a player who withholds its shuffle, and the others may continue in the open with the pieces as they were', async () => {
    const { players, cup, names6 } = tableOf(['Alice', 'Bob', 'Carol'], { deliver: (from) => from !== 'Bob' });
    const [alice, bob, carol] = players;
    bob.agent.stop();
    const prepared = prepareSeal(alice.actor, cup, othersOf(players, alice));
    await alice.agent.keep(prepared.deck, prepared.secrets);
    writeSeal(alice.actor, prepared);
    await until(() => carol.agent.status(cup)?.waitingFor === bob.identity.publicKey);
    const status = carol.agent.status(cup)!;
    expect(status).toMatchObject({ stage: 'sealing', step: 'shuffle', waitingFor: bob.identity.publicKey });
    callOffSeal(carol.actor, cup, [{ key: bob.identity.publicKey, name: 'Bob' }]);
    await until(() => alice.agent.status(cup)?.stage === 'called-off');
    const open = cupContents(typesOf(alice.doc).boards.get(cup)!, [...readSnapshot(alice.doc).pieces.values()]);
    expect(open.map((p) => p.name).sort()).toEqual(names6);
    expect(readLog(alice.doc).at(-1)!.text).toBe('continued in the open: CD units was not sealed (it waited for Bob)');
  });

  it('refuses to seal alone, an empty cup, or hidden counters, writing nothing', () => {
    const { players, cup } = tableOf(['Alice', 'Bob']);
    const [alice] = players;
    const before = typesOf(alice.doc).trust.size;
    expect(() => prepareSeal(alice.actor, cup, [])).toThrow('Sealing needs at least one other player at the table');
    const empty = addCup(alice.actor, 'Empty');
    expect(() => prepareSeal(alice.actor, empty, othersOf(players, alice))).toThrow('Put the pieces in Empty first');
    const board = typesOf(alice.doc).boards.get(cup)!;
    addHiddenCounters(alice.actor, [battery('Secret battery', '9-9')], { board: cup, ...cellPoint(board, cupCells.pile) });
    expect(() => prepareSeal(alice.actor, cup, othersOf(players, alice))).toThrow('Reveal the hidden or sealed pieces in the pile first');
    expect(typesOf(alice.doc).trust.size).toBe(before);
  });

  it('seals a deck too: a card drawn for a player’s eyes goes to their hand, readable there by them alone', async () => {
    const { players } = tableOf(['Alice', 'Bob']);
    const [alice, bob] = players;
    const deck = addDeck(alice.actor, 'Agendas');
    const board = typesOf(alice.doc).boards.get(deck)!;
    addCounters(alice.actor, ['Hold the Rhine', 'Take Moscow', 'Save Italy'].map((n) => battery(n, '0')), { board: deck, ...cellPoint(board, deckCells.pile) });
    const hand = addHand(bob.actor, 'Bob');
    await until(() => !!readSnapshot(bob.doc).boards.get(deck) && !!readSnapshot(alice.doc).boards.get(hand));
    const prepared = prepareSeal(alice.actor, deck, othersOf(players, alice));
    await alice.agent.keep(prepared.deck, prepared.secrets);
    writeSeal(alice.actor, prepared);
    await until(() => players.every((p) => cardPieces(p.doc, prepared.deck).size === 3));
    const id = bob.agent.draw(deck, { forMe: true, to: hand })!;
    await until(() => seenName(bob, id) !== 'Sealed piece');
    expect(['Hold the Rhine', 'Take Moscow', 'Save Italy']).toContain(seenName(bob, id));
    expect(readSnapshot(bob.doc).pieces.get(id)!.at.b).toBe(hand);
    await until(() => readSnapshot(alice.doc).pieces.get(id)?.at.b === hand);
    expect(seenName(alice, id)).toBe('Sealed piece');
  });

  it('is sealed again once its pieces are back in it: the new seal follows the old one, whose drawn cards still open', async () => {
    const { players, cup, names6 } = tableOf(['Alice', 'Bob']);
    const [alice, bob] = players;
    const first = await seal(players, cup);
    const kept = bob.agent.draw(cup, { forMe: true })!;
    await until(() => names6.includes(seenName(bob, kept) ?? ''));
    const rest: string[] = [];
    for (let i = 0; i < 5; i++) rest.push(alice.agent.draw(cup, { forMe: false })!);
    await until(() => rest.every((id) => alice.agent.mayReveal(readSnapshot(alice.doc).pieces.get(id)!.sealed as never)));
    expect(alice.agent.reveal(rest)).toBe(5);
    await until(() => rest.every((id) => players.every((p) => !readSnapshot(p.doc).pieces.get(id)?.sealed)));
    const board = typesOf(alice.doc).boards.get(cup)!;
    movePieces(alice.actor, rest.map((id) => ({ id, to: { b: cup, ...cellPoint(board, cupCells.pile) } })));
    await until(() => cupContents(typesOf(bob.doc).boards.get(cup)!, [...readSnapshot(bob.doc).pieces.values()]).length === 5);

    const prepared = prepareSeal(alice.actor, cup, othersOf(players, alice));
    await alice.agent.keep(prepared.deck, prepared.secrets);
    writeSeal(alice.actor, prepared);
    await until(() => players.every((p) => cardPieces(p.doc, prepared.deck).size === 5 && p.agent.status(cup)?.stage === 'sealed'));
    expect(prepared.deck).not.toBe(first);
    for (const p of players) expect(p.agent.status(cup)).toMatchObject({ deck: prepared.deck, cards: 5, draws: [] });
    const again = alice.agent.draw(cup, { forMe: true })!;
    await until(() => names6.includes(seenName(alice, again) ?? ''));
    expect(names6).toContain(seenName(bob, kept));
    expect(seenName(alice, kept)).toBe('Sealed piece');
  });
});
