import { Reversi, type RulesInput } from '@flank/reversi';
import type { z } from '@hono/zod-openapi';
import { type Fields, fieldProblem } from './field.ts';
import { reversiProblem } from './reversi-problem.ts';
import type { PositionBody, PositionQuery } from './schemas/position.ts';

/**
 * The game a request names: its rule set, then its position (the start when it names none), or
 * the GGF `game` it sends instead. Errors are problems at the field that caused them.
 *
 * @example
 * ```ts
 * const game = loadGame({ position: 'f5d6c3', rules: 'othello' }, bodyFields);
 * game.moves(); // ['d3', 'f3', 'f4', 'g5']
 * loadGame({ game: '(;GM[Othello]B[f5]W[d6]B[c3];)' }, bodyFields).moves(); // the same
 * ```
 */
export function loadGame(input: z.infer<typeof PositionBody>, fields: Fields): Reversi {
  let game: Reversi;
  try {
    // The schema knows the names and options; the wrapper knows which option goes with which rule set.
    game = new Reversi(undefined, { rules: input.rules as RulesInput | undefined });
  } catch (error) {
    throw reversiProblem(error, fields('rules'));
  }
  if (input.game !== undefined) return gameOfGGF(input.game, input.position, game, fields);
  if (input.position === undefined) return game;
  try {
    game.load(input.position);
  } catch (error) {
    throw reversiProblem(error, fields('position'), { text: input.position });
  }
  return game;
}

/** The game of a request's GGF `game`: othello, and never beside a `position`. */
function gameOfGGF(ggf: string, position: string | undefined, ruled: Reversi, fields: Fields): Reversi {
  if (position !== undefined) throw fieldProblem('invalid-request', fields('game'), 'send either a position or a game, not both');
  const { name } = ruled.rules();
  if (name !== 'othello') throw fieldProblem('invalid-rules', fields('rules'), `a GGF game is played under the othello rules, not ${name}`);
  try {
    return Reversi.fromGGF(ggf);
  } catch (error) {
    throw reversiProblem(error, fields('game'));
  }
}

/**
 * The position named by query parameters, as a body would name it: `rules` is a name and its
 * options are flags of their own.
 *
 * @example
 * ```ts
 * positionOfQuery({ rules: 'free-placement', mustCapture: 'true' }); // { rules: { name: 'free-placement', mustCapture: true } }
 * ```
 */
export function positionOfQuery(query: z.infer<typeof PositionQuery>): z.infer<typeof PositionBody> {
  const { position, game, rules, mustCapture, voluntaryPass } = query;
  if (mustCapture === undefined && voluntaryPass === undefined) return { position, game, rules };
  return {
    position,
    game,
    rules: {
      name: rules ?? 'othello',
      ...(mustCapture === undefined ? {} : { mustCapture: mustCapture === 'true' }),
      ...(voluntaryPass === undefined ? {} : { voluntaryPass: voluntaryPass === 'true' }),
    },
  };
}
