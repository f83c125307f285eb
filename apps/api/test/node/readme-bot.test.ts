// The root README's bot (the ```ts bot.ts block of "Bots") runs as written: two copies of it, in
// Node processes of their own as a user runs `node bot.ts`, play each other through `wrangler
// dev` to the game's end, one making the challenge and the other taking it by the id it printed.
// The block imports `@flank/reversi` as an installed package: the temporary folder it runs in has
// a node_modules that links the workspace's package, as `npm install @flank/reversi` would put it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Reversi, init } from '@flank/reversi';
import type { GameView } from '@flank/reversi/online';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Server, stopped, wranglerDev } from '../../bench/servers.ts';
import { apiRoot } from '../../bench/tools.ts';

/** A guard against a hang, not a speed test: a game at level 6 takes seconds on an idle machine. */
const GAME_GUARD_MS = 150_000;

/** The README's bot blocks: exactly one is expected. */
function botBlocks(): string[] {
  const readme = readFileSync(join(apiRoot, '..', '..', 'README.md'), 'utf8');
  return [...readme.matchAll(/```ts bot\.ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

interface Run {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<number | null>;
}

function runBot(folder: string, server: Server, args: string[]): Run {
  const child = spawn(process.execPath, ['bot.ts', ...args], { cwd: folder, env: { ...process.env, FLANK_SERVER: server.origin }, stdio: ['ignore', 'pipe', 'pipe'] });
  const run: Run = { child, stdout: '', stderr: '', exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (run.stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (run.stderr += chunk));
  return run;
}

async function until<T>(what: string, value: () => T | undefined, guardMs: number): Promise<T> {
  const deadline = Date.now() + guardMs;
  for (;;) {
    const found = value();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${guardMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let folder: string;
let server: Server;
const runs: Run[] = [];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'flank-readme-bot-'));
  mkdirSync(join(folder, 'node_modules', '@flank'), { recursive: true });
  const packageRoot = dirname(createRequire(import.meta.url).resolve('@flank/reversi/package.json'));
  symlinkSync(packageRoot, join(folder, 'node_modules', '@flank', 'reversi'));
  server = await wranglerDev({ persistTo: join(folder, 'state') });
  await init({ book: false });
}, 90_000);

afterAll(async () => {
  for (const run of runs) if (run.child.exitCode === null) run.child.kill('SIGKILL');
  if (server !== undefined) await stopped(server);
  rmSync(folder, { recursive: true, force: true });
});

it('has one bot in the README', () => {
  expect(botBlocks()).toHaveLength(1);
});

it(
  'plays two copies of the README bot against each other, to the end of the game, as written',
  async () => {
    writeFileSync(join(folder, 'bot.ts'), botBlocks()[0]!);
    const challenger = runBot(folder, server, []);
    runs.push(challenger);
    const id = await until('the challenger printed its game', () => /#online\/(\w+)/.exec(challenger.stdout)?.[1], 60_000);
    const taker = runBot(folder, server, [id]);
    runs.push(taker);
    const guard = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`the bots did not end within ${GAME_GUARD_MS} ms`)), GAME_GUARD_MS).unref());
    const codes = await Promise.race([Promise.all([challenger.exited, taker.exited]), guard]);
    expect({ codes, challenger: challenger.stderr, taker: taker.stderr }).toEqual({ codes: [0, 0], challenger: '', taker: '' });

    const game = (await (await fetch(`${server.origin}/v1/games/${id}`)).json()) as GameView;
    expect(game.status).toBe('finished');
    expect(game.result?.reason).toBe('score');
    const board = new Reversi(undefined, { rules: game.rules });
    for (const { move } of game.moves) board.move(move === 'pass' ? 'pa' : move);
    expect(board.isGameOver()).toBe(true);
    // Each copy saw its own colour and the same end.
    const colours = [challenger, taker].map((run) => /^playing (black|white):/m.exec(run.stdout)?.[1]);
    expect(colours.sort()).toEqual(['black', 'white']);
    for (const run of [challenger, taker]) expect(run.stdout).toContain(`finished { winner: '${game.result!.winner}', reason: 'score'`);
  },
  GAME_GUARD_MS + 70_000,
);
