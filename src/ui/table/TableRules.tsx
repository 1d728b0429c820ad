/**
 * The rules assistant on the table screen: its panel and dialogs, the verdict card after a drop,
 * and the banner while the player picks the defending hex of a combat. The table screen owns the
 * assistant's wiring (useRulesOnTable); this component only lays it out.
 */
import { useEffect, useRef } from 'react';
import { cellKey } from '../../rules/kit/hex';
import type { GameSession } from '../../doc/session';
import type { Cell } from '../../model/grid';
import type { Ruleset, RulesView } from '../../rules/types';
import { RulesUiView } from '../rules/RulesUi';
import { useRulesAssistant } from '../rules/useRulesAssistant';
import type { RulesOnTable } from './useRulesOnTable';
import type { ViewStore } from './viewStore';

interface Props {
  session: GameSession;
  rules: RulesOnTable;
  view: ViewStore;
  open: boolean;
  onClose(): void;
  onError(message: string): void;
}

/** The label of the ruleset's `phase` value as it stood for a move, e.g. "Movement Sub-phase". */
function phaseLabel(ruleset: Ruleset | null, view: RulesView): string | undefined {
  const spec = ruleset?.values.find((v) => v.id === 'phase' && v.kind === 'choice');
  const value = view.values.phase;
  return spec?.choices?.find((c) => c.value === value)?.label;
}

/** How long a path asked for from a verdict stays drawn on the map, in ms. */
const pathShownFor = 6000;

export function TableRules({ session, rules, view, open, onClose, onError }: Props) {
  const assistant = useRulesAssistant(session, rules.boardId, rules.store);
  const picking = rules.picking;
  const cancelPick = useRef(rules.cancelCombatPick);
  cancelPick.current = rules.cancelCombatPick;
  useEffect(() => {
    if (!picking) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      cancelPick.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [picking]);
  const pathTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pathTimer.current), []);

  const showPath = (cells: Cell[]) => {
    const move = rules.lastMove();
    if (!move || !cells.length) return;
    const cost = new Map(cells.map((c, i) => [cellKey(c), i]));
    const reach = { cost, stops: new Set<string>(), allowance: move.verdict.allowance, pathTo: () => cells, notes: [] };
    rules.drag.shade.set({ boardId: move.boardId, from: move.query.from, reach, hover: { cell: cells[cells.length - 1], path: cells, cost: move.verdict.spent } });
    clearTimeout(pathTimer.current);
    pathTimer.current = setTimeout(() => rules.drag.shade.get()?.reach === reach && rules.drag.shade.set(null), pathShownFor);
  };

  return (
    <>
      {picking && (
        <div className="rules-pick-banner" role="status" data-testid="combat-pick">
          Click the defending hex for {picking.length === 1 ? 'the selected unit' : `the ${picking.length} selected units`} · Esc to cancel
        </div>
      )}
      <RulesUiView
        session={session}
        assistant={assistant}
        boardId={rules.boardId}
        open={open}
        onClose={onClose}
        onFocus={(_cells, pieces) => pieces.length && view.patch({ selection: new Set(pieces) })}
        onCheckLastMove={() => {
          const problem = rules.checkLastMove();
          if (problem) onError(problem);
        }}
        onStartCombat={() => {
          const problem = rules.startCombat();
          if (problem) onError(problem);
        }}
        onSelect={(ids) => view.patch({ selection: new Set(ids) })}
        prefs={rules.prefs}
        verdict={rules.verdict?.verdict ?? null}
        verdictContext={rules.verdict ? phaseLabel(assistant.ruleset, rules.verdict.view) : undefined}
        onDismissVerdict={rules.dismissVerdict}
        onShowPath={showPath}
        combatRequest={rules.combatRequest}
        onCombatClosed={rules.clearCombat}
        procedureRequest={rules.procedureRequest}
        onProcedureTaken={rules.clearProcedure}
      />
    </>
  );
}
