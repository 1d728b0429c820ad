/**
 * A symbol roll (German high command 4.1's Strategic Warfare dice): the conditions the counting
 * reads as yes/no boxes, how many of each kind of the game's custom dice to throw (the ruleset's
 * count first), a fair throw of each kind with the players at the table, every face that came up,
 * and what the ruleset counts them to: hits, tallies, lines, and the value changes it suggests
 * (set only when a player applies them). The dice's faces are the players' own, typed into the
 * dice tray from their game: a die the game lacks is named, with how to add it, and never made up.
 *
 * `SymbolRollPanel` is the body alone, which a procedure step embeds; `SymbolRollDialog` is it in
 * a dialog of its own.
 */
import { useMemo, useRef, useState, type MutableRefObject } from 'react';
import type { DieFace } from '../../dice/dice';
import { logRules } from '../../doc/rulesOps';
import { clampCount, countFaces, defaultCounts, askDefaults, matchDice, missingDieText, symbolLogLine } from '../../rules/symbolDice';
import type { ProcedureAnswers, RolledFace, SymbolCount, SymbolRollSpec } from '../../rules/types';
import { RollWaiting } from '../dice/RollWaiting';
import { applyChanges, tryRulesWrite } from './applyChanges';
import { ApplyButton, ChangeList, ModalButtons, ResultSection, RulesDialog, SpecTitle } from './dialogParts';
import { Alert } from './parts';
import { changeRows, type ChangeRow } from './reportText';
import { SymbolFaces } from './SymbolFaces';
import type { TableEnv } from './tableEnv';
import { useRulesDialog } from './useRulesDialog';
import { useSymbolThrow } from './useSymbolDice';

/** The table as it is now (`readView`) is read again when the faces are counted. */
export interface SymbolRollProps extends TableEnv {
  spec: SymbolRollSpec;
  /** Answers already given (a procedure's): they take the place of the asks' table readings. */
  initialAnswers?: ProcedureAnswers;
  /** Called once the faces are counted (and logged), with the answers the count read. */
  onCounted?(count: SymbolCount, answers: ProcedureAnswers): void;
  /** Set to what Enter does now (roll, until rolled), for the dialog around the panel. */
  enterRef?: MutableRefObject<(() => void) | null>;
}

interface Thrown {
  rolled: Record<string, RolledFace[]>;
  shown: Record<string, DieFace[]>;
  count: SymbolCount | null;
  rows: ChangeRow[];
}

const noAnswers: ProcedureAnswers = {};

