import { describe, expect, it } from 'vitest';
import { createGameDoc } from '../../../src/doc/gameDoc';
import { setUpRolls } from '../../../src/doc/rollSession';
import { rollDiceFairly } from '../../../src/doc/fairDice';
import { objectToRoll } from '../../../src/doc/rollCeremony';
import { Observable } from '../../../src/model/observable';
import { newIdentity } from '../../../src/trust/identity';
import type { PeerPresence } from '../../../src/net/types';

describe('the rolls of an open game', () => {
  it('takes a player left out for not answering back in once they object to a roll made without them', async () => {
    const doc = createGameDoc('game', 'Game');
    const [alice, bob] = [newIdentity(), newIdentity()];
    const presence = new Observable<PeerPresence[]>([{ clientId: 7, name: 'Bob', color: '#000', cursor: null, drag: null, self: false, key: bob.publicKey }]);
    const room = new Observable<{ presence: Observable<PeerPresence[]> } | null>({ presence });
    const rolls = setUpRolls({ doc, identity: alice, actor: { doc, name: 'Alice', identity: alice }, playerName: () => 'Alice', room });
    rolls.table.leaveOut([bob.publicKey]);
    expect(rolls.table.players()).toEqual([]);
    const run = rollDiceFairly(rolls.table, 'd6');
    await run.result;
    // Bob's browser, answering again, signs that it was at the table.
    objectToRoll(doc, bob, 'Bob', run.pending!.id);
    expect(rolls.table.leftOut()).toEqual([]);
    expect(rolls.table.players().map((p) => p.name)).toEqual(['Bob']);
    expect(rolls.knownName(bob.publicKey)).toBe('Bob');
    rolls.stop();
  });
});
