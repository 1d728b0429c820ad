import { describe, expect, it } from 'vitest';
import { RulerTool, type RulerLine } from '../../../src/tools/rulerTool';
import { toolTable } from './support/toolTable';

/** A ruler over the pretend table, on a board of 50 px square cells covering x and y below 1000. */
function ruler(start: RulerLine | null = null) {
  const t = toolTable();
  let line = start;
  const tool = new RulerTool(t.tool, {
    cellAt: (sx, sy) => (sx < 1000 && sy < 1000 ? { boardId: 'map', cell: { col: Math.floor(sx / 50), row: Math.floor(sy / 50) } } : null),
    line: () => line,
    setLine: (l) => void (line = l),
  });
  return { ...t, tool, line: () => line };
}

describe('the ruler tool', () => {
  it('measures a drag from hex to hex, ending where it is let go', () => {
    const r = ruler();
    r.tool.down(r.at(120, 120));
    r.tool.move(r.at(260, 120));
    r.tool.up(r.at(260, 120));
    expect(r.line()).toEqual({ boardId: 'map', from: { col: 2, row: 2 }, to: { col: 5, row: 2 }, following: false });
    expect(r.calls.some((c) => c.startsWith('drag'))).toBe(false);
  });

  it('measures with two taps, as a finger does: the first starts the line, the second sets its end', () => {
    const r = ruler();
    r.tool.down(r.at(120, 120));
    r.tool.up(r.at(120, 120));
    expect(r.line()?.following).toBe(true);
    r.tool.down(r.at(320, 420));
    r.tool.up(r.at(320, 420));
    expect(r.line()).toEqual({ boardId: 'map', from: { col: 2, row: 2 }, to: { col: 6, row: 8 }, following: false });
  });

  it('leaves a press off the map to the select tool, which pans', () => {
    const r = ruler();
    r.tool.down(r.at(1200, 500));
    r.tool.move(r.at(1240, 520));
    r.tool.up(r.at(1240, 520));
    expect(r.line()).toBeNull();
    expect(r.camera()).toMatchObject({ x: 40, y: 20 });
  });

  it('zooms with the wheel while the ruler is out', () => {
    const r = ruler();
    r.tool.wheel(200, 200, -300, false);
    expect(r.camera().scale).toBeGreaterThan(1);
  });
});
