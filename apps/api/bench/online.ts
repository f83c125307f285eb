// `pnpm bench` (apps/api), third part: online play under load. GAMES games at once on loopback
// against `wrangler dev` (its state in a temporary --persist-to folder; MAX_OPEN_GAMES raised, as
// one client address holds them all), both sides bots (bench/seat-bot.ts) that move MOVE_DELAY_MS
// after their turn's state came, timed games (5+3). It prints each move's round trip (sent -> the
// mover's own socket hears the state holding it: the object stores the move first), the errors
// (error messages, sockets closed mid-game, games not over in time), the moves lost (acknowledged
// to a bot, and not at their ply in `GET /v1/games/{id}` at the end), the RSS and CPU time of
// wrangler dev's workerd processes and of the bench itself, and the load average (what else ran).
// Then the same on the deploy bundle in a bare workerd (objects stored on disk), the runtime a
// deployment runs: it has no D1, so each finished game's keep fails there and says so on the
// console (its object would try again later). One round on each after a warm-up game, given up
// after DEADLINE_MS.
//   tsx bench/online.ts [--games 200] [--move-ms 100] [--profile FILE]
// --profile: V8's profile of the Worker's isolate over the games, written to FILE, its hottest
// functions printed (the profiler's own cost slows the games: the figures of such a run are not
// the bench's).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { init } from '@flank/reversi';
import type { GameView } from '@flank/reversi/online';
import { type CpuProfile, printHottest, profileIsolate } from './isolate-profile.ts';
import { cpuSeconds, listenerOf, processTree, residentBytes, workerdProcesses } from './cpu.ts';
import { SeatBot } from './seat-bot.ts';
import { seatedGame } from './seated-game.ts';
import { buildBundle } from './bundle.ts';
import { type Server, bareWorkerd, benchMain, stopped, wranglerDev } from './servers.ts';

const DEADLINE_MS = 8 * 60_000;
/** How long the games may take once they begin: about 60 moves of MOVE_DELAY_MS each, many times over. */
const PLAY_GUARD_MS = 3 * 60_000;
const CLOCK = { initialMs: 300_000, incrementMs: 3_000 };
/** Games made (and, at the end, read back) at once. */
const REQUESTS_AT_ONCE = 8;
/** The var MAX_OPEN_GAMES for the run: every game comes from one address. */
const MAX_OPEN_GAMES = 1000;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} takes a whole number, got ${JSON.stringify(process.argv[at + 1])}`);
  return value;
}

const profileFile = process.argv.includes('--profile') ? process.argv[process.argv.indexOf('--profile') + 1] : undefined;
if (profileFile === undefined && process.argv.includes('--profile')) throw new Error('--profile takes a file to write the profile to');
const GAMES = option('--games', 200);
const MOVE_DELAY_MS = option('--move-ms', 100);
if (GAMES < 1 || GAMES > MAX_OPEN_GAMES / 2) throw new Error(`--games runs from 1 to ${MAX_OPEN_GAMES / 2}`);

const running: Server[] = [];

/** Runs `work` over `items`, `atOnce` at a time, in order. */
async function pooled<T, R>(items: T[], atOnce: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms / 1000} s`)), ms).unref())]);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Games with both seats taken, each seat a bot; none moves before `begin()`. */
async function botGames(server: Server, count: number, moveDelayMs: number): Promise<{ ids: string[]; bots: SeatBot[] }> {
  const games = await pooled(Array.from({ length: count }), REQUESTS_AT_ONCE, () => seatedGame(server.origin, { rules: 'othello', clock: CLOCK, open: false }));
  const bots = games.flatMap(({ id, black, white }, index) =>
    [black, white].map((seat, side) => new SeatBot({ origin: server.origin, gameId: id, secret: seat.secret, moveDelayMs, seed: index * 2 + side })),
  );
  await within(Promise.all(bots.map((bot) => bot.joined)), 60_000, `${bots.length} sockets joined`);
  return { ids: games.map((game) => game.id), bots };
}

