/**
 * Every draw of a sealed pile, as the signed draw records make it, in the pile's panel: who drew
 * which card, blind or for their eyes, whether it is shown to all, a card claimed by several at
 * once, and a draw whose piece is still in the pile (a record written instead of a draw). So a
 * player who "draws" by writing records only ever draws in plain sight.
 */
import type { PileStatus } from '../../doc/pileAgent';
import type { Position } from '../../trust/pile';

interface Props {
  status: PileStatus;
  /** The name shown for a player's key. */
  nameOf(key: string): string;
  /** Card positions whose piece still lies in the pile. */
  stillInPile: ReadonlySet<number>;
}

const list = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** One draw as a sentence. */
export function describeDraw(p: Position, nameOf: (key: string) => string, stillInPile: boolean): string {
  const drawers = [...new Set(p.claims.map((c) => c.by))];
  const eyes = p.claims.some((c) => c.eyes);
  let text: string;
  if (!p.contested) text = `${nameOf(drawers[0])} drew it ${eyes ? 'for their eyes' : 'blind'}`;
  else if (p.holder) {
    const others = drawers.filter((k) => k !== p.holder).map(nameOf);
    text = `${nameOf(p.holder)} drew it for their eyes; ${list(others)} claimed it too, after its keys had reached ${nameOf(p.holder)}: it stays theirs`;
  } else text = `drawn at once by ${list(drawers.map(nameOf))}: it opens for nobody’s eyes, and anyone may show it to all`;
  if (p.shownBy.length) text += ` · shown to all at ${nameOf(p.shownBy[0])}’s request`;
  if (stillInPile) text += ' · its piece is still in the pile: drawn in the records only';
  return `Card ${p.card + 1}: ${text}`;
}

export function SealedPileDraws({ status, nameOf, stillInPile }: Props) {
  if (!status.draws.length) return null;
  return (
    <ol className="pile-draws" data-testid="pile-draws" aria-label="Draws">
      {status.draws.map((p) => (
        <li key={p.card} data-card={p.card + 1} className={p.contested || stillInPile.has(p.card) ? 'pile-draw-odd' : undefined}>
          {describeDraw(p, nameOf, stillInPile.has(p.card))}
        </li>
      ))}
    </ol>
  );
}
