// Positions for the tests that hold two computations of the core to each other (a node's children
// scored from its images against each read from scratch, the evaluation against the trainer's
// reference in tools/): boards no game reaches, and the positions of games of random legal moves.
// Seeded, so that every run sees the same positions.
import { type CoreExports, RULES, UNLIMITED_STOCK } from './core-interface';
import { START_BLACK, START_WHITE, afterPlacement } from './load-core';
import { seeded } from './seeded-random';

/** A position for the side to move. */
export interface Sample {
  player: bigint;
  opponent: bigint;
  /** The game's result for the side to move (positions of expert games only; 0 elsewhere). */
  target: number;
}

/**
 * Boards no game reaches: each square empty, the mover's or the opponent's, at random densities.
 *
 * @example
 * randomBoards(600, 11).length; // 600, the same boards for seed 11 in every run
 */
export function randomBoards(count: number, seed: number): Sample[] {
  const next = seeded(seed);
  return Array.from({ length: count }, () => {
    const density = next();
    let player = 0n;
    let opponent = 0n;
    for (let s = 0n; s < 64n; s++) {
      if (next() > density) continue;
      if (next() < 0.5) player |= 1n << s;
      else opponent |= 1n << s;
    }
    return { player, opponent, target: 0 };
  });
}

/**
 * Every position where a side moves in `games` othello games of random legal moves from the
 * start: positions of every stage that play reaches, which random boards seldom are.
 *
 * @example
 * randomGamePositions(loadCore(), 40, 5).length; // about 2,400
 */
export function randomGamePositions(core: CoreExports, games: number, seed: number): Sample[] {
  const next = seeded(seed);
  const samples: Sample[] = [];
  for (let game = 0; game < games; game++) {
    let player = START_BLACK;
    let opponent = START_WHITE;
    for (;;) {
      const moves = core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK);
      if (moves === 0n) {
        if (core.moves(RULES.OTHELLO, opponent, player, UNLIMITED_STOCK) === 0n) break;
        [player, opponent] = [opponent, player];
        continue;
      }
      samples.push({ player, opponent, target: 0 });
      const squares: number[] = [];
      for (let m = moves; m !== 0n; m &= m - 1n) squares.push((m & -m).toString(2).length - 1);
      const square = squares[Math.floor(next() * squares.length)]!;
      ({ player, opponent } = afterPlacement(core, { player, opponent }, square));
    }
  }
  return samples;
}
