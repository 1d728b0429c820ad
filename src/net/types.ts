/**
 * What the network layer tells the rest of the app, as plain data: who is at the table, how we
 * are connected, and which images are on their way. The UI reads these; it never sees Yjs or WebRTC.
 */

/** One player at the table, from their presence (awareness) state. */
export interface PeerPresence {
  /** Stable for the life of their tab. */
  clientId: number;
  /** The name to show: numbered ("Alice (2)") when someone else at the table chose the same one. */
  name: string;
  color: string;
  /** Whether they still have the default name and colour (not chosen). */
  auto?: boolean;
  /** Their pointer in table coordinates, or null when it is off the table. */
  cursor: { x: number; y: number } | null;
  /** What they are dragging right now and how far it has moved (table units), or null. */
  drag: { ids: string[]; dx: number; dy: number } | null;
  /** Whether this is the local player. */
  self: boolean;
  /**
   * The public key whose signed claim matches this player's client id, name and colour
   * (src/trust/presenceClaim.ts); null when they sent no claim or one that does not verify.
   */
  key: string | null;
}

/** How this browser is connected to the room. */
export interface RoomStatus {
  /** `alone`: no one else here (yet); `connecting`: the signaling server is not reached; `connected`: with at least one other player. */
  state: 'alone' | 'connecting' | 'connected';
  /** `direct`: WebRTC to everyone; `relay`: through our server (encrypted); `mixed`: some of each; `none`: not connected. */
  path: 'none' | 'direct' | 'relay' | 'mixed';
  /** Other players connected. */
  peers: number;
  /**
   * Big messages still on their way over direct connections, in bytes (absent when none): what
   * this browser has yet to hand to the network (`sending`), and what friends announced and
   * have not yet delivered whole (`receiving`). Moves made meanwhile wait behind them.
   */
  sending?: Transfer;
  receiving?: Transfer;
}

/** Bytes of a transfer so far, of its total. */
export interface Transfer {
  done: number;
  total: number;
}

/** An image arriving from another player. */
export interface AssetProgress {
  hash: string;
  name: string;
  received: number;
  total: number;
}

/** Where to find other players: set in Settings, remembered in this browser. */
export interface NetSettings {
  /** Signaling servers (WebSocket URLs); empty means this app's own server at /signal. */
  signalingUrls: string[];
  /** STUN/TURN servers for WebRTC; empty is enough on one machine or a LAN. */
  iceServers: RTCIceServer[];
  /** Show other players' pointers. */
  showCursors: boolean;
}
