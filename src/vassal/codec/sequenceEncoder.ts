/**
 * VASSAL's SequenceEncoder: how it packs lists of strings into one string (piece types, states,
 * commands). A delimiter inside a token is preceded by `\`; a token ending in `\` or looking quoted
 * (`'…'`) is wrapped in one more pair of quotes. Decoding drops the `\` before each delimiter and
 * one enclosing pair of quotes. Everything here runs in time linear in the text.
 */

const BACKSLASH = '\\';
const QUOTE = "'";

/** VASSAL drops one pair of enclosing quotes from every token it reads. */
function unquote(token: string): string {
  return token.length > 1 && token.startsWith(QUOTE) && token.endsWith(QUOTE) ? token.slice(1, -1) : token;
}

/**
 * Splits `text` into its tokens exactly as VASSAL's decoder does, so a module's or a save's data
 * reads the same here as in VASSAL. An empty text is one empty token, as in VASSAL.
 */
export function decodeSequence(text: string, delimiter: string): string[] {
  const tokens: string[] = [];
  let parts: string[] = [];
  let begin = 0;
  let tokenStart = 0;
  for (let at = text.indexOf(delimiter); at >= 0; at = text.indexOf(delimiter, at + 1)) {
    if (at > tokenStart && text[at - 1] === BACKSLASH) {
      parts.push(text.slice(begin, at - 1));
      begin = at;
      continue;
    }
    parts.push(text.slice(begin, at));
    tokens.push(unquote(parts.join('')));
    parts = [];
    begin = tokenStart = at + 1;
  }
  parts.push(text.slice(begin));
  tokens.push(unquote(parts.join('')));
  return tokens;
}

/** One token as VASSAL's encoder writes it. */
function encodeToken(token: string, delimiter: string): string {
  const escaped = token.split(delimiter).join(BACKSLASH + delimiter);
  const needsQuotes = token.endsWith(BACKSLASH) || (token.startsWith(QUOTE) && token.endsWith(QUOTE));
  return needsQuotes ? QUOTE + escaped + QUOTE : escaped;
}

/**
 * Joins tokens the way VASSAL's encoder does, so VASSAL reads back what we write.
 * `decodeSequence(encodeSequence(t, d), d)` gives `t` back for any non-empty list.
 */
export function encodeSequence(tokens: readonly string[], delimiter: string): string {
  return tokens.map((t) => encodeToken(t, delimiter)).join(delimiter);
}

/** How many backslashes stand right before `at`, not looking before `floor`. */
function backslashesBefore(text: string, at: number, floor: number): number {
  let n = 0;
  while (at - n - 1 >= floor && text[at - n - 1] === BACKSLASH) n++;
  return n;
}

/** `text[start, end)` with `passes` escapes taken off every delimiter in it (one per decoding). */
function unescapeLevel(text: string, start: number, end: number, passes: number, delimiter: string): string {
  const parts: string[] = [];
  let begin = start;
  for (let at = text.indexOf(delimiter, start); at >= 0 && at < end; at = text.indexOf(delimiter, at + 1)) {
    const run = backslashesBefore(text, at, begin);
    const drop = Math.min(run, passes);
    parts.push(text.slice(begin, at - drop));
    begin = at;
  }
  parts.push(text.slice(begin, end));
  return parts.join('');
}

/**
 * Reads a chain `a D encode(b D encode(c …))` — how VASSAL nests a piece's traits, each wrapping
 * the rest — into `[a, b, c, …]`. Decoding it level by level would re-read the rest at every level
 * (quadratic in a long chain); here the text is read once: the delimiter ending level k is the
 * first one preceded by at most k backslashes (escapes, not content); a delimiter inside the
 * token of level k carries k + 1 escapes, one per decoding it goes through.
 */
export function decodeChain(text: string, delimiter: string): string[] {
  const tokens: string[] = [];
  let start = 0;
  let end = text.length;
  for (let level = 0; ; level++) {
    if (level > 0 && end - start > 1 && text[start] === QUOTE && text[end - 1] === QUOTE) {
      start++;
      end--;
    }
    const stop = levelDelimiter(text, start, end, level, delimiter);
    if (stop < 0) {
      tokens.push(unquote(unescapeLevel(text, start, end, level + 1, delimiter)));
      return tokens;
    }
    const escapes = Math.min(backslashesBefore(text, stop, start), level);
    tokens.push(unquote(unescapeLevel(text, start, stop - escapes, level + 1, delimiter)));
    start = stop + 1;
  }
}

/** Where the delimiter ending the token of `level` stands, or -1 when this token is the last. */
function levelDelimiter(text: string, start: number, end: number, level: number, delimiter: string): number {
  for (let at = text.indexOf(delimiter, start); at >= 0 && at < end; at = text.indexOf(delimiter, at + 1)) {
    if (backslashesBefore(text, at, start) <= level) return at;
  }
  return -1;
}

/** Builds the chain `decodeChain` reads: each token wrapping the encoded rest. */
export function encodeChain(tokens: readonly string[], delimiter: string): string {
  let rest = tokens.length > 0 ? tokens[tokens.length - 1] : '';
  for (let i = tokens.length - 2; i >= 0; i--) rest = encodeSequence([tokens[i], rest], delimiter);
  return rest;
}
