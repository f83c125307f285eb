// The board editor: set up any position (discs placed and taken off, the side to move chosen) and
// play on from it. Positions no game can reach are refused with the reason.
import type { Color } from '@flank/reversi';
import { Reversi, formatSquare } from '@flank/reversi';
import { useState } from 'preact/hooks';
import { boardString, discsOf, setupProblem } from '../game/setup.ts';
import { useMessages } from '../i18n/i18n-context.ts';
import type { Controller } from '../play/controller.ts';

type Tool = Color | 'empty';
const TOOLS: readonly Tool[] = ['black', 'white', 'empty'];

/** The editor's card: closed until the person opens it. */
export function BoardEditor({ controller }: { controller: Controller }) {
  const t = useMessages();
  const [discs, setDiscs] = useState<(Color | null)[]>(() => discsOf(controller.shown));
  const [turn, setTurn] = useState<Color>(() => controller.shown.turn());
  const [tool, setTool] = useState<Tool>('black');
  const [problem, setProblem] = useState<string | null>(null);
  const rules = controller.record.rules;
  const change = (next: (Color | null)[], side = turn) => {
    setDiscs(next);
    setTurn(side);
    setProblem(null);
  };
  const place = (index: number) => change(discs.map((disc, i) => (i === index ? (tool === 'empty' ? null : tool) : disc)));
  const play = () => {
    const found = setupProblem(discs, turn, rules);
    if (found) {
      setProblem(t.setupProblem(found));
      return;
    }
    try {
      controller.load(boardString(discs, turn));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <details class="card editor" onToggle={(event) => (event.currentTarget as HTMLDetailsElement).open && change(discsOf(controller.shown), controller.shown.turn())}>
      <summary>
        <h2>{t.setUp}</h2>
      </summary>
      <fieldset class="tools">
        <legend>{t.setUpTool}</legend>
        {TOOLS.map((choice) => (
          <label key={choice}>
            <input type="radio" name="tool" value={choice} checked={tool === choice} onChange={() => setTool(choice)} />
            {choice === 'empty' ? t.setUpErase : t.color(choice)}
          </label>
        ))}
      </fieldset>
      <div class="editor-board" role="group" aria-label={t.setUpBoard}>
        {discs.map((disc, index) => {
          const square = formatSquare(index);
          return (
            <button type="button" key={square} data-edit={square} aria-label={`${square}, ${disc ? t.disc(disc) : t.empty}`} onClick={() => place(index)}>
              {disc && <span class={`disc ${disc}`} />}
            </button>
          );
        })}
      </div>
      <fieldset class="tools">
        <legend>{t.setUpTurn}</legend>
        {(['black', 'white'] as const).map((side) => (
          <label key={side}>
            <input type="radio" name="setup-turn" value={side} checked={turn === side} onChange={() => change(discs, side)} />
            {t.color(side)}
          </label>
        ))}
      </fieldset>
      <div class="controls">
        <button type="button" name="setup-start" onClick={() => change(discsOf(new Reversi(undefined, { rules })), 'black')}>
          {t.setUpStart}
        </button>
        <button type="button" name="setup-clear" onClick={() => change(Array(64).fill(null))}>
          {t.setUpClear}
        </button>
        <button type="button" name="setup-play" class="primary" onClick={play}>
          {t.setUpPlay}
        </button>
      </div>
      {problem && (
        <p class="error" role="alert" data-setup-problem>
          {problem}
        </p>
      )}
    </details>
  );
}
