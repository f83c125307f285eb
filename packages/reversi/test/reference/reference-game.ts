/**
 * A plain, deliberately slow reference implementation of the rules in
 * docs/rules.md, used by tests as an oracle against the fast core.
 *
 * It is written independently of the engine and favours obviousness over speed:
 * the board is an array of 64 cells, moves are found by walking the eight
 * directions one step at a time, and every question is answered by recomputing
 * from scratch. Nothing is cached.
 *
 * Squares: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63
 * (square = row * 8 + col; columns a..h left to right, rows 1..8 top to bottom).
 *
 * @packageDocumentation
 */

/** The content of one square: 0 empty, 1 black, 2 white. */
export type Cell = 0 | 1 | 2;

/** A side: 1 black, 2 white. */
export type Colour = 1 | 2;

/**
 * Which rules a game is played under.
 *
 * `mustCapture` and `voluntaryPass` are the options of the `free-placement` rule set;
 * they are ignored for `othello` and `reversi` (othello already requires a capture
 * and forbids voluntary passes; reversi follows othello there).
 */
export interface ReferenceRules {
  name: 'othello' | 'reversi' | 'free-placement';
  mustCapture?: boolean;
  voluntaryPass?: boolean;
}

const EMPTY = 0;
const BLACK = 1;
const WHITE = 2;

/** The four centre squares d4, e4, d5, e5 (reversi opening squares). */
const CENTRE: readonly number[] = [27, 28, 35, 36];

/** The eight directions as (row step, column step). */
const DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [-1, -1], [-1, 0], [-1, 1],
  [0, -1], [0, 1],
  [1, -1], [1, 0], [1, 1],
];

function opponentOf(colour: Colour): Colour {
  return colour === BLACK ? WHITE : BLACK;
}

/** Whether (row, col) lies on the board; checking rows and columns separately is what prevents wrap-around. */
function onBoard(row: number, col: number): boolean {
  return row >= 0 && row < 8 && col >= 0 && col < 8;
}

function isSquare(square: number): boolean {
  return Number.isInteger(square) && square >= 0 && square < 64;
}

/**
 * A game position under some rules, with the operations the tests compare
 * against the engine. Mutable: `play` and `pass` change it in place; use
 * `clone` to branch.
 */
export class ReferenceGame {
  /** The rules this game is played under. */
  readonly rules: ReferenceRules;
  /** The 64 cells, indexed by square (a1 = 0 ... h8 = 63). */
  cells: Cell[];
  /** The side to move. */
  toMove: Colour;
  /**
   * Discs in hand. Only the `reversi` rule set limits moves by it; the other
   * rule sets keep count anyway (it may go below zero there, as a player who
   * runs out would borrow from the other's pile).
   */
  stock: { black: number; white: number };
  /** How many passes were played in a row just before this position. */
  passesInRow: number;

  /**
   * @param rules - the rule set.
   * @param cells - 64 cells; copied, not kept.
   * @param toMove - the side to move.
   * @param stock - discs in hand; by default the empty squares are shared out,
   *   the side to move getting the odd one (30/30 at the othello start, 32/32 on an empty board).
   * @param passesInRow - passes played just before this position; default 0.
   */
  constructor(
    rules: ReferenceRules,
    cells: Cell[],
    toMove: Colour,
    stock?: { black: number; white: number },
    passesInRow?: number,
  ) {
    if (cells.length !== 64) throw new Error(`expected 64 cells, got ${cells.length}`);
    for (const cell of cells) {
      if (cell !== EMPTY && cell !== BLACK && cell !== WHITE) throw new Error(`bad cell value ${String(cell)}`);
    }
    if (toMove !== BLACK && toMove !== WHITE) throw new Error(`bad side to move ${String(toMove)}`);
    this.rules = { ...rules };
    this.cells = cells.slice();
    this.toMove = toMove;
    if (stock) {
      this.stock = { black: stock.black, white: stock.white };
    } else {
      const empties = cells.filter((c) => c === EMPTY).length;
      const forMover = Math.ceil(empties / 2);
      const forOther = empties - forMover;
      this.stock = toMove === BLACK ? { black: forMover, white: forOther } : { black: forOther, white: forMover };
    }
    this.passesInRow = passesInRow ?? 0;
  }

  /**
   * The starting position of a rule set, black to move: the othello start
   * (white d4, e5; black e4, d5) for `othello` and `free-placement`, an empty
   * board with 32 discs in hand each for `reversi`.
   */
  static start(rules: ReferenceRules): ReferenceGame {
    const cells: Cell[] = new Array<Cell>(64).fill(EMPTY);
    if (rules.name === 'reversi') {
      return new ReferenceGame(rules, cells, BLACK, { black: 32, white: 32 }, 0);
    }
    cells[27] = WHITE; // d4
    cells[36] = WHITE; // e5
    cells[28] = BLACK; // e4
    cells[35] = BLACK; // d5
    return new ReferenceGame(rules, cells, BLACK, { black: 30, white: 30 }, 0);
  }

