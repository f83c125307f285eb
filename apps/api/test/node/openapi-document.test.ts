// /openapi.json as standard tools take it, from the Worker as a deploy bundles it
// (worker-document.ts): Redocly's linter finds nothing to say (no error, no warning), every
// operation is named for generated clients, and the client types kept in test/openapi-types.ts are
// the ones openapi-typescript generates from it now. Runs in Node (vitest.node.config.ts).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { OpenAPI3, OperationObject } from 'openapi-typescript';
import { beforeAll, expect, it } from 'vitest';
import { apiRoot } from '../../bench/tools.ts';
import { CLIENT_TYPES, clientTypes, workerDocument } from './worker-document.ts';

const REDOCLY = join(apiRoot, 'node_modules', '.bin', 'redocly');
/** No telemetry and no update check: the linter runs where nothing outside the machine can be reached. */
const REDOCLY_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

let document: OpenAPI3;
beforeAll(async () => {
  document = await workerDocument();
}, 120_000);

/** Every operation of the document, with its method and path. */
const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, OperationObject>).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );

it('lints clean with Redocly’s recommended rules (redocly.yaml): no error, no warning', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'flank-openapi-'));
  try {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    // The linter exits 1 on an error; its JSON report is on stdout either way.
    const stdout = await promisify(execFile)(REDOCLY, ['lint', file, '--format=json'], { cwd: apiRoot, env: REDOCLY_ENV }).then(
      (result) => result.stdout,
      (error: { stdout?: string; stderr?: string }) => error.stdout || `{"problems": ["${error.stderr}"]}`,
    );
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
    expect(report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

it('names every operation with a stable camelCase operationId, declares the API open, and documents a 2XX (a WebSocket’s 101) and a 4XX of each', () => {
  const named = operations().map(({ method, path, operation }) => `${method} ${path} ${operation.operationId}`);
  expect(named.sort()).toEqual(
    [
      'POST /v1/moves getLegalMoves',
      'GET /v1/moves getLegalMovesByQuery',
      'POST /v1/play playMoves',
      'POST /v1/best-move getBestMove',
      'GET /v1/best-move getBestMoveByQuery',
      'POST /v1/analyze analyzeMoves',
      'GET /v1/analyze analyzeMovesByQuery',
      'POST /v1/solve solvePosition',
      'GET /v1/board.svg getBoardSvg',
      'GET /health getHealth',
      'POST /v1/players createPlayer',
      'GET /v1/players/{id} getPlayer',
      'GET /v1/games listFinishedGames',
      'POST /v1/games createGame',
      'POST /v1/games/{id}/seat takeSeat',
      'GET /v1/games/{id} getGame',
      'GET /v1/games/{id}/socket openGameSocket',
      'GET /v1/lobby getLobby',
      'GET /v1/lobby/socket openLobbySocket',
    ].sort(),
  );
  expect(document.security).toEqual([]);
  for (const { method, path, operation } of operations()) {
    const statuses = Object.keys(operation.responses ?? {});
    expect(statuses.some((status) => /^4(\d\d|XX)$/.test(status)), `${method} ${path}`).toBe(true);
    // Redocly's operation-2xx-response, which redocly.yaml turns off for the WebSocket routes' 101.
    expect(statuses.some((status) => /^2(\d\d|XX)$/.test(status)) || statuses.includes('101'), `${method} ${path}`).toBe(true);
  }
});

it('gives the client types that test/openapi-types.ts holds (`pnpm run openapi:types` writes them)', async () => {
  expect(readFileSync(CLIENT_TYPES, 'utf8'), 'test/openapi-types.ts is stale: run `npx -y pnpm@10.34.9 --filter @flank/api run openapi:types`').toBe(
    await clientTypes(document),
  );
});
