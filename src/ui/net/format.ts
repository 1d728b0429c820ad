/**
 * Small pure helpers for the network UI. Names and colours come from other players' browsers, so
 * they are treated as untrusted: a colour that is not a plain hex colour is replaced, and names are
 * shortened before they are drawn.
 */

/** Longest player name shown anywhere. */
export const maxNameLength = 40;

/** A peer's colour if it is a plain `#rgb`/`#rrggbb` colour, else a neutral grey. */
export function safeColor(color: string): string {
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : '#9e9e9e';
}

/** A peer's name, trimmed and shortened, never empty. */
export function safeName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return 'Player';
  return trimmed.length > maxNameLength ? `${trimmed.slice(0, maxNameLength - 1)}…` : trimmed;
}

/** Black or white, whichever reads better on `color` (a hex colour). */
export function inkOn(color: string): string {
  let hex = safeColor(color).slice(1);
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.55 ? '#111' : '#fff';
}

/** `#rgb` to `#rrggbb` (what `<input type=color>` needs); anything else becomes the fallback. */
export function fullHex(color: string, fallback = '#1e88e5'): string {
  const c = color.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(c)) return c;
  if (/^#[0-9a-f]{3}$/.test(c)) return `#${[...c.slice(1)].map((d) => d + d).join('')}`;
  return fallback;
}

/** "9.1 of 20.0 MB", or "120 of 340 KB" for small images. */
export function formatTransfer(received: number, total: number): string {
  const done = Math.max(0, Math.min(received, total || received));
  if (total >= 1_000_000) return `${(done / 1_000_000).toFixed(1)} of ${(total / 1_000_000).toFixed(1)} MB`;
  return `${Math.round(done / 1000)} of ${Math.max(1, Math.round(total / 1000))} KB`;
}
