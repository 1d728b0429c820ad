/**
 * The rules assistant's state in the game document: which ruleset the players chose, the game-wide
 * values they set in the assistant panel, the die-roll tables they typed in from their own charts,
 * and hex control. Everything is written through `runOperation`, the one write path, so it syncs,
 * is undone with the player's own undo (the `rules` map is in the undo scope) and is logged like
 * every other change. Rulesets never see this module: they read the plain `RulesState` through
 * `buildRulesView` (src/rules/view.ts).
 *
 * Storage: the document's `rules` Y.Map, with flat keys so that two players setting different
 * values at once (or offline) always merge, key by key:
 *
 * | key                          | value                                              |
 * | ---------------------------- | -------------------------------------------------- |
 * | `ruleset`                    | ruleset id; absent when no assistant is chosen     |
 * | `value:<id>`                 | `RuleValue` (number, text, true/false, text list)  |
 * | `table:<id>`                 | `TableData` typed in by the players (replaced whole) |
 * | `control:<board>:<col>,<row>` | side that controls the hex (Caporetto 3.4)        |
 * | `optional:<id>`              | `true` when an optional rule is switched on         |
 *
 * Entries a reader cannot use (a peer on another build, a damaged update) are skipped, never thrown.
 */
import type * as Y from 'yjs';
import type { RuleValue } from '../rules/types';
import type { TableData } from '../rules/kit/types';
import { copyTable } from '../rules/kit/tables';
import { formatRuleValue, sameRuleValue } from '../rules/kit/values';
import { cellLabel } from '../geometry/numbering';
import { parseCellKey } from '../terrain/terrain';
import { appendTo, typesOf } from './gameDoc';
import { logLine } from './logLines';
import { runOperation, signerOf, type Actor } from './operations';
import { problemsOfRuleValue, problemsOfTableData } from './recordChecks';
import { describeProblems } from '../model/validate';

/** The rules assistant's state as plain data. */
export interface RulesState {
  /** The chosen ruleset's id, or null when the players use no assistant. */
  ruleset: string | null;
  /** Values the players set, by value id (absent ones take their default or a track marker's value). */
  values: Record<string, RuleValue>;
  /** Tables the players typed in, by table id. */
  tables: Record<string, TableData>;
  /** Hex control by board id, then cell key (`"col,row"`): the side of the last unit to enter. */
  control: Record<string, Record<string, string>>;
  /** The ids of optional rules switched on (`Ruleset.optionalRules`), sorted; absent when none is. */
  optional?: string[];
}

/** A rules change that cannot be made, with a sentence for the player. */
export class RulesError extends Error {}

/** Longest id (ruleset, value, table) stored, so a key stays small. */
export const maxRulesId = 80;
/** Longest assistant log line kept; longer verdicts are cut with an ellipsis. */
export const maxRulesLogText = 2000;

const rulesetKey = 'ruleset';
const valuePrefix = 'value:';
const tablePrefix = 'table:';
const controlPrefix = 'control:';
const optionalPrefix = 'optional:';
const controlPattern = /^control:(.+):(-?\d{1,6},-?\d{1,6})$/;

/** An empty state: no assistant, nothing set. */
export function emptyRulesState(): RulesState {
  return { ruleset: null, values: {}, tables: {}, control: {} };
}

