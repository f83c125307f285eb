import { described, flag, optionsOf, textArgument } from './arguments.ts';
import { UNLIMITED_STOCK, loadedCore } from './core/engine.ts';
import { perftOf } from './core/core-interface.ts';
import { boardSvg } from './image/board-svg.ts';
import { type BoardSvgOptions, planBoardSvg } from './image/svg-options.ts';
import { discsProblem } from './core/reachable-board.ts';
import { type CorePosition, afterMove, afterPass, canMove, canPass, flipsOf, isOver, placements } from './core/position.ts';
import { type ResolvedRules, type RulesInput, encodeRules, resolveRules } from './core/rules.ts';
import { IllegalMoveError, RecordError, ReversiError } from './errors.ts';
import type { Move } from './move.ts';
import { type Color, type Discs, formatBoardString, parseBoardString } from './notation/board-string.ts';
import { countSquares, formatSquare, parseSquare, squaresOf } from './notation/square.ts';
import { looksLikeTranscript, parseTranscript } from './notation/transcript.ts';
import { type Opening, openingOf } from './openings/opening.ts';
import { type GGFMeta, recordOfGame, replayGGF, startOfGGF } from './records/ggf-game.ts';
import { formatGGF, readGGFText } from './records/ggf.ts';
import { GGFFault } from './records/ggf-fault.ts';
import {
  type Analysis,
  type BestMove,
  type LaneOption,
  type SearchOptions,
  type Solution,
  type SolveOptions,
  type WldSolution,
  analyze,
  analyzeInLane,
  bestMove,
  bestMoveInLane,
  solve,
  solveInLane,
} from './search/search.ts';

export type { Color } from './notation/board-string.ts';
export type { Opening } from './openings/opening.ts';

/** Options of `new Reversi()` and `load()`. */
export interface ReversiOptions {
  /** The rule set: `'othello'` (the default), `'reversi'`, `'free-placement'` or an object with options. */
  rules?: RulesInput;
}

/** The position as the core takes it (from the side to move's view), and who that is. */
interface State extends CorePosition {
  turn: Color;
}

/** A game has at most 60 placements, and passes: deeper perft would only repeat finished games. */
export const MAX_PERFT_DEPTH = 60;
/** d4, e4, d5, e5. */
const CENTRE = [27, 28, 35, 36];
const START_BLACK = (1n << 28n) | (1n << 35n); // e4, d5
const START_WHITE = (1n << 27n) | (1n << 36n); // d4, e5
const REVERSI_STOCK = 32;

const other = (color: Color): Color => (color === 'black' ? 'white' : 'black');

/** A position told by colour, turned to the side to move's view. */
function stateOf(rules: ResolvedRules, discs: Discs, turn: Color, stock: { black: number; white: number }): State {
  const black = turn === 'black';
  return {
    rules: encodeRules(rules),
    player: black ? discs.black : discs.white,
    opponent: black ? discs.white : discs.black,
    playerStock: black ? stock.black : stock.white,
    opponentStock: black ? stock.white : stock.black,
    passes: 0,
    turn,
  };
}

function startOf(rules: ResolvedRules): State {
  if (rules.name === 'reversi') return stateOf(rules, { black: 0n, white: 0n }, 'black', { black: REVERSI_STOCK, white: REVERSI_STOCK });
  return stateOf(rules, { black: START_BLACK, white: START_WHITE }, 'black', { black: UNLIMITED_STOCK, white: UNLIMITED_STOCK });
}

/** The discs of a state by colour. */
function discsOf(state: State): Discs {
  const black = state.turn === 'black';
  return { black: black ? state.player : state.opponent, white: black ? state.opponent : state.player };
}

