/**
 * A log line's mark after its seat check (src/doc/seatLines.ts): a line written as a seat its key
 * held keeps its ✓ and says so; one written as a seat its key did not hold, as a role the game does
 * not define, or free text imitating "as <a role>:" is marked ✗ and says why.
 */
import type { SeatVerdict } from '../../doc/seatLines';
import type { LogWho } from './logWho';

/** `who` as the seat verdict leaves it; a line already marked ✗ stays as it is. */
export function markSeat(who: LogWho, verdict: SeatVerdict | null): LogWho {
  if (!verdict || who.mark === '✗') return who;
  switch (verdict.kind) {
    case 'held':
      return { ...who, title: `${who.title} · held the seat of ${verdict.name}` };
    case 'contested':
      return { ...who, warn: true, title: `${who.title} · claims the seat of ${verdict.name}, which is contested` };
    case 'notHeld':
      return { ...who, mark: '✗', warn: true, title: `Not written by the player holding the seat of ${verdict.name}` };
    case 'notARole':
      return { ...who, mark: '✗', warn: true, title: `Written as “${verdict.role}”, which is not a position of this game` };
    case 'imitation':
      return { ...who, mark: '✗', warn: true, title: `Not a seat claim: the text reads “as ${verdict.name}:” but the line was not written as that seat` };
  }
}
