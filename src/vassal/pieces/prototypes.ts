/**
 * Expanding `prototype;Name` traits into the traits their PrototypeDefinition holds, as VASSAL
 * does when it places a piece. A module's pieces rely on prototypes for most of their traits.
 */
import { parseCommands } from '../codec/commands';
import { decodeSequence } from '../codec/sequenceEncoder';
import { type Trait, decodeTraits } from './chain';

/** Prototypes nest only a few levels in real modules; deeper is taken as a loop. */
const MAX_DEPTH = 16;
/** However prototypes multiply, a piece keeps at most this many traits… */
const MAX_TRAITS = 2_000;
/** …and at most this many prototype references are followed. */
const MAX_EXPANSIONS = 10_000;

/** What expansion produced, and what it could not expand. */
export interface Expansion {
  traits: Trait[];
  /** Prototypes named but not defined, or nested too deep. */
  missing: string[];
}

/** The `key=value,…` list a prototype reference may carry. */
function referenceProperties(trait: Trait): Map<string, string> | undefined {
  if (trait.type.length < 2) return undefined;
  const properties = new Map<string, string>();
  for (const pair of decodeSequence(trait.type[1], ',')) {
    const [key, value] = decodeSequence(pair, '=');
    if (key !== undefined && value !== undefined) properties.set(key, value);
  }
  return properties;
}

/**
 * `$name$` substituted as VASSAL's FormattedString does for a prototype with properties: text
 * split on `$` (with its usual escapes), every second token a property name when more follow;
 * a name without a value stays as its bare name. Text with fewer than two `$` or starting `{`
 * (a BeanShell expression) is left alone, as VASSAL does.
 */
export function substituteProperties(text: string, properties: ReadonlyMap<string, string>): string {
  const dollars = text.split('$').length - 1;
  if (dollars < 2 || text.trim().startsWith('{')) return text;
  const tokens = decodeSequence(text, '$');
  const out: string[] = [];
  tokens.forEach((token, i) => {
    if (token === '') return;
    const isName = i % 2 === 1 && i < tokens.length - 1;
    out.push(isName ? (properties.get(token) ?? token) : token);
  });
  return out.join('');
}

/** A prototype's traits without its (empty) BasicPiece, from its definition text. */
function definitionTraits(definition: string): Trait[] {
  const add = definition.startsWith('+/') ? parseCommands(definition).find((c) => c.kind === 'add') : undefined;
  const traits = add?.kind === 'add' ? decodeTraits(add.type, add.state) : decodeTraits(definition);
  return traits.slice(0, -1);
}

/**
 * `traits` with every `prototype` trait replaced by its definition's traits (recursively, states
 * from the definition), so a module's piece reads like a placed one. `prototypes` maps a name to
 * its PrototypeDefinition text (the `+/null/type/state` command, or a bare type).
 */
export function expandPrototypes(traits: readonly Trait[], prototypes: ReadonlyMap<string, string>): Expansion {
  const out: Trait[] = [];
  const missing: string[] = [];
  const parsed = new Map<string, Trait[]>();
  const pending = traits.map((trait) => ({ trait, depth: 0 })).reverse();
  let expansions = 0;
  while (pending.length > 0 && out.length < MAX_TRAITS) {
    const { trait, depth } = pending.pop()!;
    if (trait.id !== 'prototype') {
      out.push(trait);
      continue;
    }
    const name = trait.type[0] ?? '';
    const definition = prototypes.get(name);
    if (definition === undefined || depth >= MAX_DEPTH || ++expansions > MAX_EXPANSIONS) {
      missing.push(name);
      continue;
    }
    const properties = referenceProperties(trait);
    const text = properties ? substituteProperties(definition, properties) : definition;
    const inner = parsed.get(text) ?? definitionTraits(text);
    parsed.set(text, inner);
    for (let i = inner.length - 1; i >= 0; i--) pending.push({ trait: inner[i], depth: depth + 1 });
  }
  return { traits: out, missing };
}
