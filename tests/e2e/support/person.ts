/**
 * Acting on the page as a person does: find where a thing is drawn, check that a person could
 * see and reach it there (inside the window, not clipped by any container, the topmost element
 * at that point, nothing scrolled to bring it into view), then use the real mouse and keyboard.
 *
 * Playwright's `locator.click()` scrolls containers and clicks through overlaps by itself; it let
 * toolbar menus that nobody could see pass for months. Every e2e click goes through here instead.
 */
import type { Locator, Page } from 'playwright-core';

/** Where a person would aim at an element, and why they could not if they could not. */
export interface Aim {
  x: number;
  y: number;
  /** Empty when the point is reachable; otherwise the sentences saying what hides it. */
  problems: string[];
}

/**
 * Finds the centre of an element as drawn and every reason a person could not click it there.
 * Runs in the page: reads layout only, changes nothing (in particular it never scrolls).
 */
export async function aimAt(locator: Locator, offset?: { x: number; y: number }): Promise<Aim> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 });
  return locator.evaluate(
    (el, off) => {
      const problems: string[] = [];
      const r = el.getBoundingClientRect();
      const x = off ? r.left + off.x : r.left + r.width / 2;
      const y = off ? r.top + off.y : r.top + r.height / 2;
      const name = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}`;
      if (r.width === 0 || r.height === 0) problems.push(`${name(el)} has no size`);
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) problems.push(`${name(el)} is drawn at (${Math.round(x)}, ${Math.round(y)}), outside the ${window.innerWidth}×${window.innerHeight} window`);
      const page = document.scrollingElement;
      if (page && (page.scrollTop !== 0 || page.scrollLeft !== 0)) problems.push(`the page itself is scrolled to (${page.scrollLeft}, ${page.scrollTop})`);
      for (let a = el.parentElement; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        const clipsX = s.overflowX !== 'visible';
        const clipsY = s.overflowY !== 'visible';
        if (!clipsX && !clipsY) continue;
        const ar = a.getBoundingClientRect();
        if ((clipsX && (x < ar.left || x >= ar.right)) || (clipsY && (y < ar.top || y >= ar.bottom))) problems.push(`${name(el)} is clipped by ${name(a)} (overflow ${s.overflowX}/${s.overflowY})`);
        if (a.scrollLeft !== 0) problems.push(`${name(a)} is scrolled sideways by ${a.scrollLeft}px`);
      }
      const top = document.elementFromPoint(x, y);
      if (!top) problems.push(`nothing is drawn at (${Math.round(x)}, ${Math.round(y)})`);
      else if (top !== el && !el.contains(top)) problems.push(`${name(top)} is drawn over ${name(el)} at (${Math.round(x)}, ${Math.round(y)})`);
      return { x, y, problems };
    },
    offset ?? null,
  );
}

/**
 * Scrolls a long panel or dialog the way a person does, with the mouse wheel over it, until the
 * element is in view inside it. Only scrollable containers (overflow auto or scroll, taller than
 * they show) are scrolled; anything else hiding the element stays a problem for `expectReachable`.
 */
async function wheelIntoView(locator: Locator, offset?: { x: number; y: number }): Promise<void> {
  const page = locator.page();
  for (let i = 0; i < 25; i++) {
    const aim = await aimAt(locator, offset);
    if (aim.problems.length === 0) return;
    const wheel = await locator.evaluate((el, y) => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (!/(auto|scroll)/.test(s.overflowY) || a.scrollHeight <= a.clientHeight) continue;
        const r = a.getBoundingClientRect();
        const top = Math.max(r.top, 0);
        const bottom = Math.min(r.bottom, window.innerHeight);
        const mid = (top + bottom) / 2;
        const delta = y - mid;
        if (Math.abs(delta) < 8) return null;
        // Aim the wheel at a point of the container itself, left of its middle, where it is topmost.
        for (const fx of [0.5, 0.25, 0.75, 0.1, 0.9]) {
          const x = r.left + r.width * fx;
          const hit = document.elementFromPoint(x, mid);
          if (hit && a.contains(hit)) return { x, y: mid, delta };
        }
        return null;
      }
      return null;
    }, aim.y);
    if (!wheel) return;
    await page.mouse.move(wheel.x, wheel.y);
    await page.mouse.wheel(0, Math.max(-400, Math.min(400, wheel.delta)));
    await scrollSettled(locator);
  }
}

/** Waits until the element's scrolling ancestors stop moving (a wheel scroll may animate), as an eye waits before a finger lands. */
async function scrollSettled(locator: Locator): Promise<void> {
  const offsets = () =>
    locator.evaluate((el) => {
      const tops: number[] = [];
      for (let a = el.parentElement; a; a = a.parentElement) tops.push(a.scrollTop);
      return tops.join();
    });
  let last = await offsets();
  for (let i = 0; i < 40; i++) {
    await locator.page().waitForTimeout(50);
    const now = await offsets();
    if (now === last) return;
    last = now;
  }
}

/** Throws with the reasons when a person could not click the element where it is drawn. */
export async function expectReachable(locator: Locator, offset?: { x: number; y: number }): Promise<{ x: number; y: number }> {
  await wheelIntoView(locator, offset);
  const aim = await aimAt(locator, offset);
  if (aim.problems.length > 0) throw new Error(`a person could not click ${locator}: ${aim.problems.join('; ')}`);
  return { x: aim.x, y: aim.y };
}

/** Moves the real mouse to the element and clicks it, after checking a person could. */
export async function clickAsPerson(page: Page, locator: Locator, options: { button?: 'left' | 'right' | 'middle'; clickCount?: number; modifiers?: string[]; offset?: { x: number; y: number } } = {}): Promise<void> {
  const { x, y } = await expectReachable(locator, options.offset);
  for (const m of options.modifiers ?? []) await page.keyboard.down(m);
  await page.mouse.move(x, y);
  await page.mouse.click(x, y, { button: options.button ?? 'left', clickCount: options.clickCount ?? 1 });
  for (const m of options.modifiers ?? []) await page.keyboard.up(m);
}

/** Clicks into a text field as a person would, selects what is there and types the new text. */
export async function typeAsPerson(page: Page, locator: Locator, text: string): Promise<void> {
  // Colour, range and date inputs open the browser's own picker, which a page cannot drive: the
  // control must be reachable like any other, and the value is then set as the picker would.
  if (await locator.evaluate((el) => el instanceof HTMLInputElement && ['color', 'range', 'date', 'time'].includes(el.type))) {
    await expectReachable(locator);
    await locator.fill(text);
    return;
  }
  await clickAsPerson(page, locator);
  await page.keyboard.press('ControlOrMeta+A');
  if (text === '') await page.keyboard.press('Backspace');
  else await page.keyboard.insertText(text);
}

/**
 * Chooses an option of a native `<select>`: the select must be reachable like any other control;
 * its pop-up is drawn by the browser outside the page, so the choice itself is made by value.
 */
export async function chooseAsPerson(_page: Page, locator: Locator, value: string | { label: string }): Promise<void> {
  await expectReachable(locator);
  await locator.focus();
  await locator.selectOption(value);
}

/** Clicks the point of a canvas (or any) location after checking what is topmost there. */
export async function clickPointAsPerson(page: Page, at: { x: number; y: number }, expectTop: string = 'canvas', options: { button?: 'left' | 'right'; modifiers?: string[] } = {}): Promise<void> {
  const top = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName.toLowerCase() ?? null, [at.x, at.y] as const);
  if (top !== expectTop) throw new Error(`a person clicking (${Math.round(at.x)}, ${Math.round(at.y)}) would hit ${top}, not the ${expectTop}`);
  for (const m of options.modifiers ?? []) await page.keyboard.down(m);
  await page.mouse.click(at.x, at.y, { button: options.button ?? 'left' });
  for (const m of options.modifiers ?? []) await page.keyboard.up(m);
}

/** Options of a person's click: which button, with which keys held, where on the element (from its top-left). */
export interface ClickOptions {
  button?: 'left' | 'right' | 'middle';
  clickCount?: number;
  modifiers?: string[];
  position?: { x: number; y: number };
}

/** `clickAsPerson` for a locator alone (its page is the locator's). */
export function clickOn(locator: Locator, options: ClickOptions = {}): Promise<void> {
  return clickAsPerson(locator.page(), locator, { ...options, offset: options.position });
}

/** Double-clicks where the element is drawn, after checking a person could reach it. */
export function doubleClickOn(locator: Locator, options: ClickOptions = {}): Promise<void> {
  return clickOn(locator, { ...options, clickCount: 2 });
}

/** `typeAsPerson` for a locator alone: click into the field, select what is there, type. */
export function typeInto(locator: Locator, text: string): Promise<void> {
  return typeAsPerson(locator.page(), locator, text);
}

/** `chooseAsPerson` for a locator alone. */
export function chooseIn(locator: Locator, value: string | { label: string } | string[]): Promise<void> {
  return (async () => {
    await expectReachable(locator);
    await locator.focus();
    await locator.selectOption(value);
  })();
}

/** Rests the real mouse on the element (or a point of it), after checking a person could reach it there. */
export async function hoverOn(locator: Locator, options: { position?: { x: number; y: number } } = {}): Promise<void> {
  const { x, y } = await expectReachable(locator, options.position);
  await locator.page().mouse.move(x, y);
}

/** Clicks into a control (a field, a button) as a person does, then presses a key there. */
export async function pressIn(locator: Locator, key: string): Promise<void> {
  const { x, y } = await expectReachable(locator);
  const page = locator.page();
  const focused = await locator.evaluate((el) => el === document.activeElement);
  if (!focused) await page.mouse.click(x, y);
  await page.keyboard.press(key);
}

/** A point on the page, in CSS pixels. */
type At = { x: number; y: number };

/** What a person's fingers can do on a touch screen. */
export interface Fingers {
  /** One finger down and up on the point. */
  tapAt(at: At, expectTop?: string): Promise<void>;
  /** One finger on the element where it is drawn, after checking a person could reach it there. */
  tapOn(locator: Locator): Promise<void>;
  /** One finger resting on the point for `ms`, then lifted. */
  hold(at: At, ms: number, expectTop?: string): Promise<void>;
  /**
   * One finger down on `from`, slid in steps to `to`, rested there a moment and lifted, as a person
   * sets a counter down. A finger lifted while still moving flings, and Chromium then swallows the
   * next tap anywhere as the one that stops the fling.
   */
  slide(from: At, to: At, expectTop?: string): Promise<void>;
  /** Two fingers `fromGap` apart across `centre`, spread to `toGap` while their midpoint moves by `shift`. */
  pinch(centre: At, fromGap: number, toGap: number, shift?: At): Promise<void>;
}

/**
 * A person's fingers on the page, through Chromium's own touch emulation (CDP
 * `Input.dispatchTouchEvent`; the context needs `hasTouch`): the browser makes the touch and pointer
 * events a tablet makes. Every finger lands only where the expected element is drawn on top.
 */
export async function fingersOn(page: Page): Promise<Fingers> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: At[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id, radiusX: 4, radiusY: 4, force: 1 })) });
  const landOn = async (at: At, expectTop: string) => {
    const top = await page.evaluate(([x, y]) => {
      const el = document.elementFromPoint(x, y);
      return el ? { tag: el.tagName.toLowerCase(), named: `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}` } : null;
    }, [at.x, at.y] as const);
    if (top?.tag !== expectTop) throw new Error(`a finger on (${Math.round(at.x)}, ${Math.round(at.y)}) would touch ${top?.named ?? 'nothing'}, not the ${expectTop}`);
  };
  const between = (a: At, b: At, t: number): At => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  return {
    async tapAt(at, expectTop = 'canvas') {
      await landOn(at, expectTop);
      await touch('touchStart', [at]);
      await touch('touchEnd', []);
    },
    async tapOn(locator) {
      const at = await expectReachable(locator);
      await touch('touchStart', [at]);
      await touch('touchEnd', []);
    },
    async hold(at, ms, expectTop = 'canvas') {
      await landOn(at, expectTop);
      await touch('touchStart', [at]);
      await page.waitForTimeout(ms);
      await touch('touchEnd', []);
    },
    async slide(from, to, expectTop = 'canvas') {
      await landOn(from, expectTop);
      await touch('touchStart', [from]);
      for (let i = 1; i <= 12; i++) await touch('touchMove', [between(from, to, i / 12)]);
      await page.waitForTimeout(120);
      await touch('touchMove', [to]);
      await touch('touchEnd', []);
    },
    async pinch(centre, fromGap, toGap, shift = { x: 0, y: 0 }) {
      const fingers = (gap: number, t: number): At[] => {
        const c = { x: centre.x + shift.x * t, y: centre.y + shift.y * t };
        return [{ x: c.x - gap / 2, y: c.y }, { x: c.x + gap / 2, y: c.y }];
      };
      for (const p of fingers(fromGap, 0)) await landOn(p, 'canvas');
      const [a, b] = fingers(fromGap, 0);
      await touch('touchStart', [a]);
      await touch('touchStart', [a, b]);
      for (let i = 1; i <= 12; i++) await touch('touchMove', fingers(fromGap + ((toGap - fromGap) * i) / 12, i / 12));
      await touch('touchEnd', []);
    },
  };
}
