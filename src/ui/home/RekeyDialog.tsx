/**
 * Asked when a share link names a game this browser already holds under another room key (or
 * unshared): the player's game never moves into another room silently. Joining makes a separate
 * copy beside it; cancelling changes nothing.
 */
import type { GameEntry } from '../../store/gamesIndex';

interface Props {
  held: GameEntry;
  onJoinAsCopy(): void;
  onCancel(): void;
}

export function RekeyDialog({ held, onJoinAsCopy, onCancel }: Props) {
  return (
    <div className="modal-backdrop" onClick={onCancel}>
      <div className="modal" role="alertdialog" aria-label="Another room for a game you have" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
        <h2>You already have “{held.name}”</h2>
        <p>
          This link opens the same game in {held.room ? 'another room, with a different key from the one you play it in' : 'a room, but you have been playing it on your own'}. Your game stays
          where it is{held.room ? ', with the friends you share it with' : ''}.
        </p>
        <p>Join the link’s room with a separate copy only if you trust whoever sent it: everyone in that room sees and changes that copy.</p>
        <div className="modal-buttons">
          <button autoFocus onClick={onCancel}>
            Cancel
          </button>
          <button className="primary" onClick={onJoinAsCopy}>
            Join as a separate copy
          </button>
        </div>
      </div>
    </div>
  );
}
