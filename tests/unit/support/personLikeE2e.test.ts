/**
 * End-to-end tests act as a person: through the real mouse and keyboard, where a thing is drawn,
 * after checking it is reachable (tests/e2e/support/person.ts). Playwright's locator actions
 * scroll containers and click through overlaps by themselves, which once let menus nobody could
 * see pass 69 tests; this keeps them out of every e2e file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = 'tests/e2e';
const allowed = new Set([join(root, 'support', 'person.ts')]);
const forbidden = /\.(click|dblclick|fill|check|uncheck|selectOption|hover|press|tap)\(/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Calls of a locator action, by file and line; calls on `page.mouse` / `page.keyboard` are what a person does. */
function locatorActions(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line, i) =>
      [...line.matchAll(forbidden)]
        .filter((m) => !/(mouse|keyboard)$/.test(line.slice(0, m.index)))
        .map((m) => `${path}:${i + 1}: ${m[0]} — ${line.trim()}`),
    );
}

describe('end-to-end tests', () => {
  it('use the real mouse and keyboard, never Playwright locator actions', () => {
    const found = files(root).filter((f) => !allowed.has(f)).flatMap(locatorActions);
    expect(found).toEqual([]);
  });
});
