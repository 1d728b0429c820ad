/**
 * Real Chromium for end-to-end tests: Debian's build driven by playwright-core, one fresh profile
 * (its own IndexedDB and service worker) per player.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
/** WebRTC between browsers on one machine: loopback candidates, which Chromium offers only with a media permission. */
export const webRtcArgs = ['--allow-loopback-in-peer-connection', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/** The URL the test server listens on. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** A browser with a persistent profile of its own, like one player's machine. */
export interface Player {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Launches a player with an empty profile; the profile survives page reloads, like a real browser. */
/** `serviceWorkers: 'block'`: no offline copy, so every script comes over the network (where a test can cut it). */
/** `touch`: a tablet or phone, whose screen takes fingers (with `viewport` its size). */
export async function launchPlayer({ webRtc = true, serviceWorkers = 'allow', viewport = { width: 1280, height: 800 }, touch = false }: { webRtc?: boolean; serviceWorkers?: 'allow' | 'block'; viewport?: { width: number; height: number }; touch?: boolean } = {}): Promise<Player> {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath,
    headless: true,
    args: [...launchArgs, ...webRtcArgs],
    viewport,
    hasTouch: touch,
    isMobile: touch,
    acceptDownloads: true,
    permissions: ['microphone'],
    serviceWorkers,
  });
  // A browser without WebRTC, as some corporate or privacy set-ups are: the game must still sync (through the relay).
  if (!webRtc) await context.addInitScript(() => Object.defineProperty(window, 'RTCPeerConnection', { value: undefined, configurable: true }));
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (e) => console.error('[page error]', e.message));
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Launches a plain browser (for benchmarks and helpers). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...launchArgs, ...extraArgs] });
}

/**
 * Launches `count` players, each in a browser profile of their own, before a test file's tests and
 * closes them after. The list fills when the tests start: read it inside tests, not at load.
 */
export function playersForFile(count: number): Player[] {
  const players: Player[] = [];
  beforeAll(async () => {
    players.push(...(await Promise.all(Array.from({ length: count }, () => launchPlayer()))));
  });
  afterAll(async () => {
    await Promise.all(players.map((p) => p.close()));
  });
  return players;
}
