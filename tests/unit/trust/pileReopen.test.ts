import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { typesOf } from '../../../src/doc/gameDoc';
import { readSnapshot } from '../../../src/doc/snapshot';
import { startPileAgent, type PileAgent } from '../../../src/doc/pileAgent';
import { createPrivateView } from '../../../src/doc/privateView';
import { ledgerPrefix } from '../../../src/doc/ledger';
import { scopeOf } from '../../../src/doc/scope';
import { recordId } from '../../../src/trust/deck/records';
import { signRecord } from '../../../src/trust/identity';
import type { SealedCard } from '../../../src/model/records';
import { seal, seenName, tableOf, until, type Player } from './support/pileTable';

/** A pile agent for `player` on `doc`, with the secrets its browser kept. */
function agentOn(doc: Y.Doc, player: Player, faults: string[] = []): PileAgent {
  return startPileAgent({ actor: { doc, name: player.name, identity: player.identity }, secrets: new Map(player.stored), keepSecrets: async () => undefined, nameOf: (k) => k.slice(0, 6), onFault: (f) => faults.push(f) });
}

/** Two copies kept in sync both ways after a microtask, as two tabs in one room. */
function link(a: Y.Doc, b: Y.Doc): void {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), 'net');
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b), 'net');
  a.on('update', (u: Uint8Array, o: unknown) => o !== 'net' && queueMicrotask(() => Y.applyUpdate(b, u, 'net')));
  b.on('update', (u: Uint8Array, o: unknown) => o !== 'net' && queueMicrotask(() => Y.applyUpdate(a, u, 'net')));
}

describe('a sealed pile in a game opened again', () => {
  it('still gets a player’s keys after their tab reloads: a card Alice draws opens for her', async () => {
    const { players, cup, names6 } = tableOf(['Alice', 'Bob']);
    await seal(players, cup);
    const [alice, bob] = players;
    bob.agent.stop();
    // Bob's tab reloads: a new copy of the game, with a new client id, his identity and the secrets his browser kept.
    const reloaded = new Y.Doc();
    link(alice.doc, reloaded);
    agentOn(reloaded, bob);
    const id = alice.agent.draw(cup, { forMe: true })!;
    await until(() => names6.includes(seenName(alice, id) ?? ''));
    expect(names6).toContain(seenName(alice, id));
  });

  it('reads a seal of the version before the ledger: cards opened before stay readable, and nothing more is drawn or released', async () => {
    const { players, cup, names6 } = tableOf(['Alice', 'Bob']);
    const deck = await seal(players, cup);
    const [alice, bob] = players;
    const id = alice.agent.draw(cup, { forMe: true })!;
    await until(() => names6.includes(seenName(alice, id) ?? ''));
    const name = seenName(alice, id);

    const old = asBeforeTheLedger(alice, cup, deck);
    const agent = agentOn(old, alice);
    await new Promise((r) => setTimeout(r, 50));
    expect(agent.status(cup)).toMatchObject({ stage: 'legacy', players: [alice.identity.publicKey, bob.identity.publicKey] });
    const cards = [...readSnapshot(old).pieces.values()].filter((p) => p.sealed && 'deck' in p.sealed);
    const view = createPrivateView(new Map(), (c) => agent.open(c))(readSnapshot(old));
    expect(view.pieces.get(id)!.name).toBe(name);
    expect(cards.filter((p) => p.id !== id).map((p) => agent.open(p.sealed as SealedCard))).toEqual(cards.slice(1).map(() => null));
    expect(() => agent.draw(cup, { forMe: true })).toThrow('This pile is not sealed');
    // A "for my eyes" request of that version, as a modified client writes it, releases nothing.
    const before = typesOf(old).trust.size;
    const other = cards.find((p) => p.id !== id)!.sealed as SealedCard;
    typesOf(old).trust.set(`deck/${deck}/to/${other.card}`, signRecord(bob.identity, `${scopeOf(old)}/pile-ask`, { deck, card: other.card, to: bob.identity.publicKey }));
    await new Promise((r) => setTimeout(r, 50));
    expect(typesOf(old).trust.size).toBe(before + 1);
  });
});

/**
 * Alice's copy of the game as the version before the ledger kept it: the seal under `pile/<board>`
 * signed in `<scope>/pile`, the deck's records under `deck/<deck>/r/<id>`, no draws.
 */
function asBeforeTheLedger(alice: Player, cup: string, deck: string): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(alice.doc));
  const trust = typesOf(doc).trust;
  const pile = [...trust.entries()].find(([k]) => k.startsWith(`${ledgerPrefix}pile/`))![1] as Record<string, unknown>;
  doc.transact(() => {
    for (const [key, value] of [...trust.entries()]) {
      if (!key.startsWith(ledgerPrefix)) continue;
      if (key.startsWith(`${ledgerPrefix}deck/${deck}/`) && !key.includes('/state/') && !key.includes('/show/')) trust.set(`deck/${deck}/r/${recordId(value as Record<string, unknown>)}`, value);
      trust.delete(key);
    }
    const body = { board: cup, deck, players: pile.players, pieces: pile.pieces, tabs: pile.tabs };
    trust.set(`pile/${cup}`, signRecord(alice.identity, `${scopeOf(doc)}/pile`, body));
  });
  return doc;
}
