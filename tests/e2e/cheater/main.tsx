/**
 * A modified client, for the attack tests only: the app as shipped, rebuilt with its internals
 * reachable from page scripts (`window.cheat`), as any player could rebuild it from this
 * repository. Built into `dist-cheater/` by `vite.cheater.config.ts`, never into the shipped
 * `dist/`. Attack tests drive it through `page.evaluate`, writing whatever a modified client
 * could write, and assert what the honest browsers show.
 */
import { createRoot } from 'react-dom/client';
import * as Y from 'yjs';
import { App } from '../../../src/ui/App';
import type { GameSession } from '../../../src/doc/session';
import * as bytes from '../../../src/trust/bytes';
import * as identity from '../../../src/trust/identity';
import * as scope from '../../../src/trust/scope';
import * as seal from '../../../src/trust/seal';
import * as fairRoll from '../../../src/trust/fairRoll';
import * as deck from '../../../src/trust/deck';
import * as pile from '../../../src/trust/pile';
import * as gameDoc from '../../../src/doc/gameDoc';
import * as docScope from '../../../src/doc/scope';
import * as ledger from '../../../src/doc/ledger';
import * as ledgerGuard from '../../../src/doc/ledgerGuard';
import * as docGuard from '../../../src/doc/docGuard';
import * as logLines from '../../../src/doc/logLines';
import * as operations from '../../../src/doc/operations';
import * as rollCeremony from '../../../src/doc/rollCeremony';
import * as rollRecords from '../../../src/trust/rollRecords';
import * as fairDice from '../../../src/doc/fairDice';
import * as rollOutcome from '../../../src/trust/rollOutcome';
import * as rollText from '../../../src/doc/rollText';
import * as pileRecords from '../../../src/doc/pileRecords';
import * as sealedPiles from '../../../src/doc/sealedPiles';
import * as seatOps from '../../../src/doc/seatOps';
import * as hiddenOps from '../../../src/doc/hiddenOps';
import * as hiddenGuard from '../../../src/doc/hiddenGuard';
import * as revealRecords from '../../../src/doc/revealRecords';
import * as shownGuard from '../../../src/doc/shownGuard';
import * as witnessDice from '../../../src/doc/witnessDice';
import * as witnessRoll from '../../../src/trust/witnessRoll';
import * as witnessClient from '../../../src/net/witnessClient';
import '../../../src/ui/styles.css';

let current: GameSession | null = null;

/** What the page can reach: the open session (its document, identity, agents) and the app's own modules. */
const cheat = {
  session: () => current,
  Y,
  lib: { bytes, identity, scope, seal, fairRoll, rollRecords, fairDice, rollOutcome, rollText, deck, pile, gameDoc, docScope, ledger, ledgerGuard, docGuard, logLines, operations, rollCeremony, pileRecords, sealedPiles, seatOps, hiddenOps, hiddenGuard, revealRecords, shownGuard, witnessDice, witnessRoll, witnessClient },
};
(window as unknown as { cheat: typeof cheat }).cheat = cheat;

createRoot(document.getElementById('root')!).render(<App onSession={(s) => (current = s)} />);
