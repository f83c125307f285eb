// Flank against native Egaroucid on this machine, one thread each, in interleaved rounds: the
// anchor of issue 56's targets (docs/benchmarks.md).
//
//   tsx bench/native.ts --egaroucid DIR --eval FILE [--task perft|full-width|probcut|ffo|all]
//                       [--rounds N] [--core OTHER.wasm] [--together]
//
// DIR is a source tree of github.com/Nyanyan/Egaroucid (GPL-3.0: kept outside the repository and
// never committed; the project never needs it). The first run compiles bench/native/egaroucid-driver.cpp
// against its src/engine into DIR/bin (about 3 minutes, g++), and again when the driver changes.
// FILE is an evaluation in Egaroucid's egev2 format, gzipped or not: its public tree ships none
// of its own, and the midgame's figures depend on it. Both engines clear their tables before each
// position; Flank's figures are the searching thread's CPU time, Egaroucid's its own thread's.
// --together runs the two at once, Egaroucid's driver in its own process while Flank searches in
// this one (one core each, on this 2-core machine): where the machine's speed drifts from one
// minute to the next, both see the same drift, and their ratio holds better than one after the other.
//   perft       perft(11) from the start
//   full-width  the first 20 XOT openings to depth 10, no pruning (Egaroucid's MPC level 6)
//   probcut     the same to depth 14 with Multi-ProbCut (Flank 1.5, Egaroucid's level 1, 1.55)
//   ffo         FFO #40-#49 solved exactly
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { type AnyBuild, anyBuild } from '../host/any-build';
import { START_BLACK, START_WHITE, loadCore, loadOtherBuild, othelloPosition, playedFromStart, readFfo, readXot, relativeBoard, solveOthello, squareName, thinkOthello } from '../host/load-core';
import { perftOf } from '../host/core-interface';

const TASKS = ['perft', 'full-width', 'probcut', 'ffo'] as const;
type Task = (typeof TASKS)[number];

