/**
 * A player's claim to a place at the table: "the tab with this document client id, in this game,
 * is called Alice, in red, and holds this key", signed by the key. Awareness states are not
 * authenticated (anyone in the room can send one under any client id), so the room shows a player
 * as verified only when the claim's signature matches what their state says.
 */
import { isPublicKey, signBody, verifyBody, type Identity } from './identity';

/** What a presence claim signs. */
interface ClaimBody {
  c: number;
  g: string;
  n: string;
  col: string;
}

/** The claim as it rides in an awareness state: the key and its signature. */
export interface PresenceClaim {
  key: string;
  sig: string;
}

const context = (game: string) => `${game}/presence`;

/** Signs this tab's place at the table. */
export function claimPresence(identity: Identity, game: string, clientId: number, name: string, color: string): PresenceClaim {
  const body: ClaimBody = { c: clientId, g: game, n: name, col: color };
  return { key: identity.publicKey, sig: signBody(identity, context(game), body) };
}

/** The claim's key when it verifies for this client id, name and colour in this game; null otherwise. */
export function verifiedClaimKey(game: string, clientId: number, name: string, color: string, claim: unknown): string | null {
  if (typeof claim !== 'object' || claim === null) return null;
  const { key, sig } = claim as Partial<PresenceClaim>;
  if (!isPublicKey(key)) return null;
  const body: ClaimBody = { c: clientId, g: game, n: name, col: color };
  return verifyBody(key, context(game), body, sig) ? key : null;
}
