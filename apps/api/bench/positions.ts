// The positions the best-move load is made of.
import { Reversi } from '@flank/reversi';
import fc from 'fast-check';

/**
 * Positions from every stage of a game, as a player meets them: eight seeded random games, every
 * fourth position of each that is not over. Needs the engine loaded (`await init()`).
 */
export function benchPositions(): string[] {
  const choices = fc.sample(fc.nat(), { seed: 2026, numRuns: 2000 });
  const positions: string[] = [];
  let next = 0;
  for (let g = 0; g < 8; g++) {
    const game = new Reversi();
    for (let ply = 0; !game.isGameOver(); ply++) {
      const moves = game.moves();
      if (ply % 4 === 1) positions.push(game.toString());
      if (moves.length === 0) game.pass();
      else game.move(moves[choices[next++ % choices.length]! % moves.length]!);
    }
  }
  return positions;
}
