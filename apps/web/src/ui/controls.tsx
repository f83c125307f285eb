// The game's buttons: new game, undo, redo, pass (only where the rules let a player pass by
// choice), resign (while a person plays a game), pause for computer-against-computer games, hints,
// solve, flip and edit.
import type { ResolvedRules } from '@flank/reversi';
import { useMessages } from '../i18n/i18n-context.ts';
import type { PageActions } from '../play/page-actions.ts';
import type { PageMode } from '../play/page-mode.ts';
import type { SolveView, UndoRedoView } from '../play/page-view.ts';
import type { Settings } from '../play/settings.ts';
import { SOLVE_EMPTIES } from '../play/solve-lane.ts';

/** Whether the rules let a player pass though a disc could be placed. */
export const voluntaryPassAllowed = (rules: ResolvedRules) => rules.name === 'free-placement' && rules.voluntaryPass;

/** What the buttons show, and what they do. */
export interface ControlsProps {
  mode: PageMode;
  settings: Pick<Settings, 'mode' | 'hints' | 'flipped'>;
  rules: ResolvedRules;
  /** Whether a person may pass now, and whether the live game is over (a computer game's pause means nothing then). */
  canPass: boolean;
  over: boolean;
  canResign: boolean;
  paused: boolean;
  hintsAllowed: boolean;
  undoRedo: UndoRedoView;
  solve: SolveView;
  actions: Pick<PageActions, 'newGame' | 'undo' | 'redo' | 'play' | 'resign' | 'togglePause' | 'changeSettings' | 'solve'>;
  onEdit(): void;
}

/** The row of buttons under the board. */
export function Controls({ mode, settings, rules, canPass, over, canResign, paused, hintsAllowed, undoRedo, solve, actions, onEdit }: ControlsProps) {
  const t = useMessages();
  const { hints, flipped } = settings;
  return (
    <div class="controls">
      <button type="button" onClick={() => actions.newGame()}>
        {t.newGame}
      </button>
      <button type="button" onClick={() => actions.undo()} disabled={!undoRedo.canUndo}>
        {t.undo}
      </button>
      <button type="button" onClick={() => actions.redo()} disabled={!undoRedo.canRedo}>
        {t.redo}
      </button>
      {voluntaryPassAllowed(rules) && (
        <button type="button" name="pass" onClick={() => actions.play('pa')} disabled={!canPass}>
          {t.pass}
        </button>
      )}
      {mode === 'play' && settings.mode !== 'computer-computer' && (
        <button type="button" name="resign" onClick={() => actions.resign()} disabled={!canResign}>
          {t.resign}
        </button>
      )}
      {settings.mode === 'computer-computer' && (
        <button type="button" name="pause" onClick={() => actions.togglePause()} disabled={over}>
          {paused ? t.resume : t.pause}
        </button>
      )}
      <button type="button" name="hints" aria-pressed={hints} disabled={!hintsAllowed} onClick={() => actions.changeSettings({ hints: !hints })}>
        {t.hints}
      </button>
      <button type="button" name="solve" onClick={() => actions.solve()} disabled={!solve.canStart} title={t.solveReach(SOLVE_EMPTIES)}>
        {solve.state?.status === 'running' ? t.solving : t.solve}
      </button>
      <button type="button" name="flip" aria-pressed={flipped} title={t.flipTitle} onClick={() => actions.changeSettings({ flipped: !flipped })}>
        {t.flip}
      </button>
      <button type="button" name="edit" title={t.editTitle} onClick={onEdit}>
        {t.edit}
      </button>
    </div>
  );
}
