/**
 * Delimited text (CSV, TSV or semicolon-separated) split into records, kept apart from what the
 * cells mean so the order-of-battle reader and the table editor's paste only deal with rows and
 * cells. Quoting follows the usual spreadsheet export: doubled quotes inside quoted cells, line
 * breaks allowed in them.
 */

/** One record of delimited text: the line it starts on and its cells. */
export interface DelimitedRecord {
  line: number;
  cells: string[];
}

/** A mistake in the text's quoting, on the line its record starts. */
export interface DelimitedTextError {
  line: number;
  message: string;
}

/** How lines that hold no values read. */
export interface SplitOptions {
  /**
   * Keep every line as a record: a blank line is a record of one empty cell and a line starting
   * with `#` is data, so a block pasted into a grid keeps its empty rows where they were. By
   * default blank lines and `#` comment lines are skipped, as a file of records wants.
   */
  keepEveryLine?: boolean;
}

/** Picks the delimiter the header row uses most: tab, semicolon or comma. */
export function detectDelimiter(header: string): ',' | ';' | '\t' {
  let inQuotes = false;
  const counts = { '\t': 0, ';': 0, ',': 0 };
  for (const ch of header) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && ch in counts) counts[ch as keyof typeof counts]++;
  }
  if (counts['\t'] && counts['\t'] >= counts[';'] && counts['\t'] >= counts[',']) return '\t';
  if (counts[';'] && counts[';'] >= counts[',']) return ';';
  return ',';
}

/**
 * Splits delimited text into records: quoted cells may hold the delimiter, doubled quotes and
 * line breaks; spaces around cells are dropped; blank lines and lines starting with `#` are skipped
 * (unless `keepEveryLine`). Quoting mistakes are pushed onto `errors`; a record with one is left
 * out, and an unclosed quote ends the reading.
 */
export function splitRecords(text: string, delimiter: string, errors: DelimitedTextError[], options: SplitOptions = {}): DelimitedRecord[] {
  const out: DelimitedRecord[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  const blank = (c: string) => (c === ' ' || c === '\t') && c !== delimiter;
  while (i < n) {
    const start = line;
    // A comment line, or a blank one.
    let j = i;
    while (j < n && blank(text[j])) j++;
    const lineEnds = j >= n || text[j] === '\n' || text[j] === '\r';
    if (options.keepEveryLine && lineEnds) {
      out.push({ line: start, cells: [''] });
    }
    if (lineEnds || (text[j] === '#' && !options.keepEveryLine)) {
      while (j < n && text[j] !== '\n') j++;
      i = j + 1;
      line++;
      continue;
    }
    const cells: string[] = [];
    let bad = false;
    for (;;) {
      while (i < n && blank(text[i])) i++;
      let cell = '';
      if (text[i] === '"') {
        i++;
        let closed = false;
        while (i < n) {
          const c = text[i];
          if (c === '"') {
            if (text[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (c === '\n') line++;
          if (c !== '\r') cell += c;
          i++;
        }
        if (!closed) {
          errors.push({ line: start, message: 'a quoted value is not closed (a " is missing)' });
          return out;
        }
        while (i < n && blank(text[i])) i++;
        if (i < n && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r' && !bad) {
          errors.push({ line: start, message: `text after a closing quote: put the whole value in quotes, with "" for a quote inside` });
          bad = true;
        }
        while (i < n && text[i] !== delimiter && text[i] !== '\n') i++;
      } else {
        while (i < n && text[i] !== delimiter && text[i] !== '\n') {
          if (text[i] !== '\r') cell += text[i];
          i++;
        }
        cell = cell.trim();
      }
      cells.push(cell);
      if (i < n && text[i] === delimiter) {
        i++;
        continue;
      }
      break;
    }
    // At the end of the line (or text).
    i++;
    line++;
    if (!bad) out.push({ line: start, cells });
  }
  return out;
}
