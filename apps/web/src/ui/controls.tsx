// The game's buttons: new game, undo, redo, pass (only where the rules let a player pass by
// choice), resign (while a person plays a game), pause for engine-against-engine games, hints,
// solve, flip and edit.
import { useMessages } from '../i18n/i18n-context.ts';
import type { Controller } from '../play/controller.ts';
import { SOLVE_EMPTIES } from '../play/solve-lane.ts';

/** Whether the rules let a player pass though a disc could be placed. */
export const voluntaryPassAllowed = (controller: Controller) => {
  const rules = controller.record.rules;
  return rules.name === 'free-placement' && rules.voluntaryPass;
};

/** The row of buttons under the board. */
export function Controls({ controller, onEdit }: { controller: Controller; onEdit(): void }) {
  const t = useMessages();
  const { mode, hints, flipped } = controller.settings;
  const canPass = controller.isHumanTurn() && controller.game.canPass();
  return (
    <div class="controls">
      <button type="button" onClick={() => controller.newGame()}>
        {t.newGame}
      </button>
      <button type="button" onClick={() => controller.history.undo()} disabled={!controller.history.canUndo()}>
        {t.undo}
      </button>
      <button type="button" onClick={() => controller.history.redo()} disabled={!controller.history.canRedo()}>
        {t.redo}
      </button>
      {voluntaryPassAllowed(controller) && (
        <button type="button" name="pass" onClick={() => controller.play('pa')} disabled={!canPass}>
          {t.pass}
        </button>
      )}
      {controller.mode === 'play' && mode !== 'engine-engine' && (
        <button type="button" name="resign" onClick={() => controller.resign()} disabled={!controller.canResign()}>
          {t.resign}
        </button>
      )}
      {mode === 'engine-engine' && (
        <button type="button" name="pause" onClick={() => controller.togglePause()} disabled={controller.game.isGameOver()}>
          {controller.paused ? t.resume : t.pause}
        </button>
      )}
      <button type="button" name="hints" aria-pressed={hints} disabled={!controller.hintsAllowed()} onClick={() => controller.updateSettings({ hints: !hints })}>
        {t.hints}
      </button>
      <button type="button" name="solve" onClick={() => controller.solve.start()} disabled={!controller.solve.canStart()} title={t.solveReach(SOLVE_EMPTIES)}>
        {controller.solve.state?.status === 'running' ? t.solving : t.solve}
      </button>
      <button type="button" name="flip" aria-pressed={flipped} title={t.flipTitle} onClick={() => controller.updateSettings({ flipped: !flipped })}>
        {t.flip}
      </button>
      <button type="button" name="edit" title={t.editTitle} onClick={onEdit}>
        {t.edit}
      </button>
    </div>
  );
}