/**
 * A game of Reversi under one rule set: the position, whose turn it is, and the moves that led here.
 * Call `await init()` once before the first `new Reversi()`; everything after that is synchronous.
 *
 * Positions are board strings (64 squares a1..h8 of `X`, `O`, `-`, then the side to move) or
 * transcripts of moves from the start (`f5d6c3`, passes as `pa` or left out).
 *
 * @example
 * ```ts
 * import { init, Reversi } from '@flank/reversi';
 * await init();
 * const game = new Reversi();
 * game.move('f5');
 * game.moves(); // ['f4', 'd6', 'f6']: white's replies, in square order
 * ```
 */
export class Reversi {
  #rules: ResolvedRules;
  #state: State;
  #past: { state: State; move: Move }[] = [];
  /** Whether the history starts at the rule set's start (false after loading a board string). */
  #fromStart = true;

  /**
   * @param position a board string or a transcript; the rule set's start when left out.
   * @param options `rules`: the rule set (default `'othello'`).
   */
  constructor(position?: string, options: ReversiOptions = {}) {
    loadedCore(); // fail here, not at the first move, when init() was forgotten
    this.#rules = resolveRules(optionsOf<ReversiOptions>(options, 'new Reversi', ['rules'], "{ rules: 'reversi' }").rules);
    this.#state = startOf(this.#rules);
    if (position !== undefined) this.load(position, options);
  }

  /**
   * A game from GGF text (the Generic Game Format of GGS and NBoard) holding one Othello game: its
   * board (`BO`) and moves (`B`, `W`) replayed under the othello rules, a pass the text leaves out
   * inferred. Throws a `RecordError` naming the field and offset of what cannot be read or played
   * (`parseGGF` reads the other fields, and `readGGFGames` files of many games).
   *
   * @example
   * ```ts
   * const game = Reversi.fromGGF('(;GM[Othello]PB[ann]PW[bob]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5//1.23]W[F6];)');
   * game.history(); // ['f5', 'f6']
   * ```
   */
  static fromGGF(text: string): Reversi {
    const games = readGGFText(text);
    if (games.length > 1) {
      const offset = games[1]!.offsets.game;
      throw new RecordError('INVALID_RECORD', `GGF: a second game at character ${offset + 1}, where one was expected (readGGFGames reads many)`, { offset });
    }
    const { record, offsets } = games[0]!;
    try {
      return replayGGF(new Reversi(startOfGGF(record, offsets)), record, offsets);
    } catch (fault) {
      throw fault instanceof GGFFault ? fault.error() : fault;
    }
  }

