/**
 * Hidden counters between two players in two browsers, over the real signaling server and WebRTC:
 * Alice makes a counter hidden from the other players in the New counters form; Bob sees only
 * "Hidden counter", and its name and attributes are nowhere in what Bob's browser received (every
 * data-channel and WebSocket message, recorded from his first page load), kept (all of IndexedDB
 * and localStorage) or saved (a save file) — while a visible counter's name, made the same way just
 * after, is found in all three, so the search is shown able to find what is there. Then Alice
 * reveals it from its right-click menu and Bob sees its name, with a log line saying so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import * as Y from 'yjs';
import { launchPlayer, type Player } from './support/browser';
import { drag, pieces, pointOfHex, pointOfPiece, startDemoGame, zoomAround } from './support/table';
import { roomStatus, shareFromToolbar, waitForPieces } from './support/multiplayer';
import { clickOn, clickPointAsPerson, typeInto } from './support/person';
import { capturedMessages, findText, storedValues, wireRecorder, type Chunk } from './support/capture';
import type { PieceInfo } from '../../src/automation/api';

let alice: Player;
let bob: Player;
const errors: string[] = [];
const shots = join(tmpdir(), 'sandtable-hidden-counters');
mkdirSync(shots, { recursive: true });

/** What Alice hides: the counter's name and an attribute (its nationality). */
const secretName = 'Batteria Costiera Zeta';
const secretNationality = 'Nazione Segreta Omega';
/** The control: a counter made the same way but not hidden. */
const controlName = 'Visibile Controllo';
const controlNationality = 'Nazione Palese Kappa';

beforeAll(async () => {
  [alice, bob] = await Promise.all([launchPlayer(), launchPlayer()]);
  for (const p of [alice, bob]) p.page.on('pageerror', (e) => errors.push(e.message));
  // Installed before Bob opens anything: every message his browser receives is recorded.
  await bob.page.addInitScript(wireRecorder);
});
afterAll(async () => {
  await Promise.all([alice?.close(), bob?.close()]);
});

const logText = (page: Page) => page.getByRole('region', { name: 'Game log' }).textContent();

async function byName(page: Page, name: string): Promise<PieceInfo | undefined> {
  return (await pieces(page)).find((p) => p.name === name);
}

/** Alice makes a counter in the New counters form, as a person fills it in. */
async function makeCounter(page: Page, { name, nationality, factors, hidden, shot }: { name: string; nationality: string; factors: string; hidden: boolean; shot?: string }): Promise<void> {
  await clickOn(page.getByRole('button', { name: 'Add', exact: true }));
  await clickOn(page.getByRole('menuitem', { name: 'New counters…' }));
  const dialog = page.getByTestId('counter-maker');
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await typeInto(dialog.getByLabel('Name', { exact: true }), name);
  await typeInto(dialog.getByLabel('Factors', { exact: true }), factors);
  await typeInto(dialog.getByLabel('Nationality', { exact: true }), nationality);
  const box = dialog.getByLabel('Hidden from the other players');
  expect(await box.isChecked()).toBe(false);
  if (hidden) {
    await clickOn(box);
    await expect.poll(() => box.isChecked()).toBe(true);
  }
  expect(await dialog.getByTestId('counter-maker-attributes').textContent()).toContain(`nationality ${nationality}`);
  if (shot) await page.screenshot({ path: join(shots, shot) });
  await clickOn(dialog.getByRole('button', { name: 'Add to table' }));
  await expect.poll(() => dialog.count()).toBe(0);
}

/** Everything Bob's browser received on the wire so far. */
const bobReceived = () => capturedMessages(bob.page, { dir: 'in' });

/** The save file Bob downloads from the File menu: the file's own bytes and every entry unpacked. */
async function bobSaveFile(): Promise<Chunk[]> {
  const page = bob.page;
  await clickOn(page.getByRole('button', { name: 'File' }));
  const [download] = await Promise.all([page.waitForEvent('download'), clickOn(page.getByRole('menuitem', { name: /^Save file(?! without)/ }))]);
  const path = join(shots, 'bob.sandtable');
  await download.saveAs(path);
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  const entries = unzipSync(new Uint8Array(bytes));
  expect(Object.keys(entries)).toContain('document.bin');
  return [{ where: `save file ${download.suggestedFilename()}`, bytes }, ...Object.entries(entries).map(([name, b]) => ({ where: `save file entry ${name}`, bytes: Buffer.from(b) }))];
}

