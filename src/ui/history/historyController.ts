/**
 * The history bar's state chart: closed (the table shows now, and a friend's unseen moves may be
 * offered), or open at a moment (the table shows that moment, read-only), possibly playing
 * forward. It feeds the table store the moment's plain snapshot; the live game goes on underneath
 * and is shown again, as it then is, on closing. Nothing here writes to the game except *Branch*,
 * which makes a new game.
 */
import { Observable } from '../../model/observable';
import type { HistoryStep } from '../../model/history';
import type { GameSession } from '../../doc/session';
import { historyLength, readHistory } from '../../doc/historyRead';
import { branchGame } from '../../doc/branchGame';
import { shownRoll } from '../../doc/rollText';
import { createReplay, movesOf, piecesOf, slideFrame, type Replay, type StepMove } from '../../history/replay';
import { authorOf, jump, jumpTurn, momentLabel, turnAt } from '../../history/moments';
import type { TableStore } from '../table/tableStore';
import { readSeen, writeSeen } from './seenSteps';

/** A friend's steps this player has not seen: where they start, how many, and whose. */
export interface UnseenOffer {
  from: number;
  count: number;
  by: string[];
}

/** What the bar shows. */
export interface HistoryView {
  open: boolean;
  /** The moment shown: after this many steps (when open). */
  position: number;
  /** Steps in the replay opened. */
  length: number;
  /** Steps made in the live game since the bar opened: now has moved on under the replay. */
  ahead: number;
  playing: boolean;
  /** Play speed: 1 is a step a second. */
  speed: number;
  /** The step just shown happening (the one before `position`), with the counters it touched. */
  step: HistoryStep | null;
  moves: readonly StepMove[];
  offer: UnseenOffer | null;
  /** Work under way ("Branching…"), or null. */
  busy: string | null;
}

/** How the screen lets the replay take the table store, and gives it back. */
export interface LiveFeed {
  pause(): void;
  resume(): void;
}

