// The line played: the live @flank/reversi game and its record, kept in step. Forced passes are
// played at once (the page announces them), and undo takes back a whole action: a move with the
// forced passes that followed it.
import { type Move, type Reversi, ReversiError } from '@flank/reversi';
import { type GameRecord, mustPass, replay } from './record.ts';

/**
 * The line played, with the live game at its end. Every method either does what it says or throws
 * the wrapper's error and changes nothing.
 *
 * @example
 * ```ts
 * const playedLine = new PlayedLine(newRecord({ name: 'othello' }));
 * playedLine.play('f5'); // [{ color: 'black', square: 'f5', flips: ['e5'] }]
 * playedLine.undo(); // the same move, taken back
 * playedLine.redo();
 * ```
 */
export class PlayedLine {
  #game: Reversi;
  #record: GameRecord;
  /** Passes forced at the very start, before any choice: undo never goes behind them. */
  #floor: number;

  /** Rebuilds a record's game; throws when one of its moves, or of its redo line, is not legal. */
  constructor(record: GameRecord) {
    this.#game = replay(record);
    this.#record = { ...record, moves: [...record.moves], undone: [...record.undone] };
    this.#forcedPasses();
    // Redo plays these later: a line that does not replay (a damaged save) is refused now, not at
    // a click that would throw with the button still on.
    try {
      replay({ ...this.#record, moves: [...this.#record.moves, ...[...this.#record.undone].reverse()] });
    } catch (error) {
      throw new ReversiError('INVALID_RECORD', `The redo line: ${(error as Error).message}`);
    }
    const start = replay({ ...record, moves: [] });
    let floor = 0;
    while (mustPass(start) && this.#record.moves[floor] === 'pa') {
      start.pass();
      floor++;
    }
    this.#floor = floor;
  }

  /** The live game, to read: change it only through this line. */
  get game(): Reversi {
    return this.#game;
  }

  /** A copy of the record. */
  get record(): GameRecord {
    const record = this.#record;
    return { ...record, moves: [...record.moves], undone: [...record.undone] };
  }

  /**
   * Plays a move (a square, or `'pa'`) and the passes it forces. The redo line is kept when the
   * move is the one it holds next, and dropped otherwise.
   */
  play(square: string): Move[] {
    const move = this.#game.move(square);
    this.#played(move);
    return [move, ...this.#forcedPasses()];
  }

  /** Takes back the last action (a move and the passes it forced); empty when there is none. */
  undo(): Move[] {
    const taken: Move[] = [];
    while (this.#record.moves.length > this.#floor) {
      const move = this.#game.undo()!;
      this.#record.moves.pop();
      this.#record.undone.push(move.square);
      taken.push(move);
      if (!(move.square === 'pa' && mustPass(this.#game))) break;
    }
    return taken;
  }

  /** Plays the next move of the redo line again; empty when there is none. */
  redo(): Move[] {
    const next = this.#record.undone.at(-1);
    return next === undefined ? [] : this.play(next);
  }

  canUndo(): boolean {
    return this.#record.moves.length > this.#floor;
  }

  /** The moves undo never takes back: the passes forced at the very start. */
  get floor(): number {
    return this.#floor;
  }

  canRedo(): boolean {
    return this.#record.undone.length > 0;
  }

  #played(move: Move): void {
    this.#record.moves.push(move.square);
    const { undone } = this.#record;
    if (undone.at(-1) === move.square) undone.pop();
    else undone.length = 0;
  }

  #forcedPasses(): Move[] {
    const passes: Move[] = [];
    while (mustPass(this.#game)) {
      const pass = this.#game.pass();
      this.#played(pass);
      passes.push(pass);
    }
    return passes;
  }
}
