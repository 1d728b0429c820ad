/**
 * Why a VASSAL file could not be read. The message names the file and what is wrong with it,
 * so the import dialog can show it as is: `"ragnarok.vsav" has no savedGame entry…`.
 * `problem` completes the sentence after the file name ("is truncated", "has no …").
 */
export class VassalFormatError extends Error {
  override name = 'VassalFormatError';

  constructor(
    readonly fileName: string,
    readonly problem: string,
  ) {
    super(`"${fileName}" ${problem}`);
  }
}
