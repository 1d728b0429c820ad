/**
 * The room key: derived from the secret in the share link (which never leaves the browsers), it
 * seals everything we send through the relay, so the server forwards what it cannot read. The
 * room's name is derived from the secret too (`roomNameFor`).
 * `seal` and `unseal` are a pair (AES-GCM; a fresh 12-byte IV in front of each message).
 */

/** Derives the AES-GCM key for a room from its secret; the room name salts it. */
export async function roomKey(secret: string, roomName: string): Promise<CryptoKey> {
  const enc = new TextEncoder();
  const base = await crypto.subtle.importKey('raw', enc.encode(secret), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', salt: enc.encode(`sandtable relay ${roomName}`), iterations: 100_000, hash: 'SHA-256' },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Encrypts and authenticates a message. */
export async function seal(key: CryptoKey, message: Uint8Array): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, message as BufferSource));
  const out = new Uint8Array(12 + sealed.byteLength);
  out.set(iv);
  out.set(sealed, 12);
  return out;
}

/** Decrypts a sealed message; null when it was sealed with another key or altered. */
export async function unseal(key: CryptoKey, sealed: Uint8Array): Promise<Uint8Array | null> {
  if (sealed.byteLength < 13) return null;
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.subarray(0, 12) as BufferSource }, key, sealed.subarray(12) as BufferSource));
  } catch {
    return null;
  }
}

/**
 * The room's name on the signaling server and in y-webrtc, derived from the game id and the
 * secret: nobody without the link can name the room, so nobody can watch who is in it or fill it.
 */
export async function roomNameFor(gameId: string, secret: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`sandtable room\n${gameId}\n${secret}`)));
  const text = btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `sandtable:${text.slice(0, 32)}`;
}

/** A new random room secret for a share link (128 bits, URL-safe). */
export function newRoomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
