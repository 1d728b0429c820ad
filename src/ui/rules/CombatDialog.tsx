/**
 * Resolving one combat with the assistant: who attacks and defends, the strengths and how they
 * were reached, the base odds column, every modifier with its rule (situational ones ticked on or
 * off by the players), the pre-rolls that decide support (16.3), and the final column and DRM,
 * live. Then a roll with the shared roller, or the physical die typed in, read on the table. The
 * result is posted to the log for both players, with the game values it records (the combats
 * fought this sub-phase) in the same step; counters are never changed: losses and retreats are the
 * players' to make.
 */
import { useMemo, useState } from 'react';
import { inOneStep, type Actor } from '../../doc/operations';
import { logRules } from '../../doc/rulesOps';
import { applyChanges } from './applyChanges';
import { changeRows } from './reportText';
import { shiftWords, signed } from '../../rules/kit/format';
import { applyToggles, shiftColumn, totalDrm, totalShift } from '../../rules/kit/modifiers';
import type { CombatOutcome, CombatSetup, Ruleset, RulesView } from '../../rules/types';
import { ModalButtons, ResultSection, RulesDialog } from './dialogParts';
import { Alert, FindingList, ModifierList, RollControls, type ListedModifier } from './parts';
import { rollHere, useFairRoll, type FairDie } from './rollSetup';
import { useRulesDialog } from './useRulesDialog';
import { CombatRevealSection } from './CombatRevealSection';
import { combineModifiers, dieRange, preRollModifiers, preRollResult, preRollNotes, preRollTick, rollText, type PreRollState } from './rollMath';

export interface CombatDialogProps {
  ruleset: Ruleset;
  view: RulesView;
  setup: CombatSetup;
  /** Who posts the result to the log. */
  actor: Actor;
  /** The player's name, shown with the roll. */
  who: string;
  onClose(): void;
  /** Selects counters on the table (the attackers or the defenders), so the players can apply the result. */
  onSelect?(ids: string[]): void;
  /** Opens the table editor (when the table has no number where the roll fell). */
  onEditTable?(tableId: string): void;
  /** Rolls a die fairly with the players at the table (src/doc/fairDice.ts) and resolves to the total; the roll is logged. */
  roll?: FairDie;
  /** Reveals and turns the units the setup says must be (src/ui/rules/useCombatReveals.ts); a sentence when some cannot be. */
  onReveal?(reveals: NonNullable<CombatSetup['reveals']>): string | null;
  /** Units waiting for the other players' keys to be revealed. */
  revealWaiting?: readonly string[];
}

/**
 * Logs a combat's result and sets the game values it records (Caporetto: the combats fought this
 * sub-phase, 11.3) in one step, for everyone at the table: the values say what happened, as the
 * log line does, so they are not left for a player to apply. The line records chance, so no undo
 * takes either back.
 */
export function logOutcome(actor: Actor, line: string, outcome: CombatOutcome, ruleset: Ruleset, view: RulesView, where: string, rolls: readonly (string | null)[] = []): void {
  const rows = changeRows(outcome, ruleset.values, view);
  if (rows.length === 0) return logRules(actor, line, { chance: true, rolls });
  inOneStep(actor, 'resolveCombat', `resolve the combat at ${where}`, () => {
    logRules(actor, line, { chance: true, rolls });
    applyChanges(actor, `the combat at ${where}`, rows, ruleset.values);
  });
}

interface Resolved {
  outcome: CombatOutcome;
  typed: boolean;
}


