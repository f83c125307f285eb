// The page: the header, the board with its scoreboard, status and buttons, and beside it (under it,
// on a phone) the panels. Two modes compose the same parts (page-mode.ts): *Play* leaves the
// engine's panels out while a game runs, *Analyse* shows them all and the best line under the
// board. The settings open in a dialog from the header; keys work anywhere outside a form field.
import { type Move, parseSquare } from '@flank/reversi';
import { useEffect, useState } from 'preact/hooks';
import { Board } from '../board/board.tsx';
import { describeAction, resultText } from '../i18n/describe.ts';
import { I18n } from '../i18n/i18n-context.ts';
import { pageLanguage, saveLanguage } from '../i18n/language.ts';
import { type Language, MESSAGES } from '../i18n/messages.ts';
import { type Command, type Cursor, type KeyState, squareOf } from '../keyboard/keys.ts';
import { type QuizState, useQuiz } from '../quiz/use-quiz.ts';
import type { Controller } from '../play/controller.ts';
import type { KeyValueStore } from '../storage/saved-game.ts';
import { type Editing, EditorTools, applyTool, startEditing } from './board-editor.tsx';
import { Controls } from './controls.tsx';
import { EngineStatus } from './engine-status.tsx';
import { BestLine, EvaluationBar } from './engine-view.tsx';
import { GamePanels } from './game-panels.tsx';
import { ModeBar } from './mode-bar.tsx';
import { Navigation } from './navigation.tsx';
import { PageNotices } from './page-notices.tsx';
import { chunk, useClock, useLanded, useTheme } from './page-hooks.ts';
import { QuizPanel } from './quiz-panel.tsx';
import { Scoreboard } from './scoreboard.tsx';
import { SettingsDialog } from './settings-dialog.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { playPlacement } from './sound.ts';
import { StatusArea } from './status-area.tsx';
import { type ThemeChoice, saveTheme, savedTheme } from './theme.ts';
import { useController } from './use-controller.ts';
import { usePageKeys } from './use-page-keys.ts';

/**
 * The whole page, over one controller. `store` keeps the language and theme beside the game;
 * `saving` says whether it lasts beyond the page (the browser may refuse storage).
 */
export function App({ controller, store, saving }: { controller: Controller; store: KeyValueStore; saving: boolean }) {
  useController(controller);
  const [language, setLanguage] = useState<Language>(() => pageLanguage(store, navigator.languages));
  const [theme, setTheme] = useState<ThemeChoice>(() => savedTheme(store));
  useTheme(theme);
  const [keys, setKeys] = useState<KeyState>({ cursor: { column: 3, row: 2 }, typed: '' });
  const [focusRequest, setFocusRequest] = useState(0);
  const [illegal, setIllegal] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const quizzes = useQuiz(store);
  const quiz = quizzes.state;
  const t = MESSAGES[language];
  const shown = controller.shown;

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = t.title;
  }, [language]);
  useEffect(() => setIllegal(null), [controller.record.moves.length, controller.viewedPly()]);
  useAddress(controller);
  useEffect(() => {
    const { kind, moves } = controller.lastAction;
    if (controller.settings.sound && kind === 'played' && moves.some((move) => move.square !== 'pa')) playPlacement();
    // A game loaded from the form further down: the board comes back into view.
    if (kind === 'loaded') window.scrollTo({ top: 0 });
  }, [controller.lastAction]);

  const play = (square: string) => {
    if (editing) return setEditing(applyTool(editing, parseSquare(square)));
    if (quiz) return quizzes.answer(square);
    if (!controller.isHumanTurn()) return;
    try {
      controller.play(square);
    } catch {
      setIllegal(t.illegal(square));
    }
  };
  const commands: Record<Command, () => void> = {
    play: () => play(squareOf(keys.cursor)),
    pass: () => controller.isHumanTurn() && shown.canPass() && controller.play('pa'),
    undo: () => controller.history.undo(),
    redo: () => controller.history.redo(),
    hints: () => controller.updateSettings({ hints: !controller.settings.hints }),
    solve: () => controller.solve.start(),
    flip: () => controller.updateSettings({ flipped: !controller.settings.flipped }),
    analysis: () => controller.engineShown() && controller.analysis.toggle(),
    'new-game': () => controller.newGame(),
    back: () => controller.step(-1),
    forward: () => controller.step(1),
    start: () => controller.goTo(0),
    end: () => controller.goTo(controller.record.moves.length),
  };
  usePageKeys(controller, keys, setKeys, () => setFocusRequest((request) => request + 1), commands, quiz !== null);

  const board = { cursor: keys.cursor, focusRequest, flipped: controller.settings.flipped, onCursor: (cursor: Cursor) => setKeys({ cursor, typed: '' }), onPlay: play };
  const landed = useLanded(shown.history().length);
  const clock = useClock(controller);
  // The result waits for the last move's discs to turn over.
  const result = clock?.flagged ? t.timeUp(clock.flagged) : landed ? resultText(t, shown) : null;
  const engine = controller.engineShown() && !editing;

  return (
    <I18n.Provider value={t}>
      <header class="top">
        <h1>{t.title}</h1>
        <p class="tagline">{t.tagline}</p>
        <div class="top-actions">
          <button type="button" name="open-quizzes" aria-pressed={quiz !== null} onClick={() => (quiz ? quizzes.close() : (setEditing(null), quizzes.open()))}>
            {t.quizButton}
          </button>
          <button type="button" name="open-settings" aria-haspopup="dialog" onClick={() => setSettingsOpen(true)}>
            <span aria-hidden="true">⚙</span> {t.settingsButton}
          </button>
        </div>
      </header>
      <main class="layout">
        <section class="play">
          <PageNotices controller={controller} saving={saving} quizFailed={quizzes.failed} />
          {quiz ? (
            <QuizBoard quiz={quiz} {...board} />
          ) : (
            <>
              {!editing && <ModeBar controller={controller} />}
              <Scoreboard game={shown} clock={editing ? null : clock} setUp={editing} />
              <div class="board-area">
                {engine && <EvaluationBar black={controller.lines?.[0]?.black ?? controller.evaluations()[controller.viewedPly()]} />}
                {editing ? <EditingBoard editing={editing} {...board} /> : <GameBoard controller={controller} {...board} />}
              </div>
              {engine && !shown.isGameOver() && <BestLine line={controller.lines?.[0] ?? null} />}
              {editing ? (
                <EditorTools controller={controller} editing={editing} onChange={setEditing} onClose={() => setEditing(null)} />
              ) : (
                <>
                  <Navigation controller={controller} />
                  <StatusArea controller={controller} result={result} typed={keys.typed} illegal={illegal} />
                  <Controls controller={controller} onEdit={() => setEditing(startEditing(controller))} />
                </>
              )}
            </>
          )}
          <EngineStatus evaluation={controller.evaluation.state} />
          <p class="keys">{t.keyboardHelp}</p>
          <p class="sr-only" aria-live="polite">
            {describeAction(t, controller.lastAction, controller.game.rules(), controller.game.history({ verbose: true }))}
          </p>
        </section>
        <aside class="panel">
          {quiz ? (
            <QuizPanel state={quiz} onRetry={quizzes.retry} onReveal={quizzes.reveal} onNext={quizzes.next} onClose={quizzes.close} />
          ) : (
            <GamePanels controller={controller} editing={editing !== null} />
          )}
        </aside>
      </main>
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)}>
        <SettingsPanel
          controller={controller}
          theme={theme}
          onTheme={(next) => {
            saveTheme(store, next);
            setTheme(next);
          }}
          language={language}
          onLanguage={(next) => {
            saveLanguage(store, next);
            setLanguage(next);
          }}
        />
      </SettingsDialog>
    </I18n.Provider>
  );
}

