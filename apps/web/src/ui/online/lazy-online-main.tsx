// Online play's view, fetched when the player first opens it: its code (the lobby, the game's
// socket, its words, partysocket) is a chunk of its own that the page's first load leaves out,
// since most visitors never open Online. Meanwhile, or where the chunk cannot be fetched
// (offline), the mode bar shows with a line saying so, and its way back.
import { useEffect, useState } from 'preact/hooks';
import { useMessages } from '../../i18n/i18n-context.ts';
import type { OnlineMain, OnlineMainProps } from './online-main.tsx';
import { OnlineModeBar } from './online-mode-bar.tsx';
// Online play's style is the page's (0.35 KB gzipped more at first): in the chunk, Vite would link
// it when the chunk is fetched, and a stylesheet that failed to load (offline) stays linked, which
// its next try takes for loaded.
import './online.css';

type Main = typeof OnlineMain;

/** Fetches the chunk. Its own function: Vite wraps `import()` and whatever is chained on it, so a failure handled there would escape its preloading. */
const fetchMain = (): Promise<Main> => import('./online-main.tsx').then((module) => module.OnlineMain);

/** The view once fetched: a later opening shows it at once. */
let fetched: Main | null = null;

/**
 * Online play, as `OnlineMain` shows it once its chunk has come.
 *
 * @example
 * {away && <LazyOnlineMain language="en" store={store} sound board={board} moveRef={ref} mode="play" analyse={open} onBack={back} />}
 */
export function LazyOnlineMain(props: OnlineMainProps) {
  const t = useMessages();
  // A function: a component handed to useState as it is would be called as its initialiser.
  const [main, setMain] = useState<Main | null>(() => fetched);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (main) return;
    let shown = true;
    fetchMain().then(
      (loaded) => {
        fetched = loaded;
        if (shown) setMain(() => loaded);
      },
      () => shown && setFailed(true),
    );
    return () => {
      shown = false;
    };
  }, [attempt]);
  if (main) {
    const Shown = main;
    return <Shown {...props} />;
  }
  return (
    <main class="layout online" data-online={failed ? 'failed' : 'loading'}>
      <OnlineModeBar mode={props.mode} onBack={props.onBack} />
      <section class="play">
        {failed ? (
          <>
            <p class="notice error" role="alert" data-online-error>
              {t.onlineUnavailable}
            </p>
            <button
              type="button"
              name="online-retry"
              onClick={() => {
                setFailed(false);
                setAttempt(attempt + 1);
              }}
            >
              {t.onlineRetry}
            </button>
          </>
        ) : (
          <p class="muted">{t.onlineLoading}</p>
        )}
      </section>
    </main>
  );
}
