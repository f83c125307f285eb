import { expect } from 'vitest';
import { Reversi, formatSquare, type RulesInput } from '../../src/node.ts';
import { ReferenceGame, type ReferenceRules } from '../reference/reference-game.ts';
import { seededRandom } from './random.ts';

/**
 * The wall-clock guard of a differential test: each takes 25-45 s alone on this project's 2-core
 * machine, and up to 280 s beside the rest of the suite and two training runs, so the suite's
 * 300 s failed a fresh clone's CI twice. A guard catches a hang, not slowness.
 */
export const DIFFERENTIAL_GUARD_MS = 1_200_000;

/**
 * Plays `games` random games with the wasm core (through Reversi) and the reference side by side,
 * comparing at every position the legal moves, the flips of each, whether a pass is allowed and
 * whether the game is over, and at the end the disc counts. Passes are chosen like any move where
 * they are allowed, so voluntary passes happen too. Throws at the first difference, naming the game
 * and its transcript so far.
 */
export function playBoth(rules: ReferenceRules, games: number, seed: number): { positions: number; passes: number; endedEarly: number } {
  const random = seededRandom(seed);
  let positions = 0;
  let passes = 0;
  let endedEarly = 0;
  for (let g = 0; g < games; g++) {
    const game = new Reversi(undefined, { rules: rules as RulesInput });
    const reference = ReferenceGame.start(rules);
    for (;;) {
      positions++;
      const where = () => `game ${g} (seed ${seed}) after "${game.transcript({ passes: true })}"`;
      const moves = game.moves({ verbose: true });
      const color = reference.toMove === 1 ? 'black' : 'white';
      const referenceMoves = reference.movesWithFlips();
      const expected = referenceMoves.map(({ square, flips }) => ({
        color,
        square: formatSquare(square),
        flips: flips.map(formatSquare),
      }));
      if (JSON.stringify(moves) !== JSON.stringify(expected)) expect(moves, where()).toEqual(expected);
      const canPass = reference.canPass();
      if (game.canPass() !== canPass) expect(game.canPass(), `canPass, ${where()}`).toBe(canPass);
      const over = reference.isOver();
      if (game.isGameOver() !== over) expect(game.isGameOver(), `isGameOver, ${where()}`).toBe(over);
      if (over) break;
      const choice = random(moves.length + (canPass ? 1 : 0));
      if (choice === moves.length) {
        game.pass();
        reference.pass();
        passes++;
      } else {
        const played = game.move(moves[choice]!.square);
        if (JSON.stringify(played.flips) !== JSON.stringify(moves[choice]!.flips)) {
          expect(played.flips, `flips played, ${where()}`).toEqual(moves[choice]!.flips);
        }
        reference.play(referenceMoves[choice]!.square);
      }
    }
    expect(game.score(), `final counts of game ${g} (seed ${seed})`).toEqual(reference.counts());
    if (rules.name === 'reversi') expect(game.discsInHand()).toEqual(reference.stock);
    if (game.score().black + game.score().white < 64) endedEarly++;
  }
  return { positions, passes, endedEarly };
}
