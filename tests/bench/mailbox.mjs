/**
 * The mailbox section of `npm run bench` (issue #29): starts a real server here, with its mailbox
 * kept in a scratch folder as `npm start` keeps it, and runs tests/bench/mailboxBench.ts (built for
 * Node with Vite) in a process of its own against it, so client and server do not share a thread.
 * The posting rate limit is lifted for the run (1,200 posts from one address in a minute).
 */
import { execFileSync, execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/serve.mjs';
import { makeScenario } from './scenario.mjs';

/** Builds and runs mailboxBench.ts; returns its figures. */
export async function measureMailbox({ root, out, scenarioFile, log }) {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--ssr', 'tests/bench/mailboxBench.ts', '--outDir', '.bench/ssr-mailbox', '--emptyOutDir', '--config', 'tests/bench/vite.ssr.config.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const imageScenario = join(out, 'scenario-images.json');
  writeFileSync(imageScenario, JSON.stringify(makeScenario(undefined, undefined, { imageShare: 0.4 })));
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-bench-mailbox-'));
  const app = await startServer({ port: 0, host: '127.0.0.1', mailboxDir: dir, mailboxLimits: { postsPerMinute: 100_000 } });
  try {
    const text = await run(process.execPath, [join(out, 'ssr-mailbox/mailboxBench.js'), scenarioFile, `http://127.0.0.1:${app.port}`, imageScenario], root);
    const r = JSON.parse(text.trim().split('\n').pop());
    log(`mailbox: ${r.bytesPerMove}× the update's bytes a move (update ${r.updateBytesP50} B + header ${r.headerBytes} B + seal ${r.sealBytes} B; first format ${r.bytesPerMoveFirstFormat}×), post p95 ${r.postP95Ms} ms (${r.postVsPlainPost}× an unsealed post, ${r.postVsStaticGet}× a static GET), 1,000 moves fetched and applied in ${r.fetchMs} ms (${r.fetchVsDirect}× applying them directly), whole game first post ${r.firstPostBytes} B (with 40 % image faces ${r.withImages?.firstPostBytes} B)`);
    return r;
  } finally {
    app.server.close();
    app.server.closeAllConnections();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs a child process without blocking this one's event loop (the server answers from here). */
function run(file, args, cwd) {
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)));
  });
}

/** The section's keys in results.json. */
export function mailboxKeys(m) {
  return {
    mailbox_post_p95_ms: m?.postP95Ms ?? null,
    mailbox_post_p95_vs_unsealed_post: m?.postVsPlainPost ?? null,
    mailbox_post_p95_vs_static_get: m?.postVsStaticGet ?? null,
    mailbox_fetch_1000_updates_ms: m?.fetchMs ?? null,
    mailbox_fetch_1000_updates_vs_direct_apply: m?.fetchVsDirect ?? null,
    mailbox_bytes_per_move: m?.bytesPerMove ?? null,
    mailbox_bytes_per_move_first_format: m?.bytesPerMoveFirstFormat ?? null,
    mailbox_first_post_bytes_2000_counters: m?.firstPostBytes ?? null,
    mailbox_first_post_bytes_2000_counters_image_faces: m?.withImages?.firstPostBytes ?? null,
  };
}
