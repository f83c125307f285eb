// pnpm generate: training positions labelled by Flank's own search, in volume. Games come from two
// sources: self-play from the XOT openings (with a random move now and then above RANDOM_ABOVE
// empties, for variety) and the WTHOR games. Every position of a game is labelled: exactly from
// `--exact` empties (one solve after another on one table: each is a subtree of the one before),
// above by a midgame search of `--depth` plies (Multi-ProbCut as in play, exact solving inside the
// search from `--exact` empties).
//
//   pnpm generate [--source selfplay|wthor] [--games N] [--from K] [--depth D] [--exact E]
//                 [--play-depth P] [--seed S] [--first-opening F] [--evaluation network|linear]
//                 [--workers W]
//
// The search plays and labels with one of the shipped evaluations (the network by default); the
// run's folder names any other (runs of 2026-11-22 and before used the linear weights). Self-play
// game i opens with XOT opening F + i (cycling through those from F on): by default from 1,001 on,
// as the benchmark matches play the first 300 (runs before 2026-11-23 started at opening 1).
//
// Work goes in chunks of CHUNK games, each written to its own file once done (generated.ts says
// where and how): a run that stops keeps its finished chunks, and the same command resumes with
// the rest. Each game depends only on the seed and its index, so a chunk is the same bytes
// whichever worker makes it, and when.

import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { CoreExports } from '../../packages/engine/host/core-interface.ts';
import { RULES } from '../../packages/engine/host/core-interface.ts';
import { weightsKind } from '../../packages/engine/host/eval-weights.ts';
import { START_BLACK, START_WHITE, loadCore, readXot, solveOthello, thinkOthello } from '../../packages/engine/host/load-core.ts';
import { popcount64, readGames, squareAt } from './games.ts';
import { inChunkWorkers } from './chunk-workers.ts';
import { EXACT_DEPTH, GENERATED, type Generated, chunkBytes } from './generated.ts';
import { seeded } from './random.ts';

/** Games per chunk file. */
const CHUNK = 100;
/** Self-play plays a random move one time in RANDOM_ONE_IN above this many empties. */
const RANDOM_ABOVE = 20;
const RANDOM_ONE_IN = 8;
/** 2^20 entries of 32 bytes (32 MiB). */
const TABLE_BITS = 20;

export interface Settings {
  source: 'selfplay' | 'wthor';
  depth: number;
  exact: number;
  playDepth: number;
  seed: number;
  /** The first XOT opening self-play uses, 0-based. */
  firstOpening: number;
  evaluation: 'network' | 'linear';
}

/** The run's folder: one per source and settings, so that chunks of other settings never mix. */
const runFolder = (s: Settings) =>
  join(
    GENERATED,
    (s.source === 'wthor' ? `wthor-d${s.depth}-e${s.exact}` : `selfplay-d${s.depth}-e${s.exact}-p${s.playDepth}-s${s.seed}`) +
      (s.source === 'selfplay' && s.firstOpening !== 0 ? `-o${s.firstOpening}` : '') +
      (s.evaluation === 'network' ? '-net' : ''),
  );

const chunkFile = (s: Settings, chunk: number) => join(runFolder(s), `chunk-${String(chunk).padStart(6, '0')}.bin`);

type Board = Pick<Generated, 'player' | 'opponent'>;

const emptiesOf = ({ player, opponent }: Board) => 64 - popcount64(player | opponent);

function after(core: CoreExports, { player, opponent }: Board, square: number): Board {
  const flipped = core.flips(RULES.OTHELLO, player, opponent, square);
  return { player: opponent & ~flipped, opponent: player | flipped | (1n << BigInt(square)) };
}

/**
 * The positions of a game, each before a move (a side with no move passes at once, unrecorded: its
 * position is the other side's, negated), until the end.
 */
function selfPlayGame(core: CoreExports, index: number, settings: Settings, openings: string[]): Board[] {
  const next = seeded(Math.imul(settings.seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b));
  const opening = openings[settings.firstOpening + (index % (openings.length - settings.firstOpening))]!;
  let board: Board = { player: START_BLACK, opponent: START_WHITE };
  for (let i = 0; i < opening.length; i += 2) board = after(core, board, squareAt(opening, i));
  const positions: Board[] = [];
  for (;;) {
    let moves = BigInt.asUintN(64, core.moves(RULES.OTHELLO, board.player, board.opponent, 64));
    if (moves === 0n) {
      if (core.moves(RULES.OTHELLO, board.opponent, board.player, 64) === 0n) return positions;
      board = { player: board.opponent, opponent: board.player };
      moves = BigInt.asUintN(64, core.moves(RULES.OTHELLO, board.player, board.opponent, 64));
    }
    positions.push(board);
    let square: number;
    if (emptiesOf(board) > RANDOM_ABOVE && next() * RANDOM_ONE_IN < 1) {
      const squares: number[] = [];
      for (let s = 0; s < 64; s++) if ((moves >> BigInt(s)) & 1n) squares.push(s);
      square = squares[Math.floor(next() * squares.length)]!;
    } else {
      core.limits(0n, 0);
      thinkOthello(core, board.player, board.opponent, settings.playDepth, settings.playDepth * 2);
      square = core.resultMove();
    }
    board = after(core, board, square);
  }
}

