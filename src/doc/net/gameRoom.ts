/**
 * A game shared with friends: the game document synced peer to peer with y-webrtc (over framed
 * data channels), presence through awareness, images sent on request, and the encrypted relay
 * taking over for any peer we cannot reach directly. The rest of the app sees plain observables.
 */
import * as Y from 'yjs';
import { WebrtcProvider } from 'y-webrtc';
import { Awareness } from 'y-protocols/awareness';
import { framedWebRtc, type FramedPeer } from '../../net/framedRtc';
import { Relay, relayKinds } from '../../net/relay';
import { roomKey, roomNameFor } from '../../net/roomCrypto';
import { AssetExchange } from '../../net/assetExchange';
import type { AssetProgress, NetSettings, PeerPresence, RoomStatus, Transfer } from '../../net/types';
import { newId } from '../../model/ids';
import { sha256Hex } from '../../model/checksum';
import type { AssetInfo } from '../../model/records';
import { getAssetBlob, storeVerifiedAsset } from '../../store/assets';
import { IdbAssetParts } from '../../store/assetParts';
import { inspectImage } from '../../store/imageInspection';
import { typesOf } from '../gameDoc';
import { relaySync } from './relaySync';
import { guardSignaling } from './signalGuard';
import { hearOtherTabsOnly } from './tabEchoes';
import { distinctNames, freeDefaultPlayer, shouldTakeFreeDefault } from '../../net/playerNames';
import { Observable } from '../../model/observable';
import type { Identity } from '../../trust/identity';
import { claimPresence, verifiedClaimKey } from '../../trust/presenceClaim';
import { roomTagOf, scopeString } from '../../trust/scope';
import { ChangeSenders, type ChangeSender } from './changeSenders';
import { mailboxDelivery, startMailbox } from './mailboxSync';
import { mailboxBase, type PostRefusal } from '../../net/mailboxClient';
import { witnessBase } from '../../net/witnessClient';
import { keepMailboxSeen, mailboxSeen } from '../../store/mailboxSeen';

/** How long a peer may stay without a direct connection before the relay carries its traffic. */
const directGraceMs = 3000;
/** How often a browser using the relay asks its relay peers for what it lacks (a lost or unsent update comes then). */
const relayResyncMs = 10_000;
/** Bytes under which a transfer is not worth telling (a move leaves in a blink). */
const reportedTransferBytes = 256 * 1024;
/** Rooms still closing, by name: y-webrtc refuses a second provider for a room until the first is gone. */
const closing = new Map<string, Promise<void>>();

export interface RoomOptions {
  gameId: string;
  secret: string;
  settings: NetSettings;
  /** The app's own signaling endpoint, used when settings name none. */
  defaultSignaling: string;
  player: { name: string; color: string; auto?: boolean };
  /** This browser's key pair: the player's presence is signed with it, so friends see it verified. */
  identity?: Identity;
  /** The key that owns a name in this game (first signed a line under it), so that player keeps it plain among namesakes. */
  nameOwner?(name: string): string | null;
  /** Hears that the player's default name and colour gave way to free ones on joining (to remember them). */
  onPlayerChange?(player: { name: string; color: string; auto: true }): void;
  /** Hears that an image a friend sent was given up (not an image, bytes that never matched its hash): worth a notice. */
  onAssetFailed?(name: string, reason: string): void;
  /** Paces big sync messages from peers (a whole table to a joiner) into pieces applied one task each, each with its message's tag (src/doc/syncPacer.ts). */
  paceSync?<T>(deliver: (message: Uint8Array, tag?: T) => void, framing?: 'y-webrtc' | 'sync'): (message: Uint8Array, tag?: T) => void;
  /** Hears that the room's mailbox on the server refused this player's changes (full, or too many posts): worth a notice. */
  onMailboxRefused?(why: PostRefusal): void;
}


