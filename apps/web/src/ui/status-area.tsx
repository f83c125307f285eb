// Under the board: whose move it is (or the result), what the board shows (a past position, a
// variation just opened, a pass), and what went wrong (an illegal square, the engine), with the
// solver's answer.
import { passNotice } from '../i18n/describe.ts';
import { useMessages } from '../i18n/i18n-context.ts';
import type { Controller } from '../play/controller.ts';
import { SOLVE_MS } from '../play/solve-lane.ts';

/** The status lines of the position on the board; `result` is the game's end once it shows, `typed` a half-typed square. */
export function StatusArea({ controller, result, typed, illegal }: { controller: Controller; result: string | null; typed: string; illegal: string | null }) {
  const t = useMessages();
  const { shown, game, lastAction } = controller;
  const solve = controller.solve.state;
  const viewing = controller.isViewing();
  const pass = passNotice(t, shown);
  const solution = solve?.status === 'done' && solve.solution.solved ? solve.solution : null;
  return (
    <div class="status-area">
      <p class={`status${result ? ' over' : ''}`} role="status" data-status>
        {result ?? (controller.thinking && !viewing ? t.thinking : t.toMove(shown.turn()))}
        {typed && <span class="typed"> · {t.typed}: {typed}</span>}
      </p>
      {viewing && (
        <p class="notice" data-past-notice>
          {t.pastPosition(controller.viewedPly(), controller.record.moves.length)}
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
      {controller.engineError && (
        <p class="error">
          {t.engineFailed} {controller.engineError}
        </p>
      )}
      {solve?.status === 'done' && (
        <p class="notice" data-solution>
          {solution ? t.solved(solution.score, game.turn(), solution.bestMoves) : t.notSolved(SOLVE_MS / 1000)}
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
