import { readFileSync } from 'node:fs';
import { anyBuild } from './any-build';
import { type Answer, type CoreExports, type CorePosition, RULES, START, UNLIMITED_STOCK, layoutMismatches, unsignedExports } from './core-interface';
import { readDataText } from './data-files';
import { WEIGHTS_FILES, loadShippedWeights, loadWeightsInto, readWeightsFile } from './eval-weights';

/** What the module imports: the host's clock, for search deadlines. */
export const coreImports = { env: { now: () => performance.now() } };

/**
 * A module of the build (or the .wasm at an absolute path), with a shipped evaluation loaded as a
 * host does at init (loadShippedWeights): the network, after the linear weights, unless `weights`
 * says 'linear'; none if it is false.
 */
export function loadCore(file = 'flank.wasm', { weights = 'network' as keyof typeof WEIGHTS_FILES | false } = {}): CoreExports {
  const module = new WebAssembly.Module(readFileSync(file.startsWith('/') ? file : new URL(`../build/${file}`, import.meta.url)));
  const core = unsignedExports(new WebAssembly.Instance(module, coreImports).exports as unknown as CoreExports);
  refuseMisread(core, file);
  if (weights !== false && loadShippedWeights(core, weights) !== 0) throw new Error(`the ${weights} weights did not load`);
  return core;
}

/**
 * Throws when `core` lays out its records otherwise than LAYOUT, naming the fields: a host would
 * misread them. A build before issue 55 has no records (anyBuild drives it), and passes.
 */
export function refuseMisread(core: CoreExports, file: string): void {
  const misread = 'layout' in core ? layoutMismatches(core) : [];
  if (misread.length > 0) throw new Error(`${file} lays out its records otherwise: ${misread.join(', ')}`);
}

/**
 * Another build, for a comparison (bench/match.ts, against.ts, builds.ts): with `weightsFile` (a
 * path: an old build with the network it shipped) when one is given, else with the shipped network
 * if it reads one, else (builds before the network) with the linear weights.
 */
export function loadOtherBuild(file: string, weightsFile?: string): CoreExports {
  const core = loadCore(file, { weights: false });
  if (weightsFile !== undefined) {
    if (loadWeightsInto(core, new Uint8Array(readFileSync(weightsFile))) !== 0) throw new Error(`${file} does not load ${weightsFile}`);
    return core;
  }
  if (loadWeightsInto(core, readWeightsFile('linear')) !== 0) throw new Error(`${file} does not load the linear weights`);
  // A build before the network refuses it and keeps the linear weights.
  loadWeightsInto(core, readWeightsFile('network'));
  return core;
}

/** An othello position as the core's records take it, from the side to move's bitboards. */
export function othelloPosition(player: bigint, opponent: bigint): CorePosition {
  return { rules: RULES.OTHELLO, player, opponent, playerStock: UNLIMITED_STOCK, opponentStock: UNLIMITED_STOCK, passes: 0 };
}

/**
 * A solve of an othello position, by any build (anyBuild): the exact score within the window, a
 * bound outside it. `start` (START) defaults to a new budget on an emptied table.
 */
export function solveOthello(core: CoreExports, player: bigint, opponent: bigint, { alpha = -64, beta = 64, maxNodes = 0n, start = START.FRESH as number } = {}): Answer {
  return anyBuild(core).solve({ ...othelloPosition(player, opponent), alpha, beta, maxNodes, start });
}

/**
 * A think of an othello position, by any build: exact within `exactEmpties` of the end, else
 * `maxDepth` plies, the `avoided` root moves left out of the midgame search; by default on a new
 * budget and an emptied table.
 */
export function thinkOthello(
  core: CoreExports,
  player: bigint,
  opponent: bigint,
  maxDepth: number,
  { exactEmpties = 0, avoided = 0n, maxNodes = 0n, deadline = 0, lines = 1, start = START.FRESH as number } = {},
): Answer {
  return anyBuild(core).think({ ...othelloPosition(player, opponent), maxDepth, exactEmpties, avoided, maxNodes, deadline, lines, start });
}

/** Black's discs (e4, d5) and white's (d4, e5) at the othello start. */
export const START_BLACK = (1n << 28n) | (1n << 35n);
export const START_WHITE = (1n << 27n) | (1n << 36n);

/** A board string of the FFO suite (64 squares, X black, O white) as bitboards for the side to move. */
export function relativeBoard(board: string, side: 'X' | 'O'): { player: bigint; opponent: bigint } {
  let black = 0n;
  let white = 0n;
  for (let i = 0; i < 64; i++) {
    if (board[i] === 'X') black |= 1n << BigInt(i);
    else if (board[i] === 'O') white |= 1n << BigInt(i);
  }
  return side === 'X' ? { player: black, opponent: white } : { player: white, opponent: black };
}

/** The FFO endgame suite (data/ffo.tsv). */
export interface FfoPosition {
  id: number;
  empties: number;
  board: string;
  side: 'X' | 'O';
  score: number;
  bestMoves: string[];
  /** Every legal move's exact score, by square name. */
  moveScores: Map<string, number>;
}

export function readFfo(): FfoPosition[] {
  return readDataText('ffo.tsv')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('id\t'))
    .map((line) => {
      const [id, empties, board, side, score, best, scores] = line.split('\t');
      const moveScores = new Map(scores!.split(' ').map((pair) => [pair.split(':')[0]!, Number(pair.split(':')[1])] as const));
      return { id: Number(id), empties: Number(empties), board: board!, side: side as 'X' | 'O', score: Number(score), bestMoves: best!.split(' '), moveScores };
    });
}

/** The XOT openings (data/xot-openings.txt): 8 moves from the start each, like `f5d6c4d3c2b3b4b5`. */
export function readXot(): string[] {
  return readDataText('xot-openings.txt').split('\n').filter(Boolean);
}

/** An othello position as the core takes it: `player` is the side to move. */
export interface Board {
  player: bigint;
  opponent: bigint;
}

/**
 * The othello position after the side to move places a disc on `square` (a legal move), for the
 * side to move next: the core's own play (assembly/position.ts), for the hosts.
 */
export function afterPlacement(core: CoreExports, { player, opponent }: Board, square: number): Board {
  const flipped = core.flips(RULES.OTHELLO, player, opponent, square);
  return { player: opponent & ~flipped, opponent: player | flipped | (1n << BigInt(square)) };
}

/** The othello position after a transcript from the start (an XOT opening, say), for the side to move then. */
export function playedFromStart(core: CoreExports, transcript: string): Board {
  let board: Board = { player: START_BLACK, opponent: START_WHITE };
  for (let i = 0; i < transcript.length; i += 2) {
    board = afterPlacement(core, board, (Number(transcript[i + 1]) - 1) * 8 + 'abcdefgh'.indexOf(transcript[i]!));
  }
  return board;
}

export function squareName(square: number): string {
  return 'abcdefgh'[square & 7]! + String((square >> 3) + 1);
}
