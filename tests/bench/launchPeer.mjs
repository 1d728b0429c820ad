/**
 * One player's browser for the multiplayer benchmarks: a fresh profile directory removed on close,
 * WebRTC allowed between browsers on this machine, and init scripts of the caller's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** WebRTC between browsers on one machine: loopback ICE candidates, which Chromium offers only with a media permission. */
const webRtcArgs = ['--allow-loopback-in-peer-connection', '--use-fake-ui-for-media-stream'];

/**
 * Launches a player's browser. `webRtc: false` removes RTCPeerConnection, as some set-ups do;
 * `initScripts` run in every page before the app (only when WebRTC is there to hook).
 */
export async function launchPeer({ chromiumPath, launchArgs, viewport }, { webRtc = true, initScripts = [] } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-peer-'));
  let context = null;
  const close = async () => {
    await context?.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    context = await chromium.launchPersistentContext(dir, { executablePath: chromiumPath, headless: true, args: [...launchArgs, ...webRtcArgs], viewport, permissions: ['microphone'] });
    if (!webRtc) await context.addInitScript(() => Object.defineProperty(window, 'RTCPeerConnection', { value: undefined, configurable: true }));
    else for (const script of initScripts) await context.addInitScript(script);
    const page = context.pages()[0] ?? (await context.newPage());
    return { context, page, close };
  } catch (e) {
    await close();
    throw e;
  }
}
