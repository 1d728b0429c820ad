/**
 * Attributes written as one line of text, as players type an area's rules facts in the Areas panel:
 * `front=Eastern; festung; sectors=3`. A bare name is a flag that holds, a number stays a number,
 * `yes`/`no` read as true/false. Parsing never guesses: a part it cannot read is an error naming it.
 */
import type { AttributeValue } from './records';
import { checkAttributes, problemsOf } from './validate';

function valueOf(text: string): AttributeValue {
  if (/^(yes|true)$/i.test(text)) return true;
  if (/^(no|false)$/i.test(text)) return false;
  const n = Number(text);
  return text !== '' && Number.isFinite(n) ? n : text;
}

/** The attributes a line names, or an error for the players naming the part it cannot read. */
export function parseAttrsText(line: string): { attrs: Record<string, AttributeValue> } | { error: string } {
  const read = new Map<string, AttributeValue>();
  for (const part of line.split(/[;\n]/).map((p) => p.trim()).filter(Boolean)) {
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    const value = eq < 0 ? true : valueOf(part.slice(eq + 1).trim());
    if (!name) return { error: `“${part}” does not name an attribute: write name=value or a bare name, separated by “;”` };
    if (value === '') return { error: `“${part}” has no value: write ${name}=something, or ${name} alone for yes` };
    read.set(name, value);
  }
  const attrs = Object.fromEntries(read);
  const problem = problemsOf(checkAttributes, attrs, 'attrs')[0];
  return problem ? { error: `${problem.path.replace(/^attrs\.?/, '') || 'the list'} ${problem.message}` } : { attrs };
}

/** Attributes as the line {@link parseAttrsText} reads back to the same. */
export function attrsText(attrs: Readonly<Record<string, AttributeValue>> | undefined): string {
  return Object.entries(attrs ?? {})
    .map(([k, v]) => (v === true ? k : `${k}=${v === false ? 'no' : v}`))
    .join('; ');
}
