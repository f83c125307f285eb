// pnpm generate: labelled games for the corpus (corpus.ts), in volume, deterministic and resumable.
//
//   pnpm generate [--source random|wthor] [--games N] [--from K] [--labels search|result]
//                 [--depth D] [--exact E] [--play-depth P] [--seed S] [--weights FILE]
//                 [--workers W]
//   pnpm generate --record                 brings every run's run.json up to the chunks made so far
//   pnpm generate --check                  verifies every chunk of the corpus against run.json
//
// Games come from two sources:
// - `random`: self-play from an opening of OPENING_PLIES random plies from the start (redrawn when
//   its first 8 plies reach an XOT opening under a symmetry: the XOT list is kept for measuring),
//   then played by a `--play-depth` search, with one move in RANDOM_ONE_IN at random above
//   RANDOM_ABOVE empties when labels are the search's;
// - `wthor`: the WTHOR games' own moves.
// Labels (every position of a game has one): from `--exact` empties on, the exact score (one solve
// after another on one table, each a subtree of the one before; play there is perfect); above, with
// `--labels search`, the score of a `--depth` search (Multi-ProbCut as in play; when the depth is
// the play depth, the search that chooses the move gives the label at no extra cost), or with
// `--labels result`, the game's own final result (Egaroucid's recipe; no random moves then).
//
// The search evaluates with the shipped network, or `--weights FILE`; the run's folder names the
// settings and the first 8 hex digits of the weights' SHA-256 (a network's of its content, not of
// its file's bytes: weightsSha256), so that chunks of other settings never mix. Work goes in
// chunks of CHUNK games, each written whole once done: a run that stops keeps its finished chunks,
// and the same command resumes with the rest. Each game depends only on the seed and its index, so
// a chunk is the same bytes whichever worker makes it, and when.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type CoreExports, RULES, START, UNLIMITED_STOCK } from '@flank/engine/host/core-interface';
import { WEIGHTS_FILES, loadWeightsInto } from '@flank/engine/host/eval-weights';
import { type Board, START_BLACK, START_WHITE, afterPlacement, loadCore, playedFromStart, readXot, thinkOthello } from '@flank/engine/host/load-core';
import { inChunkWorkers } from './chunk-workers.ts';
import { CHUNK, CORPUS, type CorpusGame, chunkFiles, chunkName, chunkSum, corpusRuns, packChunk, readChunkFile } from './corpus.ts';
import { finalResult, popcount64, readGames, squareAt } from './games.ts';
import { networkSha256, readNetworkFile } from './network-file.ts';
import { SYMMETRIES } from './patterns.ts';
import { seeded } from '@flank/engine/host/seeded-random';

/** A random opening's length in plies, uniform in this range (neural-reversi's generator plays 10-30). */
const OPENING_PLIES = [8, 24] as const;
/** With search labels, a random move one time in RANDOM_ONE_IN above RANDOM_ABOVE empties, for variety. */
const RANDOM_ABOVE = 20;
const RANDOM_ONE_IN = 8;
/** 2^20 entries of 32 bytes (32 MiB). */
const TABLE_BITS = 20;

export interface Settings {
  source: 'random' | 'wthor';
  labels: 'search' | 'result';
  /** The label search's depth (search labels only). */
  depth: number;
  /** Positions with this many empties or fewer are labelled exactly, and played perfectly. */
  exact: number;
  /** The depth self-play chooses its moves at (random source only). */
  playDepth: number;
  seed: number;
  /** The evaluation's file. */
  weights: string;
}

/**
 * The weights' SHA-256: a network's of its content (networkSha256: of its file in version 1,
 * whichever version the file is, so that converting the shipped file continues its runs), linear
 * weights' of their file.
 */
function weightsSha256(path: string): string {
  const bytes = new Uint8Array(readFileSync(path));
  const network = String.fromCharCode(...bytes.subarray(0, 4)) === 'FLNN';
  return network ? networkSha256(readNetworkFile(bytes)) : createHash('sha256').update(bytes).digest('hex');
}

/** The run's folder name: one per source and settings. */
export function runName(s: Settings): string {
  const labels = s.labels === 'search' ? `d${s.depth}` : 'result';
  const source = s.source === 'random' ? `random-p${s.playDepth}-${labels}-e${s.exact}-s${s.seed}` : `wthor-${labels}-e${s.exact}`;
  return `${source}-w${weightsSha256(s.weights).slice(0, 8)}`;
}

const emptiesOf = ({ player, opponent }: Board) => 64 - popcount64(player | opponent);

const movesOf = (core: CoreExports, { player, opponent }: Board) => core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK);

/** The squares of a move set. */
function squaresOf(moves: bigint): number[] {
  const squares: number[] = [];
  for (let s = 0; s < 64; s++) if ((moves >> BigInt(s)) & 1n) squares.push(s);
  return squares;
}