const closed: HistoryView = { open: false, position: 0, length: 0, ahead: 0, playing: false, speed: 1, step: null, moves: [], offer: null, busy: null };
/** Milliseconds a step's counters take to slide at speed 1, and the pause after. */
const slideMs = 450;
const pauseMs = 550;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class HistoryController {
  readonly view = new Observable<HistoryView>(closed);
  private replay: Replay | null = null;
  /** Bumped to stop a slide or a play loop under way. */
  private run = 0;
  /** Steps seen when the game was opened; null when this browser never recorded any. */
  private seenAtOpen: number | null;
  private offerSettled = false;
  /** The history's length when unseen steps were last looked for. */
  private offeredAt = -1;
  /** The length last recorded as seen (a move that adds no step writes nothing). */
  private seenWritten = -1;

  constructor(
    private session: GameSession,
    private table: TableStore,
    private feed: LiveFeed,
    private openGame: (id: string) => void,
  ) {
    this.seenAtOpen = readSeen(session.id);
  }

  /** Follows the live game: counts steps made under an open replay, offers unseen ones, records what was seen. Returns a stop function. */
  follow(): () => void {
    const onChange = () => this.onLiveChange();
    onChange();
    return this.session.subscribe(onChange);
  }

  private patch(next: Partial<HistoryView>) {
    this.view.set({ ...this.view.get(), ...next });
  }

  private onLiveChange() {
    const length = historyLength(this.session.actor.doc);
    const v = this.view.get();
    if (v.open) return void (v.ahead !== length - v.length && this.patch({ ahead: Math.max(0, length - v.length) }));
    // Read again only when steps came: a big table arriving in slices changes much, its history once.
    if (!this.offerSettled && this.seenAtOpen !== null && length > this.seenAtOpen && length !== this.offeredAt) {
      this.offeredAt = length;
      const offer = this.unseenSince(this.seenAtOpen);
      if (offer) return void this.patch({ offer });
    }
    if (v.offer) return;
    if (document.visibilityState === 'hidden' || length === this.seenWritten) return;
    this.seenWritten = length;
    writeSeen(this.session.id, length);
  }

  /** Steps after `from` by other players, or null when there are none. */
  private unseenSince(from: number): UnseenOffer | null {
    const me = this.session.actor.name;
    const others = readHistory(this.session.actor.doc, from).filter((s) => authorOf(s) !== me);
    if (!others.length) return null;
    return { from, count: others.length, by: [...new Set(others.map(authorOf).filter((w): w is string => !!w))] };
  }

  /** Opens the bar at a moment (now, by default). */
  open(position?: number): void {
    if (this.view.get().open) return void (position !== undefined && this.goTo(position));
    const steps = readHistory(this.session.actor.doc);
    this.feed.pause();
    this.replay = createReplay(this.session.snapshot(), steps);
    const at = position ?? steps.length;
    this.patch({ open: true, length: steps.length, ahead: 0, playing: false, position: at, offer: null });
    this.show(at);
  }

  /** Back to now: the live table as it stands. */
  close(): void {
    if (!this.view.get().open) return;
    this.run++;
    this.replay = null;
    this.feed.resume();
    this.patch({ ...closed, speed: this.view.get().speed });
    this.settleOffer();
  }

  /** Shows the moment after `position` steps. */
  goTo(position: number): void {
    this.run++;
    this.patch({ playing: false });
    this.show(position);
  }

  stepBy(delta: 1 | -1): void {
    this.goTo(this.view.get().position + delta);
  }

  jumpTurn(dir: 1 | -1): void {
    if (this.replay) this.goTo(jumpTurn(this.replay.steps, this.view.get().position, dir));
  }

  /** To the next or previous step of one player. */
  jumpPlayer(dir: 1 | -1, who: string): void {
    if (this.replay) this.goTo(jump(this.replay.steps, this.view.get().position, dir, (s) => authorOf(s) === who));
  }

  setSpeed(speed: number): void {
    this.patch({ speed });
  }

  /** Plays forward from the moment shown, sliding counters, until now or a pause. */
  play(): void {
    const v = this.view.get();
    if (!v.open || v.playing) return;
    if (v.position >= v.length) this.show(0);
    const run = ++this.run;
    this.patch({ playing: true });
    void this.playFrom(run);
  }

  pause(): void {
    this.run++;
    this.patch({ playing: false });
    this.show(this.view.get().position);
  }

  togglePlay(): void {
    if (this.view.get().playing) this.pause();
    else this.play();
  }

  /** Plays the offered unseen steps: the table as it was when this player last looked, then each step in turn. */
  watchOffer(): void {
    const offer = this.view.get().offer;
    if (!offer) return;
    this.open(offer.from);
    this.play();
  }

  dismissOffer(): void {
    this.patch({ offer: null });
    this.settleOffer();
  }

  private settleOffer() {
    this.offerSettled = true;
    writeSeen(this.session.id, historyLength(this.session.actor.doc));
  }

  private async playFrom(run: number) {
    while (run === this.run) {
      const { position, length, speed } = this.view.get();
      if (position >= length) break;
      await this.slide(position + 1, run);
      await wait(pauseMs / speed);
    }
    if (run === this.run) this.patch({ playing: false });
  }

  /** Slides the counters of the step to `position` from where they were to where it put them. */
  private async slide(position: number, run: number) {
    const replay = this.replay!;
    const step = replay.steps[position - 1];
    const after = replay.tableAt(position);
    const moves = movesOf(step, replay.tableAt(position - 1), after);
    const ids = piecesOf(step);
    const start = performance.now();
    const duration = slideMs / this.view.get().speed;
    this.patch({ position, step, moves });
    for (;;) {
      const t = Math.min(1, (performance.now() - start) / duration);
      this.table.update(slideFrame(after, moves, t * t * (3 - 2 * t)), ids);
      if (t >= 1 || run !== this.run) break;
      await nextFrame();
    }
    this.table.update(after, ids);
  }

  /** Puts the moment after `position` steps on the table. */
  private show(position: number) {
    const replay = this.replay;
    if (!replay) return;
    const p = Math.max(0, Math.min(replay.length, position));
    const step = p > 0 ? replay.steps[p - 1] : null;
    const table = replay.tableAt(p);
    const shownBefore = this.view.get().position;
    const near = Math.abs(shownBefore - p) === 1 ? replay.steps[Math.min(shownBefore, p)] : null;
    this.table.update(table, near ? piecesOf(near) : undefined);
    this.patch({ position: p, step, moves: step ? movesOf(step, replay.tableAt(p - 1), table) : [] });
  }

  /** What a step's log line says: a roll's dice as its records give them, any other line its text. */
  lineText(step: HistoryStep): string {
    const line = step.line;
    if (!line) return step.op;
    if (!line.roll) return line.text;
    const status = this.session.rolls.status(line.roll);
    return status.request ? shownRoll(status, (key) => this.session.knownName(key) ?? 'a player').text : 'rolled';
  }

  /** Every step of the history: the replay's while open, else as the game holds them now. */
  listSteps(): readonly HistoryStep[] {
    return this.replay?.steps ?? readHistory(this.session.actor.doc);
  }

  /** The steps of the replay open (none while closed). */
  steps(): readonly HistoryStep[] {
    return this.replay?.steps ?? [];
  }

  /** The turn of the moment shown. */
  turn(): number {
    return this.replay ? turnAt(this.replay.steps, this.view.get().position) : 1;
  }

  /** The moment shown, in words. */
  momentLabel(): string {
    return this.replay ? momentLabel(this.replay.steps, this.view.get().position, (s) => this.lineText(s)) : 'now';
  }

  /** Makes a what-if game from the moment shown and opens it; resolves to its id. */
  async branch(): Promise<string> {
    const replay = this.replay;
    if (!replay) throw new Error('Open the history and choose a moment first.');
    const position = this.view.get().position;
    this.patch({ busy: 'Branching…' });
    try {
      const entry = await branchGame(this.session.actor.doc, replay.tableAt(position), { step: position, moment: this.momentLabel() }, this.session.actor.name);
      this.openGame(entry.id);
      return entry.id;
    } finally {
      this.patch({ busy: null });
    }
  }
}
