/**
 * Which toolbar groups go into the "⋯" menu when the window is too narrow: groups give way in
 * their own order (least needed first) until the rest fits. Pure, so it is tested on its own.
 */

export interface ToolbarGroupSize {
  key: string;
  width: number;
  /** Lower gives way first; groups that never give way have `Infinity`. */
  rank: number;
}

/**
 * The keys of the groups to hide, given the width the toolbar has, the width of what always
 * stays (the games button, the game's name) and the width of the "⋯" button itself.
 */
export function groupsToHide(available: number, fixed: number, more: number, groups: ToolbarGroupSize[]): Set<string> {
  const hidden = new Set<string>();
  let total = fixed + groups.reduce((sum, g) => sum + g.width, 0);
  if (total <= available) return hidden;
  total += more;
  for (const g of [...groups].filter((g) => Number.isFinite(g.rank)).sort((a, b) => a.rank - b.rank)) {
    if (total <= available) break;
    hidden.add(g.key);
    total -= g.width;
  }
  return hidden;
}
