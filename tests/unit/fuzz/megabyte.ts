/**
 * A megabyte of adversarial text for the parsers of peer and file text: long runs of one
 * character, repeated separators, and repetitions built so that a backtracking pattern retries the
 * whole rest of the text from every position (each ends in something that breaks the match). A
 * parser that is linear answers each in milliseconds; a quadratic one runs for minutes, and its
 * test times out — that is how it fails.
 */

/** One megabyte, in UTF-16 code units. */
export const megabyte = 1 << 20;

/** `unit` repeated to one megabyte, with `end` as its last characters. */
export function run(unit: string, end = ''): string {
  const body = megabyte - end.length;
  return unit.repeat(Math.ceil(body / unit.length)).slice(0, body) + end;
}

/** `head` once, then `unit` repeated to one megabyte, then `end`. */
export function after(head: string, unit: string, end = ''): string {
  return head + run(unit, end).slice(head.length);
}

/** Inputs every parser of text is fed: a megabyte each. */
export const adversarial: readonly string[] = [
  run(' ', 'x'),
  run('\t', '!'),
  run('\n', 'x'),
  run('\r\n', 'x'),
  run('-', 'x'),
  run('–', 'x'),
  run('0', 'x'),
  run('9'),
  run('a', '\u0001'),
  run('A'),
  run('é'),
  run('\u200d', 'a'),
  run(':'),
  run(','),
  run(';'),
  run('|'),
  run('/'),
  run('.'),
  run('"'),
  run('{a'),
  run('a-', '!'),
  run('1,', 'x'),
  run(' - ', '!'),
  run('1-', '!'),
  run('1d', '!'),
  run('a ', '!'),
  run('#a'),
  after('a', ' ', 'b'),
  after('a', '-', 'b'),
  after('1', ' ', '!'),
  after('#/join/', 'a'),
  after('as ', 'a'),
];

/** Test options for a file of megabyte inputs: a generous bound, so a linear parser passes on a busy machine and a quadratic one still fails. */
export const megabyteTimeout = { timeout: 60_000 };
