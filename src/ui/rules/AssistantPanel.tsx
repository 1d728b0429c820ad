/**
 * The rules assistant panel, a side panel beside the table: choose the game's assistant (the
 * choice syncs to every player), set the game-wide values it reads, check the table or the last
 * move, start a combat, type in the die-roll tables from your own charts, roll the ruleset's
 * other tables, open its reports (end of turn, victory…), walk through its procedures and throw
 * its symbol dice, and switch the rulebook's optional rules on or off. It advises only: nothing here moves a counter, and a report's changes are
 * applied only from its dialog, when a player says so.
 */
import { useState, type ReactNode } from 'react';
import { chooseRuleset, logRules, RulesError, setOptionalRule, setRuleValue } from '../../doc/rulesOps';
import type { GameSession } from '../../doc/session';
import type { Cell } from '../../model/grid';
import type { Finding } from '../../rules/kit/types';
import type { Ruleset } from '../../rules/types';
import { valueSource } from '../../rules/view';
import { rulesetCatalogue, rulesetEntry } from '../../../rulesets/index';
import type { CustomDie } from '../../dice/dice';
import { checkLogLine } from './findingText';
import { Alert, FindingList } from './parts';
import { OptionalRulesSection, optionalRuleName } from './OptionalRulesSection';
import { ProcedureSections } from './ProcedureSections';
import { tableStatus } from './tableEdit';
import type { RulesAssistant } from './useRulesAssistant';
import { ValueField } from './ValueField';
import { groupValues } from './valueText';

export interface AssistantPanelProps {
  session: Pick<GameSession, 'actor'>;
  assistant: RulesAssistant;
  onClose(): void;
  /** Focus the map on hexes and counters a finding is about. */
  onFocus(cells: Cell[], pieces: string[]): void;
  onCheckLastMove(): void;
  onStartCombat(): void;
  onEditTable(tableId: string): void;
  onRoll(rollId: string): void;
  /** Open one of the ruleset's reports. */
  onReport(reportId: string): void;
  /** Open one of the ruleset's roll-offs (activation). */
  onRollOff?(rollOffId: string): void;
  /** Open the action segment dialog (games played with action points). */
  onAction?(): void;
  /** Open one of the ruleset's procedures as a guided checklist. */
  onProcedure?(procedureId: string): void;
  /** Open one of the ruleset's symbol rolls. */
  onSymbolRoll?(rollId: string): void;
  /** The game's custom dice, to say which dice a symbol roll still needs. */
  dice?: readonly CustomDie[];
  /** Shown under the panel's actions (the map terrain note). */
  children?: ReactNode;
}

type Check = { findings: Finding[]; at: number } | { error: string };

const noDice: readonly CustomDie[] = [];

