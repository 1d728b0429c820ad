/**
 * The records the turn digest reads (src/history/turnDigest.ts), out of the document: the log as
 * the session reads it and the history's latest steps — only as many as the lines written since
 * the last End-turn mark could belong to, so a long game's history is not read on every question.
 */
import type * as Y from 'yjs';
import type { HistoryStep } from '../model/history';
import type { LogEntry } from '../model/records';
import { isEndTurnLine } from '../history/turnDigest';
import { historyLength, readHistory } from './historyRead';

/** Steps read beyond the turn's lines: steps that wrote no line of their own still moved counters. */
const spareSteps = 64;

/** The log and the history steps the digest of the turn so far needs. */
export function turnRecords(doc: Y.Doc, log: readonly LogEntry[]): { log: readonly LogEntry[]; steps: readonly HistoryStep[] } {
  let lines = 0;
  for (let i = log.length - 1; i >= 0 && !isEndTurnLine(log[i]); i--) lines++;
  return { log, steps: readHistory(doc, Math.max(0, historyLength(doc) - lines - spareSteps)) };
}