/** The positions of a WTHOR game, each before a move, passes skipped as in self-play. */
function wthorGame(core: CoreExports, moves: string): Board[] {
  let board: Board = { player: START_BLACK, opponent: START_WHITE };
  const positions: Board[] = [];
  for (let i = 0; i < moves.length; i += 2) {
    if (core.moves(RULES.OTHELLO, board.player, board.opponent, 64) === 0n) board = { player: board.opponent, opponent: board.player };
    positions.push(board);
    board = after(core, board, squareAt(moves, i));
  }
  return positions;
}

/** Labels a game's positions in order: exact from `exact` empties on one table, else searched. */
function label(core: CoreExports, positions: Board[], settings: Settings): { score: number; depth: number }[] {
  let solving = false;
  return positions.map(({ player, opponent }) => {
    if (emptiesOf({ player, opponent }) <= settings.exact) {
      if (!solving) core.limits(0n, 0);
      solving = true;
      return { score: solveOthello(core, player, opponent), depth: EXACT_DEPTH };
    }
    core.limits(0n, 0);
    const score = thinkOthello(core, player, opponent, settings.depth, settings.exact);
    return { score, depth: core.resultExact() === 1 ? EXACT_DEPTH : core.resultDepth() };
  });
}

/**
 * Games [from, to) of a run, every position labelled, in order: the same records whenever and
 * wherever they are made.
 */
export function generateGames(core: CoreExports, settings: Settings, from: number, to: number): Generated[] {
  const records: Generated[] = [];
  const openings = settings.source === 'selfplay' ? readXot() : [];
  const games = settings.source === 'wthor' ? readGames() : [];
  for (let index = from; index < to; index++) {
    if (settings.source === 'wthor' && index >= games.length) break;
    const positions = settings.source === 'wthor' ? wthorGame(core, games[index]!.moves) : selfPlayGame(core, index, settings, openings);
    label(core, positions, settings).forEach((labelled, i) => records.push({ ...positions[i]!, ...labelled }));
  }
  return records;
}

/** A worker: makes the chunks given, each written whole (through a temporary name) when done. */
function runChunks(settings: Settings, chunks: number[]): void {
  const core = loadCore('flank.wasm', { weights: settings.evaluation });
  core.tableSize(TABLE_BITS);
  for (const chunk of chunks) {
    const started = performance.now();
    const records = generateGames(core, settings, chunk * CHUNK, (chunk + 1) * CHUNK);
    const file = chunkFile(settings, chunk);
    writeFileSync(`${file}.part`, chunkBytes(records));
    renameSync(`${file}.part`, file);
    const seconds = (performance.now() - started) / 1000;
    console.log(`  chunk ${chunk}: ${records.length} positions in ${seconds.toFixed(1)} s, ${Math.round((records.length / seconds) * 3600)} an hour`);
  }
}

/** The command line: `pnpm generate ...` (see the top of this file). */
async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      source: { type: 'string', default: 'selfplay' },
      games: { type: 'string', default: '10000' },
      from: { type: 'string', default: '0' },
      depth: { type: 'string', default: '8' },
      exact: { type: 'string', default: '20' },
      'play-depth': { type: 'string', default: '4' },
      seed: { type: 'string', default: '1' },
      'first-opening': { type: 'string', default: '1000' },
      evaluation: { type: 'string', default: 'network' },
      workers: { type: 'string', default: String(availableParallelism()) },
      chunks: { type: 'string' },
    },
  });

  const whole = (name: string, text: string, min: number, max: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} ${text}: a whole number from ${min} to ${max}, please`);
    return value;
  };
  if (args.source !== 'selfplay' && args.source !== 'wthor') throw new Error(`--source ${args.source}: selfplay or wthor, please`);
  const settings: Settings = {
    source: args.source,
    depth: whole('depth', args.depth, 1, 30),
    exact: whole('exact', args.exact, 0, 30),
    playDepth: whole('play-depth', args['play-depth'], 1, 20),
    seed: whole('seed', args.seed, 0, 2 ** 31),
    firstOpening: whole('first-opening', args['first-opening'], 0, 10_000),
    evaluation: weightsKind('evaluation', args.evaluation),
  };

  if (args.chunks !== undefined) {
    runChunks(settings, args.chunks.split(',').map(Number));
  } else {
    const first = whole('from', args.from, 0, 1e9);
    const games = whole('games', args.games, 1, 1e9);
    const workers = whole('workers', args.workers, 1, 64);
    if (first % CHUNK !== 0 || games % CHUNK !== 0) throw new Error(`--from and --games: multiples of ${CHUNK}, please (games go in chunks of ${CHUNK})`);
    mkdirSync(runFolder(settings), { recursive: true });
    const todo: number[] = [];
    for (let chunk = first / CHUNK; chunk < (first + games) / CHUNK; chunk++) if (!existsSync(chunkFile(settings, chunk))) todo.push(chunk);
    console.log(`${runFolder(settings)}: games ${first}-${first + games - 1}, ${todo.length} of ${games / CHUNK} chunks to make, ${workers} workers`);
    const started = performance.now();
    const settingArgs = ['--source', settings.source, '--depth', `${settings.depth}`, '--exact', `${settings.exact}`, '--play-depth', `${settings.playDepth}`, '--seed', `${settings.seed}`, '--first-opening', `${settings.firstOpening}`, '--evaluation', settings.evaluation];
    await inChunkWorkers(todo, workers, settingArgs);
    console.log(`done in ${((performance.now() - started) / 60000).toFixed(1)} min`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
