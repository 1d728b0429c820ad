/**
 * The summary tables of the issue #11 sections: counters on screen (wheel zoom and pan, app and
 * fair baseline), cold open of a stored game, and the memory of a big map with 2,000 counters.
 */

const pair = (a, b, unit = ' ms') => `${a} / ${b}${unit}`;

/** Prints the tables of the sections that ran (`parts.onscreen`, `parts.cold`, `parts.mapCounters`). */
export function onscreenSummary(results, parts, { log, table }) {
  const r = (key) => results[key];
  if (parts.onscreen) {
    log('\nCounters on screen — whole table in view (fit), 40 % image faces; app / fair baseline (baseline.html), same scene, same inputs');
    const rows = [];
    for (const n of Object.keys(parts.onscreen).map(Number)) {
      const k = `onscreen_${n}_`;
      const b = `baseline_onscreen_${n}_`;
      rows.push(
        [`${n.toLocaleString('en')} counters: frame p95, wheel / pan`, `${pair(r(`${k}wheel_frame_p95_ms`), r(`${b}wheel_frame_p95_ms`))} ; ${pair(r(`${k}pan_frame_p95_ms`), r(`${b}pan_frame_p95_ms`))}  (worse of both ×${r(`${k}frame_p95_ratio`)})`],
        [`${n.toLocaleString('en')} counters: input → frame p50 / p95`, `${pair(r(`${k}input_p50_ms`), r(`${b}input_p50_ms`), '')} ; ${pair(r(`${k}input_p95_ms`), r(`${b}input_p95_ms`))}  (p50 ×${r(`${k}input_p50_ratio`)})`],
        [`${n.toLocaleString('en')} counters: long tasks during steps`, `longest ${pair(r(`${k}longest_task_ms`), r(`${b}longest_task_ms`))}, ${pair(r(`${k}longtasks_over_50`), r(`${b}longtasks_over_50`), '')} over 50 ms; longest frame ${pair(r(`${k}longest_frame_ms`), r(`${b}longest_frame_ms`))}; after the gestures ${pair(r(`${k}after_gesture_longest_task_ms`), r(`${b}after_gesture_longest_task_ms`))}`],
      );
    }
    if (r('onscreen_8000_vs_2000_frame_p95_ratio') !== null) rows.push(['the curve: 8,000 against 2,000 counters', `frame p95 ×${r('onscreen_8000_vs_2000_frame_p95_ratio')}`]);
    log(table(rows));
    log('  One input at a time: 12 wheel notches (6 in, 6 out) at the middle, then a middle-button pan of 80 moves out and back.');
    log('  Frames: from the frame that handled each input to the one that showed it (rAF unthrottled: frame cost). Input → frame:');
    log('  event.timeStamp → end of the frame showing the change it caused (a canvas draw or a DOM change in the table; a response');
    log('  drawn over consecutive frames counts to the last of them). Baseline: cached static layer, culling, drag layer (baseline.html).');
    log('  Long tasks: PerformanceObserver \'longtask\' (0 = none of 50 ms or more); "after the gestures": the half second after each.');
  }
  if (parts.cold) {
    log('\nCold open — a stored game, browser relaunched on its profile: navigation → every counter listed + a frame drawn after');
    log(table(Object.keys(parts.cold).map(Number).map((n) => {
      const k = `cold_open_${n}_`;
      return [`${n.toLocaleString('en')} counters`, `${r(`cold_open_${n}_ms`)} ms (listed at ${r(`${k}listed_ms`)}, first pointer handled ${r(`${k}first_pointer_ms`)} ms after waiting ${r(`${k}pointer_wait_ms`)} ms); longest task ${r(`${k}longest_task_ms`)} ms, ${r(`${k}longtasks_over_50`)} over 50 ms; reloads ${r(`${k}reload_ms_runs`).join(' / ')} ms`];
    })));
  }
  if (parts.mapCounters) {
    log(`\nMemory — ${r('map_counters_px')} map with ${r('map_counters_count')} counters (app) / the plain image alone (baseline page)`);
    log(table([
      ['renderer memory 1.5 s after opening', `${pair(r('map_counters_rss_mb'), r('baseline_map_counters_rss_mb'), ' MB')} (×${r('map_counters_rss_ratio')}); peak ${pair(r('map_counters_peak_rss_mb'), r('baseline_map_counters_peak_rss_mb'), ' MB')}`],
      ['JS heap', pair(r('map_counters_js_heap_mb'), r('baseline_map_counters_js_heap_mb'), ' MB')],
      ['open (navigation → map drawn), median of 3', pair(r('map_counters_open_ms'), r('baseline_map_counters_open_ms'))],
    ]));
  }
}