/** Whether a value is one a rules value may hold: a finite number, text, true/false, or a list of texts. */
export function isRuleValue(value: unknown): value is RuleValue {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** Whether a value is a sound `TableData`: text columns and rows, and one text cell per column in every row. */
export function isTableData(value: unknown): value is TableData {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { columns, rows, cells, sample } = value as Partial<TableData>;
  const texts = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
  if (!texts(columns) || !texts(rows) || !Array.isArray(cells) || cells.length !== rows.length) return false;
  if (sample !== undefined && typeof sample !== 'boolean') return false;
  return cells.every((row) => texts(row) && row.length === columns.length);
}

/**
 * Whether text may name a ruleset, value, table or board here: 1 to `maxRulesId` characters, not
 * blank, and not `__proto__` (which would reach into the prototype of the plain records read out).
 */
export function isRulesId(id: unknown): id is string {
  return typeof id === 'string' && id.trim() !== '' && id.length <= maxRulesId && id !== '__proto__';
}
const validId = isRulesId;

function copyValue(value: RuleValue): RuleValue {
  return Array.isArray(value) ? [...value] : value;
}

/** Reads the rules state as plain data; unusable entries are left out. */
export function readRules(doc: Y.Doc): RulesState {
  const state = emptyRulesState();
  typesOf(doc).rules.forEach((value, key) => {
    if (key === rulesetKey) {
      if (validId(value)) state.ruleset = value;
    } else if (key.startsWith(valuePrefix)) {
      const id = key.slice(valuePrefix.length);
      if (validId(id) && isRuleValue(value)) state.values[id] = copyValue(value);
    } else if (key.startsWith(tablePrefix)) {
      const id = key.slice(tablePrefix.length);
      if (validId(id) && isTableData(value)) state.tables[id] = copyTable(value);
    } else if (key.startsWith(controlPrefix)) {
      const m = controlPattern.exec(key);
      if (!m || !validId(m[1]) || typeof value !== 'string' || !value) return;
      // Own keys only: a board id such as "constructor" must not read an inherited member.
      const board = Object.hasOwn(state.control, m[1]) ? state.control[m[1]] : (state.control[m[1]] = {});
      board[m[2]] = value;
    } else if (key.startsWith(optionalPrefix)) {
      const id = key.slice(optionalPrefix.length);
      if (validId(id) && value === true) (state.optional ??= []).push(id);
    }
  });
  state.optional?.sort();
  return state;
}

/**
 * Calls `listener` with the fresh state after every transaction that changed the rules map,
 * whoever made it: this player, a friend, undo or loading. Returns an unsubscribe function.
 */
export function watchRules(doc: Y.Doc, listener: (state: RulesState) => void): () => void {
  const map = typesOf(doc).rules;
  const observer = () => listener(readRules(doc));
  map.observe(observer);
  return () => map.unobserve(observer);
}

/**
 * Chooses the game's rules assistant by ruleset id (`null` turns the assistant off); `name` is
 * what the log calls it. Values, tables and control stay, so turning it back on loses nothing.
 * Returns false (writing nothing) when that ruleset is already chosen.
 */
export function chooseRuleset(actor: Actor, id: string | null, name?: string): boolean {
  if (id !== null && !validId(id)) throw new RulesError('That is not a rules assistant Sandtable knows.');
  const current = readRules(actor.doc).ruleset;
  if (current === id) return false;
  const label = id === null ? 'turn off the rules assistant' : `choose the ${name ?? id} rules assistant`;
  runOperation(actor, 'chooseRuleset', label, (t) => {
    if (id === null) t.rules.delete(rulesetKey);
    else t.rules.set(rulesetKey, id);
  });
  return true;
}

/**
 * Sets a game-wide value the rules read (turn, weather, events in effect, marked hexes);
 * `undefined` clears it back to its default (or to what a track marker shows). `label` is what
 * the log calls it ("Game turn"). Returns false (writing nothing) when the value is already so.
 */
export function setRuleValue(actor: Actor, id: string, value: RuleValue | undefined, label?: string): boolean {
  if (!validId(id)) throw new RulesError('That value has no name the rules know.');
  if (value !== undefined && !isRuleValue(value)) throw new RulesError(`${label ?? id} must be a number, a text, yes or no, or a list of texts.`);
  // Within the bounds every browser holds a peer's value to (src/doc/recordChecks.ts), or the guard would undo it.
  const beyond = value === undefined ? [] : problemsOfRuleValue(value, label ?? id);
  if (beyond.length) throw new RulesError(`${describeProblems(beyond, 1)}.`);
  const key = valuePrefix + id;
  const stored = typesOf(actor.doc).rules.get(key);
  if (value === undefined ? stored === undefined : isRuleValue(stored) && sameRuleValue(stored, value)) return false;
  const name = label ?? id;
  const text = value === undefined ? `reset ${name} to its default` : `set ${name} to ${formatRuleValue(value)}`;
  runOperation(actor, 'setRuleValue', text, (t) => {
    if (value === undefined) t.rules.delete(key);
    else t.rules.set(key, copyValue(value));
  });
  return true;
}

/**
 * Switches one of the ruleset's optional rules on or off for everyone at the table. `title` is
 * what the log calls it ("31.0 Kampfgruppen and Task Forces"), so the log says who switched what.
 * Off deletes the entry: an optional rule is off unless a player switched it on. Returns false
 * (writing nothing) when the rule is already so.
 */
export function setOptionalRule(actor: Actor, id: string, on: boolean, title?: string): boolean {
  if (!validId(id)) throw new RulesError('That optional rule has no name the rules know.');
  const key = optionalPrefix + id;
  if ((typesOf(actor.doc).rules.get(key) === true) === on) return false;
  const name = title ?? id;
  runOperation(actor, 'setOptionalRule', `switch ${on ? 'on' : 'off'} optional rule ${name}`, (t) => {
    if (on) t.rules.set(key, true);
    else t.rules.delete(key);
  });
  return true;
}

/**
 * Stores a die-roll table the players typed in from their chart (`null` removes it, so the
 * ruleset's shipped table or empty shape applies again). The caller checks the result codes
 * against the table's spec; this refuses only what is not a table at all. `name` is what the log
 * calls it ("Combat Results Table"). Returns false when nothing changes.
 */
export function setRuleTable(actor: Actor, tableId: string, data: TableData | null, name?: string): boolean {
  if (!validId(tableId)) throw new RulesError('That table has no name the rules know.');
  if (data !== null && !isTableData(data)) throw new RulesError(`The ${name ?? tableId} is not a table: every row needs one cell per column.`);
  const beyond = data === null ? [] : problemsOfTableData(data, name ?? tableId);
  if (beyond.length) throw new RulesError(`${describeProblems(beyond, 1)}.`);
  const key = tablePrefix + tableId;
  const stored = typesOf(actor.doc).rules.get(key);
  if (data === null && stored === undefined) return false;
  if (data !== null && isTableData(stored) && JSON.stringify(copyTable(stored)) === JSON.stringify(copyTable(data))) return false;
  const label = data === null ? `remove the typed-in ${name ?? tableId}` : `type in the ${name ?? tableId}`;
  runOperation(actor, 'setRuleTable', label, (t) => {
    if (data === null) t.rules.delete(key);
    else t.rules.set(key, copyTable(data));
  });
  return true;
}

/**
 * Records who controls hexes of a board (cell key → side), e.g. after a move: the side of the last
 * unit to enter (Caporetto 3.4). Entries whose hex already holds that side, and unsound ones, are
 * left alone, so it writes nothing when nothing changes. No log line: the move that caused it is
 * logged, and an actor following up the move (`inStep` in src/doc/undo.ts) joins its undo step. Returns how many hexes changed.
 */
export function recordControl(actor: Actor, boardId: string, entries: Readonly<Record<string, string>>): number {
  if (!boardId || boardId === '__proto__') return 0;
  const rules = typesOf(actor.doc).rules;
  const changing = Object.entries(entries).filter(([cell, side]) => parseCellKey(cell) !== null && typeof side === 'string' && side !== '' && rules.get(`${controlPrefix}${boardId}:${cell}`) !== side);
  if (!changing.length) return 0;
  const grid = typesOf(actor.doc).boards.get(boardId)?.grid;
  const where = (cell: string) => (grid && grid.kind !== 'none' ? cellLabel(grid, parseCellKey(cell)!) : cell);
  const label = changing.length === 1 ? `record ${changing[0][1]} control of ${where(changing[0][0])}` : `record control of ${changing.length} hexes`;
  runOperation(
    actor,
    'recordControl',
    label,
    (t) => {
      for (const [cell, side] of changing) t.rules.set(`${controlPrefix}${boardId}:${cell}`, side);
    },
    null,
  );
  return changing.length;
}

/** What a scenario brings for the rules assistant: the ruleset, values and typed-in tables. */
export interface RulesSetup {
  ruleset?: string;
  values?: Readonly<Record<string, RuleValue>>;
  tables?: Readonly<Record<string, TableData>>;
}

/**
 * Writes a scenario's rules setup in one operation (a new game's setup): the ruleset, the values
 * and the tables, each over what is there. Unsound entries are skipped (the scenario was checked
 * on import). Returns false when there was nothing to write.
 */
export function setUpRules(actor: Actor, setup: RulesSetup): boolean {
  const ruleset = validId(setup.ruleset) ? setup.ruleset : null;
  const values = Object.entries(setup.values ?? {}).filter(([id, v]) => validId(id) && isRuleValue(v));
  const tables = Object.entries(setup.tables ?? {}).filter(([id, d]) => validId(id) && isTableData(d));
  if (!ruleset && !values.length && !tables.length) return false;
  const parts = [...(values.length ? [`${values.length} ${values.length === 1 ? 'value' : 'values'}`] : []), ...(tables.length ? [`${tables.length} ${tables.length === 1 ? 'table' : 'tables'}`] : [])];
  const label = `set up the rules assistant${ruleset ? ` (${ruleset})` : ''}${parts.length ? ` with ${parts.join(' and ')}` : ''}`;
  runOperation(actor, 'setUpRules', label, (t) => {
    if (ruleset) t.rules.set(rulesetKey, ruleset);
    for (const [id, v] of values) t.rules.set(valuePrefix + id, copyValue(v));
    for (const [id, d] of tables) t.rules.set(tablePrefix + id, copyTable(d));
  });
  return true;
}

/**
 * Posts a rules assistant's verdict to the shared log (kind `rules`), so every player sees it and
 * it syncs like any log line. Empty text posts nothing. A verdict on fair rolls cites them
 * (`rolls`, their ids): every browser then checks that they are the writer's own finished rolls,
 * each cited once, and that the verdict states the dice their records give (src/doc/rollLog.ts).
 */
export function logRules(actor: Actor, text: string, { chance = false, rolls = [] }: { chance?: boolean; rolls?: readonly (string | null)[] } = {}): void {
  const clean = text.trim();
  if (!clean) return;
  const kept = clean.length > maxRulesLogText ? `${clean.slice(0, maxRulesLogText - 1)}…` : clean;
  // A verdict on a roll records chance (rolled here or typed in from real dice): no undo crosses it.
  runOperation(actor, 'logRules', 'rules assistant verdict', (t) => appendTo(t.log, [logLine(actor.name, kept, 'rules', chance, signerOf(actor), { role: actor.role, cites: rolls.filter((r): r is string => !!r) })]), null);
}
