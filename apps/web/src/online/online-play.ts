// Online play as the page runs it, free of any component: where the address leads (online-link.ts),
// the player's identity and seats (online-store.ts), the lobby's feed while it shows, the game
// while one shows, and the finished games' page. Its actions are what the views call: challenge,
// accept, play a friend, take a seat or watch, keep an identity, open a finished game in Analyse.
// Opening `#online/ID` plays the seat this browser holds, or takes the free one, or watches when
// both are taken; a secret in the address is kept and taken out of it at once.
import type { Color, RuleSetName } from '@flank/reversi';
import type { ClockSetting, GameView } from '@flank/reversi/online';
import type { GameRecord } from '../game/record.ts';
import { gamesOfText } from '../game/record-import.ts';
import { recordOf } from './game-state.ts';
import { LobbyFeed } from './lobby-feed.ts';
import { type KeptGame, OnlineApi, OnlineApiError, type PlayerKey } from './online-api.ts';
import { OnlineGame } from './online-game.ts';
import { type OnlineRoute, onlineFragment, onlineRouteOf } from './online-link.ts';
import { type Identity, OnlineStore, PLAYER_NAME } from './online-store.ts';

/** A challenge or a friend's game as its creator chooses it. */
export interface Challenge {
  rules: RuleSetName;
  clock: ClockSetting | null;
  color: Color | 'random';
  /** Rated: both seats must keep an identity. */
  rated: boolean;
}

/** The finished games' page: whose, and what came. */
export interface GamesPage {
  player: string | null;
  status: 'loading' | 'done' | 'failed';
  games: KeptGame[];
  /** The `before` of the next page, or null on the last. */
  next: string | null;
  /** The name of the player whose games they are, once known. */
  name: string | null;
  error: string | null;
}

/** What online play asks of its page. */
export interface OnlineHost {
  /** Puts a fragment in the address without a new history entry. */
  replaceAddress(fragment: string): void;
  /** Opens a game in *Analyse*, leaving online play. */
  analyse(record: GameRecord): void;
}

/**
 * Online play on one origin.
 *
 * @example
 * ```ts
 * const online = new OnlinePlay(new OnlineApi(location.origin), new OnlineStore(localStorage), host);
 * online.open(location.hash); // the lobby, a game, or the games page
 * await online.challenge({ rules: 'othello', clock: CLOCK_PRESETS[0], color: 'random', rated: false }, true);
 * ```
 */
export class OnlinePlay {
  readonly api: OnlineApi;
  readonly store: OnlineStore;
  #host: OnlineHost;
  route: OnlineRoute = { kind: 'lobby' };
  /** The lobby's feed while the lobby shows. */
  lobby: LobbyFeed | null = null;
  /** The game shown, and its id (the game's view comes with its first state). */
  game: OnlineGame | null = null;
  gameId: string | null = null;
  games: GamesPage | null = null;
  identity: Identity | null;
  /** The last failure of a request or a link, until the next action. */
  error: string | null = null;
  /** A request is under way (the views disable what would send another). */
  busy = false;
  #listeners = new Set<() => void>();
  /** Bumped by each route: an answer for an older one is dropped. */
  #version = 0;

  constructor(api: OnlineApi, store: OnlineStore, host: OnlineHost) {
    this.api = api;
    this.store = store;
    this.#host = host;
    this.identity = store.identity();
  }

  /** The name games are played under: the identity's, or the one given. */
  get name(): string {
    return this.identity?.name ?? this.store.name();
  }

  /** Follows an online fragment (the address's): the lobby, a game or the games page; a bad link says why in the lobby. */
  open(fragment: string): void {
    let route: OnlineRoute | null;
    try {
      route = onlineRouteOf(fragment);
    } catch (error) {
      this.#go({ kind: 'lobby' });
      this.error = (error as Error).message;
      this.#notify();
      return;
    }
    if (route === null) return;
    if (route.kind === 'game' && route.secret !== null) this.store.keepSeat(route.id, route.secret);
    this.#go(route);
    // A secret stays in the address no longer than this.
    if (fragment !== onlineFragment(route)) this.#host.replaceAddress(onlineFragment(route));
  }

  /** Goes to a route, as a link would (the address follows). */
  navigate(route: OnlineRoute): void {
    this.#host.replaceAddress(onlineFragment(route));
    this.#go(route);
  }

  /**
   * Creates a game and plays its first seat: listed in the lobby (`open`) for anyone to accept, or
   * not, for a friend who gets its link. A failure is kept in `error`, changing nothing.
   */
  async challenge(choice: Challenge, open: boolean): Promise<void> {
    await this.#request(async () => {
      const { rated, ...rest } = choice;
      const seat = await this.api.createGame({ ...rest, open, ...this.#who(rated), ...(rated && { rated: true }) });
      this.store.keepSeat(seat.game.id, seat.secret);
      this.navigate({ kind: 'game', id: seat.game.id, secret: null });
    });
  }

  /** Accepts a challenge of the lobby: its free seat. */
  accept(id: string): void {
    this.navigate({ kind: 'game', id, secret: null });
  }

