/**
 * The game log as a player sees it: each line's mark (✓ ? ✗ ≠) with its tooltip, the name shown,
 * the text, and whether it is styled as a warning.
 */
import type { Page } from 'playwright-core';

/** One log line as the panel shows it. */
export interface ShownLine {
  mark: string;
  markTitle: string;
  who: string;
  text: string;
  warn: boolean;
}

/** Every log line on a player's screen, oldest first. */
export function logOf(page: Page): Promise<ShownLine[]> {
  return page
    .getByRole('region', { name: 'Game log' })
    .locator('ol > li')
    .evaluateAll((items) =>
      items
        .filter((li) => li.querySelector('.log-mark'))
        .map((li) => {
          const markEl = li.querySelector('.log-mark')!;
          const who = (li.querySelector('b')?.textContent ?? '').replace(/:$/, '');
          const line = (li.textContent ?? '').trim();
          return {
            mark: markEl.textContent ?? '',
            markTitle: markEl.getAttribute('title') ?? '',
            who,
            text: line.slice(line.indexOf(`${who}:`) + who.length + 1).trim(),
            warn: li.classList.contains('log-warn'),
          };
        }),
    );
}