export function CombatDialog({ ruleset, view, setup, actor, who, onClose, onSelect, onEditTable, roll = rollHere, onReveal, revealWaiting = [] }: CombatDialogProps) {
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [preStates, setPreStates] = useState<Record<string, PreRollState>>({});
  const [resolved, setResolved] = useState<Resolved | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { waiting, rollThen } = useFairRoll(roll, setFailure);
  const preRolls = useMemo(() => setup.preRolls ?? [], [setup]);
  const table = ruleset.tables.find((t) => t.id === setup.tableId);
  const die = table?.die ?? '1d6';
  const nameOf = (id: string) => view.units.find((u) => u.id === id)?.name ?? id;
  const where = view.map.label(setup.defenderCell);

  const mods = useMemo(() => combineModifiers(setup.modifiers, ticks, preRolls, preStates), [setup, ticks, preRolls, preStates]);
  const listed: ListedModifier[] = [
    ...applyToggles(setup.modifiers, ticks).map((modifier) => ({ modifier })),
    ...preRolls.filter((p) => preRollResult(p, preStates[p.id], ticks).success).map((p) => ({ modifier: p.grants, tick: `grant:${p.id}`, source: p.automatic ? '(automatic)' : '(roll succeeded)' })),
  ];
  const preview = useMemo(() => {
    try {
      const o = ruleset.resolveCombat(view, setup, mods, dieRange(die).min);
      return { column: o.column, shift: o.shift, drm: o.drm };
    } catch {
      const shift = totalShift(mods).total;
      const base = setup.columns.indexOf(setup.baseColumn);
      const column = base >= 0 ? setup.columns[shiftColumn(base, shift, setup.columns.length).index] : setup.baseColumn;
      return { column, shift, drm: totalDrm(mods).total };
    }
  }, [ruleset, view, setup, mods, die]);
  const pending = preRolls.filter((p) => preRollResult(p, preStates[p.id], ticks).success === null);
  const ready = pending.length === 0 && !resolved;

  const toggle = (tick: string, on: boolean) => setTicks((t) => ({ ...t, [tick]: on }));
  const preRolled = (id: string, state: PreRollState) => {
    setPreStates((s) => ({ ...s, [id]: state }));
    // The roll controls go away: keep focus in the dialog so Enter rolls the combat next.
    dialog.current?.focus({ preventScroll: true });
  };
  const resolve = (roll: number, typed: boolean, fair: string | null = null) => {
    if (!ready) return;
    let outcome: CombatOutcome;
    try {
      outcome = ruleset.resolveCombat(view, setup, mods, roll);
    } catch (e) {
      setFailure(`The ${ruleset.name} assistant could not resolve this combat: ${(e as Error).message}`);
      return;
    }
    setResolved({ outcome, typed });
    setFailure(null);
    const notes = preRollNotes(preRolls, preStates, ticks);
    const line = `${outcome.summary}${typed ? ' (die typed in)' : ''}${notes.length ? ` [${notes.join('; ')}]` : ''}`;
    try {
      const fairPreRolls = preRolls.filter((p) => !p.automatic && preStates[p.id]?.roll != null).map((p) => preStates[p.id].fair ?? null);
      logOutcome(actor, line, outcome, ruleset, view, where, [...fairPreRolls, fair]);
    } catch (e) {
      setFailure(`The result is logged, but the values it records could not be set: ${(e as Error).message}`);
    }
  };
  // Enter rolls the next thing to roll: each support pre-roll in turn, then the combat.
  const rollPre = (pre: (typeof preRolls)[number]) => rollThen(pre.die, pre.label, (n, id) => preRolled(pre.id, { roll: n, fair: id }));
  const rollCombat = () => rollThen(die, `combat at ${where}`, (n, id) => resolve(n, false, id));
  const rollNext = () => {
    if (pending.length > 0) rollPre(pending[0]);
    else rollCombat();
  };
  const wiring = useRulesDialog(onClose, resolved ? null : rollNext);
  const { dialog } = wiring;

  return (
    <RulesDialog wiring={wiring} className="rules-combat" label="Resolve a combat" testId="combat-dialog">
      <h2>
        Combat at {where} <span className="muted rules-die">{ruleset.name}</span>
      </h2>
      <div className="rules-sides">
        <section aria-label="Attackers">
          <h4>Attackers</h4>
          <ul>{setup.attackers.map((id) => <li key={id}>{nameOf(id)}</li>)}</ul>
          {onSelect && (
            <button type="button" onClick={() => onSelect([...setup.attackers])} title="Select the attacking counters on the table">
              Select attackers
            </button>
          )}
        </section>
        <section aria-label="Defenders">
          <h4>Defenders</h4>
          <ul>{setup.defenders.length ? setup.defenders.map((id) => <li key={id}>{nameOf(id)}</li>) : <li className="muted">no defending unit</li>}</ul>
          {onSelect && setup.defenders.length > 0 && (
            <button type="button" onClick={() => onSelect([...setup.defenders])} title="Select the defending counters on the table">
              Select defenders
            </button>
          )}
        </section>
      </div>
      <p className="rules-strength" data-testid="combat-strength">
        Attack <b>{setup.attack}</b> against defence <b>{setup.defence}</b>: base odds <b>{setup.baseColumn}</b>
      </p>
      {setup.strengthNotes.length > 0 && (
        <ul className="muted rules-notes">
          {setup.strengthNotes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      )}
      {setup.findings.length > 0 && <FindingList findings={setup.findings} />}
      {!!setup.reveals?.length && !resolved && (
        <CombatRevealSection reveals={setup.reveals} nameOf={nameOf} waiting={revealWaiting} onReveal={onReveal && (() => setFailure(onReveal(setup.reveals!)))} />
      )}
      {preRolls.map((pre) => {
        const result = preRollResult(pre, preStates[pre.id], ticks);
        const state = preStates[pre.id];
        return (
          <section key={pre.id} className="rules-preroll" aria-label={pre.label} data-preroll={pre.id}>
            <h4>
              {pre.label} <span className="rules-rule">{pre.rule}</span>{' '}
              <span className="muted">
                {pre.die}, succeeds on {pre.succeedsFrom}+
              </span>
            </h4>
            <ModifierList items={preRollModifiers(pre, ticks).map((modifier) => ({ modifier, tick: preRollTick(pre, modifier) }))} onToggle={toggle} disabled={!!resolved || (state?.roll ?? null) !== null} empty="No modifiers to this roll." />
            {pre.automatic ? (
              <p>
                <span className="rules-badge rules-badge-ok">automatic</span> succeeds without a roll
              </p>
            ) : state?.roll == null ? (
              <RollControls die={pre.die} disabled={!!resolved || waiting} onRoll={() => rollPre(pre)} onTyped={(roll) => preRolled(pre.id, { roll, typed: true })} />
            ) : (
              <p className={result.success ? 'rules-success' : 'rules-failure'} data-testid={`preroll-${pre.id}`}>
                {state.typed ? 'Die typed in' : `${who} rolled`}: {rollText(state.roll, result.drm)} — {result.success ? 'succeeds' : 'fails'}
                {result.success && <span className="muted"> (adds {pre.grants.kind === 'shift' ? shiftWords(pre.grants.value) : `${signed(pre.grants.value)} DRM`})</span>}
              </p>
            )}
          </section>
        );
      })}
      <section aria-label="Modifiers">
        <h4>Modifiers</h4>
        <ModifierList items={listed} onToggle={toggle} disabled={!!resolved} empty="No shifts or die-roll modifiers apply." />
      </section>
      <p className="rules-final" data-testid="combat-final" aria-live="polite">
        Final column <b>{preview.column}</b>
        {preview.shift !== 0 && <span className="muted"> ({shiftWords(preview.shift)} {preview.column === setup.baseColumn ? 'held at the edge of the table' : `from ${setup.baseColumn}`})</span>} · DRM <b>{signed(preview.drm)}</b>
      </p>
      {!resolved && (
        <>
          {pending.length > 0 && <p className="muted rules-note">Roll for {pending.map((p) => p.label).join(' and ')} first (Enter rolls them in turn).</p>}
          <RollControls die={die} disabled={!ready || waiting} onRoll={rollCombat} onTyped={(typed) => resolve(typed, true)} rollTitle={`Roll ${die} fairly with the players at the table and read it on the ${table?.name ?? 'table'} (Enter)`} />
        </>
      )}
      {failure && <Alert>{failure}</Alert>}
      {resolved && (
        <ResultSection testId="combat-outcome">
          <p>
            {resolved.typed ? 'Die typed in' : `${who} rolled`}: {rollText(resolved.outcome.roll, resolved.outcome.drm)} on the {resolved.outcome.column} column
          </p>
          {resolved.outcome.result !== null ? (
            <p className="rules-result" data-testid="combat-result">
              {resolved.outcome.result}
            </p>
          ) : (
            <div className="rules-missing">
              <p>The {table?.name ?? 'table'} has no number there yet: type in the numbers from your own chart, then resolve the combat again.</p>
              {onEditTable && (
                <button type="button" onClick={() => onEditTable(setup.tableId)} title={`Type in the ${table?.name ?? 'table'} from your chart`}>
                  Type in the {table?.name ?? 'table'}…
                </button>
              )}
            </div>
          )}
          <ul className="rules-notes">
            {resolved.outcome.explanation.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
          {view.tables[setup.tableId]?.sample && (
            <p className="rules-sample-note" data-testid="combat-sample-table">
              Read on the demo’s sample {table?.name ?? 'table'}, made up for the demo: not the game’s own numbers. Type in your chart to play the real game.
            </p>
          )}
          <p className="muted rules-note">Losses and retreats are yours to make on the table; the assistant moves nothing.</p>
        </ResultSection>
      )}
      <ModalButtons onClose={onClose} />
    </RulesDialog>
  );
}