/** The largest RSS each process reached while `work` ran, sampled every 100 ms. */
async function peakRss<T>(pids: number[], work: Promise<T>): Promise<{ result: T; peaks: Map<number, number> }> {
  const peaks = new Map(pids.map((pid) => [pid, residentBytes(pid)]));
  const sample = setInterval(() => pids.forEach((pid) => peaks.set(pid, Math.max(peaks.get(pid)!, residentBytes(pid)))), 100);
  try {
    return { result: await work, peaks };
  } finally {
    clearInterval(sample);
  }
}

/** One round on `server`: a warm-up game, then GAMES games at once, and what they cost. */
async function round(server: Server, title: string): Promise<void> {
  const root = server.process.pid!;
  const workerd = workerdProcesses(root);
  // wrangler dev runs two workerd: its proxy, which takes the connections, and the Worker's.
  const proxy = workerd.length > 1 ? listenerOf(Number(new URL(server.origin).port), workerd) : null;
  const worker = workerd.filter((pid) => pid !== proxy);
  const wrangler = processTree(root).filter((pid) => !workerd.includes(pid));
  console.log(`\nonline play on ${title} (${server.origin}), MAX_OPEN_GAMES ${MAX_OPEN_GAMES}; load average at the start ${loadAverage()}`);

  // Warm-up: one game played through, unmeasured (the objects' isolate loads the engine, V8 compiles the hot code).
  const warm = await botGames(server, 1, 0);
  warm.bots.forEach((bot) => bot.begin());
  await within(Promise.all(warm.bots.map((bot) => bot.done)), 60_000, 'the warm-up game');

  const madeAt = performance.now();
  const { ids, bots } = await botGames(server, GAMES, MOVE_DELAY_MS);
  console.log(`  ${GAMES} games made and ${bots.length} sockets joined in ${((performance.now() - madeAt) / 1000).toFixed(1)} s`);
  const rssBefore = new Map(workerd.map((pid) => [pid, residentBytes(pid)]));
  const cpuBefore = { worker: cpuSeconds(worker), proxy: cpuSeconds(proxy === null ? [] : [proxy]), wrangler: cpuSeconds(wrangler), bench: process.cpuUsage() };
  const stopProfile = profileFile === undefined || server.inspector === undefined ? null : await profileIsolate(server);
  const startedAt = performance.now();
  bots.forEach((bot) => bot.begin());
  const ends = bots.map((bot) => within(bot.done, PLAY_GUARD_MS, 'a game'));
  const { peaks } = await peakRss(workerd, Promise.allSettled(ends));
  const wallSeconds = (performance.now() - startedAt) / 1000;
  const bench = process.cpuUsage(cpuBefore.bench);
  const cpu = {
    worker: cpuSeconds(worker) - cpuBefore.worker,
    proxy: cpuSeconds(proxy === null ? [] : [proxy]) - cpuBefore.proxy,
    wrangler: cpuSeconds(wrangler) - cpuBefore.wrangler,
    bench: (bench.user + bench.system) / 1e6,
  };
  const loadAtEnd = loadAverage();
  const profile: CpuProfile | null = stopProfile === null ? null : await stopProfile();
  bots.forEach((bot) => bot.close());

  // What each game holds at the end, against what its bots saw acknowledged.
  const stored = await pooled(ids, REQUESTS_AT_ONCE, async (id) => (await (await fetch(`${server.origin}/v1/games/${id}`)).json()) as GameView);
  let acknowledged = 0;
  let lost = 0;
  const roundTrips: number[] = [];
  for (const [index, bot] of bots.entries()) {
    const game = stored[Math.floor(index / 2)]!;
    for (const sent of bot.sent.values()) {
      if (sent.ackedAt === null) continue;
      acknowledged++;
      roundTrips.push(sent.ackedAt - sent.sentAt);
      if (game.moves[sent.ply]?.move !== sent.move || game.moves[sent.ply]?.color !== bot.color) lost++;
    }
  }
  roundTrips.sort((a, b) => a - b);
  const messages = bots.reduce((sum, bot) => sum + bot.errors.length, 0);
  const closes = bots.reduce((sum, bot) => sum + bot.closes, 0);
  const unfinished = stored.filter((game) => game.status !== 'finished').length;
  const sentAgain = bots.reduce((sum, bot) => sum + bot.unacknowledged.length, 0);
  const moves = stored.reduce((sum, game) => sum + game.moves.length, 0);

  console.log(`  ${GAMES} games at once, both sides bots moving ${MOVE_DELAY_MS} ms after their turn came (othello, ${CLOCK.initialMs / 60_000}+${CLOCK.incrementMs / 1000}):`);
  console.log(`    ${moves} plies (${acknowledged} moves sent and acknowledged, the rest forced passes) in ${wallSeconds.toFixed(1)} s wall, ${(acknowledged / wallSeconds).toFixed(0)} moves/s`);
  console.log(`    round trip (move sent -> the mover's socket has the state with it): p50 ${quantile(roundTrips, 0.5)} ms, p90 ${quantile(roundTrips, 0.9)} ms, p99 ${quantile(roundTrips, 0.99)} ms, max ${roundTrips.at(-1)} ms`);
  console.log(`    errors: ${messages + closes + unfinished} (${messages} error messages, ${closes} sockets closed mid-game, ${unfinished} games not finished); moves lost: ${lost}; moves sent again: ${sentAgain}`);
  for (const [title, pid] of [...worker.map((pid) => ['workerd, the Worker', pid] as const), ...(proxy === null ? [] : [['workerd, wrangler dev\u2019s proxy', proxy] as const])]) {
    console.log(`    ${title} (pid ${pid}): RSS ${mib(rssBefore.get(pid)!)} before the games, peak ${mib(peaks.get(pid)!)}, ${mib(residentBytes(pid))} after`);
  }
  const others = proxy === null ? '' : `, workerd (proxy) ${cpu.proxy.toFixed(1)} s, wrangler's Node ${cpu.wrangler.toFixed(1)} s`;
  console.log(
    `    CPU over the games: workerd (the Worker) ${cpu.worker.toFixed(1)} s (${((cpu.worker * 1000) / acknowledged).toFixed(2)} ms a move)${others}, ` +
      `this bench's ${bots.length} bots ${cpu.bench.toFixed(1)} s`,
  );
  console.log(`    load average at the end ${loadAtEnd}`);
  if (profile !== null) printHottest(profile, 25, profileFile);
}

