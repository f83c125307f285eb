// The WTHOR games (data/wthor-games.tsv.gz), replayed under the othello rules through the
// wasm core into positions labelled with the game's final result. Transcripts leave passes out: a
// side with no legal move passes, which the replay finds for itself.

import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataPath } from '@flank/engine/host/data-files';
import { START_BLACK, START_WHITE, afterPlacement } from '@flank/engine/host/load-core';
import { type Position, popcount32 } from './features.ts';
import { type CoreExports, RULES, UNLIMITED_STOCK } from '@flank/engine/host/core-interface';

export const WTHOR_PATH = dataPath('wthor-games.tsv.gz');

export interface Game {
  /** The line's place in the file, from 0. */
  index: number;
  year: number;
  blackDiscs: number;
  whiteDiscs: number;
  moves: string;
}

/**
 * Every game of the file, in file order.
 *
 * @example
 * readGames().length; // 135642
 */
export function readGames(path = WTHOR_PATH): Game[] {
  const games: Game[] = [];
  for (const line of gunzipSync(readFileSync(path)).toString('latin1').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [year, black, white, moves] = line.split('\t');
    if (moves === undefined || !/^([a-h][1-8])+$/.test(moves)) throw new Error(`wthor line ${games.length + 1}: bad transcript`);
    games.push({ index: games.length, year: Number(year), blackDiscs: Number(black), whiteDiscs: Number(white), moves });
  }
  return games;
}

/**
 * The fixed validation split: one game in twenty, chosen by a hash of its transcript, so that the
 * split does not depend on the file's order and a game played twice is never on both sides.
 */
export function isHeldOut(game: Game): boolean {
  let hash = 0x811c9dc5; // FNV-1a, then murmur3's finalizer: FNV's low bits alone follow the text's
  for (let i = 0; i < game.moves.length; i++) hash = Math.imul(hash ^ game.moves.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) % 20 === 0;
}

/**
 * The final disc difference for black with empty squares given to the winner (the convention of
 * docs/rules.md, FFO, Edax and Egaroucid).
 */
export function blackResult(game: Game): number {
  return finalResult(game.blackDiscs, game.whiteDiscs);
}

/** The final disc difference for the side with `discs` against `otherDiscs`, empties to the winner. */
export function finalResult(discs: number, otherDiscs: number): number {
  const diff = discs - otherDiscs;
  const empties = 64 - discs - otherDiscs;
  return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
}

/** One position of a game, relative to the side to move, in 32-bit halves. */
export interface ReplayedPosition extends Position {
  /** The game's final result from the side to move's view, empties to the winner. */
  target: number;
  blackToMove: boolean;
}

function halves(board: bigint): [number, number] {
  return [Number(board & 0xffffffffn), Number(board >> 32n)];
}

export function popcount64(board: bigint): number {
  const [lo, hi] = halves(board);
  return popcount32(lo) + popcount32(hi);
}

/** A replayed position's boards as the core takes them. */
export function bitboards(position: Position): { player: bigint; opponent: bigint } {
  return {
    player: BigInt(position.playerLo >>> 0) | (BigInt(position.playerHi >>> 0) << 32n),
    opponent: BigInt(position.opponentLo >>> 0) | (BigInt(position.opponentHi >>> 0) << 32n),
  };
}

/** The square (0 = a1 .. 63 = h8) of the move at character `at` of a transcript. */
export function squareAt(moves: string, at: number): number {
  return (moves.charCodeAt(at + 1) - 49) * 8 + (moves.charCodeAt(at) - 97);
}

/**
 * Replays one game and calls `visit` for every position before a move or a pass (the side to move
 * may have no legal move; the game's final position is not visited). Throws on an illegal move or
 * a final count that disagrees with the file.
 */
export function replay(core: CoreExports, game: Game, visit: (position: ReplayedPosition) => void): void {
  let player = START_BLACK;
  let opponent = START_WHITE;
  let blackToMove = true;
  const result = blackResult(game);
  const visitHere = (moves: bigint, replies: bigint) => {
    const [playerLo, playerHi] = halves(player);
    const [opponentLo, opponentHi] = halves(opponent);
    visit({
      playerLo,
      playerHi,
      opponentLo,
      opponentHi,
      mobility: popcount64(moves),
      opponentMobility: popcount64(replies),
      target: blackToMove ? result : -result,
      blackToMove,
    });
  };
  for (let i = 0; i < game.moves.length; i += 2) {
    const square = squareAt(game.moves, i);
    let moves = core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK);
    if (moves === 0n) {
      const replies = core.moves(RULES.OTHELLO, opponent, player, UNLIMITED_STOCK);
      if (replies === 0n) throw new Error(`game ${game.index}: move ${i / 2 + 1} after the end`);
      visitHere(moves, replies);
      [player, opponent, blackToMove] = [opponent, player, !blackToMove];
      moves = replies;
    }
    const bit = 1n << BigInt(square);
    if ((moves & bit) === 0n) throw new Error(`game ${game.index}: illegal move ${game.moves.slice(i, i + 2)}`);
    visitHere(moves, core.moves(RULES.OTHELLO, opponent, player, UNLIMITED_STOCK));
    ({ player, opponent } = afterPlacement(core, { player, opponent }, square));
    blackToMove = !blackToMove;
  }
  if (core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK) !== 0n || core.moves(RULES.OTHELLO, opponent, player, UNLIMITED_STOCK) !== 0n) {
    throw new Error(`game ${game.index}: unfinished`);
  }
  const [black, white] = blackToMove ? [player, opponent] : [opponent, player];
  if (popcount64(black) !== game.blackDiscs || popcount64(white) !== game.whiteDiscs) {
    throw new Error(`game ${game.index}: final count differs from the file`);
  }
}
