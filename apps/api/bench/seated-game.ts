// An online game with both seats taken, through the routes a client uses (`POST /v1/games`, then
// `POST /v1/games/{id}/seat`): the online benchmark's and the Node tests' way in.
import type { Color } from '@flank/reversi';
import type { GameView } from '@flank/reversi/online';

/** What taking a seat answers: the colour, its secret (shown once) and the game. */
export interface Seat {
  color: Color;
  secret: string;
  game: GameView;
}

async function post(url: string, body: unknown): Promise<Seat> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`POST ${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Seat;
}

/**
 * Makes a game (its creator Black, unless `body` says otherwise) and takes its other seat: the
 * game begins, Black's clock running.
 *
 * @example
 * ```ts
 * const { id, black, white } = await seatedGame('http://127.0.0.1:8787', { rules: 'othello', clock: null });
 * ```
 */
export async function seatedGame(origin: string, body: Record<string, unknown>): Promise<{ id: string; black: Seat; white: Seat }> {
  const creator = await post(`${origin}/v1/games`, { color: 'black', name: 'creator', ...body });
  const id = creator.game.id;
  const other = await post(`${origin}/v1/games/${id}/seat`, { name: 'taker' });
  const [black, white] = creator.color === 'black' ? [creator, other] : [other, creator];
  return { id, black, white };
}
