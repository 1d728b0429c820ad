/**
 * The log as its rolls' records tell it. A roll's line holds no dice: it names its roll (`r`), and
 * what it says is read from that roll's records (src/doc/rollText.ts). A roll is logged once, by
 * its asker, as it is asked for; a second line naming it is marked, and a roll nobody logged — a
 * modified client rolling in secret, keeping only the outcomes it likes — is shown anyway, where
 * its request was made. Any other line that reads like a roll is free text imitating one; a rules
 * verdict that states dice must cite the rolls they came from, and those rolls must say so.
 *
 * Follows a growing log as the log reader returns it (new entries appended, the old ones the very
 * same objects), so a new line costs one step, not a pass over the whole log.
 */
import type { LogEntry } from '../model/records';
import { numbersAfterRoll, readsLikeRoll, statesRolledDice } from '../model/rollClaims';
import { rollOutcome } from '../trust/rollOutcome';
import type { CustomDie } from '../dice/dice';
import type { RollBook } from './rollBook';
import { legacyDiceFit, readLegacyLine } from './legacyRollLine';
import { diceOnly, rollTag, shownRoll, type NameOf, type ShownRoll } from './rollText';
import type { RollStatus } from '../trust/fairRoll';
import type { WitnessPlace } from '../trust/rollRecords';
import { gapNote, gapText, witnessFindings, type WitnessFindings } from './witnessLog';

/** What checking one line found. */
export interface LineCheck {
  /** The text to show instead of the stored one: a roll's line, read from its records. */
  text?: string;
  /** The line fails its check: shown ✗, with `note` as the tooltip. */
  fails: boolean;
  /** A line an earlier version wrote that cannot be checked: shown `?`. */
  unchecked?: boolean;
  /** What the records say of the line, for its tooltip. */
  note: string;
}

/** A roll its asker never logged, shown where its request was made (`before`: the log index it comes before). */
export interface UnloggedRoll {
  id: string;
  before: number;
  t: number;
  by: string;
  /** Who the row is shown as, when not a player (a gap in the witness's numbers shows as the server). */
  who?: string;
  text: string;
  note: string;
}

/** What the log view needs besides the book: names, and a custom die by id (for version 1 lines). */
export interface RollLogContext {
  book: RollBook;
  nameOf: NameOf;
  dieOf(id: string): CustomDie | null;
  /** The witness the game pinned for its rolls with the server as witness (src/doc/witnessChoice.ts). */
  pinned?: WitnessPlace | null;
}

/** How far apart an earlier version wrote a roll alone and its line (records, then the line, a moment later). */
const legacyClockMs = 10_000;

const failed = (note: string, text?: string): LineCheck => ({ fails: true, note, ...(text !== undefined ? { text } : {}) });

/** `as Head of OKW: `, the only text a roll's line may carry of its own; null for anything else. */
function rolePrefix(text: string): string | null {
  if (text === '') return '';
  const colon = text.indexOf(': ');
  return text.startsWith('as ') && colon > 3 && colon === text.length - 2 && text.length <= 80 ? text : null;
}

/** Follows a log and checks its lines against the rolls' records. Keep one per open log. */
export class RollLog {
  private entries: readonly LogEntry[] = [];
  /** Log indices of the lines naming each roll, and of the verdicts citing each. */
  private lines = new Map<string, number[]>();
  private cites = new Map<string, number[]>();
  /** The first old-format line per writer and roll tag. */
  private legacyFirst = new Map<string, number>();
  private claims = new WeakMap<LogEntry, boolean>();
  /** What each roll status shows, with the names it was written with: the panel draws often, statuses change seldom. */
  private shown = new WeakMap<RollStatus, { names: string; shown: ShownRoll }>();
  /** Rolls this reader has seen logged by their askers: if such a line goes, it was deleted, and its roller is not to blame. */
  private loggedOnce = new Set<string>();
  /** The first name each key signed a line under, to name players who have left. */
  private names = new Map<string, string>();
  /** What the witnessed rolls say together, as of a book version and pinned key. */
  private witness: { at: string; findings: WitnessFindings } | null = null;

  /** Takes in the log as read now (entries appended since the last call are read; anything else starts over). */
  follow(entries: readonly LogEntry[]): void {
    if (entries === this.entries) return;
    const last = this.entries.length - 1;
    // The log reader keeps the very entry objects when lines were only appended (src/doc/logReader.ts).
    const grew = entries.length >= this.entries.length && (last < 0 || entries[last] === this.entries[last]);
    if (!grew) {
      this.lines = new Map();
      this.cites = new Map();
      this.legacyFirst = new Map();
      this.names = new Map();
    }
    for (let i = grew ? this.entries.length : 0; i < entries.length; i++) this.index(entries[i], i);
    this.entries = entries;
  }

  /** The name `key` first signed a line under, or null. */
  signedName(key: string): string | null {
    return this.names.get(key) ?? null;
  }

