/**
 * The human-readable summary `npm run bench` prints before its JSON line: one table of the
 * headline figures, then a table per section (only the sections that ran).
 */
import { onscreenSummary } from './summaryOnscreen.mjs';

function table(rows) {
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n');
}

/** Prints the summary of `results` (results.mjs); `parts` tells which sections ran. */
export function printSummary(results, parts, { profile = false, log = console.log } = {}) {
  const { doc, rules, piles, appRun, baseRun, peers, fairRoll, big, signaling, dragAll } = parts;
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  log('\nSandtable benchmark — 2,000 counters, 6000×4000 map, fit zoom, 5-stack dragged with the real mouse');
  log(table([
    ...(appRun
      ? [
        ['drag frame p50 / p95 / max (app)', `${results.drag_frame_p50_ms} / ${results.drag_frame_p95_ms} / ${results.drag_frame_max_ms} ms  (${results.drag_frames} frames, ${results.drag_ms_per_move} ms per mouse move)`],
        ['drag frame p50 / p95 / max (baseline)', `${results.baseline_drag_frame_p50_ms} / ${results.baseline_drag_frame_p95_ms} / ${results.baseline_drag_frame_max_ms} ms  (${results.baseline_drag_frames} frames, ${results.baseline_drag_ms_per_move} ms per mouse move)`],
        ['idle frames during drag p50 / p95 (app)', `${results.drag_idle_frames_p50_ms} / ${results.drag_idle_frames_p95_ms} ms  (${results.drag_idle_frames} frames)`],
        ['idle frames during drag p50 / p95 (baseline)', `${results.baseline_drag_idle_frames_p50_ms} / ${results.baseline_drag_idle_frames_p95_ms} ms  (${results.baseline_drag_idle_frames} frames)`],
        ['first drag frame, app / baseline (lift)', `${results.drag_first_frame_ms} / ${results.baseline_drag_first_frame_ms} ms`],
        ['drop, app / baseline (release → drawn)', `${results.drop_ms} / ${results.baseline_drop_ms} ms`],
        ['drag p95 ratio (app / baseline)', `${results.drag_p95_ratio}`],
        ['drag input → frame p50 / p95, app / baseline', `${results.drag_input_p50_ms} / ${results.drag_input_p95_ms} ms; ${results.baseline_drag_input_p50_ms} / ${results.baseline_drag_input_p95_ms} ms (p50 ×${results.drag_input_p50_ratio})`],
        ['load (reload → all counters drawn)', `${results.load_ms} ms median of ${results.load_ms_runs.join(', ')}; first open after relaunch ${results.load_ms_first_open} ms`],
        ['game in IndexedDB after those loads', results.stored_records_after_loads === null ? 'n/a' : `${results.stored_records_after_loads} records, ${kb(results.stored_bytes_after_loads)}`],
        ]
      : []),
    ...(dragAll
      ? [
        ['drag all 2,000 (Ctrl+A): move input → frame p95, app / baseline', `${results.drag_all_2000_input_p95_ms} / ${results.baseline_drag_all_2000_input_p95_ms} ms (×${results.drag_all_2000_input_p95_ratio})`],
        ['drag all 2,000: longest task, app / baseline', `${results.drag_all_2000_longest_task_ms} / ${results.baseline_drag_all_2000_longest_task_ms} ms`],
        ['drag all 2,000: press → table settled after the drop', `${results.drag_all_2000_press_to_settled_ms} / ${results.baseline_drag_all_2000_press_to_settled_ms} ms (×${results.drag_all_2000_press_to_settled_ratio})`],
        ]
      : []),
    ...(doc
      ? [
        ['update per move (with / without log line)', `${results.update_bytes_per_move} / ${results.update_bytes_per_move_no_log} bytes`],
        ['document fresh', kb(results.doc_bytes_fresh)],
        ['document after 10,000 moves', `${kb(results.doc_bytes_after_10000_moves)} (×${results.doc_growth_ratio}); no log ${kb(results.doc_bytes_after_10000_moves_no_log)}; log cleared ${kb(results.doc_bytes_after_10000_moves_log_cleared)}; with undo manager ${kb(results.doc_bytes_after_10000_moves_with_undo)}`],
        ['movePieces cost (Node)', `${results.move_op_ms_mean} ms mean, ${results.move_op_ms_p95} ms p95`],
        ]
      : []),
    ...(peers
      ? [
        ['remote move p50 / p95 / max (drop on A → drawn on B)', `${results.remote_move_p50_ms} / ${results.remote_move_p95_ms} / ${results.remote_move_max_ms} ms  (${results.remote_moves} moves, ${results.remote_move_path}; in B's table at ${results.remote_move_in_table_p50_ms} / ${results.remote_move_in_table_p95_ms} ms)`],
        ['clock skew B − A', `${results.clock_skew_ms} ms ±${results.clock_skew_error_ms}${results.clock_skew_subtracted ? ' (subtracted)' : ' (under 2 ms: not subtracted)'}`],
        ['map image to a joiner, direct', `${results.asset_mb} MB, ${results.asset_transfer_s} s after the first piece = ${results.asset_mb_per_s} MB/s; navigation → stored ${results.asset_join_to_stored_s} s`],
        ['map image to a joiner, relay (no WebRTC)', `${results.relay_asset_transfer_s} s after the first piece = ${results.relay_asset_mb_per_s} MB/s; navigation → stored ${results.relay_asset_join_to_stored_s} s`],
        ]
      : []),
    ...(fairRoll
      ? [
        ['fair d6 click → result drawn p50 / p95 / max (with B)', `${results.fair_roll_p50_ms} / ${results.fair_roll_p95_ms} / ${results.fair_roll_max_ms} ms  (${results.fair_rolls} rolls, ${results.fair_roll_path}; in the DOM at ${results.fair_roll_dom_p50_ms} / ${results.fair_roll_dom_p95_ms} ms)`],
        ['d6 click → result drawn p50 / p95 / max (alone)', `${results.solo_roll_p50_ms} / ${results.solo_roll_p95_ms} / ${results.solo_roll_max_ms} ms  (in the DOM at ${results.solo_roll_dom_p50_ms} / ${results.solo_roll_dom_p95_ms} ms); fair / alone ×${results.fair_roll_p50_ratio} p50, ×${results.fair_roll_p95_ratio} p95`],
        ]
      : []),
    ...(big
      ? [
          [`big map ${results.big_map_px}, ${results.big_map_png_mb} MB PNG: open (app / baseline)`, `${results.big_map_open_ms} / ${results.baseline_big_map_open_ms} ms  (runs ${results.big_map_open_ms_runs.join(', ')} / ${results.baseline_big_map_open_ms_runs.join(', ')})`],
          ['big map renderer memory at fit (app / baseline)', `${results.big_map_rss_mb} / ${results.baseline_big_map_rss_mb} MB (×${results.big_map_rss_ratio}); peak while opening ${results.big_map_peak_rss_mb} / ${results.baseline_big_map_peak_rss_mb} MB; JS heap ${results.big_map_js_heap_mb} / ${results.baseline_big_map_js_heap_mb} MB`],
          [`big map memory zoomed to ${results.big_map_zoom_scale} (app / baseline)`, `${results.big_map_zoomed_rss_mb} / ${results.baseline_big_map_zoomed_rss_mb} MB after the pan; app ${results.big_map_zoomed_idle_rss_mb} MB once idle (full image let go)`],
          ['big map pan at 1:1, map frames p50 / p95 (app)', `${results.big_map_pan_p50_ms} / ${results.big_map_pan_p95_ms} ms  (${results.big_map_pan_frames} frames; tiles ready ${results.big_map_tiles_ready_ms} ms after the zoom)`],
          ['big map pan at 1:1, map frames p50 / p95 (baseline)', `${results.baseline_big_map_pan_p50_ms} / ${results.baseline_big_map_pan_p95_ms} ms  (${results.baseline_big_map_pan_frames} frames)`],
          ['big map pan at fit, map frames p50 / p95 (app / baseline)', `${results.big_map_fit_pan_p50_ms} / ${results.big_map_fit_pan_p95_ms} ms; ${results.baseline_big_map_fit_pan_p50_ms} / ${results.baseline_big_map_fit_pan_p95_ms} ms`],
        ]
      : []),
    ...(signaling
      ? [
          ['signaling round trip p50 / p99, alone', `${signaling.alone.p50} / ${signaling.alone.p99} ms`],
          ['… while others flood, read slowly, crowd one address', `${signaling.abused.p50} / ${signaling.abused.p99} ms (p99 ×${signaling.p99_ratio}); ${signaling.abused.answered}/${signaling.abused.sent} answered; dropped ${signaling.dropped.flood} flooders, ${signaling.dropped.slowReader} slow readers, refused ${signaling.dropped.refused} sockets; server RSS ${signaling.server_rss_mb_before} → ${signaling.server_rss_mb_during} MB`],
        ]
      : []),
    ['total runtime', `${results.runtime_s} s`],
  ]));
  if (appRun) {
    log('  A drag frame is the interval after a frame that handled a mouse move (rAF unthrottled, so it is what the frame cost);');
    log('  idle frames are those between moves. "ms per mouse move" is wall time including the CDP round trip of each move.');
  }
  if (peers) {
    log('  Remote moves: A\'s pointerup → start of the first 60 Hz frame on B that has the counter in its new hex (that frame draws it);');
    log('  "in B\'s table": the end of the data-channel message that brought it. Map: "stored" includes B checking the hash and decoding the image.');
  }
  if (fairRoll) {
    log('  Fair dice: A\'s pointerdown on "d6" in the tray → the first 60 Hz frame after the result changed in the tray; alone, then with B at the table.');
  }
  if (big) {
    log('  Big map: open = navigation → the image drawn over the board in the canvas; memory = the page\'s renderer process (VmRSS),');
    log('  1.5 s after opening; map frames = frames that redrew the map while the real mouse dragged it (rAF unthrottled).');
  }
  if (piles) {
    log(`\nSealed piles — a cup of ${piles.cards} counters sealed among the players (Node, copies of the game exchanging updates through the event loop)`);
    log(table([
      ['seal among 2 players p50 / p95', `${piles.seal2P50Ms} / ${piles.seal2P95Ms} ms  (×${piles.seal2VsOpen} an open shuffle)`],
      ['seal among 4 players p50 / p95', `${piles.seal4P50Ms} / ${piles.seal4P95Ms} ms  (×${piles.seal4VsOpen} an open shuffle)`],
      ['open shuffle of the same 60 (baseline) p50', `${piles.openShuffleP50Ms} ms`],
      ['a draw for one player\'s eyes among 2: operation / until the drawer reads it, p50', `${piles.drawOp2P50Ms ?? '–'} / ${piles.drawToRead2P50Ms ?? '–'} ms`],
    ]));
    log('  From the sealer\'s click to every copy holding the sealed cards: every shuffle, every lock with its proofs, every peer');
    log('  checking every record, all on one thread here (in play each browser checks on its own); network trips left out.');
  }
  if (rules) {
    log(`\nRules assistant — ${rules.map} hex map, mixed terrain, ${rules.units} units (Node)`);
    log(table([
      [`reach, allowance ${rules.allowance} (kit / plain BFS)`, `${rules.reachMedianMs} / ${rules.bfsMedianMs} ms median (×${rules.reachVsBfs}); kit p95 ${rules.reachP95Ms} ms; ${rules.reachCellsMedian} / ${rules.bfsCellsMedian} hexes`],
      ['whole-table supply (kit / plain BFS)', `${rules.supplyMedianMs} / ${rules.supplyBfsMedianMs} ms median (×${rules.supplyVsBfs}); enemy zones built in ${rules.zoneBuildMedianMs} ms of it`],
      ['supply found', `${rules.suppliedCells} hexes, ${rules.westUnitsInSupply} of ${rules.westUnits} west units in supply`],
      [`Caporetto movement: reach / drop verdict`, `${rules.caporettoMovementReachMedianMs} / ${rules.caporettoMovementCheckMoveMedianMs} ms median (verdict on a fresh view ${rules.caporettoMovementCheckMoveFreshMedianMs} ms); ${rules.caporettoMovementReachCellsMedian} hexes`],
      [`Caporetto strategic: reach / drop verdict`, `${rules.caporettoStrategicReachMedianMs} / ${rules.caporettoStrategicCheckMoveMedianMs} ms median (verdict on a fresh view ${rules.caporettoStrategicCheckMoveFreshMedianMs} ms); ${rules.caporettoStrategicReachCellsMedian} hexes`],
    ]));
    log('  Reach: terrain costs, roads ½, +1 across rivers, enemy-occupied hexes blocked, stop in enemy ZOC; the BFS floods as many');
    log('  steps from the same hex with no rules. Supply: one flood from the west edge, blocked by enemy units and their ZOC.');
    log(`  Caporetto: the ruleset's reach (a lift) and checkMove (a drop in that reach, same view as the app asks) for ${rules.caporettoMovers} Italian`);
    log(`  divisions clear of enemy zones, each on a fresh view, on this map read with Caporetto's terrain and ${rules.caporettoTowns} towns marked.`);
  }
  onscreenSummary(results, parts, { log, table });
  if (parts.vassal) {
    const m = parts.vassal.module;
    log(`\nVASSAL module import — ${m.pieces} pieces in ${m.stacks} stacks, ${m.mapPx} map (${m.mapPngMb} MB PNG), ${m.images} images, ${m.vmodMb} MB .vmod`);
    log(table([
      ['module → every piece listed, median', `${results.vassal_import_ms} ms  (runs ${results.vassal_import_ms_runs.join(', ')})`],
      ['longest task during it, median', `${results.vassal_import_longest_task_ms} ms  (${results.vassal_import_longtasks_over_50} over 50 ms)`],
      ['same game as a scenario bundle (baseline)', `${results.baseline_vassal_import_ms} ms  (runs ${results.baseline_vassal_import_ms_runs.join(', ')}); longest task ${results.baseline_vassal_import_longest_task_ms} ms`],
      ['module / bundle', `×${results.vassal_import_ratio}`],
    ]));
    log('  Both chosen in the home screen\'s Open file… input; timed from its change event to window.sandtable.listPieces() listing every piece.');
    if (parts.vassal.profile) {
      log('  Top self time during one more module import (.bench/vassal-import.cpuprofile; minified names, bundle:line:column):');
      log(table(parts.vassal.profile.hot.map((h) => [`${h.fn} ${h.at}`, `${h.selfMs} ms`])));
    }
  }
  if (profile && appRun && baseRun) {
    for (const [name, run] of [['app', appRun], ['baseline', baseRun]]) {
      log(`\nTop self time during the ${name} drag (.bench/${name}-drag.cpuprofile):`);
      log(table(run.top.map((f) => [f.name, `${f.ms} ms  ${f.share}`])));
    }
  }
}
