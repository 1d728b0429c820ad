/**
 * The connection settings a player can type in (signaling servers, STUN/TURN servers) and how
 * they are remembered in this browser. Parsing is kept pure and separate from the dialog so that
 * every rule, and every error message naming a line, can be unit-tested without a DOM.
 */
import type { NetSettings } from '../../net/types';

const storageKey = 'sandtable.net';

/** Fresh defaults: this app's own signaling server, no STUN/TURN, pointers shown. */
export function defaultNetSettings(): NetSettings {
  return { signalingUrls: [], iceServers: [], showCursors: true };
}

/** The non-blank, non-comment lines of a text box, with their 1-based line numbers (so errors can name them). */
function lines(text: string): { n: number; line: string }[] {
  return text
    .split(/\r?\n/)
    .map((line, i) => ({ n: i + 1, line: line.trim() }))
    .filter(({ line }) => line !== '' && !line.startsWith('#'));
}

/**
 * Reads signaling server addresses, one WebSocket URL per line. Blank lines and `#` comments are
 * skipped; duplicates are dropped. Every bad line yields an error naming its line number.
 */
export function parseSignalingUrls(text: string): { urls: string[]; errors: string[] } {
  const urls: string[] = [];
  const errors: string[] = [];
  for (const { n, line } of lines(text)) {
    let ok = false;
    if (!/\s/.test(line)) {
      try {
        const url = new URL(line);
        ok = (url.protocol === 'ws:' || url.protocol === 'wss:') && url.hostname !== '';
      } catch {
        ok = false;
      }
    }
    if (!ok) errors.push(`Line ${n}: '${line}' is not a ws:// or wss:// URL`);
    else if (!urls.includes(line)) urls.push(line);
  }
  return { urls, errors };
}

/** `stun:host`, `stun:host:port`, `turns:[::1]:5349?transport=tcp` and so on, as RTCPeerConnection accepts them. */
const iceAddress = /^(stuns?|turns?):(\[[0-9a-f:.]+\]|[\w.-]+)(?::(\d{1,5}))?(?:\?transport=(?:udp|tcp))?$/i;

/**
 * Reads STUN/TURN servers, one per line: `stun:host:port` or `turn:host:port username credential`.
 * TURN needs both a username and a credential (the browser refuses TURN without them); STUN takes neither.
 * Credentials cannot contain spaces in this format.
 */
export function parseIceServers(text: string): { servers: RTCIceServer[]; errors: string[] } {
  const servers: RTCIceServer[] = [];
  const errors: string[] = [];
  for (const { n, line } of lines(text)) {
    const [url, username, credential, ...extra] = line.split(/\s+/);
    const scheme = /^(stuns?|turns?):/i.exec(url)?.[1].toLowerCase();
    if (!scheme) {
      errors.push(`Line ${n}: '${url}' is not a stun: or turn: server`);
      continue;
    }
    const match = iceAddress.exec(url);
    const port = match?.[3] === undefined ? 1 : Number(match[3]);
    if (!match || port < 1 || port > 65535) {
      errors.push(`Line ${n}: '${url}' is not a valid address (write ${scheme}:host:port)`);
      continue;
    }
    if (extra.length > 0) {
      errors.push(`Line ${n}: too many words (write ${scheme}:host:port${scheme.startsWith('turn') ? ' username password' : ''})`);
      continue;
    }
    if (scheme.startsWith('stun')) {
      if (username !== undefined) errors.push(`Line ${n}: a stun: server takes no username or password`);
      else servers.push({ urls: url });
    } else if (username === undefined || credential === undefined) {
      errors.push(`Line ${n}: a turn: server needs a username and a password after the address`);
    } else {
      servers.push({ urls: url, username, credential });
    }
  }
  return { servers, errors };
}

/** Writes servers back as text for the dialog, one URL per line (a server with several URLs gives several lines). */
export function formatIceServers(servers: readonly RTCIceServer[]): string {
  const out: string[] = [];
  for (const server of servers) {
    const urls = typeof server.urls === 'string' ? [server.urls] : server.urls;
    for (const url of urls) {
      out.push([url, server.username, typeof server.credential === 'string' ? server.credential : undefined].filter((w) => w !== undefined && w !== '').join(' '));
    }
  }
  return out.join('\n');
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function isIceServer(v: unknown): v is RTCIceServer {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return (
    (typeof s.urls === 'string' || isStringArray(s.urls)) &&
    (s.username === undefined || typeof s.username === 'string') &&
    (s.credential === undefined || typeof s.credential === 'string')
  );
}

/**
 * Reads the remembered settings. A missing, unreadable or damaged entry gives the defaults; a
 * field of the wrong shape gives that field's default, so one bad value does not lose the rest.
 */
export function loadNetSettings(): NetSettings {
  const settings = defaultNetSettings();
  let saved: unknown;
  try {
    saved = JSON.parse(globalThis.localStorage?.getItem(storageKey) ?? 'null');
  } catch {
    return settings;
  }
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return settings;
  const s = saved as Record<string, unknown>;
  if (isStringArray(s.signalingUrls)) settings.signalingUrls = s.signalingUrls;
  if (Array.isArray(s.iceServers) && s.iceServers.every(isIceServer)) settings.iceServers = s.iceServers;
  if (typeof s.showCursors === 'boolean') settings.showCursors = s.showCursors;
  return settings;
}

/** Remembers the settings in this browser; quietly does nothing where storage is unavailable. */
export function saveNetSettings(s: NetSettings): void {
  try {
    globalThis.localStorage?.setItem(storageKey, JSON.stringify({ signalingUrls: s.signalingUrls, iceServers: s.iceServers, showCursors: s.showCursors }));
  } catch {
    // Private modes and full storage: the settings last for this visit only.
  }
}
