/**
 * The units a combat must turn up before its roll (Sicily's Untried coast-defence units, CD 1.3),
 * in the combat dialog: who, why, and one button that reveals and turns them all. A unit drawn
 * blind waits for every player's key; the dialog says so until it arrives.
 */
import type { UnitReveal } from '../../rules/types';
import './sections.css';

export function CombatRevealSection({ reveals, nameOf, waiting, onReveal }: { reveals: readonly UnitReveal[]; nameOf(id: string): string; waiting: readonly string[]; onReveal?: () => void }) {
  const busy = reveals.every((r) => waiting.includes(r.pieceId));
  return (
    <section className="rules-reveals" aria-label="Units to reveal" data-testid="combat-reveals">
      <h4>Before the roll</h4>
      <ul>
        {reveals.map((r) => (
          <li key={r.pieceId}>
            <b>{nameOf(r.pieceId)}</b>: {r.reason} {!r.reason.includes(r.rule) && <span className="rules-rule">{r.rule}</span>}
            {waiting.includes(r.pieceId) && <span className="muted"> — waiting for every player’s key…</span>}
          </li>
        ))}
      </ul>
      <p className="muted rules-note">Their values are unknown until they are turned: the odds above count only what is known.</p>
      {onReveal && (
        <button type="button" onClick={onReveal} disabled={busy} title="Reveal these units to everyone (with every player’s key for one drawn blind) and turn them face up; logged" data-testid="combat-reveal">
          {busy ? 'Revealing…' : `Reveal and turn ${reveals.length === 1 ? 'it' : `all ${reveals.length}`}`}
        </button>
      )}
    </section>
  );
}