const { values: args } = parseArgs({
  options: {
    egaroucid: { type: 'string' },
    eval: { type: 'string' },
    task: { type: 'string', default: 'all' },
    rounds: { type: 'string', default: '3' },
    core: { type: 'string' },
    together: { type: 'boolean', default: false },
  },
});
if (!args.egaroucid || !args.eval) throw new Error('bench/native.ts needs --egaroucid DIR (an Egaroucid source tree) and --eval FILE (an egev2 evaluation)');
const tree = resolve(args.egaroucid);
if (!existsSync(join(tree, 'src/engine/engine_all.hpp'))) throw new Error(`--egaroucid ${tree}: no src/engine/engine_all.hpp there, so not an Egaroucid source tree`);
if (!existsSync(args.eval)) throw new Error(`--eval ${args.eval}: no such file`);
const tasks: readonly Task[] = args.task === 'all' ? TASKS : [args.task as Task];
if (!tasks.every((t) => TASKS.includes(t))) throw new Error(`--task ${args.task}: one of ${TASKS.join(', ')} or all`);
const rounds = Number(args.rounds);
const together = args.together;
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds ${args.rounds}: a whole number from 1`);

const work = mkdtempSync(join(tmpdir(), 'flank-native-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
const driverSource = resolve(import.meta.dirname, 'native/egaroucid-driver.cpp');
const driver = join(tree, 'bin/flank-egaroucid-driver');
if (!existsSync(driver) || statSync(driver).mtimeMs < statSync(driverSource).mtimeMs) {
  const flags = ['-O2', '-include', 'algorithm', '-I', join(tree, 'src'), driverSource, '-o', driver, '-march=native', '-mtune=native', '-mfpmath=both', '-pthread', '-std=c++20'];
  console.log(`compiling the driver: g++ ${flags.join(' ')}`);
  execFileSync('g++', flags, { stdio: 'inherit' });
}
let evalFile = resolve(args.eval);
if (evalFile.endsWith('.gz')) {
  evalFile = join(work, 'eval.egev2');
  writeFileSync(evalFile, gunzipSync(readFileSync(args.eval)));
}
const resources = join(tree, 'bin') + '/';

const build: AnyBuild = anyBuild(args.core ? loadOtherBuild(args.core) : loadCore('flank.wasm'));
build.setTableSize(20);

/** A measure of one engine over one task: what it searched and its CPU and wall seconds. */
interface Run {
  nodes: number;
  cpu: number;
  wall: number;
}

const threadCpu = (): number => {
  const used = process.threadCpuUsage();
  return (used.user + used.system) / 1e6;
};

/** Runs `search` under Flank's clocks. */
function timed(search: () => number): Run {
  const cpu = threadCpu();
  const wall = performance.now();
  const nodes = search();
  return { nodes, cpu: threadCpu() - cpu, wall: (performance.now() - wall) / 1000 };
}

/** A position for the driver: its 64 squares a1..h8 with the side to move as X. */
interface Position {
  id: string;
  player: bigint;
  opponent: bigint;
}

function squaresOf({ player, opponent }: Position): string {
  let squares = '';
  for (let i = 0n; i < 64n; i++) squares += (player >> i) & 1n ? 'X' : (opponent >> i) & 1n ? 'O' : '-';
  return squares;
}

/**
 * The driver run with `args`: its output, once it exits. With --together it runs while the caller
 * goes on (Flank's search, synchronous, then awaits it); else before the caller goes on.
 */
function driverOutput(args: string[]): Promise<string> {
  if (!together) return Promise.resolve(execFileSync(driver, args, { encoding: 'utf8', maxBuffer: 1 << 24 }));
  return new Promise((done, fail) => {
    execFile(driver, args, { encoding: 'utf8', maxBuffer: 1 << 24 }, (error, out) => (error ? fail(error) : done(out)));
  });
}

/** The driver's lines "id score move nodes cpu_ms wall_ms" over `positions`, summed. */
function driverRun(mode: string, positions: Position[], extra: string[], check: (id: string, score: number, move: string) => void): Promise<Run> {
  const file = join(work, `${mode}.txt`);
  writeFileSync(file, positions.map((p) => `${p.id} ${squaresOf(p)} X\n`).join(''));
  return driverOutput([mode, resources, evalFile, file, ...extra]).then((out) => summed(out, check));
}

/** The driver's output lines summed, each position's answer checked by `check`. */
function summed(out: string, check: (id: string, score: number, move: string) => void): Run {
  const run = { nodes: 0, cpu: 0, wall: 0 };
  for (const line of out.trim().split('\n')) {
    const [id, score, move, nodes, cpu, wall] = line.split(' ');
    check(id!, Number(score), move!);
    run.nodes += Number(nodes);
    run.cpu += Number(cpu) / 1000;
    run.wall += Number(wall) / 1000;
  }
  return run;
}

const openings: Position[] = readXot()
  .slice(0, 20)
  .map((opening, i) => ({ id: String(i + 1), ...playedFromStart(build.exports, opening) }));
const ffo = readFfo().filter((p) => p.id >= 40 && p.id <= 49);
const ffoPositions: Position[] = ffo.map((p) => ({ id: String(p.id), ...relativeBoard(p.board, p.side) }));
const solvedRight = (id: string, score: number, move: string): void => {
  const p = ffo.find((q) => String(q.id) === id)!;
  if (score !== p.score || !p.bestMoves.includes(move)) throw new Error(`FFO #${id}: ${score} ${move}, where data/ffo.tsv has ${p.score} ${p.bestMoves.join(' ')}`);
};

const PERFT_DEPTH = 11;
const PERFT_LEAVES = 212258800;

