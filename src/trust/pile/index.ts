/**
 * A sealed deck (src/trust/deck) as a pile on the table: the records that say which deck seals
 * which board, each draw, each request to show a card, and the seal's laying out or call-off —
 * and the pure rules that give, from those records alone, whose eyes each drawn card is for and
 * which keys each player releases. Every browser evaluates them the same way.
 */
export { readBoardPiles, sealStage, type BoardPiles, type SealStage } from './board';
export {
  cardFaceId,
  cardPieceId,
  fitsCard,
  isBoxSeal,
  isSealOf,
  judgeCard,
  mayOpenToAll,
  openedName,
  parseCardPieceId,
  samePlain,
  sealedCardFace,
  sealedCardFaceId,
  sealedCardName,
  showsContent,
  showsSealedLook,
  type CardCase,
  type CardContent,
  type CardFields,
  type CardRef,
  type CardVerdict,
  type CardWrite,
} from './shown';
export { isShown, mayShow, noDraws, readDraws, releasable, type Claim, type DrawBook, type DrawSource, type Position } from './draws';
export {
  isBoardId,
  isDeckId,
  pileContexts,
  readAll,
  readRecord,
  type DrawBody,
  type LaidBody,
  type OffBody,
  type PileBody,
  type PileContexts,
  type Read,
  type ShowBody,
} from './records';
