/**
 * The piece layer's public face: decoding a VASSAL piece's traits and reading a piece from them.
 */
export { type Trait, decodeTraits, traitId } from './chain';
export { type VassalPiece, pieceFromTraits } from './piece';
export { expandPrototypes, substituteProperties } from './prototypes';
export { traitName } from './traitNames';
