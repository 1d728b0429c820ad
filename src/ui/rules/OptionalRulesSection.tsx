/**
 * The assistant panel's optional rules: one switch per optional rule the game's rulebook offers,
 * off until a player switches it on. A switch is stored in the game, so it syncs to every player
 * and the log says who switched what; the assistant's checks and combats read it at once.
 */
import type { OptionalRuleSpec } from '../../rules/types';
import './sections.css';

interface Props {
  rules: readonly OptionalRuleSpec[];
  /** The ids switched on in this game. */
  on: readonly string[];
  /** Why the switches cannot be used now (no assistant loaded), or null. */
  blocked: string | null;
  onSwitch(rule: OptionalRuleSpec, on: boolean): void;
}

/** The title the log and the panel give an optional rule: "31.0 Kampfgruppen and Task Forces". */
export const optionalRuleName = (rule: OptionalRuleSpec): string => `${rule.rule} ${rule.title}`;

export function OptionalRulesSection({ rules, on, blocked, onSwitch }: Props) {
  if (rules.length === 0) return null;
  return (
    <details className="rules-section rules-optional" open data-testid="rules-optional">
      <summary>Optional rules</summary>
      <p className="muted rules-hint">Off unless your table agrees to play them. A switch is shared with everyone and logged.</p>
      <ul className="rules-list">
        {rules.map((rule) => {
          const checked = on.includes(rule.id);
          const tip = blocked ?? `${checked ? 'Stop using' : 'Use'} optional rule ${optionalRuleName(rule)}${rule.effect ? `: ${rule.effect}` : ''}`;
          return (
            <li key={rule.id} data-optional={rule.id}>
              <label className="rules-optional-switch" title={tip}>
                <input type="checkbox" role="switch" checked={checked} disabled={blocked !== null} onChange={(e) => onSwitch(rule, e.currentTarget.checked)} aria-label={`Optional rule ${optionalRuleName(rule)}`} />
                <span className="rules-list-name">
                  <span className="rules-rule">{rule.rule}</span> {rule.title}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
