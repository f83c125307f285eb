// The board: 64 buttons in a grid (each in its grid cell, so that it keeps its role and name), with the discs, the legal squares, the last move, the discs it
// flipped (a short animation), the hint scores and the solver's best moves. One square at a time
// is in the tab order (the cursor); the arrow keys move it.
import type { Color } from '@flank/reversi';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { useMessages } from '../i18n/i18n-context.ts';
import { type Cursor, squareOf } from '../keyboard/keys.ts';

/** What the board shows; every field is worked out by the app from the controller. */
export interface BoardProps {
  /** Rows 1..8 of columns a..h, as `Reversi.board()` gives them. */
  discs: (Color | null)[][];
  /** The side to move, whose colour marks the legal squares. */
  turn: Color;
  /** Squares the person may play now (empty while the computer moves or the game is over). */
  legal: Set<string>;
  /** The last disc placed and the discs it flipped. */
  lastMove: { square: string; flips: string[] } | null;
  /** Hint scores by square, Black's (black-score.ts), and whether each is the opening book's. */
  hints: ReadonlyMap<string, { score: number; book: boolean }>;
  /** The score drawn as best (gold), where it is not the best of `hints`: a quiz shows a wrong move's score alone. */
  topHint?: number;
  /** The squares the exact solver found best. */
  best: Set<string>;
  cursor: Cursor;
  /** Bumped when the keyboard moved the cursor: the cursor's square takes the focus. */
  focusRequest: number;
  /** Whether the board shows a past position of the game rather than its end. */
  past: boolean;
  /** Whether the board is upside down: h8 at the top left's place, the coordinates turned with it. */
  flipped: boolean;
  /** Whether a position is being set up: every square takes a click (onPlay), legal or not. */
  editing: boolean;
  onCursor(cursor: Cursor): void;
  onPlay(square: string): void;
  /** The hinted square under the pointer or the focus, or null when it leaves. */
  onHint(square: string | null): void;
}

/** How long a flipped disc turns over: styles.css's `flip` animation. */
export const FLIP_MS = 380;

const FILES = 'abcdefgh'.split('');
const RANKS = [1, 2, 3, 4, 5, 6, 7, 8];

/** The board of the game. */
export function Board(props: BoardProps) {
  const t = useMessages();
  const grid = useRef<HTMLDivElement>(null);
  // The scores are Black's: the side to move's best is White's lowest (a quiz gives the real best, whose move may not be shown).
  const bestHint = props.topHint ?? (props.turn === 'black' ? Math.max : Math.min)(...[...props.hints.values()].map((hint) => hint.score));
  // Rows and columns in the order they are drawn: turned around when flipped.
  const order = props.flipped ? [7, 6, 5, 4, 3, 2, 1, 0] : [0, 1, 2, 3, 4, 5, 6, 7];

  useLayoutEffect(() => {
    if (props.focusRequest === 0) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-square="${squareOf(props.cursor)}"]`)?.focus();
  }, [props.focusRequest]);

  return (
    <div class={`board-frame${props.past ? ' past' : ''}${props.editing ? ' editing' : ''}`} data-past={props.past ? '' : undefined} data-flipped={props.flipped ? '' : undefined}>
      <div class="files" aria-hidden="true">
        {order.map((c) => (
          <span key={c}>{FILES[c]}</span>
        ))}
      </div>
      <div class="ranks" aria-hidden="true">
        {order.map((r) => (
          <span key={r}>{RANKS[r]}</span>
        ))}
      </div>
      <div class={`board turn-${props.turn}`} role="grid" aria-label={t.board} ref={grid}>
        {order.map((r) => (
          <div role="row" class="board-row" key={r}>
            {order.map((c) => {
              const disc = props.discs[r]![c]!;
              const square = squareOf({ column: c, row: r });
              const legal = props.legal.has(square);
              const hint = props.hints.get(square);
              const isCursor = props.cursor.column === c && props.cursor.row === r;
              const classes = ['square', legal && 'legal', props.best.has(square) && 'best', isCursor && 'cursor'].filter(Boolean).join(' ');
              const placed = props.lastMove?.square === square;
              const flipped = props.lastMove?.flips.includes(square);
              return (
                <div role="gridcell" class="cell" key={square}>
                  <button
                    type="button"
                    class={classes}
                    data-square={square}
                    data-disc={disc ?? undefined}
                    data-legal={legal ? '' : undefined}
                    data-hint={hint?.score}
                    data-book={hint?.book ? '' : undefined}
                    tabIndex={isCursor ? 0 : -1}
                    aria-label={t.square(square, disc ? t.disc(disc) : t.empty, legal, hint)}
                    title={hint === undefined ? undefined : hint.book ? `${t.bookHint} · ${t.scoreSide}` : t.scoreSide}
                    aria-disabled={!legal && !props.editing}
                    onFocus={() => {
                      props.onCursor({ column: c, row: r });
                      props.onHint(hint ? square : null);
                    }}
                    onBlur={() => props.onHint(null)}
                    onPointerEnter={() => hint && props.onHint(square)}
                    onPointerLeave={() => hint && props.onHint(null)}
                    onClick={() => (legal || props.editing) && props.onPlay(square)}
                  >
                    {disc && <span key={disc} class={`disc ${disc}${placed ? ' placed' : ''}${flipped ? ' flipped' : ''}`} />}
                    {placed && <span class="last-move" />}
                    {hint !== undefined && <span class={`hint${hint.score === bestHint ? ' top' : ''}${hint.book ? ' book' : ''}`}>{hint.score > 0 ? `+${hint.score}` : hint.score}</span>}
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
