/**
 * What the rules assistant's e2e tests read off the page: the game log's lines, the reach the
 * assistant shades while a counter is dragged (through `window.sandtable.rules`), the panel, and a
 * counter by the name printed on it.
 */
import type { Page } from 'playwright-core';
import { pieces } from './table';

/** The game log's lines as shown. */
export const logLines = (page: Page) => page.getByRole('region', { name: 'Game log' }).locator('ol > li').allTextContents();

/** The reach shaded for the counter being dragged, or null. */
export const rulesReach = (page: Page) => page.evaluate(() => (window as any).sandtable.rules.reach());

/** The rules assistant panel. */
export const rulesPanel = (page: Page) => page.getByTestId('rules-panel');

/** The counter with this name on the table; throws when there is none. */
export async function unitNamed(page: Page, name: string) {
  const found = (await pieces(page)).find((p) => p.name === name);
  if (!found) throw new Error(`no counter named ${name}`);
  return found;
}