  private index(e: LogEntry, i: number): void {
    if (e.signer && e.proof === 'signed' && !this.names.has(e.signer)) this.names.set(e.signer, e.who);
    const add = (map: Map<string, number[]>, id: string) => {
      const list = map.get(id);
      if (list) list.push(i);
      else map.set(id, [i]);
    };
    if (e.roll) add(this.lines, e.roll);
    else if (e.kind === 'rules' && e.cites) for (const id of new Set(e.cites)) add(this.cites, id);
    else if (e.signer && e.proof === 'signed' && e.text.endsWith(')')) {
      const old = readLegacyLine(e.text);
      if (old?.kind === 'shared' && !this.legacyFirst.has(`${e.signer}|${old.tag}`)) this.legacyFirst.set(`${e.signer}|${old.tag}`, i);
    }
  }

  /** The first line signed by `asker` among `indices`: the one that counts. */
  private firstBy(indices: readonly number[] | undefined, asker: string): number | undefined {
    return indices?.find((j) => this.entries[j].signer === asker && this.entries[j].proof === 'signed');
  }

  /** What line `i` shows and whether it holds, or null for a line with nothing to do with dice. */
  check(i: number, ctx: RollLogContext): LineCheck | null {
    const e = this.entries[i];
    if (!e) return null;
    if (e.roll) return this.rollLine(i, e, ctx);
    if (this.readsLikeRoll(e)) return this.imitation(i, e, ctx);
    if (e.kind === 'rules' && e.cites) return this.verdict(i, e, ctx);
    if (e.kind === 'rules' && statesRolledDice(e.text)) return failed('This verdict states dice but cites no roll: no roll record backs them (dice typed in from a physical roll say so)');
    return null;
  }

  private shownRoll(status: RollStatus, nameOf: NameOf): ShownRoll {
    const names = [...status.request!.players, ...status.objectors].map(nameOf).join('\n');
    const known = this.shown.get(status);
    if (known && known.names === names) return known.shown;
    const shown = shownRoll(status, nameOf);
    this.shown.set(status, { names, shown });
    return shown;
  }

  private readsLikeRoll(e: LogEntry): boolean {
    let known = this.claims.get(e);
    if (known === undefined) this.claims.set(e, (known = readsLikeRoll(e.text)));
    return known;
  }

  /** A roll's own line: its text from the records, if it is the asker's first line naming the roll. */
  private rollLine(i: number, e: LogEntry, ctx: RollLogContext): LineCheck {
    const { book, nameOf } = ctx;
    const id = e.roll!;
    const tag = rollTag(id);
    const status = book.status(id);
    const request = status.request;
    if (!request) return failed(`No roll ${tag} is in the game's records: nothing backs this line`, `names roll ${tag}, which is not in the game's records`);
    const prefix = rolePrefix(e.text);
    const shown = this.shownRoll(status, nameOf);
    const text = `${prefix ?? ''}${shown.text}`;
    if (prefix === null) return failed(`This line carries text of its own beside roll ${tag}: only the roll's records say what was rolled`, text);
    if (e.signer !== request.by) return failed(`Roll ${tag} was asked for by ${nameOf(request.by)}, not by this line's writer`, text);
    if (this.firstBy(this.lines.get(id), request.by) !== i) return failed(`Roll ${tag} is already logged above: a roll is logged once, for the purpose its request names`, text);
    const stranger = status.witness ? this.witnessed(ctx).strangers.get(id) : undefined;
    if (stranger) return failed(stranger, text);
    // A witnessed roll earns its ✓ only once its records complete it.
    const unverified = status.witness !== null && (status.stage === 'committing' || status.stage === 'revealing');
    return { text, fails: shown.fails, note: shown.note, ...(unverified ? { unchecked: true } : {}) };
  }

  /** What the game's witnessed rolls say together, worked out again only when a roll or the pin changed. */
  private witnessed({ book, pinned }: RollLogContext): WitnessFindings {
    const at = `${book.version()}|${pinned?.key ?? ''}|${pinned?.room ?? ''}`;
    if (this.witness?.at === at) return this.witness.findings;
    const rolls = book.ids().map((id) => ({ id, status: book.status(id) }));
    const findings = witnessFindings(rolls, pinned ?? null);
    this.witness = { at, findings };
    return findings;
  }

  /** The gaps in the witness's numbers, each shown before the line of the roll numbered next. */
  private witnessGaps(ctx: RollLogContext, from: number): UnloggedRoll[] {
    return this.witnessed(ctx).gaps.map((gap) => {
      const request = ctx.book.status(gap.next).request!;
      const line = this.firstBy(this.lines.get(gap.next), request.by);
      let before = line ?? this.entries.length;
      if (line === undefined) while (before > from && this.entries[before - 1].t >= request.t * 1000) before--;
      return { id: `witness-gap-${gap.from}`, before: Math.max(before, from), t: request.t * 1000, by: '', who: 'the server', text: gapText(gap), note: gapNote };
    });
  }