  /**
   * The game as GGF text, one line: its start (`BO`) and every move (passes as `PA`), the result
   * once it is over (black's disc difference, empties to the winner), and what `meta` gives
   * (players, ratings, date, place, clock, the moves' evaluations and times). The same game and
   * meta always give the same text. Othello only: the format has no other rule set.
   *
   * @example
   * ```ts
   * new Reversi('f5d6').toGGF({ black: 'ann', white: 'bob', moves: [{ time: 1.5 }] });
   * // '(;GM[Othello]PB[ann]PW[bob]TY[8]BO[8 -------- ... *]B[F5//1.50]W[D6];)'
   * ```
   */
  toGGF(meta: GGFMeta = {}): string {
    if (this.#rules.name !== 'othello') throw new ReversiError('INVALID_RULES', `GGF records othello games, and this game is under ${this.#rules.name}`);
    const start = this.#past[0]?.state ?? this.#state;
    const game = { start: formatBoardString(discsOf(start), start.turn), history: this.history({ verbose: true }), over: this.isGameOver(), score: this.score({ emptiesToWinner: true }) };
    return formatGGF(recordOfGame(game, meta));
  }

  /**
   * Replaces the game with a position: a board string (history starts empty) or a transcript played
   * from the start of the rule set (history holds its moves). On an error nothing changes.
   * The rule set stays as it was unless `options.rules` names another.
   *
   * Under `reversi`, a board string cannot say how many discs each side has in hand: black is taken
   * to have placed half the discs on the board rounded up and white the rest, as in a game without
   * passes. A board no game under the rule set reaches (`boardProblem`: an empty centre square
   * under othello and free-placement, a reversi start out of turn or off the centre, a disc cut off
   * from the centre's under every rule set) is refused with the reason.
   */
  load(position: string, options: ReversiOptions = {}): void {
    if (typeof position !== 'string') {
      throw new ReversiError('INVALID_ARGUMENT', `A position must be a board string or a transcript, got ${described(position)}`);
    }
    const given = optionsOf<ReversiOptions>(options, 'load', ['rules'], "{ rules: 'reversi' }").rules;
    const rules = given === undefined ? this.#rules : resolveRules(given);
    let state: State;
    let past: { state: State; move: Move }[] = [];
    const fromStart = looksLikeTranscript(position);
    if (fromStart) {
      const replay = { rules, state: startOf(rules), past };
      playTranscript(replay, position);
      state = replay.state;
      past = replay.past;
    } else {
      const board = parseBoardString(position);
      const problem = discsProblem(board, board.turn ?? 'black', rules);
      if (problem) throw new ReversiError('INVALID_BOARD', `No ${rules.name} game reaches this board: ${problem.reason}`);
      const placed = countSquares(board.black | board.white);
      const stock =
        rules.name === 'reversi'
          ? { black: REVERSI_STOCK - Math.ceil(placed / 2), white: REVERSI_STOCK - Math.floor(placed / 2) }
          : { black: UNLIMITED_STOCK, white: UNLIMITED_STOCK };
      state = stateOf(rules, board, board.turn ?? 'black', stock);
    }
    this.#rules = rules;
    this.#state = state;
    this.#past = past;
    this.#fromStart = fromStart;
  }

  /** Back to the start of the rule set, with an empty history. */
  reset(): void {
    this.#state = startOf(this.#rules);
    this.#past = [];
    this.#fromStart = true;
  }

  /** The rule set, every option spelled out. */
  rules(): ResolvedRules {
    return { ...this.#rules };
  }

  /** The side to move (who must pass, when it cannot place a disc). */
  turn(): Color {
    return this.#state.turn;
  }

  /**
   * The squares where the side to move may place a disc, in square order (a1, b1, .. h8); empty
   * when it must pass or the game is over. With `{ verbose: true }`, each with the discs it flips.
   */
  moves(): string[];
  moves(options: { verbose: true }): Move[];
  moves(options: { verbose?: boolean }): string[] | Move[];
  moves(options: { verbose?: boolean } = {}): string[] | Move[] {
    const verbose = flag(optionsOf(options, 'moves', ['verbose'], '{ verbose: true }').verbose, 'verbose', false);
    const squares = placements(this.#state);
    if (!verbose) return squares.map(formatSquare);
    return squares.map((square) => ({
      color: this.#state.turn,
      square: formatSquare(square),
      flips: squaresOf(flipsOf(this.#state, square)).map(formatSquare),
    }));
  }

  /** Whether the side to move may pass: when it has no move, or always under `voluntaryPass`. */
  canPass(): boolean {
    return canPass(this.#state);
  }

  /**
   * Places a disc of the side to move (`'pa'` passes). Throws an `IllegalMoveError` that says why
   * when the rules do not allow it, and then changes nothing.
   *
   * @example
   * ```ts
   * game.move('d3'); // { color: 'black', square: 'd3', flips: ['d4'] }
   * ```
   */
  move(square: string): Move {
    const replay = { rules: this.#rules, state: this.#state, past: this.#past };
    const move = playOne(replay, square);
    this.#state = replay.state;
    return move;
  }

  /** Passes the turn. Throws an `IllegalMoveError` when the rules do not allow it. */
  pass(): Move {
    return this.move('pa');
  }

  /**
   * Plays a transcript (`f5d6c3`, passes as `pa` or left out) from the current position, all or
   * nothing: on an illegal move it throws an error naming the move's number and changes nothing.
   */
  play(transcript: string): Move[] {
    const replay = { rules: this.#rules, state: this.#state, past: [...this.#past] };
    const before = replay.past.length;
    playTranscript(replay, transcript);
    this.#state = replay.state;
    this.#past = replay.past;
    return replay.past.slice(before).map((entry) => entry.move);
  }

  /** Takes back the last move (or pass) and returns it; null at the start of the history. */
  undo(): Move | null {
    const last = this.#past.pop();
    if (!last) return null;
    this.#state = last.state;
    return last.move;
  }

  /** The moves played since the position was loaded, passes as `'pa'`; with `{ verbose: true }` as `Move`s. */
  history(): string[];
  history(options: { verbose: true }): Move[];
  history(options: { verbose?: boolean }): string[] | Move[];
  history(options: { verbose?: boolean } = {}): string[] | Move[] {
    return flag(optionsOf(options, 'history', ['verbose'], '{ verbose: true }').verbose, 'verbose', false)
      ? this.#past.map((entry) => ({ ...entry.move, flips: [...entry.move.flips] }))
      : this.#past.map((entry) => entry.move.square);
  }

  /**
   * The history as a transcript (`f5d6c3`). Passes are written as `pa` when `passes` is true, and
   * always under `voluntaryPass`, where a pass left out could not be inferred back.
   */
  transcript(options: { passes?: boolean } = {}): string {
    const asked = flag(optionsOf(options, 'transcript', ['passes'], '{ passes: true }').passes, 'passes', false);
    const passes = asked || (this.#rules.name === 'free-placement' && this.#rules.voluntaryPass);
    return this.#past
      .map((entry) => entry.move.square)
      .filter((square) => passes || square !== 'pa')
      .join('');
  }

  /**
   * The named opening the game is in: the longest of the Othello community's 71 named openings
   * that its moves pass through, under any of the board's 8 symmetries, with the number of moves
   * that make it. Null when it passes through none, for a game loaded from a board string (its
   * moves are unknown), and under the reversi and free-placement rule sets.
   *
   * @example
   * ```ts
   * new Reversi('f5d6c3d3c4').opening(); // { name: 'Tiger', plies: 5 }
   * new Reversi('e6f4c3c4d3').opening(); // the same moves, reflected: { name: 'Tiger', plies: 5 }
   * ```
   */
  opening(): Opening | null {
    if (!this.#fromStart || this.#rules.name !== 'othello') return null;
    return openingOf([...this.#past.map((entry) => entry.state), this.#state]);
  }

  /** The board as 8 rows (1..8, top to bottom) of 8 squares (a..h): `'black'`, `'white'` or null. */
  board(): (Color | null)[][] {
    const discs = discsOf(this.#state);
    const rows: (Color | null)[][] = [];
    for (let row = 0; row < 8; row++) {
      const cells: (Color | null)[] = [];
      for (let column = 0; column < 8; column++) cells.push(colorAt(discs, row * 8 + column));
      rows.push(cells);
    }
    return rows;
  }

  /** The disc on a square (`'d4'`), or null when it is empty. */
  get(square: string): Color | null {
    return colorAt(discsOf(this.#state), parseSquare(textArgument(square, 'get', '"d3"')));
  }

  /** Whether neither side can move any more (or, under `voluntaryPass`, both passed in a row). */
  isGameOver(): boolean {
    return isOver(this.#state);
  }

  /** The winner, `'draw'`, or null while the game goes on. More discs wins. */
  result(): Color | 'draw' | null {
    if (!this.isGameOver()) return null;
    const { black, white } = this.score();
    return black > white ? 'black' : white > black ? 'white' : 'draw';
  }

  /**
   * Discs of each colour on the board. With `emptiesToWinner` (the tournament convention of the FFO
   * suite, Edax and Egaroucid), a finished game's empty squares count for the winner, half each in
   * a draw.
   */
  score(options: { emptiesToWinner?: boolean } = {}): { black: number; white: number } {
    const emptiesToWinner = flag(optionsOf(options, 'score', ['emptiesToWinner'], '{ emptiesToWinner: true }').emptiesToWinner, 'emptiesToWinner', false);
    const discs = discsOf(this.#state);
    let black = countSquares(discs.black);
    let white = countSquares(discs.white);
    if (emptiesToWinner && this.isGameOver()) {
      const empty = 64 - black - white;
      if (black > white) black += empty;
      else if (white > black) white += empty;
      else {
        black += empty / 2;
        white += empty / 2;
      }
    }
    return { black, white };
  }

  /** Discs each side still has in hand under `reversi` (32 each at the start); null under other rule sets. */
  discsInHand(): { black: number; white: number } | null {
    if (this.#rules.name !== 'reversi') return null;
    const { turn, playerStock, opponentStock } = this.#state;
    return turn === 'black' ? { black: playerStock, white: opponentStock } : { black: opponentStock, white: playerStock };
  }

  /**
   * Counts the leaves of the game tree `depth` plies below this position (a finished game is one
   * leaf). With `passMoves: false`, a forced pass does not use a ply.
   *
   * @example
   * ```ts
   * new Reversi().perft(9); // 3005288
   * ```
   */
  perft(depth: number, options: { passMoves?: boolean } = {}): number {
    if (!Number.isInteger(depth) || depth < 0 || depth > MAX_PERFT_DEPTH) {
      throw new ReversiError('INVALID_ARGUMENT', `Perft depth must be a whole number from 0 to ${MAX_PERFT_DEPTH}, got ${described(depth)}`);
    }
    const passMoves = flag(optionsOf(options, 'perft', ['passMoves'], '{ passMoves: false }').passMoves, 'passMoves', true);
    return Number(perftOf(loadedCore(), this.#state, depth, passMoves));
  }

  /**
   * The best move, with its score (final disc difference for the side to move, empty squares to
   * the winner), the expected line, the depth reached and whether the score is exact. Bounded by
   * `level` (default 8), `depth`, `nodes` and `timeMs`; when a budget runs out, the last
   * completed iteration stands, or (othello) the move the unfinished one proved better than its move (at
   * the unfinished depth, the score a bound from below, the line that move alone). Throws a `ReversiError` `GAME_OVER` when the game is over.
   *
   * @example
   * ```ts
   * new Reversi('f5d6c3').bestMove({ level: 6 }); // { move: 'f4', score: 0, exact: false, depth: 6, pv: [...], ... }
   * ```
   */
  bestMove(options: SearchOptions = {}): BestMove {
    return bestMove(this.#state, options);
  }

  /**
   * Every legal move (and the pass, where allowed) with its score, best first: the "hint" of Edax
   * and Egaroucid, for all moves. Same options as `bestMove`.
   */
  analyze(options: SearchOptions = {}): Analysis {
    return analyze(this.#state, options);
  }

  /**
   * Solves the position exactly: the final disc difference with perfect play (empty squares to the
   * winner), the outcome for the side to move and every move that reaches the score, or
   * `{ solved: false }` when `nodes` or `timeMs` ran out, with what the solve knows by then: the
   * proved `score` and `outcome` with the `bestMoves` proved so far and the moves `unchecked`, once
   * the root is proved; before, the bounds of the score proved so far (`scoreAtLeast`,
   * `scoreAtMost`) and the outcomes they decide (`outcomeAtLeast`, `outcomeAtMost`), beside the
   * search's best `move` so far and its `depth`, not proved. With `wld: true`, only whether the side
   * to move wins, draws or loses, and every move that keeps that outcome: faster, and no `score`.
   *
   * @example
   * ```ts
   * const solution = game.solve({ nodes: 50_000_000 });
   * if (solution.solved) console.log(solution.score, solution.bestMoves);
   * else if (solution.outcome) console.log(solution.outcome, 'proved; unchecked:', solution.unchecked);
   * else console.log('score at least', solution.scoreAtLeast ?? -64, '; best so far, not proved:', solution.move);
   * game.solve({ wld: true }); // { solved: true, outcome: 'win', bestMoves: ['g8'], pv: [...], ... }
   * ```
   */
  solve(options: SolveOptions & { wld: true }): WldSolution;
  solve(options?: SolveOptions & { wld?: false }): Solution;
  solve(options: SolveOptions): Solution | WldSolution;
  solve(options: SolveOptions = {}): Solution | WldSolution {
    return solve(this.#state, options);
  }

  /**
   * `bestMove`, searched so that the program goes on meanwhile: the search suspends every few
   * thousand nodes and lets the event loop run (a Worker's other requests, a page's events)
   * before it goes on, on its `lane` (default `'main'`), an engine of its own that runs its
   * searches one at a time, in the order asked. Searches on different lanes take turns, so a
   * program keeps short searches on a lane of their own, where long ones never hold them up. The
   * answer is `bestMove`'s, from the position when called; a bad option rejects as `bestMove`
   * throws. Needs WebAssembly's JS Promise Integration (Node 24, Chromium, workerd); elsewhere it
   * searches at once, as `bestMove`. A program has at most 4 lanes, each holding a transposition
   * table and the evaluation for good.
   *
   * @example
   * ```ts
   * const best = await new Reversi('f5d6c3').bestMoveAsync({ nodes: 5_000_000, lane: 'long' });
   * ```
   */
  bestMoveAsync(options: SearchOptions & LaneOption = {}): Promise<BestMove> {
    return bestMoveInLane(this.#state, options);
  }

  /** `analyze`, searched as `bestMoveAsync` searches: on a lane, letting the program go on meanwhile. */
  analyzeAsync(options: SearchOptions & LaneOption = {}): Promise<Analysis> {
    return analyzeInLane(this.#state, options);
  }

  /** `solve`, searched as `bestMoveAsync` searches: on a lane, letting the program go on meanwhile. */
  solveAsync(options: SolveOptions & LaneOption & { wld: true }): Promise<WldSolution>;
  solveAsync(options?: SolveOptions & LaneOption & { wld?: false }): Promise<Solution>;
  solveAsync(options: SolveOptions & LaneOption): Promise<Solution | WldSolution>;
  solveAsync(options: SolveOptions & LaneOption = {}): Promise<Solution | WldSolution> {
    return solveInLane(this.#state, options);
  }

  /** The position as a board string with the side to move, like `---...--- X`. */
  toString(): string {
    return formatBoardString(discsOf(this.#state), this.#state.turn);
  }

  /**
   * The board as an SVG image: deterministic text (the same game and options give the same bytes
   * in every runtime) that needs no font or network, its letters and digits drawn as strokes.
   * Options: `size` in pixels (default 400), `coordinates` (default true), `lastMove` (a red dot,
   * default true, or the square to mark), `legalMoves`, `hints` (scores by square), a `line` of
   * moves from here drawn numbered, and `theme` (`'light'` or `'dark'`). A bad option throws a
   * `ReversiError` that names it.
   *
   * @example
   * ```ts
   * const game = new Reversi('f5d6c3');
   * game.toSVG({ legalMoves: true, size: 320 }); // '<svg xmlns="http://www.w3.org/2000/svg" width="320" ...'
   * // Every move's score on its square, and the expected line numbered:
   * const hints = new Map(game.analyze({ level: 6 }).moves.map((move) => [move.move, move.score]));
   * game.toSVG({ hints, line: game.bestMove({ level: 6 }).pv, theme: 'dark' });
   * ```
   */
  toSVG(options: BoardSvgOptions = {}): string {
    const playLine = (transcript: string) => {
      const replay: Replay = { rules: this.#rules, state: this.#state, past: [] };
      playTranscript(replay, transcript);
      return replay.past.map((entry) => entry.move);
    };
    return boardSvg(planBoardSvg(this, options, playLine));
  }
}

function colorAt(discs: Discs, square: number): Color | null {
  const bit = 1n << BigInt(square);
  return discs.black & bit ? 'black' : discs.white & bit ? 'white' : null;
}

interface Replay {
  rules: ResolvedRules;
  state: State;
  past: { state: State; move: Move }[];
}

function passed(replay: Replay): Move {
  const { state } = replay;
  const move: Move = { color: state.turn, square: 'pa', flips: [] };
  replay.past.push({ state, move });
  replay.state = { ...afterPass(state), turn: other(state.turn) };
  return move;
}

function placed(replay: Replay, square: number): Move {
  const { state } = replay;
  const flips = squaresOf(flipsOf(state, square)).map(formatSquare);
  const move: Move = { color: state.turn, square: formatSquare(square), flips };
  replay.past.push({ state, move });
  replay.state = { ...afterMove(state, square), turn: other(state.turn) };
  return move;
}

/** Plays one move written as text onto `replay`, or throws without touching it. */
function playOne(replay: Replay, text: string, moveNumber?: number): Move {
  if (typeof text !== 'string') {
    throw new ReversiError('INVALID_ARGUMENT', `A move must be a string like "d3" or "pa", got ${described(text)}`);
  }
  const trimmed = text.trim();
  if (/^pa$/i.test(trimmed)) {
    if (canPass(replay.state)) return passed(replay);
    throw new IllegalMoveError('pa', isOver(replay.state) ? 'the game is over' : `${replay.state.turn} has a legal move and may not pass`, moveNumber);
  }
  return placeDisc(replay, parseSquare(trimmed), moveNumber);
}

function placeDisc(replay: Replay, square: number, moveNumber?: number): Move {
  const name = formatSquare(square);
  if (placements(replay.state).includes(square)) return placed(replay, square);
  throw new IllegalMoveError(name, whyIllegal(replay, square), moveNumber);
}

function whyIllegal(replay: Replay, square: number): string {
  const { state, rules } = replay;
  if (isOver(state)) return 'the game is over';
  if (colorAt(discsOf(state), square)) return `${formatSquare(square)} is not empty`;
  if (!canMove(state)) {
    return rules.name === 'reversi' && state.playerStock <= 0
      ? `${state.turn} has no discs left in hand and must pass`
      : `${state.turn} has no legal move and must pass`;
  }
  if (rules.name === 'reversi' && placements(state).some((legal) => CENTRE.includes(legal))) {
    return `the first four moves of reversi go on the empty centre squares ${CENTRE.map(formatSquare).join(', ')}`;
  }
  if (rules.name === 'free-placement' && !rules.mustCapture) return 'a disc must go next to a disc already on the board';
  return `it flanks no ${other(state.turn)} disc`;
}

/** Plays a transcript onto `replay`, inferring left-out passes. Throws (leaving `replay.past` grown) on an error. */
function playTranscript(replay: Replay, transcript: string): void {
  if (typeof transcript !== 'string') {
    throw new ReversiError('INVALID_ARGUMENT', `A transcript must be a string like "f5d6c3", got ${typeof transcript}`);
  }
  const moves = parseTranscript(transcript);
  moves.forEach((token, i) => {
    const moveNumber = i + 1;
    if (token.move === 'pass') {
      playOne(replay, 'pa', moveNumber);
      return;
    }
    const square = token.move;
    if (!placements(replay.state).includes(square) && canPass(replay.state)) {
      // A pass left out of the transcript: take it when the move is legal for the other side.
      if (placements(afterPass(replay.state)).includes(square)) passed(replay);
    }
    placeDisc(replay, square, moveNumber);
  });
}
