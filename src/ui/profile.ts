/** The local player's name and colour, remembered in this browser and shown in the log (and, later, to friends). */
export interface Profile {
  name: string;
  color: string;
}

const key = 'sandtable.profile';
const palette: [string, string][] = [
  ['#e53935', 'Red'],
  ['#1e88e5', 'Blue'],
  ['#43a047', 'Green'],
  ['#fb8c00', 'Orange'],
  ['#8e24aa', 'Purple'],
  ['#00897b', 'Teal'],
];

/** Reads the remembered profile, making a default one on first use. */
export function loadProfile(): Profile {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (saved && typeof saved.name === 'string' && typeof saved.color === 'string') return saved;
  } catch {
    // A damaged entry is replaced by a fresh default below.
  }
  const [color, colorName] = palette[Math.floor(Math.random() * palette.length)];
  const profile = { name: `${colorName} player`, color };
  saveProfile(profile);
  return profile;
}

/** Remembers the profile. */
export function saveProfile(profile: Profile): void {
  localStorage.setItem(key, JSON.stringify(profile));
}
