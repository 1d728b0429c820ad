/**
 * A small element tree over fast-xml-parser, which runs in node tests as well as browsers (node has
 * no DOMParser). Entities are decoded here, in one pass, because the parser leaves numeric character
 * references (`&#9;`, common in VASSAL piece definitions) undecoded.
 */
import { XMLParser } from 'fast-xml-parser';

export interface XmlElement {
  /** The tag, e.g. `VASSAL.build.module.Map`. */
  tag: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities decoded, untrimmed. */
  text: string;
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes XML entities: the five named ones and numeric references. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return named[ref] ?? whole;
  });
}

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

function toElement(node: Ordered): XmlElement | null {
  const tag = Object.keys(node).find((k) => k !== ':@');
  if (!tag || tag.startsWith('#') || tag.startsWith('?')) return null;
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(node[':@'] ?? {})) attrs[k] = decodeEntities(String(v));
  const children: XmlElement[] = [];
  let text = '';
  for (const child of (node[tag] as Ordered[]) ?? []) {
    if ('#text' in child) text += decodeEntities(String(child['#text']));
    else {
      const el = toElement(child);
      if (el) children.push(el);
    }
  }
  return { tag, attrs, children, text };
}

/** Parses XML text to its root element; throws an Error saying what is wrong when it is not XML. */
export function parseXml(text: string): XmlElement {
  const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', trimValues: false, parseTagValue: false, parseAttributeValue: false, processEntities: false });
  const nodes = parser.parse(text, true) as Ordered[];
  const root = nodes.map(toElement).find((e): e is XmlElement => e !== null);
  if (!root) throw new Error('it holds no XML element');
  return root;
}

/** The class name VASSAL writes as a tag, without its package: `VASSAL.build.module.Map` → `Map`. */
export const simpleName = (el: XmlElement) => el.tag.slice(el.tag.lastIndexOf('.') + 1);
