/**
 * The game's choice for rolls made while no one else is at the table (issue #29), in the dice
 * tray: with the server as witness, or alone. Shown only while this player is alone at the table
 * (with others there, rolls are among the players as always); the choice is signed and logged for
 * everyone (src/doc/witnessChoice.ts).
 */
import { useState, useSyncExternalStore } from 'react';
import type { GameSession } from '../../doc/session';
import { chooseAloneRolls, readWitnessChoice, watchWitnessChoice, type AloneRolls } from '../../doc/witnessChoice';
import { chooseWitness } from '../../doc/witnessDice';
import { useObservable } from '../table/viewStore';
import { Observable } from '../../model/observable';
import type { PeerPresence } from '../../net/types';

const nobody = new Observable<PeerPresence[]>([]);

const explained =
  'With no one else at the table, a roll is either witnessed by the server — it commits to a share of its own before you reveal yours, so neither of you chooses the dice, and friends check it later — or rolled alone, which nothing vouches for. The choice is logged for everyone.';

/** Whether this player is the only one at the table (so a roll now would be made alone or with the witness). */
function useAloneAtTable(session: GameSession): boolean {
  const room = useObservable(session.room);
  useObservable(room?.presence ?? nobody);
  return session.rollTable.players().length === 0;
}

/** The game's current choice, re-read whenever a choice record arrives. */
function useAloneRolls(session: GameSession): AloneRolls {
  const doc = session.actor.doc;
  return useSyncExternalStore(
    (listener) => watchWitnessChoice(doc, listener),
    () => readWitnessChoice(doc).mode,
  );
}

export function WitnessChoice({ session, onError }: { session: GameSession; onError(message: string | null): void }) {
  const alone = useAloneAtTable(session);
  const mode = useAloneRolls(session);
  const [asking, setAsking] = useState(false);
  const witness = session.rollTable.witness;
  if (!witness || !alone) return null;
  const choose = (next: AloneRolls) => {
    if (next === mode) return;
    if (next === 'alone') return chooseAloneRolls(session.actor, 'alone', null);
    setAsking(true);
    chooseWitness(session.actor, witness).then(
      () => onError(null),
      (e: unknown) => onError(e instanceof Error ? e.message : String(e)),
    ).finally(() => setAsking(false));
  };
  return (
    <label className="dice-witness" title={explained}>
      <span>With no one else at the table, rolls are</span>
      <select value={mode} disabled={asking} onChange={(e) => choose(e.currentTarget.value as AloneRolls)} aria-label="How rolls are made with no one else at the table" data-testid="witness-choice">
        <option value="witness">witnessed by the server</option>
        <option value="alone">rolled alone</option>
      </select>
    </label>
  );
}
