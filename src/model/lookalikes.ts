/**
 * Text as a reader sees it, for comparing what peers wrote: "Аlice" with a Cyrillic А, "Alice"
 * followed by an invisible joiner, and "Ａｌｉｃｅ" in full width all read as "alice". Names and
 * role labels are compared in this form, and free text is checked in it for what it must not
 * imitate (a roll, a seat), so a look-alike letter or an invisible character changes nothing.
 *
 * Linear in the text's length, and never reads past `maxFolded` characters.
 */

/** Characters folded at most: every text compared here is short (names, labels, a log line's opening). */
export const maxFolded = 4096;

/** Letters of other scripts drawn like Latin ones (Cyrillic, Greek, a few Latin variants), lower case. */
const lookalike: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', һ: 'h', ӏ: 'l', ԛ: 'q', ԝ: 'w', ү: 'y', ɡ: 'g',
  α: 'a', β: 'b', ε: 'e', ζ: 'z', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ϲ: 'c', ϳ: 'j',
  ı: 'i', ł: 'l', ƚ: 'l', ɩ: 'i', ʏ: 'y', ᴀ: 'a', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ᴋ: 'k', ᴍ: 'm', ᴏ: 'o', ᴘ: 'p', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ᴢ: 'z',
  '0': 'o', '1': 'l', '|': 'l',
};

/** Characters that draw nothing or only mark up others: format characters (joiners, bidi controls), combining marks, variation selectors. */
const invisible = /[\p{Cf}\p{Mn}\p{Me}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\uffa0\ufe00-\ufe0f]/gu;

/**
 * The form of `text` used to compare it with another: compatibility-normalised (full width, ligatures),
 * without invisible characters, look-alike letters replaced by the Latin ones, lower case, and runs
 * of white space as one space, trimmed. Two texts a person would read as the same fold alike.
 */
export function fold(text: string): string {
  const bounded = text.length > maxFolded ? text.slice(0, maxFolded) : text;
  const plain = bounded.normalize('NFKD').replace(invisible, '').normalize('NFKC').toLowerCase();
  let out = '';
  for (const ch of plain) out += lookalike[ch] ?? ch;
  return out.replace(/\s+/g, ' ').trim();
}

/** Whether two texts read the same to a person (see `fold`). */
export function readsAlike(a: string, b: string): boolean {
  return fold(a) === fold(b);
}

/** `text` without invisible characters, for showing a peer's text as it will be compared. */
export function withoutInvisible(text: string): string {
  return text.replace(invisible, '');
}