/** A key of a position after 8 plies (black to move) that is the same under every symmetry. */
function symmetricKey({ player, opponent }: Board): string {
  let best = '';
  for (const map of SYMMETRIES) {
    const cells: string[] = [];
    for (let s = 0; s < 64; s++) {
      const bit = 1n << BigInt(map(s));
      cells.push((player & bit) !== 0n ? 'x' : (opponent & bit) !== 0n ? 'o' : '-');
    }
    const key = cells.join('');
    if (best === '' || key < best) best = key;
  }
  return best;
}

/** The XOT openings' positions, by symmetric key. */
function xotKeys(core: CoreExports): Set<string> {
  return new Set(readXot().map((opening) => symmetricKey(playedFromStart(core, opening))));
}

/** The side to move's board, a forced pass made; null at the end of the game. */
function toMove(core: CoreExports, board: Board): Board | null {
  if (movesOf(core, board) !== 0n) return board;
  const passed = { player: board.opponent, opponent: board.player };
  return movesOf(core, passed) === 0n ? null : passed;
}

/** A random opening's squares: none of its first 8 plies reach an XOT opening, and the game goes on. */
function randomOpening(core: CoreExports, next: () => number, xot: Set<string>): number[] {
  for (;;) {
    const plies = OPENING_PLIES[0] + Math.floor(next() * (OPENING_PLIES[1] - OPENING_PLIES[0] + 1));
    const squares: number[] = [];
    let board: Board | null = { player: START_BLACK, opponent: START_WHITE };
    while (board !== null && squares.length < plies) {
      const choices = squaresOf(movesOf(core, board));
      const square = choices[Math.floor(next() * choices.length)]!;
      squares.push(square);
      board = toMove(core, afterPlacement(core, board, square));
      if (board !== null && squares.length === 8 && xot.has(symmetricKey(board))) board = null;
    }
    if (board !== null) return squares;
  }
}

/** The exact score of `board` and a best move (the search's first best); `start` as START says. */
function solved(core: CoreExports, { player, opponent }: Board, start: number): { score: number; square: number } {
  const { score, move, exact } = thinkOthello(core, player, opponent, 60, { exactEmpties: 64, start });
  if (!exact) throw new Error('an exact search came back inexact');
  return { score, square: move };
}

/** A self-play game from a random opening, every position labelled. */
function randomGame(core: CoreExports, index: number, settings: Settings, xot: Set<string>): CorpusGame {
  const next = seeded(Math.imul(settings.seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b));
  const opening = randomOpening(core, next, xot);
  const moves: number[] = [];
  const labels: number[] = [];
  let board: Board | null = { player: START_BLACK, opponent: START_WHITE };
  let solving = false;
  while (board !== null) {
    const empties = emptiesOf(board);
    let square: number;
    let label: number;
    if (empties <= settings.exact) {
      // One table for the game's exact solves: only the first starts afresh.
      ({ score: label, square } = solved(core, board, solving ? START.CONTINUE : START.FRESH));
      solving = true;
    } else {
      ({ score: label, move: square } = thinkOthello(core, board.player, board.opponent, settings.playDepth, { exactEmpties: settings.exact }));
      if (settings.labels === 'search' && settings.depth !== settings.playDepth) {
        label = thinkOthello(core, board.player, board.opponent, settings.depth, { exactEmpties: settings.exact }).score;
      }
      if (moves.length < opening.length) square = opening[moves.length]!;
      else if (settings.labels === 'search' && empties > RANDOM_ABOVE && next() * RANDOM_ONE_IN < 1) {
        const choices = squaresOf(movesOf(core, board));
        square = choices[Math.floor(next() * choices.length)]!;
      }
    }
    moves.push(square);
    labels.push(label);
    board = toMove(core, afterPlacement(core, board, square));
  }
  if (settings.labels === 'result') resultLabels(core, moves, labels);
  return { moves: Uint8Array.from(moves), labels: Int8Array.from(labels) };
}

/** Replaces every label by the game's final result from its mover's view (exact where solved). */
function resultLabels(core: CoreExports, moves: number[], labels: number[]): void {
  let board: Board = { player: START_BLACK, opponent: START_WHITE };
  const blackToMove: boolean[] = [];
  let black = true;
  for (const square of moves) {
    if (movesOf(core, board) === 0n) {
      board = { player: board.opponent, opponent: board.player };
      black = !black;
    }
    blackToMove.push(black);
    board = afterPlacement(core, board, square);
    black = !black;
  }
  // `board` is the final position, `black` whether black holds its player's discs.
  const result = finalResult(popcount64(board.player), popcount64(board.opponent));
  const blackResult = black ? result : -result;
  for (let i = 0; i < labels.length; i++) labels[i] = blackToMove[i] ? blackResult : -blackResult;
}