/** A live shared game. Create with `GameRoom.open`. */
export class GameRoom {
  readonly status = new Observable<RoomStatus>({ state: 'connecting', path: 'none', peers: 0 });
  readonly presence = new Observable<PeerPresence[]>([]);
  readonly assets = new Observable<AssetProgress[]>([]);
  private provider: WebrtcProvider | null = null;
  private relay: Relay | null = null;
  private relayPeers = new Map<string, { since: number; seen: number }>();
  private relayActive = false;
  /** Direct connections open now (framed data channels). */
  private channels = new Set<FramedPeer>();
  private timers: ReturnType<typeof setInterval>[] = [];
  private cleanup: (() => void)[] = [];
  /** Whether this player shares a default name or colour with someone present (so arriving lines may decide who gives way). */
  private clashing = false;
  private exchange: AssetExchange;
  private selfId = newId(12);
  /** Signs what this browser sends and holds who sent the change being applied. */
  private senders: ChangeSenders;

  private constructor(
    private doc: Y.Doc,
    readonly awareness: Awareness,
    private options: RoomOptions,
    /** The room's name (derived from the game id and the secret, see roomNameFor). */
    private name: string,
  ) {
    this.senders = new ChangeSenders(options.identity, scopeString(options.gameId, roomTagOf(options.secret)), (key) => this.presence.get().find((p) => p.key === key)?.name ?? null);
    this.exchange = new AssetExchange({
      shelf: {
        has: async (hash) => !!(await getAssetBlob(hash)),
        // Only images this game lists: not another game's, nor one a hidden counter took off the list.
        read: async (hash) => {
          if (!typesOf(this.doc).assets.has(hash)) return undefined;
          const blob = await getAssetBlob(hash);
          return blob ? new Uint8Array(await blob.arrayBuffer()) : undefined;
        },
        store: (info, bytes, decoded) => storeVerifiedAsset(info, bytes, decoded),
      },
      // Images are decoded as their parts arrive, so the check is over when the transfer is.
      inspect: (info) => inspectImage(info.mime),
      // Parts survive a reload, so a transfer picks up where it stopped.
      parts: new IdbAssetParts(),
      sha256: sha256Hex,
      onProgress: (list) => this.assets.set(list),
      onArrived: () => undefined,
      onFailed: (hash, reason, final) => {
        const info = typesOf(this.doc).assets.get(hash) as AssetInfo | undefined;
        if (final) this.options.onAssetFailed?.(info?.name ?? hash.slice(0, 12), reason);
      },
    });
  }

  /** Where the server's witness of this room's rolls is (server/witness.mjs): beside the mailbox, under the room's name. */
  get witnessAddress(): { base: string; room: string } {
    return { base: witnessBase(this.options.settings.signalingUrls[0] ?? this.options.defaultSignaling), room: this.name };
  }

  /** Opens the room for a game document and starts looking for the other players. */
  static async open(doc: Y.Doc, options: RoomOptions): Promise<GameRoom> {
    const name = await roomNameFor(options.gameId, options.secret);
    await closing.get(name);
    const room = new GameRoom(doc, new Awareness(doc), options, name);
    await room.start(name);
    return room;
  }