/** The asks, the dice to throw, the throw and the count: a symbol roll's body. */
export function SymbolRollPanel({ spec, view, readView, valueSpecs, actor, table, dice, initialAnswers = noAnswers, onCounted, enterRef }: SymbolRollProps) {
  const [asks, setAsks] = useState(() => askDefaults(spec, view, initialAnswers));
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [thrown, setThrown] = useState<Thrown | null>(null);
  const [applied, setApplied] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const throwing = useSymbolThrow(table);
  const answers = useMemo<ProcedureAnswers>(() => ({ ...initialAnswers, ...asks }), [initialAnswers, asks]);
  const defaults = useMemo(() => defaultCounts(spec, view, answers), [spec, view, answers]);
  const match = useMemo(() => matchDice(spec, dice), [spec, dice]);
  const countOf = (die: string) => (typed[die] !== undefined ? clampCount(Number(typed[die])) : (defaults[die] ?? 0));
  const blocking = match.missing.filter((name) => countOf(name) > 0);
  const canRoll = !thrown && !throwing.busy && blocking.length === 0;

  // A second click before the first render of the throw must not throw twice.
  const rolling = useRef(false);
  const roll = () => {
    if (!canRoll || rolling.current) return;
    rolling.current = true;
    setFailure(null);
    const kinds = spec.dice.filter((use) => countOf(use.die) > 0 && match.found[use.die]).map((use) => ({ name: use.die, dieId: match.found[use.die].id, count: countOf(use.die) }));
    throwing.start(kinds, `${spec.name} (${spec.rule})`).then(
      ({ rolled, shown, rolls }) => {
        const now = readView?.() ?? view;
        const counted = countFaces(spec, rolled, now, answers);
        if ('error' in counted) {
          setThrown({ rolled, shown, count: null, rows: [] });
          setFailure(counted.error);
          return;
        }
        logRules(actor, symbolLogLine(spec, rolled, counted.count), { chance: true, rolls });
        setThrown({ rolled, shown, count: counted.count, rows: changeRows(counted.count, valueSpecs, now) });
        setApplied(false);
        onCounted?.(counted.count, answers);
      },
      (e: unknown) => setFailure(e instanceof Error ? e.message : String(e)),
    ).finally(() => {
      rolling.current = false;
    });
  };
  if (enterRef) enterRef.current = canRoll ? roll : null;
  // One click sets every value the count suggests (each its own logged operation, all one undo step).
  const apply = () => {
    if (!thrown || applied) return;
    if (tryRulesWrite(() => applyChanges(actor, `the ${spec.name} roll`, thrown.rows, valueSpecs), setFailure)) setApplied(true);
  };
  const again = () => {
    setThrown(null);
    setApplied(false);
    setFailure(null);
  };
  const total = spec.dice.reduce((n, use) => n + countOf(use.die), 0);

  return (
    <div className="rules-symbol" data-testid="symbol-roll">
      {spec.asks && spec.asks.length > 0 && (
        <section aria-label="Conditions" className="rules-symbol-asks">
          <h4>Conditions</h4>
          {spec.asks.map((ask) => (
            <label key={ask.id} className="rules-symbol-ask" title={`Tick it if it holds now${ask.rule ? ` (${ask.rule})` : ''}: the assistant read ${asks[ask.id] ? 'yes' : 'no'} from the table first`}>
              <input type="checkbox" checked={asks[ask.id] === true} disabled={!!thrown || throwing.busy} onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setAsks((a) => ({ ...a, [ask.id]: on }));
                }} /> {ask.question}
              {ask.rule && <span className="rules-rule">{ask.rule}</span>}
            </label>
          ))}
        </section>
      )}
      <section aria-label="Dice to throw" className="rules-symbol-dice">
        <h4>Dice to throw</h4>
        {spec.dice.map((use) => {
          const die = match.found[use.die];
          return (
            <div key={use.die} className="rules-symbol-die" data-die={use.die}>
              <label>
                <span className="rules-symbol-die-name">{use.die}</span>
                <input
                  type="number"
                  className="rules-number"
                  min={0}
                  max={50}
                  value={typed[use.die] ?? String(defaults[use.die] ?? 0)}
                  disabled={!!thrown || throwing.busy}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setTyped((t) => ({ ...t, [use.die]: value }));
                  }}
                  aria-label={`How many ${use.die} to throw`}
                  title={`How many ${use.die} to throw (0–50); the assistant counted ${defaults[use.die] ?? 0} from the table`}
                />
              </label>
              {die ? (
                die.name.trim().toLowerCase() !== use.die.trim().toLowerCase() && <span className="muted rules-source">uses your die “{die.name}”</span>
              ) : (
                <span className="rules-badge rules-badge-warn" title="Add this die in the dice tray first">not in this game</span>
              )}
            </div>
          );
        })}
      </section>
      {match.missing.length > 0 && (
        <div className="rules-missing" role="alert" data-testid="symbol-missing">
          <p>{missingDieText(match.missing)}</p>
          {blocking.length === 0 && <p className="muted">None of {match.missing.length === 1 ? 'it' : 'them'} is thrown now, so you may roll.</p>}
        </div>
      )}
      {!thrown && (
        <div className="rules-roll">
          <button
            type="button"
            className="primary"
            onClick={roll}
            disabled={!canRoll}
            title={blocking.length ? `Add ${blocking.join(' and ')} in the dice tray first` : `Throw ${total === 1 ? 'this die' : `these ${total} dice`} fairly with the players at the table (Enter); the faces and the count go to the log`}
          >
            Roll
          </button>
        </div>
      )}
      {throwing.waiting && (
        <div data-testid="rules-rolling">
          <p className="muted rules-note">Throwing {throwing.waiting.die}…</p>
          <RollWaiting pending={throwing.waiting.pending} players={throwing.waiting.players} onContinueWithout={throwing.continueWithout} />
        </div>
      )}
      {failure && <Alert>{failure}</Alert>}
      {thrown && <SymbolFaces spec={spec} faces={thrown.shown} />}
      {thrown?.count && (
        <ResultSection testId="symbol-outcome">
          <p className="rules-result" data-testid="symbol-hits">
            {thrown.count.hits} {thrown.count.hits === 1 ? 'hit' : 'hits'}
          </p>
          {Object.entries(thrown.count.tallies ?? {}).filter(([, n]) => n !== 0).map(([name, n]) => (
            <p key={name} data-tally={name}>
              <b>{n}</b> {name}
            </p>
          ))}
          {thrown.count.lines.length > 0 && (
            <ul className="rules-notes">
              {thrown.count.lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )}
        </ResultSection>
      )}
      {thrown && thrown.rows.length > 0 && <ChangeList rows={thrown.rows} applied={applied} />}
      {thrown && (thrown.rows.length > 0 || !onCounted || !thrown.count) && (
        <div className="rules-roll">
          {thrown.rows.length > 0 && <ApplyButton onApply={apply} applied={applied} />}
          {(!onCounted || !thrown.count) && (
            <button type="button" onClick={again} title="Throw again (another roll the rules call for); the asks and counts stay as set">
              Roll again
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** A symbol roll in a dialog of its own, from the assistant panel. */
export function SymbolRollDialog({ onClose, ...props }: SymbolRollProps & { onClose(): void }) {
  const enter = useMemo<MutableRefObject<(() => void) | null>>(() => ({ current: null }), []);
  const wiring = useRulesDialog(onClose, () => enter.current?.());
  const { spec } = props;
  return (
    <RulesDialog wiring={wiring} className="rules-scroll-dialog rules-symbol-dialog" label={spec.name} testId="symbol-roll-dialog">
      <SpecTitle spec={spec} />
      <div className="rules-dialog-body">
        <SymbolRollPanel {...props} enterRef={enter} />
      </div>
      <ModalButtons onClose={onClose} />
    </RulesDialog>
  );
}