async function main(): Promise<void> {
  await init({ book: false });
  const persistTo = mkdtempSync(join(tmpdir(), 'flank-online-bench-'));
  const outdir = mkdtempSync(join(tmpdir(), 'flank-api-bundle-'));
  try {
    const dev = await wranglerDev({ persistTo, vars: { MAX_OPEN_GAMES } });
    running.push(dev);
    const { limits } = (await (await fetch(`${dev.origin}/health`)).json()) as { limits: { maxLevel: number; maxNodes: number; defaultNodes: number } };
    await round(dev, 'wrangler dev');
    await stopped(dev);

    // The bundle a deploy uploads, in a bare workerd with its objects' storage on disk: the runtime
    // a deployment runs, without wrangler dev's proxy and tools.
    await buildBundle(outdir);
    const vars = { MAX_LEVEL: limits.maxLevel, MAX_NODES: limits.maxNodes, DEFAULT_NODES: limits.defaultNodes, MAX_OPEN_GAMES };
    const bare = await bareWorkerd(outdir, vars, join(persistTo, 'bare'));
    running.push(bare);
    await round(bare, 'workerd serving the bundle');
    await stopped(bare);
  } finally {
    rmSync(persistTo, { recursive: true, force: true });
    rmSync(outdir, { recursive: true, force: true });
  }
}

benchMain(main, running, DEADLINE_MS);