  private async start(name: string) {
    const { settings, secret } = this.options;
    const signaling = settings.signalingUrls.length ? settings.signalingUrls : [this.options.defaultSignaling];
    this.awareness.setLocalState({ user: this.signedPlayer(this.options.player), cursor: null, drag: null });
    const hub = {
      opened: (peer: FramedPeer) => {
        this.channels.add(peer);
        this.exchange.addPeer({ id: peer.id, send: (m) => peer.sendAsset(m) });
      },
      closed: (peer: FramedPeer) => {
        this.channels.delete(peer);
        this.exchange.removePeer(peer.id);
      },
      assetMessage: (peer: FramedPeer, m: Uint8Array) => void this.exchange.receive(peer.id, m),
      paceSync: this.options.paceSync,
      seal: (message: Uint8Array) => this.senders.sealWebrtc(message),
      receiving: (proof: Parameters<ChangeSenders['receiving']>[0], apply: () => void, peer: FramedPeer) => this.senders.receiving(proof, apply, 'y-webrtc', peer),
      echoesTo: (peer: FramedPeer) => this.senders.echoesTo(peer),
    };
    const wrtc = framedWebRtc(hub);
    if (wrtc) {
      this.provider = new WebrtcProvider(name, this.doc, {
        signaling,
        password: secret,
        awareness: this.awareness,
        maxConns: 20,
        filterBcConns: true,
        peerOpts: { config: { iceServers: settings.iceServers }, wrtc },
      });
      await this.provider.key;
      // y-webrtc opens its signaling connections once the key is derived, just before this line runs.
      guardSignaling(this.provider.signalingConns);
      this.selfId = this.provider.room?.peerId ?? this.selfId;
      this.senders.signUpdatesOf(this.doc, this.provider.room);
      hearOtherTabsOnly(this.provider.room);
    }
    const key = await roomKey(secret, name);
    const identity = this.options.identity;
    this.cleanup.push(
      startMailbox(this.doc, {
        base: mailboxBase(signaling[0]),
        room: name,
        key,
        from: () => {
          const name = (this.awareness.getLocalState()?.user as { name?: string } | undefined)?.name ?? this.options.player.name;
          return identity ? { name, key: identity.publicKey } : { name };
        },
        seen: () => mailboxSeen(name),
        keepSeen: (seq) => keepMailboxSeen(name, seq),
        holdsGame: () => typesOf(this.doc).boards.size > 0,
        deliver: mailboxDelivery(this.doc, this.options.paceSync),
        onRefused: this.options.onMailboxRefused,
      }),
    );
    const relay = new Relay({
      url: signaling[0],
      topic: `${name}/relay`,
      key,
      selfId: this.selfId,
      onMessage: (from, kind, payload) => this.onRelay(from, kind, payload),
      onConnected: (up) => {
        if (up) void relay.send(relayKinds.hello, new Uint8Array());
        this.refresh();
      },
    });
    this.relay = relay;
    const pace = this.options.paceSync;
    const sync = relaySync(this.doc, this.awareness, relay, () => this.relayActive, pace && ((deliver, framing) => pace(deliver, framing)), this.senders);
    this.cleanup.push(() => sync.destroy());
    this.onRelayMessage = (from, kind, payload) => sync.receive(from, kind, payload);
    this.greet = (to) => sync.greet(to);
    // Nothing sent over the relay stays lost: while it is in use, each browser asks for what it lacks
    // every few seconds — not while a big message is on its way either way, whose answer would be as big.
    this.timers.push(setInterval(() => this.relayActive && !relay.arriving() && !relay.outgoing() && sync.resync(), relayResyncMs));

    const onAwareness = () => this.publishPresence();
    this.awareness.on('change', onAwareness);
    this.cleanup.push(() => this.awareness.off('change', onAwareness));
    // Who owns a default name is read from the log, which reaches a joiner after the friends it shows: judge a clash again as lines arrive.
    const onLog = () => this.clashing && this.publishPresence();
    typesOf(this.doc).log.observe(onLog);
    this.cleanup.push(() => typesOf(this.doc).log.unobserve(onLog));
    const onAssets = () => void this.exchange.need([...typesOf(this.doc).assets.values()] as AssetInfo[]);
    typesOf(this.doc).assets.observe(onAssets);
    this.cleanup.push(() => typesOf(this.doc).assets.unobserve(onAssets));
    onAssets();

    this.timers.push(setInterval(() => void relay.send(relayKinds.hello, new Uint8Array()), 5000));
    // A closed tab says goodbye on the relay too, so friends see it leave at once rather than after 15 s.
    const leaving = () => void relay.send(relayKinds.bye, new Uint8Array());
    window.addEventListener('pagehide', leaving);
    this.cleanup.push(() => window.removeEventListener('pagehide', leaving));
    this.timers.push(setInterval(() => this.refresh(), 500));
    this.publishPresence();
    this.refresh();
  }

