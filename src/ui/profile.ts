/** The local player's name and colour, remembered in this browser and shown in the log (and, later, to friends). */
export interface Profile {
  name: string;
  color: string;
}

const key = 'sandtable.profile';
const palette = ['#e53935', '#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#00897b'];

/** Reads the remembered profile, making a default one on first use. */
export function loadProfile(): Profile {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (saved && typeof saved.name === 'string' && typeof saved.color === 'string') return saved;
  } catch {
    // A damaged entry is replaced by a fresh default below.
  }
  const profile = { name: 'Player', color: palette[Math.floor(Math.random() * palette.length)] };
  saveProfile(profile);
  return profile;
}

/** Remembers the profile. */
export function saveProfile(profile: Profile): void {
  localStorage.setItem(key, JSON.stringify(profile));
}
