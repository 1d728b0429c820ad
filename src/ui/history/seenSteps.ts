/**
 * How much of each game's history this browser's player has seen, so that opening a game with a
 * friend's moves not yet seen can offer to play them. Kept per game in localStorage: it is this
 * player's own reading position, never part of the game.
 */
const keyOf = (gameId: string) => `sandtable.seen.${gameId}`;

/** Steps seen of a game's history, or null when this browser never recorded any. */
export function readSeen(gameId: string): number | null {
  try {
    const value = Number(localStorage.getItem(keyOf(gameId)));
    return localStorage.getItem(keyOf(gameId)) !== null && Number.isSafeInteger(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

/** Records that the first `steps` steps have been seen. */
export function writeSeen(gameId: string, steps: number): void {
  try {
    localStorage.setItem(keyOf(gameId), String(steps));
  } catch {
    // Storage full or refused: the next opening offers what it cannot know was seen.
  }
}
