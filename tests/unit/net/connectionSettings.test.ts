import { afterEach, describe, expect, it } from 'vitest';
import { defaultNetSettings, formatIceServers, loadNetSettings, parseIceServers, parseSignalingUrls, saveNetSettings } from '../../../src/ui/net/connectionSettings';
import { formatTransfer, fullHex, inkOn, safeColor, safeName } from '../../../src/ui/net/format';

describe('ICE server lines', () => {
  it('read STUN servers, with or without a port', () => {
    expect(parseIceServers('stun:stun.example.org:3478\nstun:stun.example.org')).toEqual({
      servers: [{ urls: 'stun:stun.example.org:3478' }, { urls: 'stun:stun.example.org' }],
      errors: [],
    });
  });

  it('read TURN servers with their username and credential', () => {
    expect(parseIceServers('turn:turn.example.org:3478 alice s3cret\nturns:[2001:db8::1]:5349?transport=tcp bob pw')).toEqual({
      servers: [
        { urls: 'turn:turn.example.org:3478', username: 'alice', credential: 's3cret' },
        { urls: 'turns:[2001:db8::1]:5349?transport=tcp', username: 'bob', credential: 'pw' },
      ],
      errors: [],
    });
  });

  it('skip blank lines and # comments but count them in line numbers', () => {
    const { servers, errors } = parseIceServers('# ours\n\n  stun:a.example:3478  \nbogus');
    expect(servers).toEqual([{ urls: 'stun:a.example:3478' }]);
    expect(errors).toEqual(["Line 4: 'bogus' is not a stun: or turn: server"]);
  });

  it('name the line of every bad entry and keep the good ones', () => {
    const text = [
      'stun:ok.example:3478',
      'http://x',
      'turn:t.example:3478',
      'turn:t.example:3478 alice',
      'stun:s.example:3478 alice pw',
      'stun:s.example:99999',
      'stun:',
      'stun://s.example:3478',
      'turn:t.example:3478 a b c',
    ].join('\n');
    const { servers, errors } = parseIceServers(text);
    expect(servers).toEqual([{ urls: 'stun:ok.example:3478' }]);
    expect(errors).toEqual([
      "Line 2: 'http://x' is not a stun: or turn: server",
      'Line 3: a turn: server needs a username and a password after the address',
      'Line 4: a turn: server needs a username and a password after the address',
      'Line 5: a stun: server takes no username or password',
      "Line 6: 'stun:s.example:99999' is not a valid address (write stun:host:port)",
      "Line 7: 'stun:' is not a valid address (write stun:host:port)",
      "Line 8: 'stun://s.example:3478' is not a valid address (write stun:host:port)",
      'Line 9: too many words (write turn:host:port username password)',
    ]);
  });

  it('format and parse back to the same servers', () => {
    const servers: RTCIceServer[] = [
      { urls: 'stun:stun.example.org:3478' },
      { urls: 'turn:turn.example.org:3478?transport=udp', username: 'alice', credential: 's3cret' },
      { urls: 'turns:turn.example.org:5349', username: 'bob', credential: 'x' },
    ];
    const text = formatIceServers(servers);
    expect(text).toBe('stun:stun.example.org:3478\nturn:turn.example.org:3478?transport=udp alice s3cret\nturns:turn.example.org:5349 bob x');
    expect(parseIceServers(text)).toEqual({ servers, errors: [] });
    expect(formatIceServers(parseIceServers(text).servers)).toBe(text);
  });

  it('format a server with several URLs as one line per URL', () => {
    expect(formatIceServers([{ urls: ['stun:a.example', 'turn:b.example:3478'], username: 'u', credential: 'p' }])).toBe('stun:a.example u p\nturn:b.example:3478 u p');
    expect(formatIceServers([])).toBe('');
  });
});

describe('signaling server lines', () => {
  it('accept ws:// and wss:// URLs, dropping blanks and duplicates', () => {
    expect(parseSignalingUrls('wss://signal.example.org\n\nws://localhost:4444/signal\nwss://signal.example.org\n')).toEqual({
      urls: ['wss://signal.example.org', 'ws://localhost:4444/signal'],
      errors: [],
    });
  });

  it('reject anything else, naming the line', () => {
    expect(parseSignalingUrls('wss://ok.example\nhttp://x\nsignal.example.org\nwss://a b').errors).toEqual([
      "Line 2: 'http://x' is not a ws:// or wss:// URL",
      "Line 3: 'signal.example.org' is not a ws:// or wss:// URL",
      "Line 4: 'wss://a b' is not a ws:// or wss:// URL",
    ]);
  });

  it('read an empty box as no servers (this app’s own)', () => {
    expect(parseSignalingUrls('  \n')).toEqual({ urls: [], errors: [] });
  });
});

describe('remembered connection settings', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

  function stubStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial));
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, String(v)),
      removeItem: (k: string) => void data.delete(k),
    };
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
    return data;
  }

  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
    else delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('give the defaults when nothing is saved', () => {
    stubStorage();
    expect(loadNetSettings()).toEqual({ signalingUrls: [], iceServers: [], showCursors: true });
  });

  it('fall back to the defaults on a damaged entry', () => {
    stubStorage({ 'sandtable.net': '{"signalingUrls": [' });
    expect(loadNetSettings()).toEqual(defaultNetSettings());
    stubStorage({ 'sandtable.net': '42' });
    expect(loadNetSettings()).toEqual(defaultNetSettings());
  });

  it('replace only the fields of the wrong shape', () => {
    stubStorage({ 'sandtable.net': JSON.stringify({ signalingUrls: 'wss://x', iceServers: [{ urls: 'stun:a' }], showCursors: 'yes' }) });
    expect(loadNetSettings()).toEqual({ signalingUrls: [], iceServers: [{ urls: 'stun:a' }], showCursors: true });
  });

  it('save and load back', () => {
    const data = stubStorage();
    const settings = { signalingUrls: ['wss://s.example'], iceServers: [{ urls: 'turn:t.example:3478', username: 'u', credential: 'p' }], showCursors: false };
    saveNetSettings(settings);
    expect(data.has('sandtable.net')).toBe(true);
    expect(loadNetSettings()).toEqual(settings);
  });

  it('give fresh defaults each time', () => {
    stubStorage();
    const a = loadNetSettings();
    a.signalingUrls.push('wss://mutated');
    expect(loadNetSettings().signalingUrls).toEqual([]);
  });
});

describe('network UI formatting', () => {
  it('show transfer sizes in MB, or KB for small images', () => {
    expect(formatTransfer(9_100_000, 20_000_000)).toBe('9.1 of 20.0 MB');
    expect(formatTransfer(120_000, 340_000)).toBe('120 of 340 KB');
  });

  it('keep untrusted colours and names safe to draw', () => {
    expect(safeColor('#1e88e5')).toBe('#1e88e5');
    expect(safeColor('url(javascript:x)')).toBe('#9e9e9e');
    expect(safeName('   ')).toBe('Player');
    expect(safeName('x'.repeat(60))).toHaveLength(40);
    expect(fullHex('#ABC')).toBe('#aabbcc');
    expect(inkOn('#fdd835')).toBe('#111');
    expect(inkOn('#1e3a8a')).toBe('#fff');
  });
});
