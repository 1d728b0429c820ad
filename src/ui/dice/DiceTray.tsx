/**
 * The dice tray: a floating, non-modal panel (top right of the table) to roll d6, 2d6, any dice
 * expression, and the custom dice of the game, with an optional "what for?" label. Every roll
 * goes through the dice operations, so it lands in the shared log; the tray shows this player's
 * last result large. Escape closes it; `R` (focus outside a text box) rolls the last roll again.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { DiceError, formatFaceLines, maxDice, maxReason, parseFaceLines, type CustomDie } from '../../dice/dice';
import { deleteCustomDie, saveCustomDie, type RollResult } from '../../doc/diceOps';
import { RollFaulted, rollCustomDieFairly, rollDiceFairly, type RollHow, type TablePlayer } from '../../doc/fairDice';
import { WitnessFailed } from '../../doc/witnessDice';
import { WitnessChoice } from './WitnessChoice';
import type { PendingRoll } from '../../doc/fairRoller';
import { callRollOff } from './callRollOff';
import { RollWaiting } from './RollWaiting';
import { useCustomDice } from './useCustomDice';
import { DieEditor, type Draft } from './DieEditor';
import type { GameSession } from '../../doc/session';
import { FaceChip, ResultView } from './RollResultView';
import { isTyping, modalOpen } from '../keys';

/** What a roll button asked for, kept so `R` can ask again. */
type RollRequest = { kind: 'dice'; expression: string; reason?: string } | { kind: 'custom'; dieId: string; count: number; reason?: string };


const quickRolls = [
  { expression: 'd6', title: 'Roll one six-sided die' },
  { expression: '2d6', title: 'Roll two six-sided dice and add them' },
  { expression: 'd10', title: 'Roll one ten-sided die (1–10)' },
  { expression: 'd20', title: 'Roll one twenty-sided die' },
  { expression: 'd%', title: 'Roll percentile dice (1–100)' },
];

const isRerollKey = (e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; repeat: boolean }) =>
  (e.key === 'r' || e.key === 'R') && !e.ctrlKey && !e.metaKey && !e.altKey && !e.repeat;