/** One round of a task for each engine: Egaroucid's, then Flank's (with --together, at once). */
async function round(task: Task): Promise<{ egaroucid: Run; flank: Run }> {
  if (task === 'perft') {
    const counted = driverOutput(['perft', String(PERFT_DEPTH)]);
    const flank = timed(() => Number(perftOf(build.exports, othelloPosition(START_BLACK, START_WHITE), PERFT_DEPTH, true)));
    const [leaves, cpu, wall] = (await counted).trim().split(' ').slice(1).map(Number);
    if (leaves !== PERFT_LEAVES) throw new Error(`Egaroucid's perft(${PERFT_DEPTH}) counted ${leaves} leaves, not ${PERFT_LEAVES}`);
    if (flank.nodes !== PERFT_LEAVES) throw new Error(`Flank's perft(${PERFT_DEPTH}) counted ${flank.nodes} leaves, not ${PERFT_LEAVES}`);
    return { egaroucid: { nodes: leaves!, cpu: cpu! / 1000, wall: wall! / 1000 }, flank };
  }
  if (task === 'ffo') {
    const egaroucid = driverRun('solve', ffoPositions, [], solvedRight);
    const flank = timed(() =>
      ffoPositions.reduce((nodes, p) => {
        const answer = solveOthello(build.exports, p.player, p.opponent);
        solvedRight(p.id, answer.score, squareName(answer.move));
        return nodes + Number(answer.nodes);
      }, 0),
    );
    return { egaroucid: await egaroucid, flank };
  }
  const [depth, level, t10] = task === 'full-width' ? [10, 6, 0] : [14, 1, 15];
  const egaroucid = driverRun('depth', openings, [String(depth), String(level)], () => {});
  build.setProbcutMargin(t10);
  const flank = timed(() => openings.reduce((nodes, p) => nodes + Number(thinkOthello(build.exports, p.player, p.opponent, depth).nodes), 0));
  build.setProbcutMargin(15);
  return { egaroucid: await egaroucid, flank };
}

const LABELS: Record<Task, string> = {
  perft: `perft(${PERFT_DEPTH}) from the start`,
  'full-width': '20 XOT openings, full width, depth 10',
  probcut: '20 XOT openings, Multi-ProbCut, depth 14',
  ffo: 'FFO #40-#49, exact',
};
const seconds = (r: Run) => `${r.cpu.toFixed(2)} s CPU (${r.wall.toFixed(2)} s wall)`;

// Warm-up: V8 compiles the module with its baseline compiler first and tiers up what runs hot.
perftOf(build.exports, othelloPosition(START_BLACK, START_WHITE), 9, true);
for (const p of openings.slice(0, 5)) thinkOthello(build.exports, p.player, p.opponent, 10);
solveOthello(build.exports, ffoPositions[0]!.player, ffoPositions[0]!.opponent);

console.log(`Flank (${args.core ?? 'this build'}, ${process.version}) against native Egaroucid (${tree}, ${args.eval}), one thread each, ${rounds} interleaved rounds${together ? ', the two at once' : ''}`);
for (const task of tasks) {
  const runs: { egaroucid: Run; flank: Run }[] = [];
  for (let r = 0; r < rounds; r++) {
    const run = await round(task);
    runs.push(run);
    console.log(`${LABELS[task]}, round ${r + 1}: Egaroucid ${run.egaroucid.nodes} nodes in ${seconds(run.egaroucid)}, Flank ${run.flank.nodes} in ${seconds(run.flank)}: ${(run.flank.cpu / run.egaroucid.cpu).toFixed(2)}x the CPU time`);
  }
  const ratios = runs.map((r) => r.flank.cpu / r.egaroucid.cpu).sort((a, b) => a - b);
  const rates = runs.map((r) => r.flank.nodes / r.flank.cpu / (r.egaroucid.nodes / r.egaroucid.cpu)).sort((a, b) => a - b);
  console.log(
    `${LABELS[task]}: Flank takes ${ratios[0]!.toFixed(2)}-${ratios.at(-1)!.toFixed(2)}x Egaroucid's CPU time, at ${rates[0]!.toFixed(2)}-${rates.at(-1)!.toFixed(2)}x its nodes a CPU second`,
  );
}
