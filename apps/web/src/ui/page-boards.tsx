// The page's boards, one component each over the same Board: the game's position (the squares a
// person may play, the hints, the solver's best moves), the board editor's, and the quiz's.
import type { Color, Move } from '@flank/reversi';
import { Board } from '../board/board.tsx';
import { blackScore } from '../game/black-score.ts';
import type { Cursor } from '../keyboard/keys.ts';
import type { Controller } from '../play/controller.ts';
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

/** The game's position on the board: the squares a person may play, the hints, the solver's best moves. */
export function GameBoard({ controller, ...props }: BoardInput & { controller: Controller }) {
  const shown = controller.shown;
  const lastPlaced = shown.history({ verbose: true }).findLast((move: Move) => move.square !== 'pa') ?? null;
  const solve = controller.solve.state;
  const solution = solve?.status === 'done' && solve.solution.solved ? solve.solution : null;
  return (
    <Board
      {...props}
      discs={shown.board()}
      turn={shown.turn()}
      legal={new Set(controller.isHumanTurn() ? shown.moves() : [])}
      lastMove={lastPlaced}
      hints={controller.boardHints()}
      best={new Set(solution?.bestMoves ?? [])}
      past={controller.isViewing()}
      editing={false}
      onHint={(square) => controller.previewHint(square)}
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
