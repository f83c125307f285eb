// Online play's view, in the page's place while the address is `#online…`: it makes the online
// play's state (online-play.ts) over the page's store, follows the address, and shows the lobby, a
// game or the finished games under the mode bar. Leaving closes its sockets.
import { useEffect, useState } from 'preact/hooks';
import type { GameRecord } from '../../game/record.ts';
import type { Language } from '../../i18n/messages.ts';
import { ONLINE_MESSAGES } from '../../i18n/online-messages.ts';
import { OnlineApi } from '../../online/online-api.ts';
import { OnlinePlay } from '../../online/online-play.ts';
import { OnlineStore } from '../../online/online-store.ts';
import type { PageMode } from '../../play/page-mode.ts';
import type { KeyValueStore } from '../../storage/saved-game.ts';
import type { BoardInput } from '../page-boards.tsx';
import { GamesView } from './games-view.tsx';
import { LobbyView } from './lobby-view.tsx';
import { OnlineGameView } from './online-game-view.tsx';
import { OnlineI18n, useOnlineMessages } from './online-i18n.ts';
import { OnlineModeBar } from './online-mode-bar.tsx';
import { useSubscription } from './use-subscription.ts';

/** What online play takes from the page. */
export interface OnlineMainProps {
  language: Language;
  store: KeyValueStore;
  /** The settings' sound: a placed disc knocks. */
  sound: boolean;
  /** The page's board input (cursor, keys); its `onPlay` is the game's here. */
  board: BoardInput;
  /** Where the page's keys send a typed square while a game shows. */
  moveRef: { current: ((square: string) => void) | null };
  /** The mode of the page's own game, which "back" returns to. */
  mode: PageMode;
  analyse(record: GameRecord): void;
  onBack(): void;
}

/** Online play on the page. */
export function OnlineMain(props: OnlineMainProps) {
  const [online] = useState(
    () =>
      new OnlinePlay(new OnlineApi(location.origin), new OnlineStore(props.store), {
        replaceAddress: (fragment) => window.history.replaceState(window.history.state, '', fragment),
        analyse: props.analyse,
      }),
  );
  useSubscription(online);
  useSubscription(online.game);
  useEffect(() => {
    const follow = () => online.open(location.hash);
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      online.leave();
    };
  }, []);
  return (
    <OnlineI18n.Provider value={ONLINE_MESSAGES[props.language]}>
      <main class="layout online" data-online={online.route.kind}>
        <OnlineModeBar mode={props.mode} onBack={props.onBack} />
        <OnlineRoute online={online} {...props} />
      </main>
    </OnlineI18n.Provider>
  );
}

/** The route's view. */
function OnlineRoute({ online, ...props }: OnlineMainProps & { online: OnlinePlay }) {
  const o = useOnlineMessages();
  const route = online.route;
  const lobby = () => online.navigate({ kind: 'lobby' });
  if (route.kind === 'games' && online.games) {
    return (
      <>
        {online.error && (
          <p class="notice error online-error" role="alert" data-online-error>
            {online.error}
          </p>
        )}
        <GamesView
        page={online.games}
        busy={online.busy}
        onAnalyse={(game) => void online.analyseKept(game)}
        onPlayer={(player) => online.navigate({ kind: 'games', player })}
        onMore={() => void online.more()}
        onLobby={lobby}
        />
      </>
    );
  }
  if (route.kind === 'game') {
    const game = online.game;
    if (!game) {
      return (
        <section class="play">
          {online.error ? (
            <p class="notice error" role="alert" data-online-error>
              {o.gameNotFound} {online.error}
            </p>
          ) : (
            <p class="muted">{o.loading}</p>
          )}
          <button type="button" name="online-lobby" onClick={lobby}>
            {o.backToLobby}
          </button>
        </section>
      );
    }
    return (
      <OnlineGameView
        view={{
          id: route.id,
          state: game.state,
          connection: game.connection,
          canMove: game.canMove(),
          secret: online.store.seat(route.id),
          origin: location.origin,
          sound: props.sound,
          readError: game.readError,
        }}
        actions={{
          play: (move) => game.play(move),
          resign: () => game.resign(),
          abort: () => game.abort(),
          offer: (kind, action) => game.offer(kind, action),
          analyse: (view) => online.analyse(view),
          watch: (id) => online.navigate({ kind: 'game', id, secret: null }),
          lobby,
        }}
        board={props.board}
        moveRef={props.moveRef}
      />
    );
  }
  const feed = online.lobby;
  return (
    <LobbyView
      state={{
        lobby: feed?.lobby ?? null,
        connection: feed?.state ?? 'connecting',
        identity: online.identity,
        name: online.name,
        busy: online.busy,
        error: online.error ?? feed?.error ?? null,
        holds: (id) => online.store.seat(id) !== null,
      }}
      actions={{
        accept: (id) => online.accept(id),
        watch: (id) => online.navigate({ kind: 'game', id, secret: null }),
        challenge: (choice, open) => void online.challenge(choice, open),
        keepIdentity: (name) => void online.keepIdentity(name),
        forgetIdentity: () => online.forgetIdentity(),
        setName: (name) => online.setName(name),
        games: (player) => online.navigate({ kind: 'games', player }),
      }}
    />
  );
}