describe('a counter hidden from the other players', () => {
  let total = 0;
  let hiddenId = '';

  it('Bob joins the game Alice shares, over a direct connection', async () => {
    await startDemoGame(alice.page);
    total = (await pieces(alice.page)).length;
    const link = await shareFromToolbar(alice.page);
    await bob.page.goto(link);
    await waitForPieces(bob.page, total);
    await expect.poll(() => roomStatus(bob.page), { timeout: 20_000 }).toEqual({ state: 'connected', path: 'direct' });
    await expect.poll(() => roomStatus(alice.page), { timeout: 20_000 }).toEqual({ state: 'connected', path: 'direct' });
    // The recorder is in place and hears the game arrive on the data channel.
    expect((await capturedMessages(bob.page, { via: 'rtc', dir: 'in' })).length).toBeGreaterThan(0);
  });

  it('Alice makes a hidden counter: she sees its name, Bob sees only “Hidden counter”', async () => {
    await makeCounter(alice.page, { name: secretName, nationality: secretNationality, factors: '6-2-0', hidden: true, shot: 'counter-maker-hidden.png' });
    await waitForPieces(alice.page, total + 1);
    const mine = await byName(alice.page, secretName);
    expect(mine).toBeDefined();
    expect(mine!.hidden).toBe('mine');
    hiddenId = mine!.id;
    await expect.poll(() => logText(alice.page)).toMatch(/add a hidden counter at /);

    await waitForPieces(bob.page, total + 1);
    const theirs = (await pieces(bob.page)).find((p) => p.id === hiddenId);
    expect(theirs).toMatchObject({ name: 'Hidden counter', hidden: 'theirs', faces: 1 });
    expect((await pieces(bob.page)).filter((p) => p.hidden !== null)).toHaveLength(1);
    await expect.poll(() => logText(bob.page)).toMatch(/add a hidden counter at /);
    expect(await logText(bob.page)).not.toContain('Costiera');
    expect(await bob.page.evaluate(() => document.body.innerText)).not.toContain('Costiera');

    // Alice moves it off the middle of the view (where the next new counter goes) to a free hex.
    const taken = new Set((await pieces(alice.page)).map((p) => p.hex));
    const col = Number(mine!.hex!.slice(0, 2));
    const row = Number(mine!.hex!.slice(2));
    const pad = (n: number) => String(n).padStart(2, '0');
    const free = [[0, 2], [0, -2], [2, 0], [-2, 0], [0, 3], [0, -3], [2, 2], [-2, -2]].map(([dc, dr]) => `${pad(col + dc)}${pad(row + dr)}`).find((h) => !taken.has(h))!;
    await drag(alice.page, await pointOfPiece(alice.page, hiddenId), await pointOfHex(alice.page, free, mine!.board));
    await expect.poll(async () => (await pieces(alice.page)).find((p) => p.id === hiddenId)?.hex).toBe(free);
    await expect.poll(async () => (await pieces(bob.page)).find((p) => p.id === hiddenId)?.hex).toBe(free);
    expect((await pieces(alice.page)).find((p) => p.id === hiddenId)!.stack).toEqual([hiddenId]);

    // Bob looks closely at it.
    await zoomAround(bob.page, await pointOfPiece(bob.page, hiddenId), 6);
    await bob.page.waitForTimeout(300);
    await bob.page.screenshot({ path: join(shots, 'bob-sees-hidden-counter.png') });
  });

  it('its name and attributes are in nothing Bob received, stores or saves, where a visible counter’s are', async () => {
    await makeCounter(alice.page, { name: controlName, nationality: controlNationality, factors: '1-1-4', hidden: false });
    await expect.poll(async () => (await byName(bob.page, controlName))?.hidden, { timeout: 15_000 }).toBeNull();

    // Storage: wait until the visible counter is kept, which it is after the hidden one.
    let stored: Chunk[] = [];
    await expect
      .poll(async () => findText((stored = await storedValues(bob.page)), controlName).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(findText(stored, controlNationality).length).toBeGreaterThan(0);
    expect(stored.some((c) => c.where.startsWith('indexedDB sandtable-updates/'))).toBe(true);
    expect(findText(stored, secretName)).toEqual([]);
    expect(findText(stored, 'Costiera')).toEqual([]);
    expect(findText(stored, secretNationality)).toEqual([]);

    // The wire: the visible counter's name reached Bob in a data-channel message, the hidden one's never did.
    const received = await bobReceived();
    expect(received.some((c) => c.where.startsWith('ws '))).toBe(true);
    expect(findText(received, controlName).some((h) => h.startsWith('rtc in'))).toBe(true);
    expect(findText(received, controlNationality).length).toBeGreaterThan(0);
    expect(findText(received, secretName)).toEqual([]);
    expect(findText(received, 'Costiera')).toEqual([]);
    expect(findText(received, secretNationality)).toEqual([]);

    // A save file Bob makes.
    const saved = await bobSaveFile();
    expect(findText(saved, controlName).some((h) => h.startsWith('save file entry document.bin'))).toBe(true);
    expect(findText(saved, controlNationality).length).toBeGreaterThan(0);
    expect(findText(saved, secretName)).toEqual([]);
    expect(findText(saved, 'Costiera')).toEqual([]);
    expect(findText(saved, secretNationality)).toEqual([]);

    // What the game holds for it is the generic face and a sealed box; the message that brought
    // that box is among those recorded, so the name's absence is not a message the recorder missed.
    const doc = new Y.Doc();
    Y.applyUpdate(doc, saved.find((c) => c.where === 'save file entry document.bin')!.bytes);
    const record = (doc.getMap('pieces').get(hiddenId) as Y.Map<unknown>).toJSON() as { name: string; attrs: object; sealed: { box: { c: string } } };
    expect(record).toMatchObject({ name: 'Hidden counter', attrs: {} });
    expect(record.sealed.box.c.length).toBeGreaterThan(100);
    expect(findText(received, record.sealed.box.c).some((h) => h.startsWith('rtc in'))).toBe(true);
    expect(findText(stored, record.sealed.box.c).length).toBeGreaterThan(0);

    // Alice's own browser keeps the key (in sandtable-seals), never the name: her game is stored as ciphertext too.
    const aliceStored = await storedValues(alice.page);
    expect(aliceStored.filter((c) => c.where.startsWith(`indexedDB sandtable-seals/keys[`) && c.where.includes(hiddenId) && !c.where.endsWith('<key>'))).toHaveLength(1);
    expect(findText(aliceStored, controlName).length).toBeGreaterThan(0);
    expect(findText(aliceStored, secretName)).toEqual([]);
    expect(findText(aliceStored, secretNationality)).toEqual([]);
  });

  it('Alice reveals it from its right-click menu: Bob sees its name, and the log says it was hidden until now', async () => {
    const page = alice.page;
    const at = await pointOfPiece(page, hiddenId);
    await clickPointAsPerson(page, at, 'canvas', { button: 'right' });
    const menu = page.getByTestId('context-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const reveal = menu.getByRole('menuitem', { name: /^Reveal to everyone/ });
    expect(await reveal.isDisabled()).toBe(false);
    await page.screenshot({ path: join(shots, 'reveal-menu.png') });
    await clickOn(reveal);
    await expect.poll(() => menu.count()).toBe(0);

    await expect.poll(async () => (await pieces(bob.page)).find((p) => p.id === hiddenId), { timeout: 15_000 }).toMatchObject({ name: secretName, hidden: null, faces: 1 });
    expect((await pieces(alice.page)).find((p) => p.id === hiddenId)).toMatchObject({ name: secretName, hidden: null });
    await expect.poll(() => bob.page.locator('.log-panel li').allTextContents()).toContainEqual(expect.stringContaining(`revealed ${secretName} (hidden until now;`));
    expect((await pieces(bob.page)).filter((p) => p.hidden !== null)).toEqual([]);
    // Now that it is revealed, Bob's game keeps its name like any other: the same search finds it.
    await expect.poll(async () => findText(await storedValues(bob.page), secretName).length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('Alice hides the visible counter from its right-click menu: Bob then sees only a hidden counter, Alice its real face', async () => {
    const page = alice.page;
    const control = (await byName(page, controlName))!;
    await clickPointAsPerson(page, await pointOfPiece(page, control.id), 'canvas', { button: 'right' });
    const menu = page.getByTestId('context-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const hide = menu.getByRole('menuitem', { name: /^Hide from the other players/ });
    expect(await hide.isDisabled()).toBe(false);
    await page.screenshot({ path: join(shots, 'hide-menu.png') });
    await clickOn(hide);
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(async () => (await pieces(bob.page)).find((p) => p.id === control.id), { timeout: 15_000 }).toMatchObject({ name: 'Hidden counter', hidden: 'theirs' });
    expect((await pieces(page)).find((p) => p.id === control.id)).toMatchObject({ name: controlName, hidden: 'mine' });
    await expect.poll(() => bob.page.locator('.log-panel li').allTextContents()).toContainEqual(expect.stringMatching(/hid a counter at .+ from the other players$/));
    // Hidden, the menu offers to reveal it instead.
    await clickPointAsPerson(page, await pointOfPiece(page, control.id), 'canvas', { button: 'right' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole('menuitem', { name: /^Hide from the other players/ }).isDisabled()).toBe(true);
    expect(await menu.getByRole('menuitem', { name: /^Reveal to everyone/ }).isDisabled()).toBe(false);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });
});