  /** Keeps an identity under `name` (rated games need one); a failure is kept in `error`. */
  async keepIdentity(name: string): Promise<void> {
    await this.#request(async () => {
      const trimmed = name.trim();
      if (!PLAYER_NAME.test(trimmed)) throw new Error(nameProblem(trimmed));
      const player = await this.api.createPlayer(trimmed);
      const identity = { id: player.id, name: player.name, secret: player.secret, rating: player.rating };
      this.store.keepIdentity(identity);
      this.identity = identity;
    });
  }

  /** Forgets the identity: games are played unrated, under the name alone. */
  forgetIdentity(): void {
    this.store.keepIdentity(null);
    this.identity = null;
    this.#notify();
  }

  /** The name to play under without an identity ('' for none); a name of another form is refused, with `error` saying why. */
  setName(name: string): void {
    const trimmed = name.trim();
    this.error = trimmed === '' || PLAYER_NAME.test(trimmed) ? null : nameProblem(trimmed);
    if (this.error === null) this.store.keepName(trimmed);
    this.#notify();
  }

  /** Opens the game shown in *Analyse*. */
  analyse(game: GameView): void {
    this.#host.analyse(recordOf(game));
  }

  /**
   * Opens a finished game of the list in *Analyse*: from its GGF (othello's), else from its game's
   * object, which keeps every game's moves.
   */
  async analyseKept(game: KeptGame): Promise<void> {
    await this.#request(async () => {
      this.#host.analyse(game.ggf ? gamesOfText(game.ggf, game.rules).games[0]!.record() : recordOf(await this.api.game(game.id)));
    });
  }

  /** The next page of the finished games. */
  async more(): Promise<void> {
    const page = this.games;
    if (!page || page.next === null || page.status === 'loading') return;
    const version = this.#version;
    await this.#request(async () => {
      const next = await this.api.games({ ...(page.player && { player: page.player }), before: page.next! });
      if (version === this.#version) this.games = { ...page, games: [...page.games, ...next.games], next: next.next };
    });
  }

  /** Leaves online play: the sockets close. */
  leave(): void {
    this.#version++;
    this.#closeAll();
    this.#notify();
  }

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The seat's name, where the player gave one the Worker takes. */
  /**
   * Who takes a seat: the identity where one is kept (its name and rating shown, the game among
   * its games), else the name typed; a rated game's seat needs the identity.
   */
  #who(rated: boolean): { name?: string; player?: PlayerKey } {
    if (this.identity) return { player: { id: this.identity.id, secret: this.identity.secret } };
    if (rated) throw new Error('A rated game needs an identity: keep one first');
    return PLAYER_NAME.test(this.name) ? { name: this.name } : {};
  }

  /**
   * Takes the free seat of a game waiting for its second player, and returns its secret; null (to
   * watch) where none is free, or another took it first. A rated game's seat carries the identity.
   */
  async #takeSeat(id: string): Promise<string | null> {
    const view = await this.api.game(id);
    if (view.status !== 'waiting' || (view.players.black && view.players.white)) return null;
    try {
      const seat = await this.api.takeSeat(id, this.#who(view.rated));
      this.store.keepSeat(id, seat.secret);
      return seat.secret;
    } catch (error) {
      if (error instanceof OnlineApiError && error.status === 409) return null;
      throw error;
    }
  }

  #go(route: OnlineRoute): void {
    const version = ++this.#version;
    const current = () => version === this.#version;
    this.#closeAll();
    this.route = route;
    this.error = null;
    if (route.kind === 'lobby') this.lobby = new LobbyFeed(this.api.socketUrl('/v1/lobby/socket'), () => this.#notify());
    if (route.kind === 'game') void this.#join(route.id, current);
    if (route.kind === 'games') void this.#loadGames(route.player, current);
    this.#notify();
  }

  /** Plays the seat this browser holds, or takes the free one, or else watches; a game that cannot be read says why in `error`. */
  async #join(id: string, current: () => boolean): Promise<void> {
    this.gameId = id;
    let secret = this.store.seat(id);
    if (secret === null) {
      this.busy = true;
      this.#notify();
      try {
        secret = await this.#takeSeat(id);
      } catch (error) {
        if (current()) this.error = (error as Error).message;
        return;
      } finally {
        if (current()) {
          this.busy = false;
          this.#notify();
        }
      }
    }
    if (!current()) return;
    const game = new OnlineGame({ url: this.api.socketUrl(`/v1/games/${encodeURIComponent(id)}/socket`), secret });
    game.subscribe(() => {
      this.#followRematch(game);
      this.#notify();
    });
    this.game = game;
    this.#notify();
  }

  /** A player of a game whose rematch was made goes on to the rematch's game, where its seat has the same secret. */
  #followRematch(game: OnlineGame): void {
    const { game: view, you } = game.state;
    const secret = this.gameId === null ? null : this.store.seat(this.gameId);
    if (game !== this.game || !view?.rematch || you === null || secret === null) return;
    this.store.keepSeat(view.rematch, secret);
    this.navigate({ kind: 'game', id: view.rematch, secret: null });
  }

  async #loadGames(player: string | null, current: () => boolean): Promise<void> {
    this.games = { player, status: 'loading', games: [], next: null, name: null, error: null };
    try {
      const [{ games, next }, name] = await Promise.all([this.api.games(player ? { player } : {}), player ? this.api.player(player).then((found) => found.name) : null]);
      if (current()) this.games = { player, status: 'done', games, next, name, error: null };
    } catch (error) {
      if (current()) this.games = { player, status: 'failed', games: [], next: null, name: null, error: (error as Error).message };
    }
    if (current()) this.#notify();
  }

  async #request(work: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.error = null;
    this.#notify();
    try {
      await work();
    } catch (error) {
      this.error = (error as Error).message;
    } finally {
      this.busy = false;
      this.#notify();
    }
  }

  #closeAll(): void {
    this.lobby?.close();
    this.lobby = null;
    this.game?.close();
    this.game = null;
    this.gameId = null;
    this.games = null;
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}

/** Why a name is refused. */
const nameProblem = (name: string) => `A name is 2 to 20 letters, digits, _ or -: "${name}" is not`;