/** A WTHOR game's moves, every position labelled. */
function wthorGame(core: CoreExports, transcript: string, settings: Settings): CorpusGame {
  const moves: number[] = [];
  const labels: number[] = [];
  let board: Board | null = { player: START_BLACK, opponent: START_WHITE };
  let solving = false;
  for (let i = 0; i < transcript.length; i += 2) {
    board = toMove(core, board!)!;
    const square = squareAt(transcript, i);
    if (emptiesOf(board) <= settings.exact) {
      labels.push(solved(core, board, solving ? START.CONTINUE : START.FRESH).score);
      solving = true;
    } else {
      labels.push(thinkOthello(core, board.player, board.opponent, settings.depth, { exactEmpties: settings.exact }).score);
    }
    moves.push(square);
    board = afterPlacement(core, board, square);
  }
  if (settings.labels === 'result') resultLabels(core, moves, labels);
  return { moves: Uint8Array.from(moves), labels: Int8Array.from(labels) };
}

/** A core evaluating with the settings' weights. */
export function generatorCore(settings: Settings): CoreExports {
  const core = loadCore('flank.wasm', { weights: false });
  if (loadWeightsInto(core, new Uint8Array(readFileSync(settings.weights))) !== 0) throw new Error(`${settings.weights}: not a weights file the core loads`);
  core.setTableSize(TABLE_BITS);
  return core;
}

/** Games [from, to) of a run, in order: the same games whenever and wherever they are made. */
export function generateGames(core: CoreExports, settings: Settings, from: number, to: number): CorpusGame[] {
  const out: CorpusGame[] = [];
  if (settings.source === 'wthor') {
    const games = readGames();
    for (let index = from; index < Math.min(to, games.length); index++) out.push(wthorGame(core, games[index]!.moves, settings));
  } else {
    const xot = xotKeys(core);
    for (let index = from; index < to; index++) out.push(randomGame(core, index, settings, xot));
  }
  return out;
}

/** A worker: makes the chunks given, each written whole (through a temporary name) when done. */
function runChunks(settings: Settings, chunks: number[]): void {
  const core = generatorCore(settings);
  const folder = join(CORPUS, runName(settings));
  for (const chunk of chunks) {
    const started = process.cpuUsage();
    const games = generateGames(core, settings, chunk * CHUNK, (chunk + 1) * CHUNK);
    const file = join(folder, chunkName(chunk));
    writeFileSync(`${file}.part`, packChunk(games));
    renameSync(`${file}.part`, file);
    const used = process.cpuUsage(started);
    const seconds = (used.user + used.system) / 1e6;
    const positions = games.reduce((n, g) => n + g.moves.length, 0);
    console.log(`  chunk ${chunk}: ${positions} positions in ${seconds.toFixed(1)} CPU s, ${((positions / seconds) * 3600 / 1e6).toFixed(2)} M a CPU hour`);
  }
}

/** What run.json says of a run: how it was made, and each chunk's counts and checksum. */
interface RunRecord {
  settings: Omit<Settings, 'weights'> & { weights: string; weightsSha256: string };
  command: string;
  games: number;
  positions: number;
  chunks: Record<string, { games: number; positions: number; sha256: string }>;
}

/** Writes a run's run.json from the chunks there now (reading only those it does not list yet). */
function writeRunRecord(folder: string, settings: RunRecord['settings'], command: string): RunRecord {
  const path = join(folder, 'run.json');
  const previous = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as RunRecord).chunks : {};
  const chunks: RunRecord['chunks'] = {};
  let games = 0;
  let positions = 0;
  for (const file of chunkFiles(folder)) {
    const name = basename(file);
    const entry =
      previous[name] ??
      (() => {
        const read = readChunkFile(file);
        return { games: read.length, positions: read.reduce((n, g) => n + g.moves.length, 0), sha256: chunkSum(file) };
      })();
    chunks[name] = entry;
    games += entry.games;
    positions += entry.positions;
  }
  const record: RunRecord = { settings, command, games, positions, chunks };
  writeFileSync(path, `${JSON.stringify(record, null, 1)}\n`);
  return record;
}

/** run.json's settings: the weights as a path from the repository, and their SHA-256. */
function recordedSettings(settings: Settings): RunRecord['settings'] {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const weights = settings.weights.startsWith(root) ? settings.weights.slice(root.length) : settings.weights;
  return { ...settings, weights, weightsSha256: weightsSha256(settings.weights) };
}

/** Brings every run's run.json up to the chunks on disk (while a run goes on, before a commit). */
export function recordCorpus(): RunRecord[] {
  return corpusRuns().map((run) => {
    const folder = join(CORPUS, run);
    const { settings, command } = JSON.parse(readFileSync(join(folder, 'run.json'), 'utf8')) as RunRecord;
    return writeRunRecord(folder, settings, command);
  });
}

