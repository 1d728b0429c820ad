/**
 * Everything the rules assistant shows on the table screen, in one component the screen mounts
 * (through src/ui/table/TableRules.tsx): the assistant panel (when `open`), the table editor, the
 * combat, roll, report, procedure and symbol-roll dialogs, and the verdict card after a move. The
 * screen owns the gestures (picking attackers and a defender hex, checking the last move, focusing
 * the map) and the assistant itself; this component owns which dialog is open and what it shows.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { emptyTable } from '../../rules/kit/tables';
import type { TableData } from '../../rules/kit/types';
import type { GameSession } from '../../doc/session';
import { rollForRules } from '../../doc/fairDice';
import type { Cell } from '../../model/grid';
import type { CombatSetup, MoveVerdict, ProcedureAnswers, RulesView } from '../../rules/types';
import { ActionDialog } from './ActionDialog';
import { AssistantPanel } from './AssistantPanel';
import { TerrainMatchNotice } from './TerrainMatchNotice';
import { AssistPrefsFields } from './AssistPrefsFields';
import type { AssistPrefs } from './assistPrefs';
import type { Observable } from '../../model/observable';
import { CombatDialog } from './CombatDialog';
import { ProcedureDialog } from './ProcedureDialog';
import { ReportDialog } from './ReportDialog';
import { RollDialog } from './RollDialog';
import { RollOffDialog } from './RollOffDialog';
import { SymbolRollDialog } from './SymbolRollDialog';
import { startingTable } from './tableEdit';
import { TableEditorDialog } from './TableEditorDialog';
import type { RulesAssistant } from './useRulesAssistant';
import { useCustomDice } from '../dice/useCustomDice';
import { VerdictToast } from './VerdictToast';
import { SeatsSection } from './SeatsSection';
import { useCombatReveals } from './useCombatReveals';

/** A combat the player asked for: the attackers chosen and the defending hex clicked; the combat dialog opens for it. */
export interface CombatRequest {
  attackerIds: readonly string[];
  defenderCell: Cell;
}

export interface RulesUiProps {
  session: GameSession;
  /** The rules assistant the screen keeps (from `useRulesAssistant`), so it is built once for the drag and the panel. */
  assistant: RulesAssistant;
  /** The main map's board the assistant reads, or null when there is none. */
  boardId: string | null;
  /** Whether the assistant panel is shown. */
  open: boolean;
  onClose(): void;
  /** Focus the map on hexes and counters (a finding clicked). */
  onFocus(cells: Cell[], pieces: string[]): void;
  onCheckLastMove(): void;
  /** The player pressed "Resolve a combat…": start picking attackers and a defender hex. */
  onStartCombat(): void;
  /** Select counters on the table (the combat dialog's Select attackers / defenders). */
  onSelect(ids: string[]): void;
  /** The verdict on the last move, shown as a card; null for none. */
  verdict: MoveVerdict | null;
  /** What the verdict was judged by (the sub-phase), shown on the card. */
  verdictContext?: string;
  /** This player's shading and verdict switches, shown in the panel when given. */
  prefs?: Observable<AssistPrefs>;
  onDismissVerdict(): void;
  onShowPath(cells: Cell[]): void;
  /** Set when the player has picked attackers and a defender hex: the combat dialog opens for it. */
  combatRequest: CombatRequest | null;
  /** The combat dialog closed (clear `combatRequest`). */
  onCombatClosed?(): void;
  /** A procedure asked for from the table (an area map's combat, `C`), with the answers it starts with. */
  procedureRequest?: ProcedureRequest | null;
  /** That procedure's dialog opened or failed to (clear `procedureRequest`). */
  onProcedureTaken?(): void;
}

/** A procedure to open, with answers already known (the combat Area). */
export interface ProcedureRequest {
  id: string;
  answers: ProcedureAnswers;
}

type Combat = { request: CombatRequest; view: RulesView; setup: CombatSetup } | { request: CombatRequest; error: string };