export function AssistantPanel({ session, assistant, onClose, onFocus, onCheckLastMove, onStartCombat, onEditTable, onRoll, onReport, onRollOff, onAction, onProcedure, onSymbolRoll, dice = noDice, children }: AssistantPanelProps) {
  const { ruleset, state, error } = assistant;
  const [check, setCheck] = useState<Check | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const attempt = (write: () => void) => {
    try {
      write();
      setNotice(null);
    } catch (e) {
      if (!(e instanceof RulesError)) throw e;
      setNotice(e.message);
    }
  };
  const choose = (id: string) => {
    setCheck(null);
    const chosen = rulesetEntry(id);
    attempt(() => chooseRuleset(session.actor, id === '' ? null : id, chosen?.name));
  };
  const runCheck = (rs: Ruleset) => {
    const view = assistant.view();
    if (!view) return setCheck({ error: assistant.error ?? 'The assistant could not read the table.' });
    try {
      const findings = rs.checkTable(view);
      setCheck({ findings, at: Date.now() });
      logRules(session.actor, checkLogLine(rs.name, findings));
    } catch (e) {
      setCheck({ error: `The ${rs.name} assistant could not check the table: ${(e as Error).message}` });
    }
  };
  const tracks = ruleset ? assistant.tracks() : {};
  const blocked = !ruleset || error !== null;
  // On an area map there are no hexes to pick: moves and combats go through the procedures.
  const areaMap = !!ruleset && !!assistant.view()?.areas;
  const why = error ?? (ruleset ? '' : 'Choose a rules assistant first');

  return (
    <aside className="rules-panel" aria-label="Rules assistant" data-testid="rules-panel">
      <div className="rules-head">
        <h3>Rules assistant</h3>
        <button className="rules-icon" onClick={onClose} title="Close the rules assistant panel" aria-label="Close the rules assistant panel">
          ×
        </button>
      </div>
      <label className="rules-choose" title="The assistant checks moves and resolves combats with rule numbers. It advises; it never blocks a move. The choice is shared with everyone at the table.">
        Game
        <select value={state.ruleset ?? ''} onChange={(e) => choose(e.currentTarget.value)} aria-label="Rules assistant for this game">
          <option value="">None</option>
          {state.ruleset && !rulesetEntry(state.ruleset) && <option value={state.ruleset}>{state.ruleset} (unknown here)</option>}
          {rulesetCatalogue.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      {!state.ruleset && <p className="muted rules-hint">Choose your game to get advice on moves and combats, with rule numbers. The assistant never blocks a move.</p>}
      {assistant.loading && (
        <p className="muted rules-hint" role="status">
          <span className="spinner" /> Loading the {assistant.loading} assistant…
        </p>
      )}
      {ruleset && <p className="muted rules-hint">{ruleset.source}. Advice only: you may always make any move.</p>}
      {error && <Alert>{error}</Alert>}
      {notice && <Alert>{notice}</Alert>}
      {ruleset && (
        <>
          <div className="rules-actions">
            <button onClick={() => runCheck(ruleset)} disabled={blocked} title={blocked ? why : 'Check the whole table: stacking, supply, zones of control… The result goes to the log for everyone.'}>
              Check the table
            </button>
            {!areaMap && (
              <>
                <button onClick={onCheckLastMove} disabled={blocked} title={blocked ? why : 'Check the last move made against the rules'}>
                  Check last move
                </button>
                <button onClick={onStartCombat} disabled={blocked} title={blocked ? why : 'Pick the attackers, then the defending hex, and the assistant works out the odds and modifiers'}>
                  Resolve a combat…
                </button>
              </>
            )}
          </div>
          {areaMap && <p className="muted rules-hint">An area map: moves are judged by its areas' neighbours and facts (the Areas panel); combats are walked through as procedures below (C).</p>}
          {children}
          {check && (
            <section className="rules-section rules-check" aria-label="Table check" data-testid="rules-check">
              <h4>Table check</h4>
              {'error' in check ? (
                <Alert>{check.error}</Alert>
              ) : (
                <FindingList findings={check.findings} onFocus={onFocus} empty="No problems found." />
              )}
            </section>
          )}
          {ruleset.actionPoints && (
            <details className="rules-section" open>
              <summary>{ruleset.actionPoints.name}</summary>
              <div className="rules-list-name rules-ap-row" data-testid="rules-ap">
                <span>
                  {ruleset.actionPoints.sides.map((side) => {
                    const spec = ruleset.values.find((v) => v.id === ruleset.actionPoints?.pointsOf[side]);
                    return spec ? `${side} ${String(valueSource(spec, state.values, tracks).value)} AP` : side;
                  }).join(' · ')}
                </span>
                <button onClick={() => onAction?.()} disabled={blocked} title={blocked ? why : 'Take an action or pass: see what it costs each side, then pay for it (6.1)'}>
                  Action segment…
                </button>
              </div>
            </details>
          )}
          <OptionalRulesSection rules={ruleset.optionalRules ?? []} on={state.optional ?? []} blocked={error} onSwitch={(rule, on) => attempt(() => setOptionalRule(session.actor, rule.id, on, optionalRuleName(rule)))} />
          <ProcedureSections ruleset={ruleset} dice={dice} blocked={blocked ? why : null} onProcedure={(id) => onProcedure?.(id)} onSymbolRoll={(id) => onSymbolRoll?.(id)} />
          {groupValues(ruleset.values).map((group) => (
            <details key={group.id} className="rules-section" open={group.id !== 'map'}>
              <summary>{group.title}</summary>
              {group.values.map((spec) => (
                <ValueField key={spec.id} spec={spec} source={valueSource(spec, state.values, tracks)} labels={assistant.labels} onSet={(value) => attempt(() => setRuleValue(session.actor, spec.id, value, spec.label))} />
              ))}
            </details>
          ))}
          {ruleset.terrain.notes && <p className="muted rules-hint">{ruleset.terrain.notes}</p>}
          <section className="rules-section" aria-label="Tables">
            <h4>Tables</h4>
            {ruleset.tables.length === 0 && <p className="muted rules-empty">This assistant reads no tables.</p>}
            <ul className="rules-list">
              {ruleset.tables.map((spec) => {
                const status = tableStatus(spec, state.tables);
                return (
                  <li key={spec.id} data-table={spec.id}>
                    <span className="rules-list-name">
                      {spec.name} <span className="rules-rule">{spec.rule}</span>
                      {status.needsNumbers && <span className="rules-badge rules-badge-warn" title="The rules do not print this table: type the numbers in from your own chart">needs your numbers</span>}
                      {status.sample && <span className="rules-badge" title="These are sample numbers, not the game's: type in your chart's">sample</span>}
                      {status.typed && !status.needsNumbers && !status.sample && <span className="rules-badge" title="Typed in from your chart">typed in</span>}
                    </span>
                    <button onClick={() => onEditTable(spec.id)} title={`Type in or correct the ${spec.name} from your own chart`}>
                      Edit…
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
          {ruleset.reports && ruleset.reports.length > 0 && (
            <details className="rules-section" open>
              <summary>Reports</summary>
              <ul className="rules-list">
                {ruleset.reports.map((report) => (
                  <li key={report.id} data-report={report.id}>
                    <span className="rules-list-name">
                      {report.name} <span className="rules-rule">{report.rule}</span>
                    </span>
                    <button onClick={() => onReport(report.id)} disabled={blocked} title={blocked ? why : `Show the ${report.name} report; you choose whether to apply its changes`}>
                      Show…
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          )}
          {ruleset.rollOffs && ruleset.rollOffs.length > 0 && (
            <details className="rules-section" open>
              <summary>Roll-offs</summary>
              <ul className="rules-list">
                {ruleset.rollOffs.map((off) => (
                  <li key={off.id} data-rolloff={off.id}>
                    <span className="rules-list-name">
                      {off.name} <span className="rules-rule">{off.rule}</span>
                    </span>
                    <button onClick={() => onRollOff?.(off.id)} disabled={blocked} title={blocked ? why : `Each side picks, then both roll: the ${off.name}`}>
                      Roll off…
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          )}
          {ruleset.rolls.length > 0 && (
            <details className="rules-section" open>
              <summary>Rolls</summary>
              <ul className="rules-list">
                {ruleset.rolls.map((roll) => (
                  <li key={roll.id} data-roll={roll.id}>
                    <span className="rules-list-name">
                      {roll.name} <span className="rules-rule">{roll.rule}</span> <span className="muted">{roll.die}</span>
                    </span>
                    <button onClick={() => onRoll(roll.id)} disabled={blocked} title={blocked ? why : `Roll on the ${roll.name} with its modifiers`}>
                      Roll…
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          )}
          <details className="rules-section rules-attributes">
            <summary>Counter attributes this assistant reads</summary>
            <p className="muted rules-hint">Select counters and press A (or right-click → Attributes…) to type these.</p>
            <dl>
              {ruleset.attributes.map((a) => (
                <div key={a.name}>
                  <dt>
                    <code>{a.name}</code> <span className="muted">{a.kind === 'flag' ? 'yes/no' : a.kind}</span>
                  </dt>
                  <dd>
                    {a.description}
                    {a.values && a.values.length > 0 && <span className="muted"> Values: {a.values.join(', ')}.</span>}
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        </>
      )}
    </aside>
  );
}