export function DiceTray({ session, onClose }: { session: GameSession; onClose(): void }) {
  const dice = useCustomDice(session.actor.doc);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [expression, setExpression] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<{ request: RollRequest; result: RollResult; serial: number } | null>(null);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState<Draft | null>(null);

  const [pending, setPending] = useState<{ roll: PendingRoll; players: TablePlayer[]; request: RollRequest } | null>(null);
  const [leftOut, setLeftOut] = useState(() => session.rollTable.leftOut());
  /** A roll a cheat stopped: the same roll again, without the players named (already left out). */
  const [retry, setRetry] = useState<{ request: RollRequest; names: readonly string[] } | null>(null);
  /** A roll the server could not witness: the same, rolled alone, if the player wants. */
  const [aloneRetry, setAloneRetry] = useState<RollRequest | null>(null);
  const busy = useRef(false);

  const roll = (request: RollRequest, how?: RollHow) => {
    if (busy.current) return false;
    try {
      const table = session.rollTable;
      const run = request.kind === 'dice' ? rollDiceFairly(table, request.expression, request.reason, how) : rollCustomDieFairly(table, request.dieId, request.count, request.reason, how);
      busy.current = true;
      if (run.pending && run.pending.status.get().stage !== 'done') setPending({ roll: run.pending, players: table.players(), request });
      run.result.then(
        (result) => {
          setLast((prev) => ({ request, result, serial: (prev?.serial ?? 0) + 1 }));
          setError(null);
        },
        (e: unknown) => {
          setError(e instanceof Error ? e.message : String(e));
          if (e instanceof RollFaulted) setRetry({ request, names: e.names });
          if (e instanceof WitnessFailed) setAloneRetry(request);
        },
      ).finally(() => {
        busy.current = false;
        setPending(null);
        setLeftOut(session.rollTable.leftOut());
      });
      setError(null);
      setRetry(null);
      setAloneRetry(null);
      return true;
    } catch (e) {
      if (!(e instanceof DiceError)) throw e;
      setError(e.message);
      return false;
    }
  };
  /** Calls the waiting roll off (logged), leaves the silent players out, and rolls the same again without them. */
  const continueWithout = (keys: string[]) => {
    if (!pending) return;
    callRollOff(session.rollTable, pending.roll, keys);
    setLeftOut(session.rollTable.leftOut());
    const again = pending.request;
    void pending.roll.settled.then(() => setTimeout(() => roll(again), 0));
  };
  const takeBackIn = () => {
    session.rollTable.leaveOut([]);
    setLeftOut([]);
  };
  const lastRef = useRef(last);
  lastRef.current = last;
  const reroll = () => {
    if (lastRef.current) roll(lastRef.current.request);
  };
  const actions = useRef({ onClose, reroll });
  actions.current = { onClose, reroll };

  // Focus the tray when it opens (so Escape and R work at once) and give focus back when it closes.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus({ preventScroll: true });
    return () => {
      if (before?.isConnected && (!document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected)) before.focus({ preventScroll: true });
    };
  }, []);

  // Keys pressed while focus is elsewhere on the page (the table): Escape closes, R rolls again.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (panel.current?.contains(e.target as Node) || isTyping(e.target) || modalOpen()) return;
      if (e.key === 'Escape') actions.current.onClose();
      else if (isRerollKey(e)) {
        e.preventDefault();
        actions.current.reroll();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Keys pressed inside the tray stay out of the table's shortcuts where the tray uses them.
  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      const inEditor = e.target instanceof Element && e.target.closest('.dice-editor');
      if (draft && inEditor) setDraft(null);
      else onClose();
    } else if (isRerollKey(e) && !isTyping(e.target)) {
      e.preventDefault();
      e.stopPropagation();
      reroll();
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.stopPropagation();
    }
  };
  const stopKeyUp = (e: ReactKeyboardEvent) => {
    if (e.key === ' ') e.stopPropagation();
  };

  const why = () => reason.trim() || undefined;

  const rollExpression = (e: FormEvent) => {
    e.preventDefault();
    roll({ kind: 'dice', expression, reason: why() });
  };

  const rollCustom = (die: CustomDie) => {
    const text = counts[die.id] ?? '1';
    const count = Number(text);
    if (!Number.isInteger(count) || count < 1 || count > maxDice) {
      setError(`Roll 1 to ${maxDice} of "${die.name}" at a time`);
      return;
    }
    roll({ kind: 'custom', dieId: die.id, count, reason: why() });
  };

  const saveDraft = () => {
    if (!draft) return;
    const parsed = parseFaceLines(draft.faces);
    const problems = [...(draft.name.trim() ? [] : ['Give the die a name']), ...parsed.problems];
    if (problems.length) return setDraft({ ...draft, problems });
    try {
      saveCustomDie(session.actor, { id: draft.id, name: draft.name, faces: parsed.faces });
      setDraft(null);
    } catch (e) {
      if (!(e instanceof DiceError)) throw e;
      setDraft({ ...draft, problems: e.message.split('; ') });
    }
  };

  return (
    <section ref={panel} className="dice-tray" data-testid="dice-tray" role="dialog" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown} onKeyUp={stopKeyUp}>
      <header className="dice-head">
        <h2 id={titleId}>Dice</h2>
        <button className="dice-close" onClick={onClose} title="Close the dice tray (Esc)" aria-label="Close the dice tray">
          ×
        </button>
      </header>

      <input
        className="dice-reason"
        value={reason}
        maxLength={maxReason}
        onChange={(e) => setReason(e.currentTarget.value)}
        placeholder="What for? (optional)"
        aria-label="What for?"
        title="Written in the log with the roll, e.g. Attack on 1212"
      />

      <div className="dice-quick" role="group" aria-label="Quick rolls">
        {quickRolls.map((q) => (
          <button key={q.expression} onClick={() => roll({ kind: 'dice', expression: q.expression, reason: why() })} title={q.title}>
            {q.expression}
          </button>
        ))}
      </div>

      <form className="dice-expression" onSubmit={rollExpression}>
        <input
          value={expression}
          onChange={(e) => setExpression(e.currentTarget.value)}
          placeholder="e.g. 3d6+1, d20-2"
          aria-label="Dice to roll"
          title="Any dice: 2d6, 3d10+1, d20-2, d% — Enter rolls"
          spellCheck={false}
          autoComplete="off"
        />
        <button type="submit" title="Roll these dice (Enter)">
          Roll
        </button>
      </form>
      {error && (
        <p className="dice-error" role="alert">
          {error}
        </p>
      )}
      {retry && (
        <p className="dice-again">
          <button className="dice-link" data-testid="roll-again-without" onClick={() => roll(retry.request)} title="Roll the same again with the players who did nothing wrong">
            Roll again without {retry.names.join(' and ')}
          </button>
        </p>
      )}

      {aloneRetry && (
        <p className="dice-again">
          <button className="dice-link" data-testid="roll-alone-instead" onClick={() => roll(aloneRetry, { alone: true })} title="Roll the same alone: the log says it was rolled alone, which nothing vouches for">
            Roll alone instead
          </button>
        </p>
      )}
      {pending && <RollWaiting pending={pending.roll} players={pending.players} onContinueWithout={continueWithout} />}
      {leftOut.length > 0 && (
        <p className="dice-left-out muted" data-testid="roll-left-out">
          Rolling without {leftOut.map((p) => `${session.knownName(p.key) ?? 'a player who left'} (${p.why === 'silent' ? 'did not answer' : 'named in a cheat'})`).join(' and ')}.{' '}
          <button className="dice-link" onClick={takeBackIn} title="Include every player at the table in your rolls again">
            Include them again
          </button>
        </p>
      )}

      <div className="dice-result" data-testid="dice-result" aria-live="polite" data-kind={last?.result.kind} data-total={last?.result.kind === 'dice' ? last.result.total : undefined}>
        {last ? <ResultView key={last.serial} result={last.result} /> : <p className="muted">Roll something: the result shows here and in the log.</p>}
        {last && (
          <p className="dice-again muted">
            <button className="dice-link" onClick={reroll} title="Roll the same again (R)">
              Roll again
            </button>
            <kbd>R</kbd>
          </p>
        )}
      </div>
      <WitnessChoice session={session} onError={setError} />

      <section className="dice-custom" aria-label="Custom dice">
        <h3>Custom dice</h3>
        {dice.length === 0 && !draft && <p className="muted">None yet. A custom die has faces you name, such as cross, tank or plane.</p>}
        <ul>
          {dice.map((die) => (
            <li key={die.id}>
              <div className="dice-custom-info" title={die.faces.map((f) => f.label).join(', ')}>
                <span className="dice-custom-name">{die.name}</span>
                <span className="dice-custom-faces" aria-hidden="true">
                  {die.faces.map((f, i) => (
                    <FaceChip key={i} face={f} />
                  ))}
                </span>
              </div>
              <input
                className="dice-count"
                type="number"
                min={1}
                max={maxDice}
                value={counts[die.id] ?? '1'}
                onChange={(e) => setCounts({ ...counts, [die.id]: e.currentTarget.value })}
                aria-label={`How many ${die.name} to roll`}
                title="How many to roll"
              />
              <button onClick={() => rollCustom(die)} title={`Roll ${die.name}`} aria-label={`Roll ${die.name}`}>
                Roll
              </button>
              <button
                className="dice-icon-button"
                onClick={() => setDraft({ id: die.id, name: die.name, faces: formatFaceLines(die.faces), problems: [], confirmDelete: false })}
                title={`Edit ${die.name}`}
                aria-label={`Edit ${die.name}`}
              >
                ✎
              </button>
            </li>
          ))}
        </ul>
        {draft ? (
          <DieEditor draft={draft} onChange={setDraft} onSave={saveDraft} onCancel={() => setDraft(null)} onDelete={() => {
            if (draft.id) deleteCustomDie(session.actor, draft.id);
            setDraft(null);
          }} />
        ) : (
          <button className="dice-new" onClick={() => setDraft({ name: '', faces: '', problems: [], confirmDelete: false })} title="Define a die with faces of your own">
            New die…
          </button>
        )}
      </section>
    </section>
  );
}

