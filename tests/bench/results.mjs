/**
 * The closing JSON line of `npm run bench`: every figure of every section, flat, under stable keys
 * (a section that did not run gives null). Kept apart from run.mjs so the runner reads as the
 * order of sections and this file as the list of what is reported.
 */
import { round } from './frames.mjs';
import { pieceCount } from './scenario.mjs';

/** The on-screen counts whose keys are always present (null when not run). */
export const onscreenKeyCounts = [500, 2000, 8000];
/** The cold-open counts whose keys are always present. */
export const coldOpenKeyCounts = [2000, 5000];

const ratio = (a, b) => round(a / b, 3);

/** Keys for one on-screen count: the app's, the baseline's and their ratios (see onscreen.mjs). */
function onscreenKeys(count, entry) {
  const keys = {};
  for (const [prefix, side] of [['', entry?.app], ['baseline_', entry?.base]]) {
    const p = `${prefix}onscreen_${count}_`;
    Object.assign(keys, {
      [`${p}frame_p95_ms`]: side?.all.frameP95 ?? null,
      [`${p}wheel_frame_p95_ms`]: side?.wheel.frameP95 ?? null,
      [`${p}pan_frame_p95_ms`]: side?.pan.frameP95 ?? null,
      [`${p}input_p50_ms`]: side?.all.inputP50 ?? null,
      [`${p}input_p95_ms`]: side?.all.inputP95 ?? null,
      [`${p}settled_input_p95_ms`]: side ? Math.max(side.wheel.settledP95, side.pan.settledP95) : null,
      [`${p}wheel_input_p50_ms`]: side?.wheel.inputP50 ?? null,
      [`${p}pan_input_p50_ms`]: side?.pan.inputP50 ?? null,
      // PerformanceObserver 'longtask' during the steps: the longest (0: none of 50 ms or more) and how many.
      [`${p}longest_task_ms`]: side?.all.longtaskMax ?? null,
      [`${p}longtasks_over_50`]: side?.all.longtasksOver50 ?? null,
      // Own measure: the longest frame in any step (no task in it can be longer).
      [`${p}longest_frame_ms`]: side?.all.longestFrame ?? null,
      [`${p}after_gesture_longest_task_ms`]: side ? Math.max(side.wheel.settleLongtaskMax ?? 0, side.pan.settleLongtaskMax ?? 0) : null,
      [`${p}missed_steps`]: side ? side.wheel.missed + side.pan.missed : null,
    });
  }
  Object.assign(keys, {
    [`onscreen_${count}_frame_p95_ratio`]: ratio(entry?.app.all.frameP95, entry?.base.all.frameP95),
    [`onscreen_${count}_input_p50_ratio`]: ratio(entry?.app.all.inputP50, entry?.base.all.inputP50),
    [`onscreen_${count}_input_p95_ratio`]: ratio(entry?.app.all.inputP95, entry?.base.all.inputP95),
    [`onscreen_${count}_image_faces`]: entry?.imageFaces ?? null,
    [`baseline_onscreen_${count}_cache_redraws`]: entry?.base.recaches ?? null,
  });
  return keys;
}

/** Keys for one cold-open count (see coldOpen.mjs). */
function coldOpenKeys(count, entry) {
  const p = `cold_open_${count}_`;
  return {
    [`cold_open_${count}_ms`]: entry?.cold.interactive ?? null,
    [`${p}longest_task_ms`]: entry?.cold.longestTask ?? null,
    [`${p}longtasks_over_50`]: entry?.cold.longtasksOver50 ?? null,
    [`${p}listed_ms`]: entry?.cold.listed ?? null,
    [`${p}first_pointer_ms`]: entry?.cold.firstPointer ?? null,
    [`${p}pointer_wait_ms`]: entry?.cold.pointerWaited ?? null,
    [`${p}reload_ms_runs`]: entry?.reloads.map((r) => r.interactive) ?? null,
    [`${p}reload_longest_task_ms`]: entry ? Math.max(...entry.reloads.map((r) => r.longestTask ?? 0)) : null,
    [`${p}import_ms`]: entry?.importMs ?? null,
  };
}