  /** Who sent the change being applied right now, as its signed envelope proves (src/doc/net/changeSenders.ts); null when unknown. */
  senderOfCurrentChange(): ChangeSender | null {
    return this.senders.current();
  }

  /**
   * Names, once, the author of a deletion this browser saw without its author (it arrived
   * unsigned, passed on, or already put right by a friend): the player whose own signed message
   * deletes one of `items` (document ids of ledger items), as it arrives (see ChangeSenders.watch).
   */
  watchForDeleter(items: readonly Y.ID[], found: (sender: ChangeSender) => void): void {
    this.senders.watch(items, found);
  }

  private onRelayMessage: (from: string, kind: number, payload: Uint8Array) => void = () => undefined;
  private greet: (to: string) => void = () => undefined;

  private onRelay(from: string, kind: number, payload: Uint8Array) {
    const now = Date.now();
    if (kind === relayKinds.bye) {
      this.relayPeers.delete(from);
      this.exchange.removePeer(`relay:${from}`);
      this.refresh();
      return;
    }
    const known = this.relayPeers.get(from);
    this.relayPeers.set(from, { since: known?.since ?? now, seen: now });
    if (!known) {
      void this.relay?.send(relayKinds.hello, new Uint8Array(), from);
      if (this.relayActive) this.greet(from);
    }
    if (kind === relayKinds.asset) void this.exchange.receive(`relay:${from}`, payload);
    else if (kind !== relayKinds.hello) this.onRelayMessage(from, kind, payload);
  }

  /** Whether we have a working direct path (WebRTC, or another tab of this browser) to a peer. */
  private direct(peerId: string): boolean {
    const room = this.provider?.room;
    if (!room) return false;
    if (room.bcConns.has(peerId)) return true;
    const conn = room.webrtcConns.get(peerId) as { connected?: boolean } | undefined;
    return !!conn?.connected;
  }

  /** Re-evaluates which path each peer uses and what the status badge says. */
  private refresh() {
    const now = Date.now();
    for (const [id, p] of this.relayPeers) if (now - p.seen > 15_000) this.relayPeers.delete(id);
    const needing = [...this.relayPeers].filter(([id, p]) => !this.direct(id) && now - p.since > directGraceMs).map(([id]) => id);
    const wasActive = this.relayActive;
    this.relayActive = needing.length > 0;
    if (this.relayActive && !wasActive) this.greet('');
    for (const id of this.relayPeers.keys()) {
      if (needing.includes(id)) this.exchange.addPeer({ id: `relay:${id}`, send: (m) => this.relay!.send(relayKinds.asset, m, id) });
      else this.exchange.removePeer(`relay:${id}`);
    }
    const others = this.presence.get().filter((p) => !p.self).length;
    const directPeers = [...this.relayPeers.keys()].filter((id) => this.direct(id)).length + (this.provider?.room?.webrtcConns.size && !this.relayPeers.size ? 1 : 0);
    const signalingUp = !!this.relay?.connected || !!this.provider?.signalingConns.some((c) => (c as { connected?: boolean }).connected);
    const path: RoomStatus['path'] = needing.length && directPeers ? 'mixed' : needing.length ? 'relay' : directPeers || others ? 'direct' : 'none';
    const state: RoomStatus['state'] = others > 0 ? 'connected' : signalingUp ? 'alone' : 'connecting';
    const next: RoomStatus = { state, path: state === 'connected' ? path : 'none', peers: others, ...this.transfers() };
    if (JSON.stringify(this.status.get()) !== JSON.stringify(next)) this.status.set(next);
  }

  /** Big messages in flight over the direct connections and the relay, summed, each direction only when worth telling. */
  private transfers(): Pick<RoomStatus, 'sending' | 'receiving'> {
    const sum = (parts: (Transfer | null)[]): Transfer | undefined => {
      const total = parts.reduce((n, p) => n + (p?.total ?? 0), 0);
      return total >= reportedTransferBytes ? { done: parts.reduce((n, p) => n + (p?.done ?? 0), 0), total } : undefined;
    };
    const all = [...this.channels].map((c) => c.transfer());
    const relay = this.relay;
    const sending = sum([...all.map((t) => t.sending), relay?.outgoing() ?? null]);
    const receiving = sum([...all.map((t) => t.receiving), relay?.arriving() ?? null]);
    return { ...(sending ? { sending } : {}), ...(receiving ? { receiving } : {}) };
  }