  /** A line that is not a roll's but reads like one: an old-format roll line checked against its records, or free text. */
  private imitation(i: number, e: LogEntry, { book, nameOf, dieOf }: RollLogContext): LineCheck {
    const imitates = 'Reads like a roll, but no roll record backs it: this is free text, not a roll';
    const old = readLegacyLine(e.text);
    if (!old) return failed(imitates);
    if (old.kind === 'alone') {
      // An earlier version's roll alone: its records show the dice, but one share is no proof of fairness.
      const made = book.legacy('').some((s) => s.stage === 'done' && s.alone && s.request!.by === e.signer && Math.abs(s.request!.t * 1000 - e.t) <= legacyClockMs && legacyDiceFit(old.dice, s.request!.what, s.seed!, dieOf));
      return made ? { fails: false, unchecked: true, note: 'Written by an earlier version of Sandtable: rolled alone, which no record can vouch for' } : failed(imitates);
    }
    const candidates = book.legacy(old.tag);
    if (!candidates.length) return failed(imitates);
    for (const status of candidates) {
      const request = status.request;
      if (status.stage !== 'done' || !request || request.by !== e.signer || request.players.length < 2) continue;
      if (!legacyDiceFit(old.dice, request.what, status.seed!, dieOf)) continue;
      if (this.legacyFirst.get(`${e.signer}|${old.tag}`) !== i) return failed(`Roll ${old.tag} is already logged above: a roll is logged once`);
      return { fails: false, note: `written by an earlier version; the dice are what roll ${old.tag}’s records give (${request.players.length - 1} other player${request.players.length > 2 ? 's' : ''}: ${request.players.filter((p) => p !== request.by).map(nameOf).join(', ')})` };
    }
    return failed(`These are not the dice roll ${old.tag} gives, or it is not this writer's shared roll: no roll record backs this line`);
  }

  /** A verdict citing the rolls whose dice it used: each the writer's own, finished, cited once, and its total stated. */
  private verdict(i: number, e: LogEntry, { book, nameOf }: RollLogContext): LineCheck {
    const stated = numbersAfterRoll(e.text);
    const gave: string[] = [];
    for (const id of e.cites!) {
      const tag = rollTag(id);
      const status = book.status(id);
      const request = status.request;
      if (!request) return failed(`This verdict cites roll ${tag}, which is not in the game's records`);
      if (request.by !== e.signer) return failed(`This verdict cites roll ${tag}, asked for by ${nameOf(request.by)}, not by its writer`);
      const outcome = status.stage === 'done' ? rollOutcome(request, status.seed!) : null;
      if (!outcome) return failed(`This verdict cites roll ${tag}, which gave no dice`);
      if (this.firstBy(this.cites.get(id), request.by) !== i) return failed(`This verdict cites roll ${tag}, whose dice an earlier verdict already used`);
      if (outcome.kind === 'dice') {
        const left = stated.get(outcome.roll.total) ?? 0;
        if (left === 0) return failed(`This verdict does not state the dice roll ${tag} gave (${outcome.roll.total})`);
        stated.set(outcome.roll.total, left - 1);
      }
      gave.push(`roll ${tag} gave ${diceOnly(outcome)}`);
    }
    return { fails: false, note: `its dice are what their records give: ${gave.join('; ')}` };
  }

  /**
   * The rolls in the book that their askers never logged, each placed before the lines written in
   * the second of its request or after (by the lines' times), and never before `from` — the first
   * line shown — so a request dated long ago still shows.
   */
  unlogged(ctx: RollLogContext, from: number): UnloggedRoll[] {
    const { book, nameOf } = ctx;
    const out: UnloggedRoll[] = this.witnessGaps(ctx, from);
    for (const id of book.ids()) {
      const status = book.status(id);
      const request = status.request;
      if (!request) continue;
      if (this.firstBy(this.lines.get(id), request.by) !== undefined) {
        this.loggedOnce.add(id);
        continue;
      }
      const t = request.t * 1000;
      let before = this.entries.length;
      while (before > from && this.entries[before - 1].t >= t) before--;
      const shown = this.shownRoll(status, nameOf);
      const tag = rollTag(id);
      const note = this.loggedOnce.has(id)
        ? `Roll ${tag} by ${nameOf(request.by)} was logged, but its line has since been deleted from the log`
        : `Roll ${tag} by ${nameOf(request.by)} was made, but no line of its roller's names it: never logged (an honest client logs every roll as it asks for it), or deleted before this browser saw it`;
      out.push({ id, before, t, by: request.by, text: shown.text, note });
    }
    return out.sort((a, b) => a.before - b.before || a.t - b.t || (a.id < b.id ? -1 : 1));
  }
}