  /** An independent copy of this position. */
  clone(): ReferenceGame {
    return new ReferenceGame(this.rules, this.cells, this.toMove, this.stock, this.passesInRow);
  }

  /**
   * The squares where the side to move may place a disc, ascending.
   * Empty when the game is over (also after two passes in a row, where
   * free-placement squares might otherwise remain).
   */
  legalMoves(): number[] {
    // Over without two passes means neither side can place, so the mover's placements are empty then.
    if (this.passesInRow >= 2) return [];
    return this.placementsFor(this.toMove);
  }

  /**
   * The discs that placing a disc of the side to move on `square` flips, ascending.
   * Throws if the move is not legal.
   */
  flips(square: number): number[] {
    if (!this.legalMoves().includes(square)) throw new Error(`illegal move ${String(square)}`);
    return this.flipsFor(this.toMove, square);
  }

  /** Every legal move with the discs it flips, ascending by square: `legalMoves` and `flips` in one scan. */
  movesWithFlips(): { square: number; flips: number[] }[] {
    return this.legalMoves().map((square) => ({ square, flips: this.flipsFor(this.toMove, square) }));
  }

  /** Whether passing is legal now: never once the game is over. */
  canPass(): boolean {
    if (this.isOver()) return false;
    if (this.voluntaryPassAllowed()) return true;
    // Otherwise passing is only for a player who cannot place.
    return this.placementsFor(this.toMove).length === 0;
  }

  /** Whether the game is over: two passes in a row, or neither side can place. */
  isOver(): boolean {
    if (this.passesInRow >= 2) return true;
    return this.placementsFor(this.toMove).length === 0 && this.placementsFor(opponentOf(this.toMove)).length === 0;
  }

  /**
   * Places a disc of the side to move on `square`, flips what it flanks (nothing
   * during the reversi opening), takes the disc from the mover's stock, hands the
   * move to the other side and resets `passesInRow`. Throws if the move is not legal.
   */
  play(square: number): void {
    if (!isSquare(square) || !this.legalMoves().includes(square)) {
      throw new Error(`illegal move ${String(square)}`);
    }
    const mover = this.toMove;
    const flipped = this.flipsFor(mover, square);
    this.cells[square] = mover;
    for (const s of flipped) this.cells[s] = mover;
    if (mover === BLACK) this.stock.black -= 1;
    else this.stock.white -= 1;
    this.toMove = opponentOf(mover);
    this.passesInRow = 0;
  }

  /** Passes: hands the move to the other side and counts the pass. Throws if passing is not legal. */
  pass(): void {
    if (!this.canPass()) throw new Error('pass is not legal here');
    this.toMove = opponentOf(this.toMove);
    this.passesInRow += 1;
  }

  /** Discs of each colour on the board. */
  counts(): { black: number; white: number } {
    let black = 0;
    let white = 0;
    for (const cell of this.cells) {
      if (cell === BLACK) black += 1;
      else if (cell === WHITE) white += 1;
    }
    return { black, white };
  }

  // ---- internals -------------------------------------------------------

  private isFreePlacement(): boolean {
    return this.rules.name === 'free-placement';
  }

  private voluntaryPassAllowed(): boolean {
    return this.isFreePlacement() && this.rules.voluntaryPass === true;
  }

  /** Whether the reversi opening is still on: some centre square is empty. */
  private inReversiOpening(): boolean {
    return this.rules.name === 'reversi' && CENTRE.some((s) => this.cells[s] === EMPTY);
  }

  /**
   * The squares where `colour` could place if it were its turn, ascending,
   * ignoring whether the game is over (isOver itself is built on this).
   */
  private placementsFor(colour: Colour): number[] {
    const result: number[] = [];
    if (this.rules.name === 'reversi') {
      // No disc in hand, no move.
      const inHand = colour === BLACK ? this.stock.black : this.stock.white;
      if (inHand <= 0) return result;
      if (this.inReversiOpening()) {
        for (const s of CENTRE) if (this.cells[s] === EMPTY) result.push(s);
        return result.sort((a, b) => a - b);
      }
    }
    const needsCapture = !this.isFreePlacement() || this.rules.mustCapture === true;
    for (let square = 0; square < 64; square++) {
      if (this.cells[square] !== EMPTY) continue;
      if (needsCapture) {
        if (this.flanksAnyLine(colour, square)) result.push(square);
      } else if (this.touchesADisc(square)) {
        result.push(square);
      }
    }
    return result;
  }

  /** The discs a placement by `colour` on `square` flips under these rules, ascending. */
  private flipsFor(colour: Colour, square: number): number[] {
    // The four opening moves of reversi flip nothing, even if a line happens to be flanked.
    if (this.inReversiOpening()) return [];
    const all: number[] = [];
    for (const line of this.flankedLines(colour, square)) all.push(...line);
    return all.sort((a, b) => a - b);
  }

