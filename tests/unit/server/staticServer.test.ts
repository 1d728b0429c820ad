import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';

const here = resolve(__dirname, '../../..');
let scratch: string;
let server: ChildProcess;
let port: number;

/** A GET with the path sent exactly as written (no client-side normalisation of `..`). */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'sandtable-serve-'));
  mkdirSync(join(scratch, 'dist'));
  mkdirSync(join(scratch, 'dist-private'));
  writeFileSync(join(scratch, 'dist', 'index.html'), '<title>app</title>');
  writeFileSync(join(scratch, 'dist-private', 'secret.txt'), 'not for you');
  server = spawn(process.execPath, ['server/serve.mjs'], { cwd: here, env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SANDTABLE_DIST: join(scratch, 'dist') } });
  port = await new Promise<number>((done, fail) => {
    let out = '';
    server.stdout!.on('data', (d) => {
      out += d;
      const m = /:(\d+)\//.exec(out);
      if (m) done(Number(m[1]));
    });
    server.on('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
});

afterAll(() => {
  server.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

describe('the static server', () => {
  it('serves the app from its folder', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: '<title>app</title>' });
  });

  it('refuses a sibling folder whose name starts like its own', async () => {
    const escaped = await get('/..%2fdist-private%2fsecret.txt');
    expect(escaped.status).toBe(404);
    expect(escaped.body).not.toContain('not for you');
    expect((await get('/%2e%2e/dist-private/secret.txt')).body).not.toContain('not for you');
  });

  it('stops on SIGTERM even while a player is connected', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/signal`);
    ws.on('error', () => undefined);
    await new Promise((r) => ws.on('open', r));
    const keptAlive = request({ host: '127.0.0.1', port, path: '/', agent: false, headers: { connection: 'keep-alive' } });
    keptAlive.on('error', () => undefined);
    keptAlive.end();
    const exited = new Promise<number | null>((r) => server.on('exit', (code) => r(code)));
    const closed = new Promise((r) => ws.on('close', r));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    await closed;
  });
});
