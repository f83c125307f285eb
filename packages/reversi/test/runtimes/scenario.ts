// One deterministic workout of the public API, run unchanged in every runtime (Node, workerd, a
// browser): each runtime's result must deep-equal Node's. It takes the package's exports as an
// argument and imports nothing at run time, so each runtime can hand it the entry point it resolved.

/** What the scenario uses of a game; structural, so that src/ and each dist/ entry all fit. */
interface Game {
  moves(): string[];
  moves(options: { verbose: true }): { color: string; square: string; flips: string[] }[];
  move(square: string): unknown;
  pass(): unknown;
  play(transcript: string): unknown;
  perft(depth: number, options?: { passMoves?: boolean }): number;
  toString(): string;
  transcript(options?: { passes?: boolean }): string;
  turn(): string;
  score(): { black: number; white: number };
  canPass(): boolean;
  isGameOver(): boolean;
  result(): string | null;
  bestMove(options?: { level?: number; nodes?: number; book?: boolean }): { move: string; score: number; exact: boolean; depth: number; pv: string[]; nodes: number; ms: number; source: string };
  analyze(options?: { level?: number }): { moves: { move: string; score: number; exact: boolean; depth: number; source: string }[]; nodes: number; ms: number };
  opening(): { name: string; plies: number } | null;
  solve(options?: { nodes?: number }): { solved: boolean; nodes: number; ms: number };
  toSVG(options?: { size?: number; legalMoves?: boolean; hints?: Record<string, number>; line?: string[]; theme?: 'light' | 'dark' }): string;
}

/** What a runtime hands over: the exports of the package's entry point that it resolved. */
export interface Flank {
  init(options?: { weights?: URL }): Promise<void>;
  isInitialized(): boolean;
  Reversi: new (position?: string, options?: { rules?: 'othello' | 'reversi' | 'free-placement' }) => Game;
  ReversiError: abstract new (...args: never[]) => Error;
  IllegalMoveError: abstract new (...args: never[]) => Error;
}

/** Plain data only (it crosses into Node from a page or a Worker as JSON). */
export interface ScenarioResult {
  initializedBefore: boolean;
  initializedAfter: boolean;
  startMoves: string[];
  afterF5: { moves: string[]; verbose: { color: string; square: string; flips: string[] }[]; board: string };
  shortGame: { transcript: string; board: string; turn: string; moves: string[]; score: { black: number; white: number } };
  perft: { depth5: number; depth6: number; depth5NoPassMoves: number };
  passPosition: { board: string; moves: string[]; canPass: boolean; withPassMoves: number[]; withoutPassMoves: number[] };
  fullGame: {
    transcript: string;
    plies: number;
    passes: number;
    board: string;
    score: { black: number; white: number };
    result: string | null;
  };
  rules: { reversiPerft4: number; freePlacementPerft2: number };
  illegalMove: { name: string; code: string; isReversiError: boolean; isIllegalMoveError: boolean; unchanged: boolean };
  search: { best: unknown; searched: unknown; bounded: unknown; analysis: unknown; solution: unknown; unsolved: unknown };
  opening: unknown;
  /** Board images: every runtime must write the same bytes. */
  images: { start: string; annotated: string };
}

/** The short game the suites play: ten plies from the start, black to move. */
export const SHORT_GAME = 'f5d6c3d3c4f4f6f3e6e7';

/**
 * Twenty plies into a game where the side to move has no move and must pass (the game goes on):
 * perft counts differ with and without `passMoves`.
 */
export const PASS_POSITION = 'd3c3b3c5f6d2b5b2d1g7b1a1e6c1h8b4a3d6d7e1';

export async function runScenario(flank: Flank, weights?: URL): Promise<ScenarioResult> {
  const { init, Reversi, ReversiError, IllegalMoveError, isInitialized } = flank;
  const initializedBefore = isInitialized();
  await init(weights === undefined ? undefined : { weights });
  await init(); // a second call is a no-op
  const initializedAfter = isInitialized();

  const game = new Reversi();
  const startMoves = game.moves();

  game.move('f5');
  const afterF5 = { moves: game.moves(), verbose: game.moves({ verbose: true }), board: game.toString() };

  const short = new Reversi();
  short.play(SHORT_GAME);
  const shortGame = {
    transcript: short.transcript(),
    board: short.toString(),
    turn: short.turn(),
    moves: short.moves(),
    score: short.score(),
  };

  const start = new Reversi();
  const perft = {
    depth5: start.perft(5),
    depth6: start.perft(6),
    depth5NoPassMoves: start.perft(5, { passMoves: false }),
  };

  const stuck = new Reversi(PASS_POSITION);
  const passPosition = {
    board: stuck.toString(),
    moves: stuck.moves(),
    canPass: stuck.canPass(),
    withPassMoves: [1, 2, 3, 4].map((depth) => stuck.perft(depth)),
    withoutPassMoves: [1, 2, 3, 4].map((depth) => stuck.perft(depth, { passMoves: false })),
  };

  // A whole game to the end, choosing moves by a fixed rule (one that meets two forced passes).
  const full = new Reversi();
  let plies = 0;
  let passes = 0;
  while (!full.isGameOver()) {
    const moves = full.moves();
    if (moves.length === 0) {
      full.pass();
      passes++;
    } else {
      full.move(moves[(plies * 12) % moves.length]!);
    }
    plies++;
    if (plies > 130) throw new Error('the game did not end');
  }
  const fullGame = {
    transcript: full.transcript({ passes: true }),
    plies,
    passes,
    board: full.toString(),
    score: full.score(),
    result: full.result(),
  };

  const rules = {
    reversiPerft4: new Reversi(undefined, { rules: 'reversi' }).perft(4),
    freePlacementPerft2: new Reversi(undefined, { rules: 'free-placement' }).perft(2),
  };

  const victim = new Reversi();
  const before = victim.toString();
  let illegalMove: ScenarioResult['illegalMove'] | undefined;
  try {
    victim.move('a1');
  } catch (error) {
    illegalMove = {
      name: (error as Error).name,
      code: (error as { code?: string }).code ?? '',
      isReversiError: error instanceof ReversiError,
      isIllegalMoveError: error instanceof IllegalMoveError,
      unchanged: victim.toString() === before,
    };
  }
  if (!illegalMove) throw new Error('an illegal move did not throw');

  // Searches are deterministic: every runtime must find the same moves, scores, lines and nodes.
  const midgame = new Reversi('f5d6c3d3c4f4');
  const endgame = new Reversi('--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X'); // FFO #1
  const withoutTime = <T extends { ms?: number }>({ ms: _ms, ...rest }: T) => rest;
  const search = {
    best: withoutTime(midgame.bestMove({ level: 8 })), // from the opening book
    searched: withoutTime(midgame.bestMove({ level: 8, book: false })),
    bounded: withoutTime(midgame.bestMove({ level: 20, nodes: 30_000, book: false })),
    analysis: withoutTime(midgame.analyze({ level: 5 })),
    solution: withoutTime(endgame.solve()),
    unsolved: withoutTime(endgame.solve({ nodes: 1000 })),
  };

  const opening = { tiger: new Reversi('f5d6c3d3c4').opening(), board: new Reversi(endgame.toString()).opening() };

  const hints = Object.fromEntries(search.analysis.moves.map((move) => [move.move, move.score]));
  const images = { start: new Reversi().toSVG(), annotated: midgame.toSVG({ size: 640, legalMoves: true, hints, line: search.searched.pv, theme: 'dark' }) };

  return { initializedBefore, initializedAfter, startMoves, afterF5, shortGame, perft, passPosition, fullGame, rules, illegalMove, search, opening, images };
}