/** What every board of the page takes from it: the cursor and the person's moves. */
interface BoardInput {
  cursor: Cursor;
  focusRequest: number;
  flipped: boolean;
  onCursor(cursor: Cursor): void;
  onPlay(square: string): void;
}

/** The game's position on the board: the squares a person may play, the hints, the solver's best moves. */
function GameBoard({ controller, ...props }: BoardInput & { controller: Controller }) {
  const shown = controller.shown;
  const lastPlaced = shown.history({ verbose: true }).findLast((move: Move) => move.square !== 'pa') ?? null;
  const solve = controller.solve.state;
  const solution = solve?.status === 'done' && solve.solution.solved ? solve.solution : null;
  const hints = new Map((controller.hints ?? []).filter((hint) => hint.move !== 'pa').map((hint) => [hint.move, { score: hint.score, book: hint.source === 'book' }]));
  return (
    <Board
      {...props}
      discs={shown.board()}
      turn={shown.turn()}
      legal={new Set(controller.isHumanTurn() ? shown.moves() : [])}
      lastMove={lastPlaced}
      hints={hints}
      best={new Set(solution?.bestMoves ?? [])}
      past={controller.isViewing()}
      editing={false}
      onHint={(square) => controller.previewHint(square)}
    />
  );
}

/** The board editor's position. */
function EditingBoard({ editing, ...props }: BoardInput & { editing: Editing }) {
  return (
    <Board {...props} discs={chunk(editing.discs)} turn={editing.turn} legal={new Set()} lastMove={null} hints={new Map()} best={new Set()} past={false} editing onHint={() => undefined} />
  );
}

/** The quiz's position on the board: its moves to choose from, then every move's exact score once answered or shown. */
function QuizBoard({ quiz, ...props }: BoardInput & { quiz: QuizState }) {
  const { game, verdict, revealed } = quiz;
  const scores = new Map(revealed || verdict ? quiz.quiz.moves.filter((move) => revealed || move.move === verdict!.move).map((move) => [move.move, { score: move.score, book: false }]) : []);
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
          hints={scores}
          best={new Set(revealed ? [quiz.quiz.moves[0]!.move] : [])}
          past={false}
          editing={false}
          onHint={() => undefined}
        />
      </div>
    </>
  );
}

/**
 * The URL carries the game and the mode, so that a reload or a copied address reopens them; a
 * link's own game stays in the address until the person has chosen. A changed fragment is followed.
 */
function useAddress(controller: Controller): void {
  const address = `#${controller.links.address()}`;
  useEffect(() => {
    if (!controller.links.linked && location.hash !== address) window.history.replaceState(window.history.state, '', address);
  }, [address, controller.links.linked]);
  useEffect(() => {
    const follow = () => controller.links.follow(location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
}