/** Verifies every chunk of every run against its run.json; returns the problems found. */
export function checkCorpus(): string[] {
  const problems: string[] = [];
  for (const run of corpusRuns()) {
    const folder = join(CORPUS, run);
    const record = JSON.parse(readFileSync(join(folder, 'run.json'), 'utf8')) as RunRecord;
    const files = chunkFiles(folder).map((path) => path.slice(folder.length + 1));
    for (const name of Object.keys(record.chunks)) if (!files.includes(name)) problems.push(`${run}/${name}: in run.json, not on disk`);
    for (const name of files) {
      const entry = record.chunks[name];
      if (entry === undefined) problems.push(`${run}/${name}: not in run.json`);
      else if (chunkSum(join(folder, name)) !== entry.sha256) problems.push(`${run}/${name}: checksum differs from run.json`);
    }
  }
  return problems;
}

const whole = (name: string, text: string, min: number, max: number) => {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new Error(`--${name} ${text}: a whole number from ${min} to ${max}, please`);
  return value;
};

/** The command line: `pnpm generate ...` (see the top of this file). */
async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      source: { type: 'string', default: 'random' },
      labels: { type: 'string', default: 'search' },
      games: { type: 'string', default: '10000' },
      from: { type: 'string', default: '0' },
      depth: { type: 'string', default: '4' },
      exact: { type: 'string', default: '16' },
      'play-depth': { type: 'string', default: '4' },
      seed: { type: 'string', default: '1' },
      weights: { type: 'string', default: fileURLToPath(WEIGHTS_FILES.network) },
      workers: { type: 'string', default: String(availableParallelism()) },
      chunks: { type: 'string' },
      check: { type: 'boolean', default: false },
      record: { type: 'boolean', default: false },
    },
  });
  if (args.record) {
    const records = recordCorpus();
    corpusRuns().forEach((run, i) => console.log(`${run}: ${records[i]!.games} games, ${records[i]!.positions} positions`));
    return;
  }
  if (args.check) {
    const problems = checkCorpus();
    for (const problem of problems) console.error(problem);
    console.log(problems.length === 0 ? `corpus: ${corpusRuns().length} runs, every chunk as run.json says` : `${problems.length} problems`);
    process.exitCode = problems.length === 0 ? 0 : 1;
    return;
  }
  if (args.source !== 'random' && args.source !== 'wthor') throw new Error(`--source ${args.source}: random or wthor, please`);
  if (args.labels !== 'search' && args.labels !== 'result') throw new Error(`--labels ${args.labels}: search or result, please`);
  if (!existsSync(args.weights)) throw new Error(`--weights ${args.weights}: no such file`);
  const settings: Settings = {
    source: args.source,
    labels: args.labels,
    depth: whole('depth', args.depth, 1, 30),
    exact: whole('exact', args.exact, 0, 30),
    playDepth: whole('play-depth', args['play-depth'], 1, 20),
    seed: whole('seed', args.seed, 0, 2 ** 31),
    weights: resolve(args.weights),
  };

  if (args.chunks !== undefined) {
    runChunks(settings, args.chunks.split(',').map(Number));
    return;
  }
  const first = whole('from', args.from, 0, 1e9);
  const games = whole('games', args.games, 1, 1e9);
  const workers = whole('workers', args.workers, 1, 64);
  if (first % CHUNK !== 0 || games % CHUNK !== 0) throw new Error(`--from and --games: multiples of ${CHUNK}, please (games go in chunks of ${CHUNK})`);
  const folder = join(CORPUS, runName(settings));
  mkdirSync(folder, { recursive: true });
  const todo: number[] = [];
  for (let chunk = first / CHUNK; chunk < (first + games) / CHUNK; chunk++) if (!existsSync(join(folder, chunkName(chunk)))) todo.push(chunk);
  const weightsArg = settings.weights === fileURLToPath(WEIGHTS_FILES.network) ? [] : ['--weights', args.weights];
  const settingArgs = ['--source', settings.source, '--labels', settings.labels, '--depth', `${settings.depth}`, '--exact', `${settings.exact}`, '--play-depth', `${settings.playDepth}`, '--seed', `${settings.seed}`, ...weightsArg];
  const command = `pnpm generate ${settingArgs.join(' ')} --games <N>`;
  writeRunRecord(folder, recordedSettings(settings), command);
  console.log(`${folder}: games ${first}-${first + games - 1}, ${todo.length} of ${games / CHUNK} chunks to make, ${workers} workers`);
  const started = performance.now();
  await inChunkWorkers(todo, workers, settingArgs);
  const record = writeRunRecord(folder, recordedSettings(settings), command);
  console.log(`done in ${((performance.now() - started) / 60000).toFixed(1)} min; the run holds ${record.games} games, ${record.positions} positions`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
