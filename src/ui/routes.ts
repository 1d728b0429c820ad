/**
 * The app's routes, read from the page's `#fragment`: an open game (`#/game/<id>`) or a friend's
 * share link (`#/join/<id>/<secret>`). A link can come from anyone (pasted in a chat), so ids and
 * secrets are bounded as the game's ids are, and a longer one is no route at all, never cut short.
 */

/** Where the fragment leads. */
export type Route = { kind: 'game'; id: string } | { kind: 'join'; id: string; secret: string };

const gameRoute = /^#\/game\/([\w-]{1,100})(?![\w-])/;
const joinRoute = /^#\/join\/([\w-]{1,100})\/([\w-]{1,200})(?![\w-])/;

/** The route a fragment names, or null; no part is read past its bound. */
export function parseRoute(hash: string): Route | null {
  const game = gameRoute.exec(hash);
  if (game) return { kind: 'game', id: game[1] };
  const join = joinRoute.exec(hash);
  return join ? { kind: 'join', id: join[1], secret: join[2] } : null;
}
