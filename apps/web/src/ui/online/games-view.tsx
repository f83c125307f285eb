// The finished games' page: everyone's recent games, or one player's, newest first, a page at a
// time, each opening in Analyse (where the page reviews it).
import type { Color } from '@flank/reversi';
import { useMessages } from '../../i18n/i18n-context.ts';
import type { KeptGame } from '../../online/online-api.ts';
import type { GamesPage } from '../../online/online-play.ts';
import { gameTerms } from './lobby-view.tsx';
import { useOnlineMessages } from './online-i18n.ts';

const COLORS: readonly Color[] = ['black', 'white'];

/** A kept seat's name, with the rating it had before a rated game. */
const keptName = (game: KeptGame, color: Color) => {
  const seat = game.players[color];
  return seat.ratingBefore === null ? seat.name : `${seat.name} (${Math.round(seat.ratingBefore)})`;
};

/** The games' page; `onPlayer` opens a player's games, `onMore` the next page. */
export function GamesView({ page, busy, onAnalyse, onPlayer, onMore, onLobby }: { page: GamesPage; busy: boolean; onAnalyse(game: KeptGame): void; onPlayer(id: string): void; onMore(): void; onLobby(): void }) {
  const t = useMessages();
  const o = useOnlineMessages();
  const title = page.player === null ? o.recentGames : o.playerGames(page.name ?? page.player);
  return (
    <section class="card online-list online-finished" aria-labelledby="online-finished" data-finished-games={page.player ?? ''}>
      <div class="card-head">
        <h2 id="online-finished">{title}</h2>
        <button type="button" name="online-lobby" onClick={onLobby}>
          {o.backToLobby}
        </button>
      </div>
      {page.status === 'loading' && <p class="muted">{o.loading}</p>}
      {page.status === 'failed' && (
        <p class="notice error" role="alert">
          {page.error}
        </p>
      )}
      {page.status === 'done' && page.games.length === 0 && <p class="muted">{o.noGames}</p>}
      {page.games.length > 0 && (
        <ul class="online-games">
          {page.games.map((game) => (
            <li key={game.id} data-finished-game={game.id}>
              <span class="online-game-line">
                {COLORS.map((color, i) => {
                  const id = game.players[color].playerId;
                  return (
                    <span key={color}>
                      {i > 0 && ' – '}
                      {id && id !== page.player ? (
                        <button type="button" class="link" name="player-games" onClick={() => onPlayer(id)}>
                          {keptName(game, color)}
                        </button>
                      ) : (
                        keptName(game, color)
                      )}
                    </span>
                  );
                })}
                <br />
                <span class="muted small">
                  {o.result(game.result)} · {gameTerms(game, t, o)} · {game.endedAt.slice(0, 10)}
                </span>
              </span>
              <button type="button" name="analyse-finished" disabled={busy} onClick={() => onAnalyse(game)}>
                {o.analyse}
              </button>
            </li>
          ))}
        </ul>
      )}
      {page.next !== null && (
        <p class="online-more">
          <button type="button" name="more-games" disabled={busy} onClick={onMore}>
            {o.olderGames}
          </button>
        </p>
      )}
    </section>
  );
}
