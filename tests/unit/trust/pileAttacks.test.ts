import { describe, expect, it } from 'vitest';
import { typesOf } from '../../../src/doc/gameDoc';
import { readSnapshot } from '../../../src/doc/snapshot';
import { cardPieces } from '../../../src/doc/sealedPiles';
import { drawEntry, offEntry, showEntry } from '../../../src/doc/pileRecords';
import { appendToLedger, ledgerPrefix } from '../../../src/doc/ledger';
import { ledgerRepairOrigin } from '../../../src/doc/ledgerGuard';
import { scopeOf } from '../../../src/doc/scope';
import { signRecord } from '../../../src/trust/identity';
import { recordId } from '../../../src/trust/deck/records';
import { seal, seenName, tableOf, until, type Player } from './support/pileTable';

const settle = () => new Promise((r) => setTimeout(r, 150));

/** Alice, Bob and Mallory at a cup of six sealed batteries; Mallory's agent runs as an honest one would, and she writes records besides. */
async function sealedTable() {
  const { players, cup, names6 } = tableOf(['Alice', 'Bob', 'Mallory']);
  const deck = await seal(players, cup);
  const [alice, bob, mallory] = players;
  const cards = () => [...cardPieces(mallory.doc, deck).values()].map((p) => p.sealed as { by: string; deck: string; card: number });
  const readsMallory = () => cards().filter((c) => mallory.agent.open(c) !== null).map((c) => c.card);
  return { players, alice, bob, mallory, cup, deck, names6, readsMallory };
}

/** Mallory's draw of position `card` after draw `prev`, for her eyes, written without drawing; returns its id. */
function claim(mallory: Player, deck: string, card: number, prev: string): string {
  const entry = drawEntry(mallory.doc, mallory.identity, { deck, card, prev, to: mallory.identity.publicKey });
  appendToLedger(mallory.doc, 'Mallory', 'cheat', [entry]);
  return recordId(entry[1] as Record<string, unknown>);
}

