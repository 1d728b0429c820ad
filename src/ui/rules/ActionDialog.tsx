/**
 * One action segment of an action-point game (Kesselring's War 6.1): the acting side picks its
 * action or passes, either side adds the extras paid beside it (an interception, naval gunfire),
 * and the dialog shows what the segment costs each side against what it holds, with the rules'
 * warnings. Nothing is paid until a player presses Spend: the AP markers move on their tracks and
 * the segment goes to the log, one undo step. "Next segment" reads the table again for the other side.
 */
import { useMemo, useState } from 'react';
import type { Actor } from '../../doc/operations';
import { logRules } from '../../doc/rulesOps';
import type { Cell } from '../../model/grid';
import { extraActions, judgeSegment, mainActions, pointsHeld } from '../../rules/kit/actionPoints';
import type { ActionPointsSpec, RulesView, SegmentPlan, SegmentVerdict, ValueSpec } from '../../rules/types';
import { applyChanges, tryRulesWrite } from './applyChanges';
import { ChangeList, ModalButtons, ResultSection, RulesDialog } from './dialogParts';
import { Alert, FindingList } from './parts';
import { changeRows } from './reportText';
import { useRulesDialog } from './useRulesDialog';

export interface ActionDialogProps {
  spec: ActionPointsSpec;
  view: RulesView;
  /** The table as it is now, read again for the next segment. */
  readView?(): RulesView | null;
  valueSpecs: readonly ValueSpec[];
  actor: Actor;
  onClose(): void;
  onFocus?(cells: Cell[], pieces: string[]): void;
}

/** The side whose segment it is by the game's values (the spec's `nextSide`), else the first side. */
function sideToAct(spec: ActionPointsSpec, view: RulesView): string {
  const next = view.values.nextSide;
  return typeof next === 'string' && spec.sides.includes(next) ? next : spec.sides[0];
}

function judged(view: RulesView, spec: ActionPointsSpec, plan: SegmentPlan): SegmentVerdict | Error {
  try {
    return judgeSegment(view, spec, plan);
  } catch (e) {
    return e as Error;
  }
}

export function ActionDialog({ spec, view: opened, readView, valueSpecs, actor, onClose, onFocus }: ActionDialogProps) {
  const [view, setView] = useState(opened);
  const [side, setSide] = useState(() => sideToAct(spec, opened));
  const [action, setAction] = useState('');
  const [extras, setExtras] = useState<Record<string, number>>({});
  const [spent, setSpent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const plan = useMemo<SegmentPlan>(() => ({
    side,
    action,
    extras: Object.entries(extras).map(([key, count]) => {
      const [extraSide, id] = key.split('|');
      return { action: id, side: extraSide, count };
    }),
  }), [side, action, extras]);
  const verdict = useMemo(() => (action === '' ? null : judged(view, spec, plan)), [view, spec, plan, action]);
  const ok = verdict && !(verdict instanceof Error) ? verdict : null;
  const rows = useMemo(() => (ok ? changeRows(ok, valueSpecs, view) : []), [ok, valueSpecs, view]);

  const edit = (write: () => void) => {
    write();
    setSpent(false);
    setFailure(null);
  };
  const spend = () => {
    if (!ok || spent) return;
    const write = () => {
      logRules(actor, ok.summary);
      applyChanges(actor, `the ${spec.name.toLowerCase()} of a segment`, rows, valueSpecs);
    };
    if (tryRulesWrite(write, setFailure)) setSpent(true);
  };
  const nextSegment = () => {
    const fresh = readView?.() ?? view;
    setView(fresh);
    setSide(sideToAct(spec, fresh));
    setAction('');
    setExtras({});
    setSpent(false);
  };
  const wiring = useRulesDialog(onClose, ok && !spent ? spend : null);

  return (
    <RulesDialog wiring={wiring} className="rules-action-dialog" label="Action segment" testId="action-dialog">
      <h2>
        Action segment <span className="rules-rule">6.1, {spec.rule}</span>
      </h2>
      <p className="rules-ap-held" aria-label="Action points held">
        {spec.sides.map((s) => `${s} ${pointsHeld(view, spec, s)} AP`).join(' · ')}
        {spec.maximum(view) !== null && <span className="muted"> (track to {spec.maximum(view)})</span>}
      </p>
      <div className="rules-action-pick">
        <label className="rules-choose">
          Side acting
          <select value={side} onChange={(e) => { const value = e.currentTarget.value; edit(() => { setSide(value); setAction(''); }); }} aria-label="Side acting">
            {spec.sides.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="rules-choose">
          Action
          <select value={action} onChange={(e) => { const value = e.currentTarget.value; edit(() => setAction(value)); }} aria-label="Action">
            <option value="">Choose…</option>
            {mainActions(spec, side).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} — {a.cost(view, side)} AP ({a.rule})
              </option>
            ))}
            <option value="pass">Pass (6.1)</option>
          </select>
        </label>
      </div>
      <fieldset className="rules-action-extras">
        <legend>Paid beside the action</legend>
        {extraActions(spec).flatMap((a) =>
          spec.sides.filter((s) => !a.sides || a.sides.includes(s)).map((s) => {
            const key = `${s}|${a.id}`;
            return (
              <label key={key} className="rules-extra" title={`${a.name} (${a.rule}): ${a.cost(view, s)} AP each, paid by ${s}`}>
                <input type="number" min={0} max={9} value={extras[key] ?? 0} onChange={(e) => { const n = Math.max(0, Math.min(9, Math.trunc(Number(e.currentTarget.value) || 0))); edit(() => setExtras((x) => ({ ...x, [key]: n }))); }} aria-label={`${s}: ${a.name}`} />
                {s}: {a.name} <span className="rules-rule">{a.rule}</span>
              </label>
            );
          }),
        )}
      </fieldset>
      {verdict instanceof Error && <Alert>The assistant could not price the segment: {verdict.message}</Alert>}
      {ok && (
        <ResultSection className="rules-action-lines" label="What the segment costs" testId="action-outcome">
          {ok.lines.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
          {ok.lines.length === 0 && <p>Nothing to pay.</p>}
        </ResultSection>
      )}
      {ok && ok.findings.length > 0 && <FindingList findings={ok.findings} onFocus={onFocus} />}
      {failure && <Alert>{failure}</Alert>}
      {rows.length > 0 && <ChangeList rows={rows} applied={spent} />}
      <ModalButtons onClose={onClose}>
        {spent && (
          <button type="button" className="primary" onClick={nextSegment} title="Read the table again and plan the next segment">
            Next segment
          </button>
        )}
        <button type="button" className="primary" onClick={spend} disabled={!ok || spent} title={spent ? 'Paid: the AP markers moved for everyone' : 'Pay for this segment (Enter): the AP markers move and the segment goes to the log'}>
          Spend
        </button>
      </ModalButtons>
    </RulesDialog>
  );
}
