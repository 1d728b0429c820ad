/** Bringing a map onto the table from an image file: stored once by hash, placed beside the other boards. */
import { addBoard } from '../../doc/boardOps';
import type { GameSession } from '../../doc/session';
import { imageTypes, putAsset } from '../../store/assets';

const byExtension: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml', gif: 'image/gif' };

/** The image type of a file, from its type or, failing that, its name. */
export function imageTypeOf(file: File): string {
  if (imageTypes.includes(file.type)) return file.type;
  return byExtension[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? file.type;
}

/** Adds a map from an image file; resolves to the new board's id. Fails with a clear message for anything that is not an image. */
export async function addMapFromFile(session: GameSession, file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const asset = await putAsset(bytes, imageTypeOf(file), file.name);
  return addBoard(session.actor, asset);
}
