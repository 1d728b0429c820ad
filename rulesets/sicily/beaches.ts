/**
 * NR 2.3: an American beach unit does not let British ground units conduct an amphibious invasion,
 * nor a British one American units; either serves the other nationality for follow-up landings,
 * evacuation and as a supply source. Read on a move into a beach unit's hex and as a report by hex.
 */
import { cellKey, keyCell, type Cell, type Finding } from '../../src/rules/kit';
import type { Report, ReportSpec, RulesUnit, RulesView } from '../../src/rules/types';
import { isSea } from './terrain';
import { commandNames, commandOf, isBeach, unitsOnly, type Command } from './units';

const otherUses = 'it can still land follow-up units, evacuate units and serve as a supply source for either nationality';

/** The beach units in a hex by the command they serve (NR 2.1). */
function beachesAt(units: readonly RulesUnit[]): Map<Command, RulesUnit[]> {
  const out = new Map<Command, RulesUnit[]>();
  for (const u of units.filter(isBeach)) {
    const c = commandOf(u);
    if (c) out.set(c, [...(out.get(c) ?? []), u]);
  }
  return out;
}

/** NR 2.3 for ground units ending a move in a hex whose beach units are all of the other command. */
export function invasionFindings(view: RulesView, moved: readonly RulesUnit[], from: Cell, to: Cell, already: readonly RulesUnit[]): Finding[] {
  const beaches = beachesAt(already);
  if (beaches.size === 0) return [];
  const out: Finding[] = [];
  const fromSea = isSea(view.map, from);
  const hex = view.map.label(to);
  for (const command of ['US', 'Br'] as const) {
    const ground = moved.filter((u) => !isBeach(u) && commandOf(u) === command);
    const other: Command = command === 'US' ? 'Br' : 'US';
    if (ground.length === 0 || beaches.has(command) || !beaches.has(other)) continue;
    const beach = beaches.get(other)!.map((u) => u.name).join(', ');
    const lead = fromSea ? 'a landing from the sea' : 'if this is an amphibious invasion';
    out.push({
      severity: fromSea ? 'warning' : 'info', rule: 'NR 2.3',
      text: `${ground.map((u) => u.name).join(', ')} (${commandNames[command]}) at ${hex}, ${lead}: the beach unit there (${beach}) is ${commandNames[other]} and cannot be used for their amphibious invasion; ${otherUses}`,
      cells: [cellKey(to)], pieces: ground.map((u) => u.id),
    });
  }
  return out;
}

/** The hexes holding beach units, as report choices. */
function beachHexes(view: RulesView): { value: string; label: string }[] {
  const keys = [...new Set(unitsOnly(view).filter(isBeach).map((u) => u.key))];
  return keys.map((key) => ({ value: key, label: `${view.map.label(keyCell(key))} — ${unitsOnly(view).filter((u) => u.key === key && isBeach(u)).map((u) => u.name).join(', ')}` }));
}

/** One beach hex: who may invade there, and ground units of the other command standing in it. */
function hexLines(view: RulesView, key: string): { lines: string[]; findings: Finding[] } {
  const here = unitsOnly(view).filter((u) => u.key === key);
  const beaches = beachesAt(here);
  const hex = view.map.label(keyCell(key));
  const lines: string[] = [];
  const findings: Finding[] = [];
  for (const [command, units] of beaches) lines.push(`${hex}: ${units.map((u) => u.name).join(', ')} (${commandNames[command]}) allow amphibious invasions by ${commandNames[command]} ground units only; ${otherUses} (NR 2.3).`);
  const untyped = here.filter((u) => isBeach(u) && !commandOf(u));
  if (untyped.length > 0) lines.push(`${hex}: ${untyped.map((u) => u.name).join(', ')} has no nationality typed: type US, French, British or Canadian (NR 2.1).`);
  for (const command of ['US', 'Br'] as const) {
    const ground = here.filter((u) => !isBeach(u) && commandOf(u) === command);
    if (ground.length > 0 && !beaches.has(command) && beaches.size > 0) findings.push({ severity: 'info', rule: 'NR 2.3', text: `${ground.map((u) => u.name).join(', ')} (${commandNames[command]}) at ${hex}: no beach unit of their command there, so they could not have invaded through it; follow-up landing, evacuation and supply are allowed`, cells: [key], pieces: ground.map((u) => u.id) });
  }
  return { lines, findings };
}

function beachReport(view: RulesView, choice?: string): Report {
  const keys = choice ? [choice] : beachHexes(view).map((c) => c.value);
  if (keys.length === 0) return { summary: 'amphibious invasion by nationality: no beach units on the map', lines: ['No beach units on the map (type "beach" on them).', 'American beach units cannot be used for British amphibious invasions, nor British ones for American; either can land follow-up units, evacuate, and supply either nationality (NR 2.3).'] };
  const parts = keys.map((k) => hexLines(view, k));
  return {
    summary: `amphibious invasion by nationality: ${keys.map((k) => view.map.label(keyCell(k))).join(', ')}`,
    lines: [...parts.flatMap((p) => p.lines), 'For combat the French count as American and the Canadians as British (NR 2.1).'],
    findings: parts.flatMap((p) => p.findings),
  };
}

export const beachReportSpec: ReportSpec = { id: 'beaches', name: 'Amphibious invasion by nationality', rule: 'NR 2.3', choices: beachHexes, run: beachReport };
