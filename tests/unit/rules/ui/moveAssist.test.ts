import { describe, expect, it } from 'vitest';
import { caporetto } from '../../../../rulesets/caporetto';
import { Observable } from '../../../../src/model/observable';
import type { Ruleset } from '../../../../src/rules/types';
import { createMoveAssist, type ReachShade } from '../../../../src/ui/table/moveAssist';
import { at, austrian, board, italian } from '../../rulesets/caporetto/support/board';

function assistOver(ruleset: Ruleset, shading = true) {
  const div = italian('2nd Inf. Div.', '2604');
  const view = board().place(div, austrian('5th Div.', '3010')).view();
  const shade = new Observable<ReachShade | null>(null);
  const failures: string[] = [];
  const assist = createMoveAssist({ ruleset: () => ruleset, view: (id) => (id === 'caporetto' ? view : null), shading: () => shading, failed: (m) => failures.push(m) }, shade);
  return { assist, shade, failures, div };
}

describe('the rules assistant during a drag', () => {
  it('shades where a lifted division can go, names the cost of the hovered hex, and judges the drop', () => {
    const { assist, shade, div } = assistOver(caporetto);
    assist.lift([div.id], 'caporetto', at('2604'));
    expect(shade.get()?.reach.allowance).toBe(4);
    assist.hover('caporetto', at('2607'));
    expect(shade.get()?.hover).toMatchObject({ cost: 3 });
    const judge = assist.drop({ boardId: 'caporetto', cell: at('2607') });
    expect(shade.get()).toBeNull();
    expect(judge?.()?.verdict.summary).toBe('2nd Inf. Div. 2604→2607: 3 of 4 MP, legal');
  });

  it('judges a fast drag along the hexes the pointer crossed, filled in between its samples, not as a jump', () => {
    const { assist, div } = assistOver(caporetto);
    assist.lift([div.id], 'caporetto', at('2604'));
    assist.hover('caporetto', at('2606'));
    const judged = assist.drop({ boardId: 'caporetto', cell: at('2609') })?.();
    expect(judged?.query.path).toEqual(['2605', '2606', '2607', '2608', '2609'].map(at));
    expect(judged?.verdict.findings.map((f) => f.text).join(' ')).not.toMatch(/jump|adjacent/);
  });

  it('judges nothing for a cancelled drag or a drop in the hex it came from', () => {
    const { assist, div } = assistOver(caporetto);
    assist.lift([div.id], 'caporetto', at('2604'));
    expect(assist.drop(null)).toBeNull();
    assist.lift([div.id], 'caporetto', at('2604'));
    expect(assist.drop({ boardId: 'caporetto', cell: at('2604') })).toBeNull();
  });

  it('keeps shading off when the player turned it off, and still judges the drop', () => {
    const { assist, shade, div } = assistOver(caporetto, false);
    assist.lift([div.id], 'caporetto', at('2604'));
    expect(shade.get()).toBeNull();
    expect(assist.drop({ boardId: 'caporetto', cell: at('2605') })?.()?.verdict.legal).toBe(true);
  });

  it('reports a ruleset that fails, and lets the drag go on unshaded and unjudged', () => {
    const broken: Ruleset = {
      ...caporetto,
      reach: () => {
        throw new Error('no terrain');
      },
      checkMove: () => {
        throw new Error('no terrain');
      },
    };
    const { assist, shade, failures, div } = assistOver(broken);
    expect(() => assist.lift([div.id], 'caporetto', at('2604'))).not.toThrow();
    expect(shade.get()).toBeNull();
    expect(assist.drop({ boardId: 'caporetto', cell: at('2605') })?.()).toBeNull();
    expect(failures).toEqual(['The Caporetto assistant could not read this move: no terrain', 'The Caporetto assistant could not read this move: no terrain']);
  });
});

describe('counters placed on the map from another board', () => {
  const div = italian('2nd Inf. Div.', '2604');
  const view = board().place(div).view();
  const judged: string[] = [];
  const judging: Ruleset = { ...caporetto, judgesPlacement: true, checkMove: (_v, q) => (judged.push(`${q.pieceIds.join()}@${q.to.col},${q.to.row}:${q.placed}`), caporetto.checkMove(_v, q)) };
  const assistFor = (ruleset: Ruleset) => createMoveAssist({ ruleset: () => ruleset, view: (id) => (id === 'caporetto' ? view : null) }, new Observable<ReachShade | null>(null));

  it('are judged as a placement when the ruleset judges placements, on the table as it is after the drop', () => {
    const assist = assistFor(judging);
    assist.lift([div.id], 'pool', at('0101'));
    const verdict = assist.drop({ boardId: 'caporetto', cell: at('2604') })?.();
    expect(verdict?.query).toMatchObject({ placed: true, path: [], from: at('2604'), to: at('2604') });
    expect(judged).toEqual([`${div.id}@${at('2604').col},${at('2604').row}:true`]);
    assist.liftFromElsewhere([div.id]);
    expect(assist.drop({ boardId: 'caporetto', cell: at('2604') })?.()?.query.placed).toBe(true);
  });

  it('are not judged by a ruleset that does not judge placements, nor when dropped off the map', () => {
    const assist = assistFor(caporetto);
    assist.liftFromElsewhere([div.id]);
    expect(assist.drop({ boardId: 'caporetto', cell: at('2604') })).toBeNull();
    const placing = assistFor(judging);
    placing.liftFromElsewhere([div.id]);
    expect(placing.drop({ boardId: 'pool', cell: at('0101') })?.() ?? null).toBeNull();
  });
});
