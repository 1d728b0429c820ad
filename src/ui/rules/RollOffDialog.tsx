/**
 * A roll-off between the sides (Operazione C3 5.1's activation): each side picks a chit or passes,
 * the ruleset says whether dice are needed, both dice are rolled fairly with the table (or typed
 * from the physical dice), and the verdict — who activates, or a tie to roll again — goes to the
 * log. The values it suggests (who activated last, the active Formation) are set only when a
 * player applies them.
 */
import { useMemo, useState } from 'react';
import type { Actor } from '../../doc/operations';
import { logRules } from '../../doc/rulesOps';
import type { Cell } from '../../model/grid';
import type { RollOffSpec, RollOffVerdict, RulesView, ValueSpec } from '../../rules/types';
import { applyChanges, tryRulesWrite } from './applyChanges';
import { ApplyButton, ChangeList, ModalButtons, ResultSection, RollStatus, RulesDialog, SpecTitle } from './dialogParts';
import { Alert, ModifierList, FindingList } from './parts';
import { changeRows } from './reportText';
import { parseTypedRoll } from './rollMath';
import { rollHere, type FairDie } from './rollSetup';
import { useRulesDialog } from './useRulesDialog';

export interface RollOffDialogProps {
  spec: RollOffSpec;
  view: RulesView;
  valueSpecs: readonly ValueSpec[];
  actor: Actor;
  onClose(): void;
  onFocus?(cells: Cell[], pieces: string[]): void;
  /** Rolls a die fairly with the players at the table and resolves to the total; the roll is logged. */
  roll?: FairDie;
}


function judged(spec: RollOffSpec, view: RulesView, picks: Record<string, string>, rolls: Record<string, number> | null): RollOffVerdict | Error {
  try {
    return spec.judge(view, picks, rolls);
  } catch (e) {
    return e as Error;
  }
}

export function RollOffDialog({ spec, view, valueSpecs, actor, onClose, onFocus, roll = rollHere }: RollOffDialogProps) {
  const [picks, setPicks] = useState<Record<string, string>>({});
  const [rolls, setRolls] = useState<Record<string, number> | null>(null);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [waiting, setWaiting] = useState(false);
  const [applied, setApplied] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const picked = spec.sides.every((s) => (picks[s] ?? '') !== '');
  const verdict = useMemo(() => (picked ? judged(spec, view, picks, rolls) : null), [spec, view, picks, rolls, picked]);
  const ok = verdict && !(verdict instanceof Error) ? verdict : null;
  const rows = useMemo(() => (ok ? changeRows(ok, valueSpecs, view) : []), [ok, valueSpecs, view]);
  const decided = ok !== null && (ok.winner !== null || !ok.needsRoll);
  const canRoll = ok !== null && ok.needsRoll && rolls === null;

  const settle = (next: Record<string, number>, fair: readonly (string | null)[] = []) => {
    setRolls(next);
    const after = judged(spec, view, picks, next);
    if (!(after instanceof Error)) logRules(actor, after.summary, { chance: true, rolls: fair });
  };
  const rollOff = () => {
    if (!canRoll || waiting) return;
    setWaiting(true);
    setFailure(null);
    (async () => {
      const next: Record<string, number> = {};
      const fair: (string | null)[] = [];
      for (const side of spec.sides) {
        const rolled = await roll(spec.die, `${spec.name} (${spec.rule}): ${side}`);
        next[side] = rolled.total;
        fair.push(rolled.roll);
      }
      settle(next, fair);
    })()
      .catch((e: Error) => setFailure(e.message))
      .finally(() => setWaiting(false));
  };
  const useTyped = () => {
    const next: Record<string, number> = {};
    for (const side of spec.sides) {
      const read = parseTypedRoll(typed[side] ?? '', spec.die);
      if (!read.ok) return setFailure(`${side}: ${read.error}`);
      next[side] = read.roll;
    }
    setFailure(null);
    settle(next);
  };
  const apply = () => {
    if (!ok || applied) return;
    const write = () => {
      if (!ok.needsRoll) logRules(actor, ok.summary);
      applyChanges(actor, `the ${spec.name}`, rows, valueSpecs);
    };
    if (tryRulesWrite(write, setFailure)) setApplied(true);
  };
  const again = () => {
    setRolls(null);
    setTyped({});
    setApplied(false);
  };
  const wiring = useRulesDialog(onClose, canRoll ? rollOff : null);

  return (
    <RulesDialog wiring={wiring} className="rules-rolloff-dialog" label={spec.name} testId="rolloff-dialog">
      <SpecTitle spec={spec} die={`${spec.die} each`} />
      <div className="rules-rolloff-sides">
        {spec.sides.map((side) => (
          <section key={side} aria-label={side} className="rules-rolloff-side">
            <label className="rules-choose">
              {side}
              <select value={picks[side] ?? ''} disabled={rolls !== null} onChange={(e) => { const value = e.currentTarget.value; setPicks((p) => ({ ...p, [side]: value })); setApplied(false); }} aria-label={`${side}: chit`}>
                <option value="">Choose…</option>
                {spec.options(view, side).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
            {picks[side] && <ModifierList items={spec.modifiers(view, side, picks[side]).map((modifier) => ({ modifier }))} onToggle={() => undefined} disabled empty="No modifier." />}
            {canRoll && (
              <input className="rules-number" value={typed[side] ?? ''} onChange={(e) => { const value = e.currentTarget.value; setTyped((t) => ({ ...t, [side]: value })); }} placeholder="die" aria-label={`${side}: you rolled`} title="Type the physical die instead of rolling here" inputMode="numeric" />
            )}
          </section>
        ))}
      </div>
      {verdict instanceof Error && <Alert>The assistant could not judge the roll-off: {verdict.message}</Alert>}
      {ok && ok.findings.length > 0 && <FindingList findings={ok.findings} onFocus={onFocus} />}
      {ok && (
        <ResultSection testId="rolloff-outcome">
          {ok.lines.map((line, i) => (
            <p key={i} className={i === 0 && decided ? 'rules-result' : undefined}>
              {line}
            </p>
          ))}
        </ResultSection>
      )}
      <RollStatus waiting={waiting} failure={failure} />
      {rows.length > 0 && <ChangeList rows={rows} applied={applied} />}
      <ModalButtons onClose={onClose}>
        {canRoll && (
          <>
            <button type="button" onClick={useTyped} title="Use the physical dice typed above">
              Use typed dice
            </button>
            <button type="button" className="primary" onClick={rollOff} disabled={waiting} title="Roll a die for each side fairly with the players at the table (Enter); the result goes to the log">
              Roll off
            </button>
          </>
        )}
        {ok?.tie && (
          <button type="button" className="primary" onClick={again} title="A tie: roll again (5.1)">
            Roll again
          </button>
        )}
        {rows.length > 0 && <ApplyButton onApply={apply} applied={applied} appliedTitle="Applied for everyone at the table" />}
      </ModalButtons>
    </RulesDialog>
  );
}
