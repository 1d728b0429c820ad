/**
 * Transaction origins. Every change this player makes carries a `LocalOrigin` naming the
 * operation, so the undo manager tracks only our own edits and the log can say what happened.
 */

/** The origin of one named operation performed by this player. */
export class LocalOrigin {
  /** Marks the transaction as this player's own (read by change feeds and the undo manager). */
  readonly local = true;
  constructor(
    /** The player's name, for the log. */
    readonly actor: string,
    /** The operation's name, e.g. `movePieces`. */
    readonly op: string,
    /** What a person would call it, e.g. `move 2/Lehr 2718 → 2617`; shown in undo tooltips. */
    readonly label: string,
    /** Names the undo step this operation begins, so a follow-up can join it (src/doc/undo.ts). */
    readonly step?: symbol,
    /** The step this operation follows from (hex control after a move): it joins that step's undo. */
    readonly follows?: symbol,
  ) {}
}

/** Origin of updates replayed from this browser's own storage. */
export const storageOrigin = Symbol('storage');
/** Origin of updates read from a save file. */
export const fileOrigin = Symbol('file');
