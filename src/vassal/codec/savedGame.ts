/**
 * Reading and writing the zip around a VASSAL saved game (.vsav) or log (.vlog): the `savedGame`
 * entry holds the obfuscated command text; `savedata` and `moduledata` describe it in XML.
 */
import { zipSync } from 'fflate';
import { NotAZipError, ZipError, readZip } from '../../model/zipRead';
import { VassalFormatError } from './errors';
import { deobfuscate, obfuscateHex } from './obfuscation';

const SAVED_GAME = 'savedGame';

function unzip(bytes: Uint8Array, fileName: string): Record<string, Uint8Array> {
  try {
    return readZip(bytes, undefined, (name) => name === SAVED_GAME);
  } catch (error) {
    if (error instanceof NotAZipError) throw new VassalFormatError(fileName, 'is not a zip archive, or it is truncated');
    if (error instanceof ZipError) throw new VassalFormatError(fileName, error.message);
    throw error;
  }
}

/**
 * The command text of a saved game or log, de-obfuscated, so the command parser sees what VASSAL
 * sees. Throws `VassalFormatError` naming the file when it is not a zip, is damaged, has no
 * savedGame entry, or hides it in a way we cannot read.
 */
export function readSavedGameText(bytes: Uint8Array, fileName: string): string {
  const entry = unzip(bytes, fileName)[SAVED_GAME];
  if (!entry) throw new VassalFormatError(fileName, 'has no savedGame entry: it is not a VASSAL saved game or log');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(deobfuscate(entry, fileName));
  } catch (error) {
    if (error instanceof VassalFormatError) throw error;
    throw new VassalFormatError(fileName, 'holds a saved game that is not text (damaged, or an unknown obfuscation)');
  }
}

/** What `writeSavedGame` records about the save, as VASSAL's own save dialog would. */
export interface SavedGameInfo {
  /** The module's name (moduledata `name`). */
  moduleName?: string;
  /** The module's version (`version` in both XML entries). */
  moduleVersion?: string;
  /** The VASSAL version the file claims to come from. */
  vassalVersion?: string;
  /** When it was saved. */
  date?: Date;
  /** Obfuscation key, 1–255; random by default. */
  key?: number;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function element(name: string, value: string): string {
  return value === '' ? `  <${name}/>` : `  <${name}>${escapeXml(value)}</${name}>`;
}

function metadata(info: SavedGameInfo, extra: string[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<data version="1">',
    element('version', info.moduleVersion ?? ''),
    element('extra1', ''),
    element('extra2', ''),
    element('VassalVersion', info.vassalVersion ?? '3.7.9'),
    element('dateSaved', String((info.date ?? new Date()).getTime())),
    ...extra,
    '</data>',
    '',
  ];
  return lines.join('\n');
}

/**
 * A .vsav VASSAL 3.x opens: `savedGame` obfuscated as `!VCSK` (the one form every 3.x reads),
 * plus `savedata` and `moduledata` as VASSAL writes them, so a game played here can go back.
 */
export function writeSavedGame(commandText: string, info: SavedGameInfo = {}): Uint8Array {
  const key = info.key ?? 1 + Math.floor(Math.random() * 255);
  const encoder = new TextEncoder();
  return zipSync({
    [SAVED_GAME]: obfuscateHex(encoder.encode(commandText), key),
    savedata: encoder.encode(metadata(info, [])),
    moduledata: encoder.encode(metadata(info, [element('name', info.moduleName ?? '')])),
  });
}
