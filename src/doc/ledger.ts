/**
 * The ledger: the game's signed trust records — rolls, seals, draws, reveals, seats — each filed in
 * the `trust` map under a key made from its own content: `ledger/<folder>/<digest>`, where the
 * digest is a SHA-256 of the whole signed record. So a record can be added but never rewritten:
 * anything else under its key is not it, and readers treat a record filed under the wrong key as
 * absent (void). Deleting one is noticed and undone by every browser that saw it
 * (src/doc/ledgerGuard.ts).
 *
 * What a record says, and whether it counts, is its protocol's business; the ledger only files
 * and finds. Writes are outside undo's scope (the `trust` map is not tracked): nothing in the
 * ledger is ever taken back.
 */
import type * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { LocalOrigin } from './origin';
import { canonicalJson, hash, toB64 } from '../trust/bytes';

/** Every ledger key starts with this; keys outside it are older formats, read by their own code. */
export const ledgerPrefix = 'ledger/';
/** Characters of the digest in a key: 32 base64url characters, 192 bits. */
const digestLength = 32;
/** Longest folder name: keys stay well under the guard's 200 characters. */
export const maxFolderLength = 150;

const digests = new WeakMap<object, string | null>();

/**
 * The digest of a record as filed: base64url SHA-256 of its canonical JSON, signature included;
 * null for a value that is not plain JSON data. Remembered per object: values read from the
 * document are the same objects each time.
 */
export function recordDigest(record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const known = digests.get(record);
  if (known !== undefined) return known;
  let digest: string | null;
  try {
    digest = toB64(hash(canonicalJson(record))).slice(0, digestLength);
  } catch {
    digest = null;
  }
  digests.set(record, digest);
  return digest;
}

/** The key a record is filed under in `folder` (`roll/3fa9…/commit`, no leading or trailing slash). */
export function ledgerKey(folder: string, record: object): string {
  if (!folder || folder.length > maxFolderLength || folder.startsWith('/') || folder.endsWith('/')) throw new RangeError(`not a ledger folder: ${folder.slice(0, 40)}`);
  const digest = recordDigest(record);
  if (!digest) throw new TypeError('a ledger record is plain JSON data');
  return `${ledgerPrefix}${folder}/${digest}`;
}

/** A record with the key it is filed under. */
export const ledgerEntry = (folder: string, record: object): [string, object] => [ledgerKey(folder, record), record];

/** Whether `key` is a ledger key, and if so its folder and digest. */
export function parseLedgerKey(key: string): { folder: string; digest: string } | null {
  if (!key.startsWith(ledgerPrefix)) return null;
  const slash = key.lastIndexOf('/');
  const folder = key.slice(ledgerPrefix.length, slash);
  const digest = key.slice(slash + 1);
  if (!folder || digest.length !== digestLength) return null;
  return { folder, digest };
}

/** Whether the value under a ledger key is the record the key names (false for any key outside the ledger). */
export function isFiled(key: string, value: unknown): boolean {
  const parsed = parseLedgerKey(key);
  return parsed !== null && recordDigest(value) === parsed.digest;
}

/** The records filed directly in `folder` (not in folders below it), in no particular order; misfiled values are left out. */
export function readFolder(doc: Y.Doc, folder: string): unknown[] {
  const prefix = `${ledgerPrefix}${folder}/`;
  const out: unknown[] = [];
  typesOf(doc).trust.forEach((value, key) => {
    if (!key.startsWith(prefix) || key.indexOf('/', prefix.length) >= 0) return;
    if (isFiled(key, value)) out.push(value);
  });
  return out;
}

/** The folders directly below `folder` that hold records (`roll` → every roll id). */
export function subfolders(doc: Y.Doc, folder: string): string[] {
  const prefix = `${ledgerPrefix}${folder}/`;
  const out = new Set<string>();
  typesOf(doc).trust.forEach((_value, key) => {
    if (!key.startsWith(prefix)) return;
    const end = key.indexOf('/', prefix.length);
    if (end > prefix.length) out.add(key.slice(prefix.length, end));
  });
  return [...out];
}

/** Files records inside an operation already under way (a draw that moves a piece and files its record in one step). */
export function fileEntries(trust: Y.Map<unknown>, entries: readonly [string, object][]): void {
  for (const [key, value] of entries) if (!trust.has(key)) trust.set(key, value);
}

/** Adds records to the ledger in one transaction named `op`, as `who` (a record already filed is left as it is). */
export function appendToLedger(doc: Y.Doc, who: string, op: string, entries: readonly [string, object][]): void {
  if (!entries.length) return;
  doc.transact(() => fileEntries(typesOf(doc).trust, entries), new LocalOrigin(who, op, op));
}
