/** The local player's name and colour, remembered in this browser and shown in the log (and, later, to friends). */
import { playerPalette } from '../net/playerNames';

export interface Profile {
  name: string;
  color: string;
  /** True while the name and colour are the default ones, which give way to a free pair on joining a room. */
  auto?: boolean;
}

const key = 'sandtable.profile';

/** Reads the remembered profile, making a default one on first use. */
export function loadProfile(): Profile {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (saved && typeof saved.name === 'string' && typeof saved.color === 'string') return saved;
  } catch {
    // A damaged entry is replaced by a fresh default below.
  }
  const [color, colorName] = playerPalette[Math.floor(Math.random() * playerPalette.length)];
  const profile = { name: `${colorName} player`, color, auto: true };
  saveProfile(profile);
  return profile;
}

/** Remembers the profile. */
export function saveProfile(profile: Profile): void {
  localStorage.setItem(key, JSON.stringify(profile));
}
