// The page's boards, one component each over the same Board: the game's position (the squares a
// person may play, the hints, the solver's best moves), the board editor's, and the quiz's.
import type { Color, Move, Reversi } from '@flank/reversi';
import { Board } from '../board/board.tsx';
import { blackScore } from '../game/black-score.ts';
import type { Cursor } from '../keyboard/keys.ts';
import type { PageActions } from '../play/page-actions.ts';
import type { SolveState } from '../play/solve-lane.ts';
import { quizScores } from '../quiz/endgame-quiz.ts';
import type { QuizState } from '../quiz/use-quiz.ts';
import type { Editing } from './board-editor.tsx';
import { Scoreboard } from './scoreboard.tsx';

/** 64 squares a1..h8 as the board's 8 rows. */
const chunk = (discs: (Color | null)[]) => Array.from({ length: 8 }, (_, row) => discs.slice(row * 8, row * 8 + 8));

/** What every board of the page takes from it: the cursor and the person's moves. */
export interface BoardInput {
  cursor: Cursor;
  focusRequest: number;
  flipped: boolean;
  onCursor(cursor: Cursor): void;
  onPlay(square: string): void;
}

/** What the game's board shows, and the hint it previews. */
export interface GameBoardProps extends BoardInput {
  /** The game as the board shows it, and whether that is a past position. */
  shown: Reversi;
  viewing: boolean;
  /** Whether a person may move there now: the legal squares show. */
  personToMove: boolean;
  /** The hints by square, each score Black's. */
  hints: ReadonlyMap<string, { score: number; book: boolean }>;
  /** The solve of the position: its best moves show. */
  solve: SolveState | null;
  actions: Pick<PageActions, 'previewHint'>;
}

/** The game's position on the board: the squares a person may play, the hints, the solver's best moves. */
export function GameBoard({ shown, viewing, personToMove, hints, solve, actions, ...props }: GameBoardProps) {
  const lastPlaced = shown.history({ verbose: true }).findLast((move: Move) => move.square !== 'pa') ?? null;
  const solution = solve?.status === 'done' && solve.solution.solved ? solve.solution : null;
  return (
    <Board
      {...props}
      discs={shown.board()}
      turn={shown.turn()}
      legal={new Set(personToMove ? shown.moves() : [])}
      lastMove={lastPlaced}
      hints={hints}
      best={new Set(solution?.bestMoves ?? [])}
      past={viewing}
      editing={false}
      onHint={(square) => actions.previewHint(square)}
    />
  );
}

/** The board editor's position. */
export function EditingBoard({ editing, ...props }: BoardInput & { editing: Editing }) {
  return (
    <Board {...props} discs={chunk(editing.discs)} turn={editing.turn} legal={new Set()} lastMove={null} hints={new Map()} best={new Set()} past={false} editing onHint={() => undefined} />
  );
}

/** The quiz's position on the board: its moves to choose from, then every move's exact score once answered or shown. */
export function QuizBoard({ quiz, ...props }: BoardInput & { quiz: QuizState }) {
  const { game, verdict, revealed } = quiz;
  const shown = quizScores(quiz.quiz, verdict?.move ?? null, revealed);
  // The quiz scores moves for the side to move; the page shows every score as Black's.
  const scores = shown.scores.map((move) => ({ move: move.move, score: blackScore(move.score, game.turn()) }));
  const top = blackScore(shown.top, game.turn());
  return (
    <>
      <Scoreboard game={game} clock={null} />
      <div class="board-area">
        <Board
          {...props}
          discs={game.board()}
          turn={game.turn()}
          legal={new Set(verdict ? [] : game.moves())}
          lastMove={null}
          hints={new Map(scores.map((move) => [move.move, { score: move.score, book: false }]))}
          topHint={top}
          best={new Set(revealed ? [quiz.quiz.moves[0]!.move] : [])}
          past={false}
          editing={false}
          onHint={() => undefined}
        />
      </div>
    </>
  );
}
