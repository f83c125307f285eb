// `pnpm dev` (the package's `dev` script, as written) serves the Worker with nothing to say about
// the network: no metrics, no update check, and no fetch of `Request.cf`'s data, which printed
// `getaddrinfo ENOTFOUND workers.cloudflare.com` twice on a machine that cannot reach it. It
// applies the D1 migrations to the local database first, asking nothing, so that the one command
// serves the routes that read D1 too.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../../bench/servers.ts';
import { apiRoot } from '../../bench/tools.ts';

const { scripts } = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

it('serves the Worker quietly, its local database migrated: no metrics, update check or Request.cf fetch reaches for the network', async () => {
  const [port, inspector] = [await freePort(), await freePort()];
  // A database of its own, under a temporary folder: the developer's under .wrangler/state stays as it is.
  const state = mkdtempSync(join(tmpdir(), 'flank-dev-state-'));
  const command = `${scripts.dev!.replace('apply DB --local', `apply DB --local --persist-to ${state}`)} --port ${port} --inspector-port ${inspector} --show-interactive-dev-session=false --persist-to ${state}`;
  expect(command).toContain(`--persist-to ${state} <`);
  // As pnpm runs a script: a shell, the package's bins first on the PATH. Not NODE_ENV=test, which
  // vitest sets and under which miniflare never fetches Request.cf's data.
  const { NODE_ENV: _test, ...outside } = process.env;
  const env = { ...outside, PATH: `${join(apiRoot, 'node_modules', '.bin')}:${process.env.PATH}` };
  const child = spawn('sh', ['-c', command], { cwd: apiRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let printed = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  try {
    let status = 0;
    for (let tries = 0; tries < 900 && status !== 200 && child.exitCode === null; tries++) {
      status = await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.status,
        () => 0,
      );
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status, printed).toBe(200);
    // The tables are there: the finished games' list reads them.
    const games = await fetch(`http://127.0.0.1:${port}/v1/games`);
    expect(games.status, await games.clone().text()).toBe(200);
    expect(await games.json()).toEqual({ games: [], next: null });
    expect(printed).toMatch(/0001_online\.sql/);
    // The cf data is fetched as the server starts: it has had its chance by the first answer.
    expect(printed).not.toMatch(/ENOTFOUND|Unable to fetch|update available/);
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    rmSync(state, { recursive: true, force: true });
  }
});
