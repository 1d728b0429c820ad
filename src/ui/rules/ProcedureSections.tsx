/**
 * The assistant panel's sections for games with procedures and symbol dice (German high command):
 * "Procedures", each opened as a guided checklist, and "Symbol dice", each symbol roll with a
 * Roll… button and a badge when the game still lacks a die it throws (to be added in the dice tray).
 */
import type { CustomDie } from '../../dice/dice';
import { matchDice } from '../../rules/symbolDice';
import type { Ruleset } from '../../rules/types';

export interface ProcedureSectionsProps {
  ruleset: Pick<Ruleset, 'procedures' | 'symbolRolls'>;
  dice: readonly CustomDie[];
  /** Why the buttons are off (no map, an unknown ruleset), or null when they work. */
  blocked: string | null;
  onProcedure(procedureId: string): void;
  onSymbolRoll(rollId: string): void;
}

export function ProcedureSections({ ruleset, dice, blocked, onProcedure, onSymbolRoll }: ProcedureSectionsProps) {
  const procedures = ruleset.procedures ?? [];
  const symbolRolls = ruleset.symbolRolls ?? [];
  return (
    <>
      {procedures.length > 0 && (
        <details className="rules-section" open data-testid="rules-procedures">
          <summary>Procedures</summary>
          <ul className="rules-list">
            {procedures.map((p) => (
              <li key={p.id} data-procedure={p.id}>
                <span className="rules-list-name">
                  {p.name} <span className="rules-rule">{p.rule}</span>
                </span>
                <button onClick={() => onProcedure(p.id)} disabled={blocked !== null} title={blocked ?? `Walk through ${p.name} step by step; the rolls and the values you apply go to the log`} aria-label={`Open ${p.name}`}>
                  Open…
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {symbolRolls.length > 0 && (
        <details className="rules-section" open data-testid="rules-symbol-rolls">
          <summary>Symbol dice</summary>
          <ul className="rules-list">
            {symbolRolls.map((r) => {
              const { missing } = matchDice(r, dice);
              return (
                <li key={r.id} data-symbol-roll={r.id}>
                  <span className="rules-list-name">
                    {r.name} <span className="rules-rule">{r.rule}</span> <span className="muted">{r.dice.map((d) => d.die).join(' + ')}</span>
                    {missing.length > 0 && (
                      <span className="rules-badge rules-badge-warn" title={`Add ${missing.join(' and ')} in the dice tray (Dice → New die…) with the faces of your game’s dice`}>
                        needs your dice
                      </span>
                    )}
                  </span>
                  <button onClick={() => onSymbolRoll(r.id)} disabled={blocked !== null} title={blocked ?? `Throw the ${r.name} dice fairly and count them`} aria-label={`Roll ${r.name}`}>
                    Roll…
                  </button>
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </>
  );
}
