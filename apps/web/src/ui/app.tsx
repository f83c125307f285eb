// The page: the header (page-header.tsx), the board (page-boards.tsx) with its scoreboard, status
// and buttons, and beside it (under it, on a phone) the panels (game-panels.tsx). Two modes
// compose the same parts (page-mode.ts): *Play* leaves the engine's panels out while a game runs,
// *Analyse* shows them all and the best line under the board. The settings open in a dialog from
// the header; keys work anywhere outside a form field.
import { parseSquare } from '@flank/reversi';
import { useEffect, useRef, useState } from 'preact/hooks';
import { describeAction, resultText } from '../i18n/describe.ts';
import { I18n } from '../i18n/i18n-context.ts';
import { pageLanguage, saveLanguage } from '../i18n/language.ts';
import { type Language, MESSAGES } from '../i18n/messages.ts';
import { type Command, type Cursor, type KeyState, squareOf } from '../keyboard/keys.ts';
import { useQuiz } from '../quiz/use-quiz.ts';
import type { Controller } from '../play/controller.ts';
import type { KeyValueStore } from '../storage/saved-game.ts';
import { type Editing, EditorTools, applyTool, startEditing } from './board-editor.tsx';
import { Controls } from './controls.tsx';
import { EngineStatus } from './engine-status.tsx';
import { BestLine, EvaluationBar } from './engine-view.tsx';
import { GamePanels } from './game-panels.tsx';
import { ModeBar } from './mode-bar.tsx';
import { OnlineMain } from './online/online-main.tsx';
import { useOnlineRoute } from './online/use-online-route.ts';
import { Navigation } from './navigation.tsx';
import { PageHeader } from './page-header.tsx';
import { PageNotices } from './page-notices.tsx';
import { EditingBoard, GameBoard, QuizBoard } from './page-boards.tsx';
import { useAddress, useClock, useLanded, useTheme } from './page-hooks.ts';
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
  // Online play keeps the address to itself while it shows.
  const online = useOnlineRoute();
  const onlineMove = useRef<((square: string) => void) | null>(null);
  const away = online.active && !quiz;
  useAddress(controller.links, online.active);
  useEffect(() => controller.settingsDialog(settingsOpen), [settingsOpen]);
  useEffect(() => {
    const { kind, moves } = controller.lastAction;
    if (controller.settings.sound && kind === 'played' && moves.some((move) => move.square !== 'pa')) playPlacement();
    // A game loaded from the form further down: the board comes back into view.
    if (kind === 'loaded') window.scrollTo({ top: 0 });
  }, [controller.lastAction]);

  const play = (square: string) => {
    if (editing) return setEditing(applyTool(editing, parseSquare(square)));
    if (quiz) return quizzes.answer(square);
    if (away) return onlineMove.current?.(square);
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
  const notSquare = (typed: string) => setIllegal(t.notSquare(typed));
  usePageKeys(controller, keys, setKeys, () => setFocusRequest((request) => request + 1), commands, notSquare, quiz !== null || away);

  const board = { cursor: keys.cursor, focusRequest, flipped: controller.settings.flipped, onCursor: (cursor: Cursor) => setKeys({ cursor, typed: '' }), onPlay: play };
  const landed = useLanded(shown.history().length);
  const clock = useClock(controller);
  // The result waits for the last move's discs to turn over.
  const resigned = controller.resignedBy();
  const result = clock?.flagged ? t.timeUp(clock.flagged) : resigned ? t.resigned(resigned) : landed ? resultText(t, shown) : null;
  const engine = controller.engineShown() && !editing;

  return (
    <I18n.Provider value={t}>
      <PageHeader quizOpen={quiz !== null} onQuiz={() => (quiz ? quizzes.close() : (setEditing(null), quizzes.open()))} onSettings={() => setSettingsOpen(true)} />
      {away && (
        <OnlineMain
          language={language}
          store={store}
          sound={controller.settings.sound}
          board={board}
          moveRef={onlineMove}
          mode={controller.mode}
          analyse={(record) => {
            controller.loadRecord(record, [], 'analyse');
            // A game resigned, lost on time or agreed is not played out: its review is asked for here.
            if (!controller.review.state && controller.review.canStart()) controller.review.start();
            online.leave(`#${controller.links.address()}`);
          }}
          onBack={() => online.leave(`#${controller.links.address()}`)}
        />
      )}
      {/* Online play shows in its place: the page's game stays as it was, hidden. */}
      <main class="layout" hidden={away}>
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
