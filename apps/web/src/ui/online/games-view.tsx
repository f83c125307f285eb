// The finished games' page: everyone's recent games, or one player's, newest first, each opening in
// Analyse (its record, which the page reviews there).
import type { GameView } from '@flank/reversi/online';
import { useMessages } from '../../i18n/i18n-context.ts';
import type { GamesPage } from '../../online/online-play.ts';
import { gameTerms, seatName } from './lobby-view.tsx';
import { useOnlineMessages } from './online-i18n.ts';

/** The games' page; `onPlayer` opens a player's games. */
export function GamesView({ page, onAnalyse, onPlayer, onLobby }: { page: GamesPage; onAnalyse(game: GameView): void; onPlayer(id: string): void; onLobby(): void }) {
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
          {page.games.map(({ game }) => (
            <li key={game.id} data-finished-game={game.id}>
              <span class="online-game-line">
                {(['black', 'white'] as const).map((color, i) => {
                  const id = game.players[color]?.playerId;
                  return (
                    <span key={color}>
                      {i > 0 && ' – '}
                      {id && id !== page.player ? (
                        <button type="button" class="link" name="player-games" onClick={() => onPlayer(id)}>
                          {seatName(game, color, o)}
                        </button>
                      ) : (
                        seatName(game, color, o)
                      )}
                    </span>
                  );
                })}
                <br />
                <span class="muted small">
                  {game.result ? o.result(game.result) : o.aborted} · {gameTerms(game, t, o)} · {(game.endedAt ?? game.createdAt).slice(0, 10)}
                </span>
              </span>
              <button type="button" name="analyse-finished" onClick={() => onAnalyse(game)}>
                {o.analyse}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
