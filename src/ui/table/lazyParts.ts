/**
 * The table screen's occasional parts, loaded on first use (see ../lazyPart.tsx): the dialogs and
 * side panels a player opens now and then, and the rules assistant's panel and dialogs.
 */
import { useEffect } from 'react';
import type { Observable } from '../../model/observable';
import type { TableArrival } from '../../doc/joinProgress';
import { lazyPart, preloadLazyParts } from '../lazyPart';
import { registerTextNodes } from './textNodes';

export const TerrainPanel = lazyPart('terrain panel', () => import('../terrain/TerrainPanel').then((m) => m.TerrainPanel));
export const AreasPanel = lazyPart('areas panel', () => import('../setup/AreasPanel').then((m) => m.AreasPanel));
export const CalibratePanel = lazyPart('grid calibration panel', () => import('../setup/CalibratePanel').then((m) => m.CalibratePanel));
export const TableRules = lazyPart('rules assistant', () => import('./TableRules').then((m) => m.TableRules));
export const DiceTray = lazyPart('dice tray', () => import('../dice/DiceTray').then((m) => m.DiceTray));
export const SelectionAttributesPanel = lazyPart('attributes panel', () => import('../counters/AttributesPanel').then((m) => m.SelectionAttributesPanel));
export const ComponentPanel = lazyPart('cup and deck panel', () => import('../components/ComponentPanel').then((m) => m.ComponentPanel));
export const RulerOverlay = lazyPart('ruler', () => import('../ruler/RulerOverlay').then((m) => m.RulerOverlay));
export const HelpOverlay = lazyPart('help', () => import('./HelpOverlay').then((m) => m.HelpOverlay));
export const CounterImagesDialog = lazyPart('counter images dialog', () => import('../counters/CounterImagesDialog').then((m) => m.CounterImagesDialog));
export const BoardsDialog = lazyPart('boards dialog', () => import('../boards/BoardsDialog').then((m) => m.BoardsDialog));
export const RenameDialog = lazyPart('rename dialog', () => import('../counters/RenameDialog').then((m) => m.RenameDialog));
export const CounterSheetDialog = lazyPart('counter sheet dialog', () => import('../setup/CounterSheetDialog').then((m) => m.CounterSheetDialog));
export const CounterMakerDialog = lazyPart('counter maker', () => import('../counters/CounterMakerDialog').then((m) => m.CounterMakerDialog));
export const OrderOfBattleDialog = lazyPart('order of battle dialog', () => import('../counters/OrderOfBattleDialog').then((m) => m.OrderOfBattleDialog));
export const AddComponentDialog = lazyPart('cup, deck and track dialog', () => import('../components/AddComponentDialog').then((m) => m.AddComponentDialog));
export const PdfPageDialog = lazyPart('PDF page dialog', () => import('../setup/PdfPageDialog').then((m) => m.PdfPageDialog));

/** How long after the table is whole the occasional parts start to load, in ms: after the first frames and the first gestures. */
const partsPreloadDelay = 3000;

/**
 * Once the table is whole and has settled, fetches the occasional parts and the text shapes in
 * idle time, so a first dialog opens at once. A joiner's table may take seconds to arrive: each
 * part's script is run as it loads, a task of its own, and those tasks are kept out of the
 * arrival (issue #32).
 */
export function usePreloadedParts(arrival: Observable<TableArrival>): void {
  useEffect(() => {
    let stop = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startOnce = () => {
      if (timer !== undefined || arrival.get().stage !== 'ready') return;
      timer = setTimeout(() => {
        registerTextNodes().catch(() => undefined);
        stop = preloadLazyParts();
      }, partsPreloadDelay);
    };
    const unsubscribe = arrival.subscribe(startOnce);
    startOnce();
    return () => {
      unsubscribe();
      clearTimeout(timer);
      stop();
    };
  }, [arrival]);
}
