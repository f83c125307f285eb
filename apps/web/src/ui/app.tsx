// The page: the board with its scoreboard, status and buttons, and beside it (below, on a phone)
// the settings, the evaluation graph, the move list and import/export. Keys work anywhere outside
// a form field.
import type { Move } from '@flank/reversi';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Board, FLIP_MS } from '../board/board.tsx';
import { describeAction, passNotice, resultText } from '../i18n/describe.ts';
import { I18n } from '../i18n/i18n-context.ts';
import { pageLanguage, saveLanguage } from '../i18n/language.ts';
import { type Language, MESSAGES } from '../i18n/messages.ts';
import { type Command, type KeyState, pressKey, squareOf } from '../keyboard/keys.ts';
import { type Controller, SOLVE_MS } from '../play/controller.ts';
import { Controls } from './controls.tsx';
import { EvaluationGraph } from './evaluation-graph.tsx';
import { ImportExport } from './import-export.tsx';
import { MoveList } from './move-list.tsx';
import { Scoreboard } from './scoreboard.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { playPlacement } from './sound.ts';
import { type ThemeChoice, saveTheme, savedTheme, themeOf } from './theme.ts';
import { useController } from './use-controller.ts';

/** The whole page, over one controller. */
export function App({ controller }: { controller: Controller }) {
  useController(controller);
  const [language, setLanguage] = useState<Language>(() => pageLanguage(localStorage, navigator.languages));
  const [theme, setTheme] = useState<ThemeChoice>(() => savedTheme(localStorage));
  useTheme(theme);
  const [keys, setKeys] = useState<KeyState>({ cursor: { column: 3, row: 2 }, typed: '' });
  const [focusRequest, setFocusRequest] = useState(0);
  const [illegal, setIllegal] = useState<string | null>(null);
  const t = MESSAGES[language];
  const game = controller.game;

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = t.title;
  }, [language]);
  useEffect(() => setIllegal(null), [controller.record.moves.length]);
  useEffect(() => {
    const { kind, moves } = controller.lastAction;
    if (controller.settings.sound && kind === 'played' && moves.some((move) => move.square !== 'pa')) playPlacement();
  }, [controller.lastAction]);

  const play = (square: string) => {
    if (!controller.isHumanTurn()) return;
    try {
      controller.play(square);
    } catch {
      setIllegal(t.illegal(square));
    }
  };

  const commands: Record<Command, () => void> = {
    play: () => play(squareOf(keys.cursor)),
    pass: () => controller.isHumanTurn() && game.canPass() && controller.play('pa'),
    undo: () => controller.undo(),
    redo: () => controller.redo(),
    hints: () => controller.updateSettings({ hints: !controller.settings.hints }),
    solve: () => controller.startSolve(),
    'new-game': () => controller.newGame(),
  };
  // The listener is added once; it reads the latest state and commands through this ref.
  const latest = useRef({ keys, commands });
  latest.current = { keys, commands };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select')) return;
      const pressed = pressKey(latest.current.keys, event.key);
      if (!pressed) return;
      // Enter on a button other than a square is that button's own click.
      if (pressed.command === 'play' && target.tagName === 'BUTTON' && target.dataset.square === undefined) return;
      event.preventDefault();
      const moved = pressed.state.cursor !== latest.current.keys.cursor;
      setKeys(pressed.state);
      if (moved) setFocusRequest((request) => request + 1);
      if (pressed.command) latest.current.commands[pressed.command]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const history = game.history({ verbose: true });
  const landed = useLanded(history.length);
  const lastPlaced = history.findLast((move: Move) => move.square !== 'pa') ?? null;
  const solve = controller.solve;
  const solution = solve?.status === 'done' && solve.solution.solved ? solve.solution : null;
  const hints = new Map(
    controller.settings.hints ? (controller.hints ?? []).filter((hint) => hint.move !== 'pa').map((hint) => [hint.move, { score: hint.score, book: hint.source === 'book' }]) : [],
  );
  // The result waits for the last move's discs to turn over.
  const result = landed ? resultText(t, game) : null;
  const pass = passNotice(t, game);

  return (
    <I18n.Provider value={t}>
      <header class="top">
        <h1>{t.title}</h1>
        <p class="tagline">{t.tagline}</p>
      </header>
      <main class="layout">
        <section class="play">
          <Scoreboard game={game} />
          <Board
            discs={game.board()}
            turn={game.turn()}
            legal={new Set(controller.isHumanTurn() ? game.moves() : [])}
            lastMove={lastPlaced}
            hints={hints}
            best={new Set(solution?.bestMoves ?? [])}
            cursor={keys.cursor}
            focusRequest={focusRequest}
            onCursor={(cursor) => setKeys({ cursor, typed: '' })}
            onPlay={play}
          />
          <div class="status-area">
            <p class={`status${result ? ' over' : ''}`} role="status" data-status>
              {result ?? (controller.thinking ? t.thinking : t.toMove(game.turn()))}
              {keys.typed && <span class="typed"> · {t.typed}: {keys.typed}</span>}
            </p>
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
          <Controls controller={controller} />
          <p class="keys">{t.keyboardHelp}</p>
          <p class="sr-only" aria-live="polite">
            {describeAction(t, controller.lastAction, game.rules())}
          </p>
        </section>
        <aside class="panel">
          <SettingsPanel
            controller={controller}
            theme={theme}
            onTheme={(next) => {
              saveTheme(localStorage, next);
              setTheme(next);
            }}
            language={language}
            onLanguage={(next) => {
              saveLanguage(localStorage, next);
              setLanguage(next);
            }}
          />
          <EvaluationGraph scores={controller.evaluations()} />
          <MoveList moves={history} opening={game.opening()} />
          <ImportExport controller={controller} />
        </aside>
      </main>
    </I18n.Provider>
  );
}

/**
 * Whether the discs of the last move have finished turning over: false for FLIP_MS after `plies`
 * changes (at once where the person asked for reduced motion), true when the page opens.
 */
function useLanded(plies: number): boolean {
  const [landed, setLanded] = useState(plies);
  useEffect(() => {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setLanded(plies);
      return;
    }
    const timer = setTimeout(() => setLanded(plies), FLIP_MS);
    return () => clearTimeout(timer);
  }, [plies]);
  return landed === plies;
}

/** Puts the theme in effect on <html> (`data-theme`), following the system's while on automatic. */
function useTheme(choice: ThemeChoice): void {
  useEffect(() => {
    const system = matchMedia('(prefers-color-scheme: dark)');
    const apply = () => (document.documentElement.dataset.theme = themeOf(choice, system.matches));
    apply();
    system.addEventListener('change', apply);
    return () => system.removeEventListener('change', apply);
  }, [choice]);
}
