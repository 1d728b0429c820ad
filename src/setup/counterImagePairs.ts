/**
 * Many counter images at once: each image is one counter, and fronts pair with backs by their
 * file names as counter scans are usually named — `ger-12-front`/`ger-12-back`, `tank_a`/`tank_b`,
 * `12f`/`12b`, `front`/`back` anywhere in the name, or the same name in a `fronts` and a `backs`
 * folder. Names that could pair more than one way stay single, for the player to pair. Pure.
 */

/** A chosen file: its path (folder/name when a folder was chosen) and its position in the list. */
export interface ImageFile {
  path: string;
}

/** A counter to make: its name and the indexes of its front and (optional) back image. */
export interface ImageCounter {
  name: string;
  front: number;
  back?: number;
}

type Side = 'front' | 'back' | null;

interface Reading {
  key: string;
  side: Side;
  /** The name without its side mark, as written. */
  stem: string;
}

const frontFolder = /(^|[^a-z])(fronts?|recto|obverse)([^a-z]|$)/i;
const backFolder = /(^|[^a-z])(backs?|verso|reverse)([^a-z]|$)/i;

/** `text` without any of `chars` at either end (`ends: 'end'`: at its end only), by index: linear however long the run. */
function trimChars(text: string, chars: string, ends: 'both' | 'end' = 'both'): string {
  let from = 0;
  let to = text.length;
  if (ends === 'both') while (from < to && chars.includes(text[from])) from++;
  while (to > from && chars.includes(text[to - 1])) to--;
  return text.slice(from, to);
}

/**
 * A name for people from a file stem: separators become spaces. Every pattern here scans once
 * (white space is one space before dashes are tidied), so a long name from a zip costs its length.
 */
export function prettyName(stem: string): string {
  return trimChars(stem.replace(/[_\s]+/g, ' ').replace(/ ?- ?/g, '-'), '- ') || stem;
}

/** How one file name may be read: its pairing key and which side it says it is. */
function readName(path: string): Reading {
  const parts = path.split('/');
  const file = parts.pop()!;
  const folder = parts.join('/');
  let stem = file.replace(/\.[a-z0-9]+$/i, '');
  let side: Side = null;
  const word = /(^|[-_ .])(front|back)($|[-_ .])/i.exec(stem);
  if (word) {
    side = word[2].toLowerCase() === 'front' ? 'front' : 'back';
    stem = trimChars(stem.slice(0, word.index) + (word[1] && word[3] ? word[1] : '') + stem.slice(word.index + word[0].length), '-_ .', 'end');
  } else {
    const ab = /^(.+?)[-_ ]([abfr])$/i.exec(stem) ?? /^(.*\d)([fb])$/i.exec(stem);
    if (ab) {
      const mark = ab[2].toLowerCase();
      side = mark === 'a' || mark === 'f' ? 'front' : mark === 'b' || mark === 'r' ? 'back' : null;
      stem = ab[1];
    }
  }
  if (!side && folder) {
    const last = parts.at(-1) ?? '';
    if (frontFolder.test(last)) side = 'front';
    else if (backFolder.test(last)) side = 'back';
  }
  const home = side && folder && (frontFolder.test(parts.at(-1) ?? '') || backFolder.test(parts.at(-1) ?? '')) ? parts.slice(0, -1).join('/') : folder;
  return { key: `${home}/${stem.toLowerCase()}`, side, stem };
}

/**
 * Pairs images into counters: a key with exactly one front and one back makes a two-sided counter;
 * everything else is one-sided, in the order the files were given.
 */
export function pairCounterImages(files: readonly ImageFile[]): ImageCounter[] {
  const readings = files.map((f) => readName(f.path));
  const groups = new Map<string, number[]>();
  readings.forEach((r, i) => groups.set(r.key, [...(groups.get(r.key) ?? []), i]));
  const used = new Set<number>();
  const out: ImageCounter[] = [];
  files.forEach((f, i) => {
    if (used.has(i)) return;
    const group = groups.get(readings[i].key)!;
    const fronts = group.filter((j) => readings[j].side === 'front');
    const backs = group.filter((j) => readings[j].side === 'back');
    const stem = f.path.split('/').pop()!.replace(/\.[a-z0-9]+$/i, '');
    if (group.length === 2 && fronts.length === 1 && backs.length === 1) {
      used.add(fronts[0]).add(backs[0]);
      out.push({ name: prettyName(readings[fronts[0]].stem), front: fronts[0], back: backs[0] });
      return;
    }
    used.add(i);
    out.push({ name: prettyName(stem), front: i });
  });
  return out;
}

/** Swaps a counter's front and back. */
export function swapSides(counters: readonly ImageCounter[], at: number): ImageCounter[] {
  return counters.map((c, i) => (i === at && c.back !== undefined ? { ...c, front: c.back, back: c.front } : c));
}

/** Splits a two-sided counter into two one-sided ones (the back named after the front, with "back"). */
export function unpair(counters: readonly ImageCounter[], at: number): ImageCounter[] {
  const c = counters[at];
  if (!c || c.back === undefined) return [...counters];
  return [...counters.slice(0, at), { name: c.name, front: c.front }, { name: `${c.name} back`, front: c.back }, ...counters.slice(at + 1)];
}

/** Makes one-sided counter `back` the back of one-sided counter `front`. */
export function pairWith(counters: readonly ImageCounter[], front: number, back: number): ImageCounter[] {
  const f = counters[front];
  const b = counters[back];
  if (!f || !b || front === back || f.back !== undefined || b.back !== undefined) return [...counters];
  return counters.flatMap((c, i) => (i === back ? [] : i === front ? [{ ...c, back: b.front }] : [c]));
}
