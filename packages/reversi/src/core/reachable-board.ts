// Which boards a game under a rule set can reach, judged from the board alone: a board string has
// no history, so most of a game cannot be checked, but how every game starts and how its discs are
// placed can. Every board string a game loads is held to it; the board editor of the web game asks
// it before it plays a set-up position, to say why in the page's language.
import { optionsOf } from '../arguments.ts';
import { type Color, type Discs, parseBoardString } from '../notation/board-string.ts';
import { countSquares, formatSquare, squaresOf } from '../notation/square.ts';
import { type ResolvedRules, type RulesInput, resolveRules } from './rules.ts';

/** d4, e4, d5, e5. */
const CENTRE = (1n << 27n) | (1n << 28n) | (1n << 35n) | (1n << 36n);
const NOT_A_FILE = 0xfefefefefefefefen;
const NOT_H_FILE = 0x7f7f7f7f7f7f7f7fn;
const BOARD = 0xffffffffffffffffn;
/** Why each rule set places every disc after its start next to one already on the board. */
const PLACED_NEXT: Record<ResolvedRules['name'], string> = {
  othello: 'every othello move places its disc next to one it turns',
  reversi: "reversi places every disc after its first four (the centre's) next to one it turns",
  'free-placement': 'free-placement places every disc next to one already on the board',
};

/** What rules a board out under a rule set: `boardProblem`'s answer. `reason` says it in English. */
export type BoardProblem =
  /** Othello and free-placement start with the four centre squares filled, and discs are never taken off. */
  | { kind: 'centre'; reason: string }
  /**
   * Every disc is placed next to one on the board (an othello or reversi move next to a disc it
   * turns, a free-placement one next to any), so all discs form one group with the centre.
   */
  | { kind: 'detached'; square: string; reason: string }
  /** Reversi: its first four discs go on the centre squares, black first, in turn, and turn nothing. */
  | { kind: 'reversi-start'; reason: string };

/**
 * What rules out a board string's position for a game under the rule set, or null when nothing on
 * the board does (which does not prove that a game reaches it): under `othello` and
 * `free-placement` an empty centre square; under `reversi` a start that its first four discs,
 * placed in turn, do not make; under every rule set a disc apart from the group of the centre's
 * discs (neighbours, diagonals included), since every disc after the start is placed next to one
 * already on the board (the board `load` refuses). The side to move is black when the board string
 * leaves it out.
 *
 * @example
 * ```ts
 * boardProblem('-'.repeat(64)); // { kind: 'centre', reason: 'a centre square ... is empty, ...' }
 * boardProblem('X' + '-'.repeat(26) + 'OX------XO' + '-'.repeat(27)); // { kind: 'detached', square: 'a1', ... }
 * boardProblem('-'.repeat(64), { rules: 'reversi' }); // null
 * ```
 */
export function boardProblem(position: string, options: { rules?: RulesInput } = {}): BoardProblem | null {
  const rules = resolveRules(optionsOf<{ rules: RulesInput }>(options, 'boardProblem', ['rules'], "{ rules: 'free-placement' }").rules);
  const board = parseBoardString(position);
  return discsProblem(board, board.turn ?? 'black', rules);
}

/**
 * `boardProblem` of a board parsed already: what rules out these discs with this side to move
 * under the rule set, or null. `Reversi.load` refuses a board string by it, so that every entry
 * (the constructor, the API, the command line, the page's links) holds boards to one rule.
 *
 * @example
 * ```ts
 * discsProblem({ black: 0n, white: 0n }, 'black', resolveRules('othello')); // { kind: 'centre', ... }
 * ```
 */
export function discsProblem(board: Discs, turn: Color, rules: ResolvedRules): BoardProblem | null {
  const placed = board.black | board.white;
  if (rules.name === 'reversi') {
    const reason = reversiBoardProblem(board, turn);
    if (reason !== null) return { kind: 'reversi-start', reason };
  } else if ((placed & CENTRE) !== CENTRE) {
    return { kind: 'centre', reason: `a centre square (d4, e4, d5, e5) is empty, but ${rules.name} starts with the four of them filled and never empties one` };
  }
  // Reversi's first four discs fill the centre, whose squares all touch: from there on every rule
  // set places a disc next to one on the board, and none is taken off.
  const apart = placed & ~groupOf(CENTRE, placed);
  if (apart === 0n) return null;
  const square = formatSquare(squaresOf(apart)[0]!);
  return { kind: 'detached', square, reason: `${square} is cut off from the centre's discs, but ${PLACED_NEXT[rules.name]}` };
}

/** The discs of `placed` joined to `seed`, square by neighbouring square (diagonals too). */
function groupOf(seed: bigint, placed: bigint): bigint {
  let group = seed & placed;
  for (;;) {
    const across = group | ((group << 1n) & NOT_A_FILE) | ((group >> 1n) & NOT_H_FILE);
    const grown = (across | ((across << 8n) & BOARD) | (across >> 8n)) & placed;
    if (grown === group) return group;
    group = grown;
  }
}

/**
 * Why no reversi game reaches a board with this side to move, or null when one may: its start is
 * the only part a board shows, where the first four discs go on the centre squares, black first,
 * in turn, and turn nothing, so the centre is full from the fourth disc on.
 *
 * @example
 * ```ts
 * reversiBoardProblem({ black: 1n, white: 0n }, 'white'); // 'a disc lies outside the centre, ...'
 * ```
 */
export function reversiBoardProblem(discs: Discs, turn: Color): string | null {
  const placed = discs.black | discs.white;
  const count = countSquares(placed);
  if (count >= 4) {
    return (placed & CENTRE) === CENTRE ? null : 'a centre square (d4, e4, d5, e5) is empty, but reversi fills the four of them with its first four discs';
  }
  if ((placed & ~CENTRE) !== 0n) return `a disc lies outside the centre, but reversi's first four discs (${count} here) go on d4, e4, d5 and e5`;
  const black = countSquares(discs.black);
  const expected = { black: Math.ceil(count / 2), turn: count % 2 === 0 ? 'black' : 'white' };
  if (black !== expected.black || turn !== expected.turn) {
    return `with ${count} disc${count === 1 ? '' : 's'} placed in turn, black first, black has ${expected.black} and ${expected.turn} is to move`;
  }
  return null;
}