  private publishPresence() {
    const self = this.awareness.clientID;
    const list: PeerPresence[] = [];
    this.awareness.getStates().forEach((state, clientId) => {
      const user = state.user as { name?: string; color?: string; auto?: boolean; claim?: unknown } | undefined;
      if (!user) return;
      const name = String(user.name ?? 'Player');
      const color = String(user.color ?? '#888');
      list.push({
        clientId,
        name,
        color,
        key: verifiedClaimKey(this.options.gameId, clientId, name, color, user.claim),
        auto: user.auto === true,
        cursor: (state.cursor as PeerPresence['cursor']) ?? null,
        drag: (state.drag as PeerPresence['drag']) ?? null,
        self: clientId === self,
      });
    });
    const me = list.find((p) => p.self);
    const others = list.filter((p) => !p.self);
    const ownerOf = (name: string) => this.options.nameOwner?.(name) ?? null;
    this.clashing = !!me?.auto && others.some((o) => o.name === me.name || o.color.toLowerCase() === me.color.toLowerCase());
    if (me && shouldTakeFreeDefault(me, others, ownerOf)) {
      // A default name or colour someone here already has: take a free pair (this calls back here).
      const next = { ...freeDefaultPlayer(others), auto: true as const };
      this.setPlayer(next);
      this.options.onPlayerChange?.(next);
      return;
    }
    const shown = distinctNames(list, ownerOf);
    for (const p of list) p.name = shown.get(p.clientId) ?? p.name;
    list.sort((a, b) => (a.self === b.self ? a.name.localeCompare(b.name) : a.self ? -1 : 1));
    this.presence.set(list);
    this.refresh();
  }

  /** Updates this player's name and colour for everyone. */
  setPlayer(player: { name: string; color: string; auto?: boolean }) {
    this.awareness.setLocalStateField('user', this.signedPlayer(player));
  }

  /** The player's awareness record with its signed claim (when this browser has an identity). */
  private signedPlayer(player: { name: string; color: string; auto?: boolean }) {
    const { identity, gameId } = this.options;
    const claim = identity && claimPresence(identity, gameId, this.awareness.clientID, player.name, player.color);
    return { name: player.name, color: player.color, ...(player.auto ? { auto: true } : {}), ...(claim ? { claim } : {}) };
  }

  /** Shares where this player's pointer is (table coordinates), or that it left the table. */
  setCursor(cursor: { x: number; y: number } | null) {
    this.awareness.setLocalStateField('cursor', cursor && { x: Math.round(cursor.x), y: Math.round(cursor.y) });
  }

  /** Shares what this player is dragging and how far, so others see it move before the drop. */
  setDrag(drag: PeerPresence['drag']) {
    this.awareness.setLocalStateField('drag', drag && { ids: drag.ids, dx: Math.round(drag.dx), dy: Math.round(drag.dy) });
  }

  /** Leaves the room; the local copy of the game stays. */
  async close(): Promise<void> {
    const name = this.name;
    this.timers.forEach(clearInterval);
    this.cleanup.forEach((f) => f());
    this.exchange.destroy();
    if (this.relay) {
      await this.relay.send(relayKinds.bye, new Uint8Array()).catch(() => undefined);
      this.relay.destroy();
    }
    this.awareness.setLocalState(null);
    const provider = this.provider;
    if (provider) {
      const done = Promise.resolve(provider.key).then(() => new Promise<void>((r) => setTimeout(r, 0)));
      closing.set(name, done);
      provider.destroy();
      await done;
      closing.delete(name);
    }
    this.awareness.destroy();
  }
}
