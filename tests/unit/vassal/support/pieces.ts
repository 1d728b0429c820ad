/**
 * Builds VASSAL piece types and states from traits, outermost first, the way VASSAL nests them,
 * so piece tests read as the traits a module designer would add.
 */
import { encodeChain, encodeSequence } from '../../../../src/vassal/codec/sequenceEncoder';

/** One trait: its type text and its state text. */
export type TraitText = [type: string, state: string];

/** A piece's type and state from traits (outermost first) around a BasicPiece. */
export function piece(traits: TraitText[], basic: TraitText = ['piece;;;unit.png;Unit', 'Main Map;100;200;42;0']): { type: string; state: string } {
  const all = [...traits, basic];
  return { type: encodeChain(all.map((t) => t[0]), '\t'), state: encodeChain(all.map((t) => t[1]), '\t') };
}

/** A Layer (emb2) type with these level images and names, activated by `activateKey` (empty: always on). */
export function layer(images: string[], names: string[] = [], activateKey = ''): string {
  const fields = ['Flip', '128', activateKey, '', '128', '', '', '128', '', '', '', '1', 'false', '0', '0', encodeSequence(images, ','), encodeSequence(names, ','), 'true', 'Flip'];
  return 'emb2;' + encodeSequence(fields, ';');
}

/** A Text Label type with a name format and the property its text is known by. */
export function labeler(nameFormat = '$pieceName$ ($label$)', property = 'TextLabel'): string {
  const fields = ['', 'Change Label', '10', '', '0,0,0', 't', '0', 'c', '0', 'b', 'c', nameFormat, 'Dialog', '0', '0', property, ''];
  return 'label;' + encodeSequence(fields, ';');
}
