/** A select tool over a pretend table, recording what it asks of the table, for the tools' tests. */
import { SelectTool, type PointerInput, type ToolHost } from '../../../../src/tools/selectTool';
import type { Camera } from '../../../../src/geometry/camera';

/** A table with two stacks on screen: [a, b] around (100,100) and [c] around (300,100), each 40 px wide. */
export function toolTable() {
  const calls: string[] = [];
  let camera: Camera = { x: 0, y: 0, scale: 1 };
  let selection = new Set<string>();
  let fan: string | null = null;
  const stacks = [
    { x: 100, y: 100, ids: ['a', 'b'] },
    { x: 300, y: 100, ids: ['c'] },
  ];
  const host: ToolHost = {
    camera: () => camera,
    setCamera: (c) => {
      camera = c;
      calls.push('camera');
    },
    pieceAt: (sx, sy) => {
      const s = stacks.find((st) => Math.abs(st.x - sx) < 20 && Math.abs(st.y - sy) < 20);
      return s ? { id: s.ids.at(-1)!, stack: s.ids } : null;
    },
    fanItemAt: (sx, sy) => (fan && sy > 150 && sy < 190 ? (sx < 150 ? 'a' : 'b') : null),
    showFan: (id) => {
      fan = id;
      calls.push(`fan:${id}`);
    },
    selection: () => selection,
    select: (ids) => {
      selection = new Set(ids);
    },
    piecesInRect: (x1, y1, x2, y2) => stacks.filter((s) => s.x >= Math.min(x1, x2) && s.x <= Math.max(x1, x2) && s.y >= Math.min(y1, y2) && s.y <= Math.max(y1, y2)).flatMap((s) => s.ids),
    showMarquee: (r) => calls.push(r ? 'marquee' : 'marquee:off'),
    beginDrag: (ids, grab) => calls.push(`drag:${ids.join(',')}${grab ? ` from viewer at ${grab.sx},${grab.sy}` : ''}`),
    dragTo: (dx, dy) => calls.push(`to:${dx},${dy}`),
    endDrag: (commit) => calls.push(commit ? 'drop' : 'cancel'),
    openMenu: () => calls.push('menu'),
    hover: () => {},
  };
  const tool = new SelectTool(host);
  const at = (sx: number, sy: number, more: Partial<PointerInput> = {}): PointerInput => ({ sx, sy, button: 0, pointerId: 1, shift: false, alt: false, ctrl: false, ...more });
  return { tool, host, at, calls, selection: () => [...selection].sort(), camera: () => camera, fan: () => fan };
}
