/**
 * A VASSAL log (.vlog) of the Ragnarok module made with our own codec: it starts from the
 * module's At Start save and plays a few steps a VASSAL player would log — a move with a report
 * line, a move onto another piece's stack, a flip, and a piece removed.
 */
import { readFileSync } from 'node:fs';
import { encodeCommands, parseCommands, type VassalCommand } from '../../../../src/vassal/codec/commands';
import { positionOf, type VassalPlacedPiece } from '../../../../src/vassal/codec/position';
import { readSavedGameText, writeSavedGame } from '../../../../src/vassal/codec/savedGame';
import { decodeChain, encodeChain } from '../../../../src/vassal/codec/sequenceEncoder';
import { readZip } from '../../../../src/model/zipRead';
import { fixturePath } from './fixtures';

export const ragnarokModule = fixturePath('ragnarok-v12-379.vmod');

/** The At Start save's command text. */
export function ragnarokStartText(): string {
  return readSavedGameText(readZip(new Uint8Array(readFileSync(ragnarokModule)))['ragnarok-start.vsav'], 'ragnarok-start.vsav');
}

/** A move as VASSAL logs it: to map, point and above `under`, from where the piece stood. */
export function move(p: { id: string; map: string | null; x: number; y: number }, map: string, x: number, y: number, under: string | null = null): VassalCommand {
  return { kind: 'move', id: p.id, map, x, y, under, oldMap: p.map, oldX: p.x, oldY: p.y, oldUnder: null, player: 'me' };
}

/** The piece's state with its outermost Layer (emb2 Flip, in Ragnarok) showing `value`. */
export function flipped(p: VassalPlacedPiece, value: number): string {
  const states = decodeChain(p.state, '\t');
  states[0] = String(value);
  return encodeChain(states, '\t');
}

/** The pieces and steps of the test log, so tests can say where each step puts what. */
export function ragnarokLog() {
  const start = ragnarokStartText();
  const all = positionOf(parseCommands(start)).pieces.filter((p) => p.map !== null);
  const alone = all.filter((p) => all.filter((q) => q.map === p.map && q.x === p.x && q.y === p.y).length === 1 && /^emb2;/.test(p.type));
  const [a, b, c, d] = alone;
  const target = { x: 1200, y: 800 };
  const steps: VassalCommand[][] = [
    [move(a, 'Main Map', target.x, target.y), { kind: 'unknown', text: 'CHAT* Odin marches south' }],
    [move(b, c.map!, c.x, c.y, c.id)],
    [{ kind: 'change', id: d.id, state: flipped(d, 1), old: d.state }],
    [{ kind: 'remove', id: c.id }],
  ];
  const text = encodeCommands([...parseCommands(start), ...steps.map((commands): VassalCommand => ({ kind: 'log', commands }))]);
  return { a, b, c, d, target, steps, text, bytes: writeSavedGame(text, { moduleName: 'Ragnarok (SPI) 1981', moduleVersion: '1.2' }) };
}
