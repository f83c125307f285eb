// The lobby: the open challenges that anyone accepts with one click, the forms of a new challenge
// and of a friend's game, the games being played now, to watch, and who the player is (a name, or
// an identity with its rating). Live through the lobby's socket.
import type { Color, ResolvedRules } from '@flank/reversi';
import type { ClockSetting, LobbyMessage } from '@flank/reversi/online';
import { CLOCK_PRESETS } from '@flank/reversi/online';
import { useState } from 'preact/hooks';
import { useMessages } from '../../i18n/i18n-context.ts';
import type { OnlineMessages } from '../../i18n/online-messages.ts';
import type { Messages } from '../../i18n/messages.ts';
import type { Challenge } from '../../online/online-play.ts';
import type { Identity } from '../../online/online-store.ts';
import { NAME_MAX_LENGTH } from '../../online/online-store.ts';
import { ChallengeForm } from './challenge-form.tsx';
import { useOnlineMessages } from './online-i18n.ts';

/** What the lobby shows. */
export interface LobbyState {
  lobby: LobbyMessage | null;
  connection: 'connecting' | 'live' | 'reconnecting';
  identity: Identity | null;
  name: string;
  busy: boolean;
  error: string | null;
  /** Whether this browser holds a seat of the game (its own challenge). */
  holds(id: string): boolean;
}

/** What the lobby does. */
export interface LobbyActions {
  accept(id: string): void;
  watch(id: string): void;
  challenge(choice: Challenge, open: boolean): void;
  keepIdentity(name: string): void;
  forgetIdentity(): void;
  setName(name: string): void;
  games(player: string | null): void;
}

/** A clock's name: a preset's ("3+2"), or minutes and seconds, or none. */
export function clockName(clock: ClockSetting | null, o: OnlineMessages): string {
  if (clock === null) return o.untimed;
  const preset = CLOCK_PRESETS.find((one) => one.initialMs === clock.initialMs && one.incrementMs === clock.incrementMs);
  return preset?.name ?? `${clock.initialMs / 60_000}+${clock.incrementMs / 1000}`;
}

/** A game in one line: its rules, clock and whether rated. */
export const gameTerms = (game: { rules: ResolvedRules; clock: ClockSetting | null; rated: boolean }, t: Messages, o: OnlineMessages) =>
  `${t.ruleSets[game.rules.name]} · ${clockName(game.clock, o)} · ${o.ratedGame(game.rated)}`;

/** A seat's holder (a game's or the lobby's view of it): name, and rating where kept. */
export function seatName(game: { players: Record<Color, { name: string; rating: number | null } | null> }, color: Color, o: OnlineMessages): string {
  const seat = game.players[color];
  if (!seat) return o.waitingSeat;
  return seat.rating === null ? seat.name : `${seat.name} (${Math.round(seat.rating)})`;
}

/** The lobby's view. */
export function LobbyView({ state, actions }: { state: LobbyState; actions: LobbyActions }) {
  const t = useMessages();
  const o = useOnlineMessages();
  const { lobby, identity } = state;
  return (
    <div class="online-lobby">
      {state.error && (
        <p class="notice error online-error" role="alert" data-online-error>
          {state.error}
        </p>
      )}
      <section class="card online-list" aria-labelledby="online-challenges" data-challenges>
        <div class="card-head">
          <h2 id="online-challenges">{o.challenges}</h2>
          <span class="connection" data-lobby-connection={state.connection}>
            {o.connection[state.connection]}
          </span>
        </div>
        {lobby === null ? (
          <p class="muted">{o.loading}</p>
        ) : lobby.challenges.length === 0 ? (
          <p class="muted">{o.noChallenges}</p>
        ) : (
          <ul class="online-games">
            {lobby.challenges.map((game) => {
              const creator: Color = game.players.black ? 'black' : 'white';
              const mine = state.holds(game.id);
              return (
                <li key={game.id} data-challenge={game.id}>
                  <span class="online-game-line">
                    <strong>{seatName(game, creator, o)}</strong> <span class="muted">{o.plays(creator)}</span>
                    <br />
                    <span class="muted small">{gameTerms(game, t, o)}</span>
                  </span>
                  <button type="button" name={mine ? 'open-challenge' : 'accept'} disabled={state.busy} onClick={() => actions.accept(game.id)}>
                    {mine ? o.yours : o.accept}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ChallengeForm kind="challenge" title={o.createChallenge} note={o.challengeNote} submit={o.create} canRate={identity !== null} busy={state.busy} onCreate={(choice) => actions.challenge(choice, true)} />
      <ChallengeForm kind="friend" title={o.playFriend} note={o.friendNote} submit={o.createFriendGame} canRate={identity !== null} busy={state.busy} onCreate={(choice) => actions.challenge(choice, false)} />
      <section class="card online-list" aria-labelledby="online-playing" data-playing>
        <h2 id="online-playing">{o.playing}</h2>
        {lobby !== null && lobby.playing.length === 0 && <p class="muted">{o.noPlaying}</p>}
        {lobby !== null && lobby.playing.length > 0 && (
          <ul class="online-games">
            {lobby.playing.map((game) => (
              <li key={game.id} data-playing-game={game.id}>
                <span class="online-game-line">
                  {seatName(game, 'black', o)} – {seatName(game, 'white', o)}
                  <br />
                  <span class="muted small">{gameTerms(game, t, o)}</span>
                </span>
                <button type="button" name="watch" onClick={() => actions.watch(game.id)}>
                  {o.watch}
                </button>
              </li>
            ))}
          </ul>
        )}
        <p class="online-more">
          <button type="button" class="link" name="recent-games" onClick={() => actions.games(null)}>
            {o.recentGames}
          </button>
        </p>
      </section>
      <section class="card online-you" aria-labelledby="online-you">
        <h2 id="online-you">{o.you}</h2>
        <PlayerIdentity state={state} actions={actions} />
      </section>
    </div>
  );
}

/** The player's name, or identity: kept in this browser. */
function PlayerIdentity({ state, actions }: { state: LobbyState; actions: LobbyActions }) {
  const o = useOnlineMessages();
  const [name, setName] = useState(state.name);
  const { identity } = state;
  if (identity) {
    return (
      <>
        <p data-identity={identity.id}>{o.playingAs(identity.name, identity.rating)}</p>
        <p class="online-actions">
          <button type="button" name="my-games" onClick={() => actions.games(identity.id)}>
            {o.myGames}
          </button>
          <button type="button" name="forget-identity" onClick={() => actions.forgetIdentity()}>
            {o.forgetIdentity}
          </button>
        </p>
      </>
    );
  }
  return (
    <form
      class="online-name"
      onSubmit={(event) => {
        event.preventDefault();
        actions.keepIdentity(name);
      }}
    >
      <label>
        <span>{o.yourName}</span>
        <input name="player-name" value={name} maxLength={NAME_MAX_LENGTH} placeholder={o.anonymous} onInput={(event) => setName((event.currentTarget as HTMLInputElement).value)} onChange={() => actions.setName(name)} />
      </label>
      <button type="submit" name="keep-identity" disabled={state.busy || name.trim() === ''}>
        {o.keepIdentity}
      </button>
      <p class="muted small">{o.identityNote}</p>
    </form>
  );
}