describe('a modified client at a sealed cup', () => {
  it('reads nothing with signed “for my eyes” requests for every position in the format of the version before', async () => {
    const { mallory, deck, readsMallory } = await sealedTable();
    const scope = scopeOf(mallory.doc);
    typesOf(mallory.doc).trust.doc!.transact(() => {
      for (let card = 0; card < 6; card++) {
        typesOf(mallory.doc).trust.set(`deck/${deck}/to/${card}`, signRecord(mallory.identity, `${scope}/pile-ask`, { deck, card, to: mallory.identity.publicKey }));
        typesOf(mallory.doc).trust.set(`deck/${deck}/open/${card}`, signRecord(mallory.identity, `${scope}/pile-ask`, { deck, card, to: null }));
      }
    });
    await settle();
    expect(readsMallory()).toEqual([]);
  });

  it('reads only the cards the records say it drew when it writes draws for every position, and every browser lists and names those draws', async () => {
    const { alice, bob, mallory, cup, deck, readsMallory } = await sealedTable();
    alice.agent.draw(cup, { forMe: true });
    await until(() => bob.agent.status(cup)!.draws.length === 1);
    let prev = mallory.agent.status(cup)!.draws[0].claims[0].id;
    for (let card = 1; card < 6; card++) prev = claim(mallory, deck, card, prev);
    await until(() => alice.agent.status(cup)!.draws.length === 6 && readsMallory().length === 5);
    await settle();
    for (const honest of [alice, bob]) {
      const draws = honest.agent.status(cup)!.draws;
      expect(draws.map((d) => d.holder)).toEqual([alice, mallory, mallory, mallory, mallory, mallory].map((p) => p.identity.publicKey));
      expect(honest.faults.filter((f) => f.startsWith('CD units: Mallory drew'))).toEqual([`CD units: Mallory drew cards 2, 3, 4, 5 and 6 for their eyes without taking them from the pile (see the pile's draws).`]);
    }
    expect(readsMallory().sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('cannot read Alice’s card by claiming it after she drew it; Alice still reads it, and the others are told', async () => {
    const { alice, bob, mallory, cup, deck, names6, readsMallory } = await sealedTable();
    const id = alice.agent.draw(cup, { forMe: true })!;
    await until(() => names6.includes(seenName(alice, id) ?? ''));
    // A rival draw of the same position: it names what Alice's names, the deck record.
    const alices = [...typesOf(mallory.doc).trust.values()].find((v) => (v as { t?: string }).t === 'draw') as { prev: string };
    claim(mallory, deck, 0, alices.prev);
    await until(() => bob.agent.status(cup)!.draws[0].claims.length === 2);
    await settle();
    expect(readsMallory()).toEqual([]);
    expect(names6).toContain(seenName(alice, id));
    expect(bob.agent.status(cup)!.draws[0]).toMatchObject({ holder: alice.identity.publicKey, contested: true });
    expect(bob.faults).toContain("CD units: Mallory claimed card 1 after it had been drawn for another player's eyes and their keys had reached them: it stays theirs.");
    expect(alice.agent.mayReveal(readSnapshot(alice.doc).pieces.get(id)!.sealed as never)).toBe(true);
  });

  it('cannot show Bob’s private card to all: it stays sealed for everyone but Bob', async () => {
    const { alice, bob, mallory, cup, deck, names6 } = await sealedTable();
    const id = bob.agent.draw(cup, { forMe: true })!;
    await until(() => names6.includes(seenName(bob, id) ?? ''));
    const draw = mallory.agent.status(cup)!.draws[0].claims[0].id;
    appendToLedger(mallory.doc, 'Mallory', 'cheat', [showEntry(mallory.doc, mallory.identity, { deck, card: 0, draw })]);
    await until(() => alice.faults.some((f) => f.includes('Mallory asked to show card 1')));
    await settle();
    expect(seenName(alice, id)).toBe('Sealed piece');
    expect(seenName(mallory, id)).toBe('Sealed piece');
    expect(readSnapshot(alice.doc).pieces.get(id)!.sealed).toBeDefined();
    expect(names6).toContain(seenName(bob, id));
  });

  it('deletes or writes over a draw and a seal in vain: every browser puts them back, the draw still counts, and the others are told', async () => {
    const { alice, bob, mallory, cup } = await sealedTable();
    alice.agent.draw(cup, { forMe: true });
    await until(() => mallory.agent.status(cup)!.draws.length === 1);
    const trust = typesOf(mallory.doc).trust;
    const drawKey = [...trust.keys()].find((k) => k.startsWith(`${ledgerPrefix}draw/`))!;
    const pileKey = [...trust.keys()].find((k) => k.startsWith(`${ledgerPrefix}pile/`))!;
    // Under the guard's own origin, so that Mallory's copy does not put them back at once (a modified client would switch it off).
    mallory.doc.transact(() => {
      trust.delete(drawKey);
      trust.set(pileKey, { forged: true });
    }, ledgerRepairOrigin);
    await until(() => bob.tampered.length > 0 && alice.tampered.length > 0);
    await settle();
    for (const p of [alice, bob, mallory]) {
      expect(p.agent.status(cup)!.draws.map((d) => d.holder)).toEqual([alice.identity.publicKey]);
      expect(p.agent.status(cup)!.stage).toBe('sealed');
    }
    expect(bob.tampered[0].restored.map((r) => r.folder).sort()).toEqual([drawKey, pileKey].map((k) => k.slice(ledgerPrefix.length, k.lastIndexOf('/'))).sort());
  });

  it('cannot call off a seal whose cards are laid out', async () => {
    const { alice, mallory, cup, deck } = await sealedTable();
    appendToLedger(mallory.doc, 'Mallory', 'cheat', [offEntry(mallory.doc, mallory.identity, { deck, missing: [] })]);
    await settle();
    for (const p of [alice, mallory]) expect(p.agent.status(cup)!.stage).toBe('sealed');
  });
});