/** The rules assistant's panel and dialogs over the table, reading the assistant the screen keeps. */
export function RulesUiView({ session, assistant, boardId: mapId, open, onClose, onFocus, onCheckLastMove, onStartCombat, onSelect, verdict, verdictContext, prefs, onDismissVerdict, onShowPath, combatRequest, onCombatClosed, procedureRequest, onProcedureTaken }: RulesUiProps) {
  const { ruleset, state } = assistant;
  const [editing, setEditing] = useState<string | null>(null);
  const [rolling, setRolling] = useState<{ id: string; view: RulesView } | null>(null);
  const [reporting, setReporting] = useState<{ id: string; view: RulesView } | null>(null);
  const [rollingOff, setRollingOff] = useState<{ id: string; view: RulesView } | null>(null);
  const [acting, setActing] = useState<{ view: RulesView } | null>(null);
  const [procedure, setProcedure] = useState<{ id: string; view: RulesView; answers?: ProcedureAnswers } | null>(null);
  const [symbolRoll, setSymbolRoll] = useState<{ id: string; view: RulesView } | null>(null);
  const dice = useCustomDice(session.actor.doc);
  const [combat, setCombat] = useState<Combat | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const drafts = useRef(new Map<string, TableData>());
  const assistantRef = useRef(assistant);
  assistantRef.current = assistant;

  const setUpCombat = useCallback((request: CombatRequest): Combat => {
    const a = assistantRef.current;
    const view = a.view();
    if (!a.ruleset || !view) return { request, error: a.error ?? 'Choose a rules assistant for this game first.' };
    try {
      return { request, view, setup: a.ruleset.combat(view, request.attackerIds, request.defenderCell) };
    } catch (e) {
      return { request, error: `The ${a.ruleset.name} assistant could not set up this combat: ${(e as Error).message}` };
    }
  }, []);

  useEffect(() => {
    setCombat(combatRequest ? setUpCombat(combatRequest) : null);
  }, [combatRequest, setUpCombat]);
  // Units a combat turns up (CD 1.3): once turned, the combat is set up again with their values.
  const reveals = useCombatReveals(session, () => setCombat((c) => (c ? setUpCombat(c.request) : c)));

  const closeCombat = () => {
    setCombat(null);
    onCombatClosed?.();
  };
  // Every dialog opens on the table as it reads now; a table the assistant cannot read is a notice instead.
  const withView = (open: (view: RulesView) => void) => {
    const view = assistant.view();
    if (view) open(view);
    else setNotice(assistant.error ?? 'The assistant could not read the table.');
  };
  const openRoll = (id: string) => withView((view) => setRolling({ id, view }));
  const openReport = (id: string) => withView((view) => setReporting({ id, view }));
  const openRollOff = (id: string) => withView((view) => setRollingOff({ id, view }));
  const openProcedure = (id: string, answers?: ProcedureAnswers) => withView((view) => setProcedure({ id, view, answers }));
  useEffect(() => {
    if (!procedureRequest) return;
    openProcedure(procedureRequest.id, procedureRequest.answers);
    onProcedureTaken?.();
    // Opened once per request (the request is cleared at once), on the table as it reads then.
  }, [procedureRequest]);
  const openSymbolRoll = (id: string) => withView((view) => setSymbolRoll({ id, view }));
  const openAction = () => withView((view) => setActing({ view }));
  const closeEditor = (unsaved: TableData | null) => {
    if (editing) {
      if (unsaved) drafts.current.set(editing, unsaved);
      else drafts.current.delete(editing);
    }
    setEditing(null);
    // The combat waiting behind the editor reads the table as it is now.
    setCombat((c) => (c ? setUpCombat(c.request) : c));
  };

  const spec = editing && ruleset ? ruleset.tables.find((t) => t.id === editing) : undefined;
  const rollSpec = rolling && ruleset ? ruleset.rolls.find((r) => r.id === rolling.id) : undefined;
  const reportSpec = reporting && ruleset ? ruleset.reports?.find((r) => r.id === reporting.id) : undefined;
  const rollOffSpec = rollingOff && ruleset ? ruleset.rollOffs?.find((r) => r.id === rollingOff.id) : undefined;
  const procedureSpec = procedure && ruleset ? ruleset.procedures?.find((p) => p.id === procedure.id) : undefined;
  const symbolRollSpec = symbolRoll && ruleset ? ruleset.symbolRolls?.find((r) => r.id === symbolRoll.id) : undefined;
  const readView = () => assistantRef.current.view();
  const who = session.actor.name;
  const rollFairly = (die: string, reason: string) => rollForRules(session.rollTable, die, reason).result;

  return (
    <>
      {open && (
        <AssistantPanel
          session={session}
          assistant={assistant}
          onClose={onClose}
          onFocus={onFocus}
          onCheckLastMove={onCheckLastMove}
          onStartCombat={onStartCombat}
          onEditTable={setEditing}
          onRoll={openRoll}
          onReport={openReport}
          onRollOff={openRollOff}
          onAction={openAction}
          onProcedure={openProcedure}
          onSymbolRoll={openSymbolRoll}
          dice={dice}
        >
          {!!ruleset?.roles?.length && <SeatsSection session={session} roles={ruleset.roles} />}
          {ruleset && prefs && <AssistPrefsFields prefs={prefs} />}
          {ruleset && mapId && <TerrainMatchNotice session={session} boardId={mapId} ruleset={ruleset} onError={setNotice} />}
        </AssistantPanel>
      )}
      {verdict && <VerdictToast verdict={verdict} context={verdictContext} onDismiss={onDismissVerdict} onShowPath={onShowPath} onFocus={onFocus} />}
      {(notice || (combat && 'error' in combat)) && (
        <section className="rules-toast rules-toast-illegal rules-toast-notice" role="alert" data-testid="rules-notice">
          <header className="rules-toast-head">
            <span className="rules-toast-verdict">Rules assistant</span>
            <button className="rules-icon" onClick={() => (combat && 'error' in combat ? closeCombat() : setNotice(null))} title="Dismiss" aria-label="Dismiss">
              ×
            </button>
          </header>
          <p className="rules-toast-summary">{combat && 'error' in combat ? combat.error : notice}</p>
        </section>
      )}
      {combat && 'setup' in combat && ruleset && !spec && (
        <CombatDialog ruleset={ruleset} view={combat.view} setup={combat.setup} actor={session.actor} who={who} onClose={closeCombat} onSelect={onSelect} onEditTable={setEditing} roll={rollFairly} onReveal={reveals.reveal} revealWaiting={reveals.waiting} />
      )}
      {rolling && rollSpec && <RollDialog spec={rollSpec} view={rolling.view} valueSpecs={ruleset?.values} actor={session.actor} who={who} onClose={() => setRolling(null)} roll={rollFairly} />}
      {rollingOff && rollOffSpec && ruleset && (
        <RollOffDialog key={rollOffSpec.id} spec={rollOffSpec} view={rollingOff.view} valueSpecs={ruleset.values} actor={session.actor} onClose={() => setRollingOff(null)} onFocus={onFocus} roll={rollFairly} />
      )}
      {acting && ruleset?.actionPoints && (
        <ActionDialog spec={ruleset.actionPoints} view={acting.view} readView={() => assistantRef.current.view()} valueSpecs={ruleset.values} actor={session.actor} onClose={() => setActing(null)} onFocus={onFocus} />
      )}
      {reporting && reportSpec && ruleset && (
        <ReportDialog key={reportSpec.id} spec={reportSpec} view={reporting.view} readView={() => assistantRef.current.view()} valueSpecs={ruleset.values} actor={session.actor} onClose={() => setReporting(null)} onFocus={onFocus} />
      )}
      {procedure && procedureSpec && ruleset && (
        <ProcedureDialog key={procedureSpec.id} initialAnswers={procedure.answers} spec={procedureSpec} ruleset={ruleset} view={procedure.view} readView={readView} valueSpecs={ruleset.values} actor={session.actor} table={session.rollTable} dice={dice} roll={rollFairly} onClose={() => setProcedure(null)} />
      )}
      {symbolRoll && symbolRollSpec && ruleset && (
        <SymbolRollDialog key={symbolRollSpec.id} spec={symbolRollSpec} view={symbolRoll.view} readView={readView} valueSpecs={ruleset.values} actor={session.actor} table={session.rollTable} dice={dice} onClose={() => setSymbolRoll(null)} />
      )}
      {spec && (
        <TableEditorDialog
          key={spec.id}
          spec={spec}
          actor={session.actor}
          initial={drafts.current.get(spec.id) ?? startingTable(spec, state.tables, emptyTable)}
          saved={startingTable(spec, state.tables, emptyTable)}
          typedIn={Object.hasOwn(state.tables, spec.id)}
          onClose={closeEditor}
        />
      )}
    </>
  );
}
