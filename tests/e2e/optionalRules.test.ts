/**
 * An optional rule switched on in the assistant panel: Alice plays the Kesselring's War demo with
 * Bob in a browser of his own. Before the switch, the action segment warns that Strategic Movement
 * belongs to optional rule 32.0; Alice switches 32.0 on, the log says she did, Bob's panel shows it
 * on, and the same action is priced without the warning.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, playersForFile } from './support/browser';
import { shareFromToolbar, waitForPieces } from './support/multiplayer';
import { chooseIn, clickOn } from './support/person';
import { logLines, rulesPanel as panel } from './support/rules';
import { pieces } from './support/table';

const players = playersForFile(2);
const strategicSwitch = (page: Page) => panel(page).getByRole('switch', { name: 'Optional rule 32.0 Strategic Movement' });

/** What the action segment dialog says of a Strategic Movement action; closes it after. */
async function strategicMovementVerdict(page: Page): Promise<string> {
  await clickOn(panel(page).getByTestId('rules-ap').getByRole('button', { name: 'Action segment…' }));
  const dialog = page.getByRole('dialog', { name: 'Action segment' });
  await dialog.waitFor();
  await chooseIn(dialog.getByRole('combobox', { name: 'Action' }), 'strategic');
  await expect.poll(() => dialog.getByTestId('action-outcome').textContent()).toContain('Strategic Movement');
  const text = (await dialog.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return text;
}

describe('an optional rule switched on in the assistant panel', () => {
  it('is off to start with, and the action segment warns that Strategic Movement needs it', async () => {
    const [alice, bob] = players;
    await alice.page.goto(`${baseUrl()}/`);
    await clickOn(alice.page.getByRole('button', { name: "New Kesselring's War demo" }));
    await alice.page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });
    const link = await shareFromToolbar(alice.page);
    await bob.page.goto(link);
    await waitForPieces(bob.page, (await pieces(alice.page)).length);

    await alice.page.keyboard.press('r');
    await panel(alice.page).waitFor();
    expect(await strategicSwitch(alice.page).isChecked()).toBe(false);
    expect(await strategicMovementVerdict(alice.page)).toContain('Strategic Movement belongs to optional rule 32.0 (Strategic Movement), which is not switched on');
  });

  it("is logged with who switched it, shows on in the friend's panel, and the warning goes", async () => {
    const [alice, bob] = players;
    const optional = panel(alice.page).getByTestId('rules-optional');
    for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 700 }]) {
      await alice.page.setViewportSize(size);
      await optional.scrollIntoViewIfNeeded();
      await alice.page.screenshot({ path: `test-results/optional-rules-${size.width}.png` });
      await panel(alice.page).evaluate((el) => el.scrollTo(0, 0));
    }
    await alice.page.setViewportSize({ width: 1280, height: 800 });
    await clickOn(strategicSwitch(alice.page));
    await expect.poll(() => strategicSwitch(alice.page).isChecked()).toBe(true);
    const me: string = await alice.page.evaluate(() => (window as any).sandtable.listPeers().find((p: { self: boolean }) => p.self).name);
    await expect.poll(() => logLines(alice.page)).toContainEqual(expect.stringMatching(new RegExp(`${me}.*switch on optional rule 32\\.0 Strategic Movement`)));

    await bob.page.keyboard.press('r');
    await panel(bob.page).waitFor();
    await expect.poll(() => strategicSwitch(bob.page).isChecked()).toBe(true);
    await expect.poll(() => logLines(bob.page)).toContainEqual(expect.stringContaining('switch on optional rule 32.0 Strategic Movement'));

    expect(await strategicMovementVerdict(alice.page)).not.toContain('optional rule 32.0');
  });
});