  /**
   * For a disc of `colour` on the empty `square`: each direction's run of one or
   * more opponent discs that ends in a disc of `colour`, as lists of squares.
   */
  private flankedLines(colour: Colour, square: number): number[][] {
    const lines: number[][] = [];
    for (const [dr, dc] of DIRECTIONS) {
      const length = this.flankedRun(colour, square, dr, dc);
      if (length > 0) lines.push(Array.from({ length }, (_, k) => square + (k + 1) * (dr * 8 + dc)));
    }
    return lines;
  }

  /**
   * Whether a disc of `colour` on the empty `square` flanks at least one line: `flankedLines` is not
   * empty. Asked for every empty square several times a position in the differential tests, so
   * it stops at the first line and builds no lists.
   */
  private flanksAnyLine(colour: Colour, square: number): boolean {
    for (const [dr, dc] of DIRECTIONS) if (this.flankedRun(colour, square, dr, dc) > 0) return true;
    return false;
  }

  /**
   * The length of the run of opponent discs from `square` in the direction (dr, dc), if a disc of
   * `colour` closes it; else 0.
   */
  private flankedRun(colour: Colour, square: number, dr: number, dc: number): number {
    const opponent = opponentOf(colour);
    let row = Math.floor(square / 8) + dr;
    let col = (square % 8) + dc;
    let run = 0;
    while (onBoard(row, col) && this.cells[row * 8 + col] === opponent) {
      run++;
      row += dr;
      col += dc;
    }
    // Flanked only if the run is non-empty and closed by one of our own discs.
    return run > 0 && onBoard(row, col) && this.cells[row * 8 + col] === colour ? run : 0;
  }

  /** Whether any of the (up to) eight neighbours of `square` holds a disc. */
  private touchesADisc(square: number): boolean {
    const row0 = Math.floor(square / 8);
    const col0 = square % 8;
    for (const [dr, dc] of DIRECTIONS) {
      const row = row0 + dr;
      const col = col0 + dc;
      if (onBoard(row, col) && this.cells[row * 8 + col] !== EMPTY) return true;
    }
    return false;
  }
}

/**
 * Counts the leaves `depth` plies below `game` (which is not changed).
 * A finished game is one leaf wherever it ends; depth 0 is one leaf.
 * With `passMoves` a pass uses a ply. Without it, a forced pass (no placement
 * available) uses no ply, while a voluntary pass (allowed by `voluntaryPass`
 * although a placement exists) is a choice and still uses a ply.
 */
export function referencePerft(game: ReferenceGame, depth: number, passMoves: boolean): number {
  if (game.isOver() || depth <= 0) return 1;
  const moves = game.legalMoves();
  if (!passMoves && moves.length === 0) {
    // Forced pass, not counted as a ply. The game is not over, so the opponent can place
    // and this recursion cannot pass again straight away.
    const next = game.clone();
    next.pass();
    return referencePerft(next, depth, passMoves);
  }
  let total = 0;
  for (const square of moves) {
    const next = game.clone();
    next.play(square);
    total += referencePerft(next, depth - 1, passMoves);
  }
  if (game.canPass()) {
    // Either passMoves is on, or this is a voluntary pass beside available placements.
    const next = game.clone();
    next.pass();
    total += referencePerft(next, depth - 1, passMoves);
  }
  return total;
}

/**
 * Parses a 64-character board string (a1 b1 ... h8; `X`/`x`/`*`/`b`/`B` black,
 * `O`/`o`/`w`/`W` white, `-`/`.` empty). Whitespace inside is ignored, so a
 * board may be written as eight rows. A test helper, not part of the oracle.
 */
export function referenceCells(board: string): Cell[] {
  const chars = board.replace(/\s+/g, '');
  if (chars.length !== 64) throw new Error(`expected 64 squares, got ${chars.length}`);
  const cells: Cell[] = [];
  for (const ch of chars) {
    if ('Xx*bB'.includes(ch)) cells.push(BLACK);
    else if ('OowW'.includes(ch)) cells.push(WHITE);
    else if (ch === '-' || ch === '.') cells.push(EMPTY);
    else throw new Error(`bad board character ${JSON.stringify(ch)}`);
  }
  return cells;
}

/** The square number of a name such as `d3` or `D3` (a1 = 0, h8 = 63). A test helper. */
export function referenceSquare(name: string): number {
  const m = /^([a-h])([1-8])$/i.exec(name);
  if (!m) throw new Error(`bad square name ${JSON.stringify(name)}`);
  const col = m[1]!.toLowerCase().charCodeAt(0) - 'a'.charCodeAt(0);
  const row = Number(m[2]) - 1;
  return row * 8 + col;
}
