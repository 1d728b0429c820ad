/**
 * The history bar under the table: step back and forward one change at a time, jump by turn or by
 * a player's steps, drag along the whole game, play at a chosen speed, branch a what-if, and go
 * back to now. Closed, it offers to play a friend's moves this player has not seen.
 */
import { useSyncExternalStore } from 'react';
import type { HistoryController, HistoryView } from './historyController';
import { playersIn } from '../../history/moments';
import { WatchOffer } from './WatchOffer';

const speeds = [0.5, 1, 2, 4];

interface Props {
  history: HistoryController;
  onError(message: string): void;
}

export function HistoryBar({ history, onError }: Props) {
  const view = useSyncExternalStore(history.view.subscribe, history.view.get);
  if (!view.open) return view.offer ? <WatchOffer offer={view.offer} history={history} /> : null;
  return (
    <section className="history-bar" aria-label="History">
      <StepButtons history={history} view={view} />
      <input
        className="history-slider"
        type="range"
        min={0}
        max={view.length}
        value={view.position}
        aria-label="Moment of the game"
        title="Drag along the game"
        onChange={(e) => history.goTo(Number(e.currentTarget.value))}
      />
      <span className="history-count" data-testid="history-position">
        {view.position} / {view.length}
      </span>
      <PlayerJump history={history} />
      <select aria-label="Play speed" title="Play speed" value={view.speed} onChange={(e) => history.setSpeed(Number(e.currentTarget.value))}>
        {speeds.map((s) => (
          <option key={s} value={s}>
            {s}×
          </option>
        ))}
      </select>
      <button type="button" disabled={!!view.busy} title="A new game from this moment; this game stays as it is" onClick={() => history.branch().catch((e: unknown) => onError(`Could not branch: ${(e as Error).message}`))}>
        {view.busy ?? 'Branch a what-if…'}
      </button>
      <button type="button" className="primary" title="Back to now (Esc)" onClick={() => history.close()}>
        Back to now
      </button>
      <StepLine history={history} view={view} />
    </section>
  );
}

function StepButtons({ history, view }: { history: HistoryController; view: HistoryView }) {
  const atStart = view.position === 0;
  const atEnd = view.position === view.length;
  return (
    <span className="history-buttons">
      <button type="button" aria-label="Previous turn" title="Previous turn (Shift+←)" disabled={atStart} onClick={() => history.jumpTurn(-1)}>
        «
      </button>
      <button type="button" aria-label="Step back" title="Step back (←)" disabled={atStart} onClick={() => history.stepBy(-1)}>
        ←
      </button>
      <button type="button" aria-label={view.playing ? 'Pause' : 'Play'} title={view.playing ? 'Pause (P)' : 'Play (P)'} onClick={() => history.togglePlay()}>
        {view.playing ? '❚❚' : '▶'}
      </button>
      <button type="button" aria-label="Step forward" title="Step forward (→)" disabled={atEnd} onClick={() => history.stepBy(1)}>
        →
      </button>
      <button type="button" aria-label="Next turn" title="Next turn (Shift+→)" disabled={atEnd} onClick={() => history.jumpTurn(1)}>
        »
      </button>
    </span>
  );
}

/** Jumps to a player's previous or next step. */
function PlayerJump({ history }: { history: HistoryController }) {
  const players = playersIn(history.steps());
  if (!players.length) return null;
  return (
    <span className="history-player">
      {players.map((who) => (
        <span key={who} className="history-player-jump">
          <button type="button" aria-label={`${who}’s previous step`} title={`${who}’s previous step`} onClick={() => history.jumpPlayer(-1, who)}>
            ‹
          </button>
          {who}
          <button type="button" aria-label={`${who}’s next step`} title={`${who}’s next step`} onClick={() => history.jumpPlayer(1, who)}>
            ›
          </button>
        </span>
      ))}
    </span>
  );
}

/** What the step shown did, and whether now has moved on. */
function StepLine({ history, view }: { history: HistoryController; view: HistoryView }) {
  const text = view.step ? `${view.step.line?.who ?? 'Someone'}: ${history.lineText(view.step)}` : 'Before the first change';
  return (
    <p className="history-line" aria-live="polite">
      <span data-testid="history-step">{text}</span>
      <span className="history-turn"> · turn {history.turn()}</span>
      {view.ahead > 0 && <span className="history-ahead"> · {view.ahead} new change{view.ahead === 1 ? '' : 's'} since — Back to now shows them</span>}
    </p>
  );
}
