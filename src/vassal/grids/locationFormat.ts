/**
 * VASSAL's location formats (`locationFormat="Hex $gridLocation$"`): text with `$name$` properties
 * filled in. Read here as a list of literal and property parts, to print them and to turn them
 * into our labels' prefix, suffix and part order.
 */

/** One part of a format: literal text, or a property's name between two `$`. */
export type FormatPart = { text: string } | { property: string };

/**
 * Splits a format at its `$` signs: parts alternate literal, property, literal… A lone `$` with no
 * closing one stays literal text, as VASSAL leaves it.
 */
export function formatParts(format: string): FormatPart[] {
  const pieces = format.split('$');
  const parts: FormatPart[] = [];
  pieces.forEach((piece, i) => {
    const isProperty = i % 2 === 1 && i < pieces.length - 1;
    if (isProperty) parts.push({ property: piece });
    else if (i % 2 === 1) parts.push({ text: `$${piece}` });
    else if (piece !== '') parts.push({ text: piece });
  });
  return parts;
}

/**
 * The text VASSAL shows for a location: `format` with each `$property$` replaced by its value
 * (`gridLocation`, `row`, `column`, or a zone's `name`); properties without a value print nothing.
 */
export function vassalLocationText(format: string, values: Record<string, string | undefined>): string {
  return formatParts(format)
    .map((p) => ('text' in p ? p.text : Object.prototype.hasOwnProperty.call(values, p.property) ? (values[p.property] ?? '') : ''))
    .join('');
}

/** A format read as our label's shape: text around, and which parts in which order with what between. */
export interface FormatShape {
  prefix: string;
  suffix: string;
  /** `grid`: the whole grid location; `columnRow` / `rowColumn`: the two parts with `between` between; `column` / `row`: one part only. */
  body: 'grid' | 'columnRow' | 'rowColumn' | 'column' | 'row';
  between: string;
  /** Set when the format cannot be written exactly as a label (its labels then print the grid location). */
  problem?: string;
}

const known = new Set(['gridLocation', 'row', 'column']);

/**
 * Reads a grid location format as our label shape. Other properties (a zone's `$name$` is filled in
 * by `constants`) print their value there; unknown ones print nothing, as in VASSAL without a value.
 */
export function formatShape(format: string, constants: Record<string, string> = {}): FormatShape {
  // Constant properties become text; the parts that vary are the grid's.
  const parts: FormatPart[] = [];
  for (const p of formatParts(format)) {
    const text = 'text' in p ? p.text : known.has(p.property) ? null : Object.prototype.hasOwnProperty.call(constants, p.property) ? constants[p.property] : '';
    const last = parts[parts.length - 1];
    if (text === null) parts.push(p);
    else if (last && 'text' in last) last.text += text;
    else parts.push({ text });
  }
  const props = parts.filter((p): p is { property: string } => 'property' in p).map((p) => p.property);
  const textAt = (i: number) => {
    const p = parts[i];
    return p && 'text' in p ? p.text : '';
  };
  const first = parts.findIndex((p) => 'property' in p);
  const last = parts.length - 1 - [...parts].reverse().findIndex((p) => 'property' in p);
  const prefix = first > 0 ? textAt(0) : '';
  const suffix = last < parts.length - 1 ? textAt(parts.length - 1) : '';
  const key = props.join(',');
  if (key === 'gridLocation') return { prefix, suffix, body: 'grid', between: '' };
  if (key === 'column' || key === 'row') return { prefix, suffix, body: key, between: '' };
  if (key === 'column,row' || key === 'row,column') {
    return { prefix, suffix, body: key === 'column,row' ? 'columnRow' : 'rowColumn', between: textAt(first + 1) };
  }
  const whole = parts.map((p) => ('text' in p ? p.text : '')).join('');
  return {
    prefix: props.length === 0 ? whole : '',
    suffix: '',
    body: 'grid',
    between: '',
    problem: props.length === 0 ? `location format "${format}" names no hex; labels print the grid location after it` : `location format "${format}" repeats or mixes grid parts; labels print the grid location only`,
  };
}
