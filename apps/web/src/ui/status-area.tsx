// Under the board: whose move it is (or the result), what the board shows (a past position, a
// variation just opened, a pass), and what went wrong (an illegal square, the engine), with the
// solver's answer.
import { passNotice } from '../i18n/describe.ts';
import { useMessages } from '../i18n/i18n-context.ts';
import type { LastAction } from '../play/page-game.ts';
import type { GameView } from '../play/page-view.ts';
import { SOLVE_MS, type SolveState } from '../play/solve-lane.ts';

/** What the status lines show: the game, the engine's thinking and failure, the solve, and the page's own. */
export interface StatusAreaProps {
  game: Pick<GameView, 'live' | 'shown' | 'ply' | 'plies' | 'viewing'>;
  lastAction: LastAction;
  thinking: boolean;
  engineError: string | null;
  solve: SolveState | null;
  /** The game's end once it shows, a half-typed square, and an illegal square's message. */
  result: string | null;
  typed: string;
  illegal: string | null;
}

/** The status lines of the position on the board. */
export function StatusArea({ game: { live, shown, ply, plies, viewing }, lastAction, thinking, engineError, solve, result, typed, illegal }: StatusAreaProps) {
  const t = useMessages();
  const pass = passNotice(t, shown);
  const solution = solve?.status === 'done' && solve.solution.solved ? solve.solution : null;
  return (
    <div class="status-area">
      <p class={`status${result ? ' over' : ''}`} role="status" data-status>
        {result ?? (thinking && !viewing ? t.thinking : t.toMove(shown.turn()))}
        {typed && <span class="typed"> · {t.typed}: {typed}</span>}
      </p>
      {viewing && (
        <p class="notice" data-past-notice>
          {t.pastPosition(ply, plies)}
        </p>
      )}
      {lastAction.kind === 'branched' && !viewing && (
        <p class="notice" data-branched>
          {t.branched(lastAction.kept)}
        </p>
      )}
      {pass && !result && (
        <p class="notice" data-pass-notice>
          {pass}
        </p>
      )}
      {illegal && <p class="error">{illegal}</p>}
      {engineError && (
        <p class="error">
          {t.engineFailed} {engineError}
        </p>
      )}
      {solve?.status === 'done' && (
        <p class="notice" data-solution>
          {solution ? t.solved(solution.score, live.turn(), solution.bestMoves) : t.notSolved(SOLVE_MS / 1000)}
        </p>
      )}
      {solve?.status === 'failed' && (
        <p class="error">
          {t.engineFailed} {solve.message}
        </p>
      )}
    </div>
  );
}
