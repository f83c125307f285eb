// Setting up a position on the board itself: while the editor is open, a click (or Enter) on a
// square puts the chosen disc there, or takes it off; the tools under the board choose the disc and
// the side to move, and play on from the position. Positions no game can reach are refused with
// the reason.
import type { Color, ResolvedRules } from '@flank/reversi';
import { Reversi } from '@flank/reversi';
import { boardString, discsOf, setupProblem } from '../game/setup.ts';
import { useMessages } from '../i18n/i18n-context.ts';
import type { PageActions } from '../play/page-actions.ts';

export type Tool = Color | 'empty';
const TOOLS: readonly Tool[] = ['black', 'white', 'empty'];

/** A position being set up: its squares a1..h8, the side to move, the tool in hand, and why it was refused. */
export interface Editing {
  discs: (Color | null)[];
  turn: Color;
  tool: Tool;
  problem: string | null;
}

/** The editor opened on the position the board shows (`shown`), black discs in hand. */
export function startEditing(shown: Reversi): Editing {
  return { discs: discsOf(shown), turn: shown.turn(), tool: 'black', problem: null };
}

/**
 * The position after the tool is used on square `index`: a disc of the tool's colour goes there,
 * or comes off where that colour already is; the eraser empties it.
 */
export function applyTool(editing: Editing, index: number): Editing {
  const { tool } = editing;
  const next = tool === 'empty' || editing.discs[index] === tool ? null : tool;
  return { ...editing, discs: editing.discs.map((disc, i) => (i === index ? next : disc)), problem: null };
}

/** What the editor's tools take: the game's rules, the position set up, and the load that plays on from it. */
export interface EditorToolsProps {
  rules: ResolvedRules;
  editing: Editing;
  actions: Pick<PageActions, 'load'>;
  onChange(editing: Editing): void;
  onClose(): void;
}

/** The editor's tools, under the board while it is open. */
export function EditorTools({ rules, editing, actions, onChange, onClose }: EditorToolsProps) {
  const t = useMessages();
  const change = (changes: Partial<Editing>) => onChange({ ...editing, problem: null, ...changes });
  const play = () => {
    const found = setupProblem(editing.discs, editing.turn, rules);
    if (found) return onChange({ ...editing, problem: t.setupProblem(found) });
    try {
      // Its button says "Play from here": the game goes on in Play, not Analyse.
      actions.load(boardString(editing.discs, editing.turn), 'play');
      onClose();
    } catch (error) {
      onChange({ ...editing, problem: (error as Error).message });
    }
  };
  return (
    <section class="editor" aria-label={t.setUp} data-editor>
      <p class="editor-help">{t.setUpBoard}</p>
      <fieldset class="tools">
        <legend>{t.setUpTool}</legend>
        {TOOLS.map((choice) => (
          <label key={choice}>
            <input type="radio" name="tool" value={choice} checked={editing.tool === choice} onChange={() => change({ tool: choice })} />
            {choice === 'empty' ? t.setUpErase : t.color(choice)}
          </label>
        ))}
      </fieldset>
      <fieldset class="tools">
        <legend>{t.setUpTurn}</legend>
        {(['black', 'white'] as const).map((side) => (
          <label key={side}>
            <input type="radio" name="setup-turn" value={side} checked={editing.turn === side} onChange={() => change({ turn: side })} />
            {t.color(side)}
          </label>
        ))}
      </fieldset>
      <div class="controls">
        <button type="button" name="setup-start" onClick={() => change({ discs: discsOf(new Reversi(undefined, { rules })), turn: 'black' })}>
          {t.setUpStart}
        </button>
        <button type="button" name="setup-clear" onClick={() => change({ discs: Array(64).fill(null) })}>
          {t.setUpClear}
        </button>
        <button type="button" name="setup-cancel" onClick={onClose}>
          {t.cancel}
        </button>
        <button type="button" name="setup-play" class="primary" onClick={play}>
          {t.setUpPlay}
        </button>
      </div>
      {editing.problem && (
        <p class="error" role="alert" data-setup-problem>
          {editing.problem}
        </p>
      )}
    </section>
  );
}