/**
 * Every figure, flat. `parts` holds each section's result (or null/undefined when it did not run):
 * doc, rules, piles, appRun, baseRun, load, peers, fairRoll, big, signaling, onscreen, cold,
 * mapCounters, and the figures other sections will bring (join, assetResume, reactCommits).
 */
export function collectResults(parts, runtimeS) {
  const { doc, history, rules, piles, appRun, baseRun, load, fairRoll, big, signaling, onscreen, cold, mapCounters } = parts;
  const { moves, asset } = parts.peers ?? {};
  const bigApp = big?.app;
  const bigBase = big?.base;
  const results = {
    pieces: pieceCount,
    drag_frame_p50_ms: appRun?.frames.p50,
    drag_frame_p95_ms: appRun?.frames.p95,
    baseline_drag_frame_p50_ms: baseRun?.frames.p50,
    baseline_drag_frame_p95_ms: baseRun?.frames.p95,
    drag_p95_ratio: round(appRun?.frames.p95 / baseRun?.frames.p95, 3),
    load_ms: load?.median,
    // Input → frame during the drag: pointermove event.timeStamp → the end of the frame that first shows a change after it.
    drag_input_p50_ms: appRun?.latency.p50,
    drag_input_p95_ms: appRun?.latency.p95,
    baseline_drag_input_p50_ms: baseRun?.latency.p50,
    baseline_drag_input_p95_ms: baseRun?.latency.p95,
    drag_input_p50_ratio: ratio(appRun?.latency.p50, baseRun?.latency.p50),
    update_bytes_per_move: doc?.update_bytes_per_move ?? null,
    doc_bytes_fresh: doc?.doc_bytes_fresh ?? null,
    doc_bytes_after_10000_moves: doc?.doc_bytes_after_moves ?? null,
    doc_growth_ratio: doc?.doc_growth_ratio ?? null,
    remote_move_p50_ms: moves?.p50,
    remote_move_p95_ms: moves?.p95,
    remote_move_path: moves?.path,
    clock_skew_ms: moves?.skew,
    asset_mb: round(asset?.bytes / 1e6, 1),
    asset_transfer_s: asset?.direct.transferS,
    asset_mb_per_s: asset?.direct.mbPerS,
    relay_asset_mb_per_s: asset?.relay.mbPerS,
    fair_roll_p50_ms: fairRoll?.fair.p50,
    fair_roll_p95_ms: fairRoll?.fair.p95,
    solo_roll_p50_ms: fairRoll?.solo.p50,
    solo_roll_p95_ms: fairRoll?.solo.p95,
    fair_roll_p50_ratio: fairRoll?.p50Ratio,
    fair_roll_p95_ratio: fairRoll?.p95Ratio,
    big_map_px: big?.px ?? null,
    big_map_open_ms: bigApp?.open.median ?? null,
    big_map_rss_mb: bigApp?.open.rss ?? null,
    baseline_big_map_open_ms: bigBase?.open.median ?? null,
    baseline_big_map_rss_mb: bigBase?.open.rss ?? null,
    big_map_pan_p95_ms: bigApp?.zoomPan.drawn.p95 ?? null,
    baseline_big_map_pan_p95_ms: bigBase?.zoomPan.drawn.p95 ?? null,
    // Extra detail, not part of the headline set.
    drag_frames: appRun?.frames.frames,
    drag_idle_frames_p50_ms: appRun?.frames.idle.p50,
    drag_idle_frames_p95_ms: appRun?.frames.idle.p95,
    drag_idle_frames: appRun?.frames.idle.frames,
    drag_frame_max_ms: appRun?.frames.max,
    drag_first_frame_ms: appRun?.frames.first,
    drop_ms: appRun?.frames.dropMs,
    drag_ms_per_move: appRun?.frames.msPerMove,
    baseline_drag_frames: baseRun?.frames.frames,
    baseline_drag_idle_frames_p50_ms: baseRun?.frames.idle.p50,
    baseline_drag_idle_frames_p95_ms: baseRun?.frames.idle.p95,
    baseline_drag_idle_frames: baseRun?.frames.idle.frames,
    baseline_drag_frame_max_ms: baseRun?.frames.max,
    baseline_drag_first_frame_ms: baseRun?.frames.first,
    baseline_drop_ms: baseRun?.frames.dropMs,
    baseline_drag_ms_per_move: baseRun?.frames.msPerMove,
    load_ms_runs: load?.runs,
    load_ms_first_open: load?.firstOpen,
    stored_records_after_loads: load?.stored?.count ?? null,
    stored_bytes_after_loads: load?.stored?.bytes ?? null,
    update_bytes_per_move_no_log: doc?.update_bytes_per_move_no_log,
    log_bytes_per_move: doc?.log_bytes_per_move,
    doc_bytes_after_10000_moves_no_log: doc?.doc_bytes_after_moves_no_log,
    doc_bytes_after_10000_moves_log_cleared: doc?.doc_bytes_after_moves_log_cleared,
    doc_bytes_after_10000_moves_with_undo: doc?.doc_bytes_after_moves_with_undo,
    move_op_ms_mean: doc?.move_op_ms_mean,
    move_op_ms_p95: doc?.move_op_ms_p95,
    remote_moves: moves?.moves,
    remote_move_max_ms: moves?.max,
    remote_move_in_table_p50_ms: moves?.seenP50,
    remote_move_in_table_p95_ms: moves?.seenP95,
    clock_skew_error_ms: moves?.skewError,
    clock_skew_subtracted: moves?.skewApplied,
    asset_join_to_stored_s: asset?.direct.joinS,
    relay_asset_transfer_s: asset?.relay.transferS,
    relay_asset_join_to_stored_s: asset?.relay.joinS,
    fair_rolls: fairRoll?.fair.rolls,
    fair_roll_max_ms: fairRoll?.fair.max,
    fair_roll_dom_p50_ms: fairRoll?.fair.domP50,
    fair_roll_dom_p95_ms: fairRoll?.fair.domP95,
    solo_roll_max_ms: fairRoll?.solo.max,
    solo_roll_dom_p50_ms: fairRoll?.solo.domP50,
    solo_roll_dom_p95_ms: fairRoll?.solo.domP95,
    fair_roll_path: fairRoll?.path,
    big_map_png_mb: big?.pngMb ?? null,
    big_map_draw_png_ms: big?.drawMs ?? null,
    big_map_import_ms: big?.importMs ?? null,
    big_map_open_ms_runs: bigApp?.open.runs ?? null,
    baseline_big_map_open_ms_runs: bigBase?.open.runs ?? null,
    big_map_peak_rss_mb: bigApp?.open.peak ?? null,
    baseline_big_map_peak_rss_mb: bigBase?.open.peak ?? null,
    big_map_js_heap_mb: bigApp?.open.heap ?? null,
    baseline_big_map_js_heap_mb: bigBase?.open.heap ?? null,
    big_map_rss_ratio: big ? round(bigApp.open.rss / bigBase.open.rss, 3) : null,
    big_map_zoomed_rss_mb: bigApp?.zoomRss ?? null,
    baseline_big_map_zoomed_rss_mb: bigBase?.zoomRss ?? null,
    big_map_zoomed_idle_rss_mb: bigApp?.idleRss ?? null,
    big_map_zoom_scale: bigApp?.scale ?? null,
    big_map_tiles_ready_ms: bigApp?.tilesMs ?? null,
    big_map_levels_at_fit: bigApp?.fitLevels ?? null,
    big_map_levels_after_pan: bigApp?.panLevels ?? null,
    big_map_levels_after_idle: bigApp?.idleLevels ?? null,
    big_map_pan_p50_ms: bigApp?.zoomPan.drawn.p50 ?? null,
    big_map_pan_max_ms: bigApp?.zoomPan.drawn.max ?? null,
    big_map_pan_frames: bigApp?.zoomPan.drawn.frames ?? null,
    baseline_big_map_pan_p50_ms: bigBase?.zoomPan.drawn.p50 ?? null,
    baseline_big_map_pan_max_ms: bigBase?.zoomPan.drawn.max ?? null,
    baseline_big_map_pan_frames: bigBase?.zoomPan.drawn.frames ?? null,
    big_map_fit_pan_p50_ms: bigApp?.fitPan.drawn.p50 ?? null,
    big_map_fit_pan_p95_ms: bigApp?.fitPan.drawn.p95 ?? null,
    baseline_big_map_fit_pan_p50_ms: bigBase?.fitPan.drawn.p50 ?? null,
    baseline_big_map_fit_pan_p95_ms: bigBase?.fitPan.drawn.p95 ?? null,
    big_map_pan_input_p95_ms: bigApp?.zoomPan.p95 ?? null,
    baseline_big_map_pan_input_p95_ms: bigBase?.zoomPan.p95 ?? null,
    signaling_rtt_p99_ms_alone: signaling?.alone.p99 ?? null,
    signaling_rtt_p99_ms_abused: signaling?.abused.p99 ?? null,
    signaling_rtt_p99_ratio: signaling?.p99_ratio ?? null,
    signaling_dropped: signaling?.dropped ?? null,
    signaling_server_rss_mb: signaling ? [signaling.server_rss_mb_before, signaling.server_rss_mb_during] : null,
    history_bytes_per_move: history?.historyBytesPerOperation ?? null,
    history_vs_move_bytes: history?.historyVsOperations ?? null,
    replay_open_ms: history?.replayOpenP50Ms ?? null,
    replay_open_vs_table_read: history?.replayOpenVsTableRead ?? null,
    replay_step_ms_p50: history?.replayStepP50Ms ?? null,
    replay_step_ms_p95: history?.replayStepP95Ms ?? null,
    replay_jump_ms_p95: history?.replayJumpP95Ms ?? null,
    seal_60_cards_2_players_p50_ms: piles?.seal2P50Ms ?? null,
    seal_60_cards_2_players_p95_ms: piles?.seal2P95Ms ?? null,
    seal_60_cards_4_players_p50_ms: piles?.seal4P50Ms ?? null,
    seal_60_cards_4_players_p95_ms: piles?.seal4P95Ms ?? null,
    open_shuffle_60_cards_p50_ms: piles?.openShuffleP50Ms ?? null,
    seal_2_players_vs_open_shuffle: piles?.seal2VsOpen ?? null,
    seal_4_players_vs_open_shuffle: piles?.seal4VsOpen ?? null,
    sealed_draw_op_2_players_p50_ms: piles?.drawOp2P50Ms ?? null,
    sealed_draw_to_read_2_players_p50_ms: piles?.drawToRead2P50Ms ?? null,
    rules,
    runtime_s: round(runtimeS, 1),
  };
  Object.assign(results, ...[...new Set([...onscreenKeyCounts, ...Object.keys(onscreen ?? {}).map(Number)])].map((n) => onscreenKeys(n, onscreen?.[n])));
  // The curve's aim: 8,000 counters on screen within 2× of 2,000 (each beside its own baseline above).
  results.onscreen_8000_vs_2000_frame_p95_ratio = ratio(results.onscreen_8000_frame_p95_ms, results.onscreen_2000_frame_p95_ms);
  Object.assign(results, ...[...new Set([...coldOpenKeyCounts, ...Object.keys(cold ?? {}).map(Number)])].map((n) => coldOpenKeys(n, cold?.[n])));
  Object.assign(results, {
    map_counters_px: mapCounters?.px ?? null,
    map_counters_count: mapCounters?.counters ?? null,
    map_counters_rss_mb: mapCounters?.app.rss ?? null,
    baseline_map_counters_rss_mb: mapCounters?.base.rss ?? null,
    map_counters_rss_ratio: ratio(mapCounters?.app.rss, mapCounters?.base.rss),
    map_counters_peak_rss_mb: mapCounters?.app.peak ?? null,
    baseline_map_counters_peak_rss_mb: mapCounters?.base.peak ?? null,
    map_counters_js_heap_mb: mapCounters?.app.heap ?? null,
    baseline_map_counters_js_heap_mb: mapCounters?.base.heap ?? null,
    map_counters_open_ms: mapCounters?.app.median ?? null,
    baseline_map_counters_open_ms: mapCounters?.base.median ?? null,
    join_5000_interactive_ms: parts.join?.interactiveMs ?? null,
    join_5000_longest_task_ms: parts.join?.longestTaskMs ?? null,
    asset_resume_ok: parts.assetResume?.ok ?? null,
    react_commits_per_remote_move: parts.reactCommits?.perMove ?? null,
    components_rendered_per_remote_move: parts.reactCommits?.componentsRenderedPerMove?.mean ?? null,
    remote_move_handling_p50_ms: parts.reactCommits?.updateHandlingMs?.p50 ?? null,
    remote_move_longest_task_max_ms: parts.reactCommits?.longestTaskMs?.max ?? null,
    remote_move_update_bytes: parts.reactCommits?.updateBytesPerMove?.mean ?? null,
    remote_move_update_bytes_no_log: parts.reactCommits?.updateBytesPerMoveWithoutLog?.mean ?? null,
    asset_resume_from_bytes: parts.assetResume?.resumedFromBytes ?? null,
    asset_resume_total_bytes: parts.assetResume?.totalBytes ?? null,
    asset_resume_after_reload_s: parts.assetResume?.afterReloadS ?? null,
    // Every counter selected and dragged (dragAll.mjs), app and baseline page.
    drag_all_2000_input_p95_ms: parts.dragAll?.app.inputP95 ?? null,
    baseline_drag_all_2000_input_p95_ms: parts.dragAll?.baseline.inputP95 ?? null,
    drag_all_2000_input_p95_ratio: parts.dragAll ? ratio(parts.dragAll.app.inputP95, parts.dragAll.baseline.inputP95) : null,
    drag_all_2000_longest_task_ms: parts.dragAll?.app.longestTask ?? null,
    baseline_drag_all_2000_longest_task_ms: parts.dragAll?.baseline.longestTask ?? null,
    drag_all_2000_press_to_settled_ms: parts.dragAll?.app.pressToSettledMs ?? null,
    baseline_drag_all_2000_press_to_settled_ms: parts.dragAll?.baseline.pressToSettledMs ?? null,
    drag_all_2000_press_to_settled_ratio: parts.dragAll ? ratio(parts.dragAll.app.pressToSettledMs, parts.dragAll.baseline.pressToSettledMs) : null,
    // A generated VASSAL module (2,500 pieces, 5,000 × 5,000 map) through Open file… (vassalImport.mjs):
    // file chosen → every piece listed, medians; baseline the same game as a scenario bundle, same input.
    vassal_import_ms: parts.vassal?.app.ms ?? null,
    vassal_import_longest_task_ms: parts.vassal?.app.longestTask ?? null,
    vassal_import_longtasks_over_50: parts.vassal?.app.longtasksOver50 ?? null,
    vassal_import_ms_runs: parts.vassal?.app.runs ?? null,
    baseline_vassal_import_ms: parts.vassal?.base.ms ?? null,
    baseline_vassal_import_longest_task_ms: parts.vassal?.base.longestTask ?? null,
    baseline_vassal_import_ms_runs: parts.vassal?.base.runs ?? null,
    vassal_import_ratio: parts.vassal ? ratio(parts.vassal.app.ms, parts.vassal.base.ms) : null,
    vassal_import_vmod_mb: parts.vassal?.module.vmodMb ?? null,
  });
  // A section that did not run leaves undefined behind; JSON would drop the key, so make it null.
  return Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v === undefined ? null : v]));
}
