import { describe, expect, it } from 'vitest';
import { PointTool } from '../../../src/tools/pointTool';
import { StrokeTool } from '../../../src/tools/strokeTool';
import type { PointerInput } from '../../../src/tools/tool';
import { toolTable } from './support/toolTable';

describe('a point tool (calibration, area corners, a hex for a rules dialog)', () => {
  function pointing(onBoard: (e: PointerInput) => boolean) {
    const t = toolTable();
    const points: [number, number][] = [];
    const tool = new PointTool(t.tool, (e) => onBoard(e) && points.push([e.sx, e.sy]) > 0);
    return { ...t, tool, points };
  }

  it('takes a click as a point, leaving the selection as it was', () => {
    const p = pointing(() => true);
    p.host.select(['c']);
    p.tool.down(p.at(500, 500));
    p.tool.up(p.at(501, 500));
    expect(p.points).toEqual([[501, 500]]);
    expect(p.selection()).toEqual(['c']);
    expect(p.tool.stateName).toBe('idle');
  });

  it('pans on a drag of the map, adding no point', () => {
    const p = pointing(() => true);
    p.tool.down(p.at(500, 500));
    p.tool.move(p.at(540, 520));
    p.tool.up(p.at(540, 520));
    expect(p.points).toEqual([]);
    expect(p.camera()).toMatchObject({ x: 40, y: 20 });
  });

  it('leaves a click off its board to the select tool', () => {
    const p = pointing(() => false);
    p.tool.down(p.at(300, 100));
    p.tool.up(p.at(300, 100));
    expect(p.points).toEqual([]);
    expect(p.selection()).toEqual(['c']);
  });
});

describe('a stroke tool (terrain painting)', () => {
  function painting(spaceHeld = false) {
    const t = toolTable();
    const strokes: string[] = [];
    const tool = new StrokeTool(
      t.tool,
      {
        stroke: (kind, e) => e.sx < 1000 && strokes.push(`${kind}@${e.sx}`) > 0,
        abandon: () => strokes.push('abandon'),
        leave: () => strokes.push('leave'),
      },
      () => spaceHeld,
    );
    return { ...t, tool, strokes };
  }

  it('paints a stroke from press to release, even across counters', () => {
    const p = painting();
    p.tool.down(p.at(100, 100));
    expect(p.tool.stateName).toBe('terrain');
    p.tool.move(p.at(300, 100));
    p.tool.up(p.at(300, 100));
    expect(p.strokes).toEqual(['down@100', 'move@300', 'up@300']);
    expect(p.calls.some((c) => c.startsWith('drag'))).toBe(false);
    expect(p.tool.stateName).toBe('idle');
  });

  it('pans with Space held instead of painting', () => {
    const p = painting(true);
    p.tool.down(p.at(500, 500));
    expect(p.tool.stateName).toBe('pointingCanvas');
  });

  it('abandons the stroke on cancel, writing nothing', () => {
    const p = painting();
    p.tool.down(p.at(100, 100));
    p.tool.cancel();
    expect(p.strokes.at(-1)).toBe('abandon');
    expect(p.tool.stateName).toBe('idle');
  });
});
