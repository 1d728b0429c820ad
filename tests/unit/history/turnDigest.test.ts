import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { flipPieces, movePieces, say } from '../../../src/doc/operations';
import { prepareHide, revealHidden, writeHide } from '../../../src/doc/hiddenOps';
import { rollDice } from '../../../src/doc/diceOps';
import { newIdentity } from '../../../src/trust/identity';
import { endTurn } from '../../../src/doc/turnOps';
import { logRules, readRules, setRuleValue } from '../../../src/doc/rulesOps';
import { readSnapshot } from '../../../src/doc/snapshot';
import { readTerrain } from '../../../src/doc/terrainOps';
import { createLogReader } from '../../../src/doc/logReader';
import { turnRecords } from '../../../src/doc/turnRecords';
import { buildRulesView } from '../../../src/rules/view';
import { cellLabels } from '../../../src/rules/kit/hex';
import type { DigestEvent, RulesView, ValueSpec } from '../../../src/rules/types';
import { grid, link, tableWith, toHex } from '../support/table';

const values: ValueSpec[] = [{ id: 'phase', label: 'Segment', kind: 'choice', default: 'movement', choices: [{ value: 'movement', label: 'Movement' }, { value: 'combat', label: 'Combat' }] }];

/** The rules view of the doc's map, with the turn digest read from its records as the app reads them. */
function viewOf(doc: Y.Doc): RulesView {
  const log = createLogReader(doc);
  return buildRulesView({ table: readSnapshot(doc), boardId: 'map', terrain: readTerrain(doc, 'map'), rules: readRules(doc), values, history: () => turnRecords(doc, log()) });
}

const labels = cellLabels(grid);
/** An event in words, hexes by their printed numbers, so a test reads like the log. */
function said(e: DigestEvent): string {
  const hex = (c: { col: number; row: number } | null) => (c ? labels.label(c) : 'off');
  switch (e.kind) {
    case 'move':
      return `${e.who} moved ${e.pieceIds.join('+')} ${hex(e.from)}→${hex(e.to)} path ${e.path ? e.path.map(hex).join(',') : 'unknown'}`;
    case 'flip':
      return `${e.who} turned ${e.pieceId} ${e.fromFace}→${e.toFace} at ${hex(e.cell)}`;
    case 'roll':
      return `${e.who} rolled for ${e.purpose}${e.about ? ` about ${e.about}` : ''} (${e.rule})`;
    case 'value':
      return `${e.who} set ${e.id} to ${e.value}`;
    case 'reveal':
      return `${e.who} revealed ${e.pieceIds.join('+')}`;
    case 'note':
      return `${e.who} ${e.op}: ${e.text}`;
  }
}

