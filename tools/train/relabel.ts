// pnpm relabel: the exact solver's verdict on every WTHOR game's ending, for training targets free
// of the players' late mistakes. Each game's positions from EXACT_EMPTIES empties on are solved
// exactly, one after another on one table (each is a subtree of the one before: about 12 ms a
// game); every earlier position is labelled with the exact score of a solved position an even
// number of plies later (the game's first or second solved one), that is, the result had both
// sides played perfectly from there, after as many of the players' own moves on each side.
//
//   pnpm relabel [--workers N] [--keep]      --keep: nothing to do when the labels are there
//
// Writes tools/train/.data/labels.bin (git-ignored), which `pnpm train` (the linear weights) uses.
// The network learns from the corpus instead (generate.ts), whose WTHOR run labels the same games
// by search and solver.

import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCore, solveOthello } from '@flank/engine/host/load-core';
import { emptiesOf } from './features.ts';
import { type Game, bitboards, readGames, replay } from './games.ts';
import { LABELS_PATH, readLabels, writeLabels } from './labels.ts';
import { type CoreExports, START } from '@flank/engine/host/core-interface';

/** From this many empties every position is solved; a game costs about 12 ms at 16, 60 ms at 18. */
export const EXACT_EMPTIES = 16;
/** 2^18 entries of 32 bytes (8 MiB): ample for solves at 16 empties. */
const TABLE_BITS = 18;

/** One array of the arrays' labels, in order. */
function concat(parts: readonly Int8Array[]): Int8Array {
  const all = new Int8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return all;
}

/** The labels of one game's replayed positions, in order, from each position's mover's view. */
function labelGame(core: CoreExports, game: Game): Int8Array {
  const positions: { player: bigint; opponent: bigint; empties: number; target: number; blackToMove: boolean }[] = [];
  replay(core, game, (p) => positions.push({ ...bitboards(p), empties: emptiesOf(p), target: p.target, blackToMove: p.blackToMove }));
  const labels = new Int8Array(positions.length);
  // One table for the game's solves: only the first starts afresh.
  let start: number = START.FRESH;
  positions.forEach(({ player, opponent, empties }, i) => {
    if (empties > EXACT_EMPTIES) return;
    labels[i] = solveOthello(core, player, opponent, { start }).score;
    start = START.CONTINUE;
  });
  const first = positions.findIndex(({ empties }) => empties <= EXACT_EMPTIES);
  // A game that ends before EXACT_EMPTIES keeps its final result, which is exact too.
  if (first < 0) return labels.map((_, i) => positions[i]!.target);
  // Black's view of the exact score at position `at`: a solved position's, or one past the last
  // position, the final result.
  const blackScore = (at: number) => {
    if (at === positions.length) return positions[0]!.target; // black moves first
    return positions[at]!.blackToMove ? labels[at]! : -labels[at]!;
  };
  for (let i = 0; i < first; i++) {
    // An odd number of plies would give the mover one more of the game's moves than the opponent,
    // each losing something on average: so anchored, the evaluation came out 3.1 and 3.3 discs too
    // low at 21 and 23 empties (bench/strength.ts's exact positions), against 0.8 to 2.0 at 20, 22
    // and 24.
    const anchor = blackScore((first - i) % 2 === 0 ? first : first + 1);
    labels[i] = positions[i]!.blackToMove ? anchor : -anchor;
  }
  return labels;
}

/** A worker process: labels games [from, to) and writes their labels, concatenated, to `file`. */
function runShard(from: number, to: number, file: string): void {
  const games = readGames().slice(from, to);
  const core = loadCore();
  core.setTableSize(TABLE_BITS);
  const parts = games.map((game, i) => {
    if (i % 5000 === 4999) console.log(`  games ${from}-${to}: ${i + 1} done`);
    return labelGame(core, game);
  });
  writeFileSync(file, concat(parts));
}

function runWorker(from: number, to: number, file: string): Promise<void> {
  // tsx's loader is in execArgv, so the child runs this same .ts file.
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, '--shard', `${from}:${to}:${file}`], {
    stdio: 'inherit',
  });
  return new Promise((done, fail) =>
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`games ${from}-${to}: worker exited with ${code}`)))),
  );
}

const { values: args } = parseArgs({
  options: {
    workers: { type: 'string', default: String(availableParallelism()) },
    keep: { type: 'boolean', default: false },
    shard: { type: 'string' },
  },
});
const outPath = LABELS_PATH;

if (args.shard !== undefined) {
  const [from, to, file] = args.shard.split(':');
  runShard(Number(from), Number(to), file!);
} else if (args.keep && readLabels(readGames().length, outPath) !== undefined) {
  console.log(`${outPath} is there: kept`);
} else {
  const workers = Number(args.workers);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`--workers ${args.workers}: a positive integer, please`);
  const started = performance.now();
  const count = readGames().length;
  mkdirSync(dirname(outPath), { recursive: true });
  const shards = Array.from({ length: workers }, (_, w) => {
    const from = Math.floor((count * w) / workers);
    const to = Math.floor((count * (w + 1)) / workers);
    return { from, to, file: `${outPath}.${w}` };
  });
  console.log(`relabelling ${count} games: every position from ${EXACT_EMPTIES} empties solved, ${workers} workers`);
  await Promise.all(shards.map(({ from, to, file }) => runWorker(from, to, file)));
  const labels = concat(shards.map(({ file }) => {
    const bytes = readFileSync(file);
    return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  }));
  writeFileSync(outPath, writeLabels(count, labels));
  for (const { file } of shards) rmSync(file);
  console.log(`wrote ${outPath}: ${labels.length} labels in ${((performance.now() - started) / 60000).toFixed(1)} min`);
}
