/**
 * *Open folder…* on a VASSAL module a player unpacked: the chosen files read with their paths in
 * the folder and packed again as the module file (src/vassal/module/unpackedModule.ts), then opened
 * as a `.vmod` is, with its progress and its summary.
 */
import { moduleRootOf, packUnpackedModule } from '../../vassal/module/unpackedModule';

const pathOf = (file: File) => (file as File & { webkitRelativePath?: string }).webkitRelativePath || file.name;

/**
 * Opens the folder as a module when it holds one (a `buildFile.xml`), through `start`; resolves
 * false, reading nothing, when it does not.
 */
export async function openUnpackedModule(files: readonly File[], start: (fileName: string, bytes: Uint8Array) => unknown): Promise<boolean> {
  const root = moduleRootOf(files.map(pathOf));
  if (root === null) return false;
  const read = await Promise.all(files.map(async (file) => ({ path: pathOf(file), bytes: new Uint8Array(await file.arrayBuffer()) })));
  const folder = root.replace(/\/$/, '').split('/').pop() || pathOf(files[0]).split('/')[0] || 'module';
  void start(`${folder}.vmod`, packUnpackedModule(read)!);
  return true;
}