describe('the digest of the turn so far', () => {
  it('lists moves with from and to, paths where the records tell them, turned faces, rolls with their purpose and values set, in order', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0505' });
    movePieces(actor, [{ id: ids.a, to: toHex('0102') }]);
    movePieces(actor, [{ id: ids.b, to: toHex('0508') }]);
    flipPieces(actor, [ids.b]);
    setRuleValue(actor, 'phase', 'combat', 'Segment');
    logRules(actor, 'Bombardment — 0508 — b (5.3.1): rolled 7 — D', { chance: true });
    say(actor, 'nice roll');
    const turn = viewOf(doc).turn!;
    expect(turn.events.map(said)).toEqual([
      'Alice addToTable: set up the table',
      'Alice moved id-a 0101→0102 path 0102',
      'Alice moved id-b 0505→0508 path unknown',
      'Alice turned id-b 0→1 at 0508',
      'Alice set phase to combat',
      'Alice rolled for Bombardment about 0508 — b (5.3.1)',
    ]);
    expect(turn.events.map((e) => e.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(turn.events[5]).toMatchObject({ total: 7, outcome: 'D', assistant: true });
    expect(turn.sinceEndTurn).toBe(false);
  });

  it('reads a modified roll and its outcome from a rules roll’s line, the die typed in or rolled', () => {
    const { doc, actor } = tableWith({ a: '0101' });
    logRules(actor, 'Morale Table (10.4): rolled 4 +1 = 5 — holds', { chance: true });
    logRules(actor, 'Air Operation: missions (3.1, 5.3.3): die typed in, 3 −2 = 1 — 1 bombardment mission', { chance: true });
    const rolls = viewOf(doc).turn!.events.filter((e) => e.kind === 'roll');
    expect(rolls).toMatchObject([
      { purpose: 'Morale Table', rule: '10.4', total: 5, outcome: 'holds' },
      { purpose: 'Air Operation: missions', rule: '3.1, 5.3.3', total: 1, outcome: '1 bombardment mission' },
    ]);
  });

  it('starts after the last End-turn mark, with or without counters moved, and counts the turn as the history bar does', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    movePieces(actor, [{ id: ids.a, to: toHex('0102') }]);
    endTurn(actor);
    endTurn(actor);
    movePieces(actor, [{ id: ids.a, to: toHex('0103') }]);
    const turn = viewOf(doc).turn!;
    expect(turn.turn).toBe(3);
    expect(turn.sinceEndTurn).toBe(true);
    expect(turn.events.map(said)).toEqual(['Alice moved id-a 0102→0103 path 0103']);
  });

  it('reads a friend’s moves the same in both browsers, each under its writer’s name', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0505' });
    const bobs = new Y.Doc();
    Y.applyUpdate(bobs, Y.encodeStateAsUpdate(doc));
    link(doc, bobs);
    movePieces({ doc: bobs, name: 'Bob' }, [{ id: ids.b, to: toHex('0506') }]);
    movePieces(actor, [{ id: ids.a, to: toHex('0201') }]);
    const mine = viewOf(doc).turn!.events.filter((e) => e.kind !== 'note').map(said);
    expect(mine).toEqual(['Bob moved id-b 0505→0506 path 0506', 'Alice moved id-a 0101→0201 path 0201']);
    expect(viewOf(bobs).turn!.events.filter((e) => e.kind !== 'note').map(said)).toEqual(mine);
  });

  it('numbers every event in order, two stacks moved in one drop being two events', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0505' });
    movePieces(actor, [{ id: ids.a, to: toHex('0102') }, { id: ids.b, to: toHex('0506') }]);
    flipPieces(actor, [ids.a]);
    const events = viewOf(doc).turn!.events;
    expect(events.map((e) => `${e.index} ${e.kind}`)).toEqual(['0 note', '1 move', '2 move', '3 flip']);
  });

  it('knows where each move went even when the same counter moved again later in the turn', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    movePieces(actor, [{ id: ids.a, to: toHex('0102') }]);
    movePieces(actor, [{ id: ids.a, to: toHex('0103') }]);
    movePieces(actor, [{ id: ids.a, to: toHex('0303') }]);
    expect(viewOf(doc).turn!.events.filter((e) => e.kind === 'move').map(said)).toEqual(['Alice moved id-a 0101→0102 path 0102', 'Alice moved id-a 0102→0103 path 0103', 'Alice moved id-a 0103→0303 path unknown']);
  });

  it('tells a reveal from the hide before it, and a roll from the dice tray by the reason given', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    const owner = { ...actor, identity: newIdentity() };
    const prepared = prepareHide(owner, [ids.a]);
    writeHide(owner, prepared);
    rollDice(actor, '2d6', 'morale of the garrison');
    revealHidden(owner, [ids.a], (id) => prepared.sealed.find((p) => p.id === id)?.key);
    const events = viewOf(doc).turn!.events.slice(1);
    expect(events.map((e) => e.kind)).toEqual(['note', 'roll', 'reveal']);
    expect(events[1]).toMatchObject({ kind: 'roll', assistant: false });
    expect((events[1] as { purpose: string }).purpose).toContain('morale of the garrison');
    expect(events[2]).toMatchObject({ kind: 'reveal', pieceIds: [ids.a] });
  });

  it('is read only when a ruleset asks for it', () => {
    const { doc } = tableWith({ a: '0101' });
    let reads = 0;
    const log = createLogReader(doc);
    const view = buildRulesView({ table: readSnapshot(doc), boardId: 'map', terrain: readTerrain(doc, 'map'), rules: readRules(doc), values, history: () => (reads++, turnRecords(doc, log())) });
    expect(reads).toBe(0);
    void view.turn;
    void view.turn;
    expect(reads).toBe(1);
  });
});
