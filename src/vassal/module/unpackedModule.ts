/**
 * A VASSAL module a player has unpacked into a folder (module designers and many players keep
 * theirs so): its files packed again, in memory, into the zip a `.vmod` is, so *Open folder…*
 * takes it through the very same reading as the file. Nothing is compressed: the bytes are only
 * carried, and read back at once.
 */
import { zipSync } from 'fflate';

/** One file of the chosen folder: its path inside the folder (`Ragnarok/images/map.jpg`) and its bytes. */
export interface FolderFile {
  path: string;
  bytes: Uint8Array;
}

const buildFileNames = ['buildFile.xml', 'buildFile'];

/** The folder inside the chosen one that holds the module's buildFile (`''` for the top), or null when none does. */
export function moduleRootOf(paths: readonly string[]): string | null {
  const roots = paths.flatMap((path) => {
    const cut = path.lastIndexOf('/');
    return buildFileNames.includes(path.slice(cut + 1)) ? [path.slice(0, cut + 1)] : [];
  });
  // The buildFile nearest the top is the module's; a copy deeper down is another module's.
  return roots.sort((a, b) => a.split('/').length - b.split('/').length)[0] ?? null;
}

/** The module's files packed as a `.vmod` is, or null when the folder holds no buildFile. */
export function packUnpackedModule(files: readonly FolderFile[]): Uint8Array | null {
  const root = moduleRootOf(files.map((f) => f.path));
  if (root === null) return null;
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const file of files) if (file.path.startsWith(root)) entries[file.path.slice(root.length)] = [file.bytes, { level: 0 }];
  return zipSync(entries);
}
