// A WTHOR .wtb file for tests, made as the federation writes one.
import { parseSquare } from '@flank/reversi';

/** A .wtb file as the federation writes one: a 16-byte header, then 68 bytes a game. */
export function wtb(games: { blackScore: number; moves: string }[]): Uint8Array {
  const bytes = new Uint8Array(16 + 68 * games.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(4, games.length, true);
  view.setUint16(10, 2001, true);
  bytes[12] = 8;
  games.forEach((game, i) => {
    const at = 16 + 68 * i;
    view.setUint16(at + 2, 100 + i, true);
    view.setUint16(at + 4, 200 + i, true);
    bytes[at + 6] = game.blackScore;
    (game.moves.match(/../g) ?? []).forEach((move, j) => {
      const square = parseSquare(move);
      bytes[at + 8 + j] = 10 * ((square >> 3) + 1) + (square & 7) + 1;
    });
  });
  return bytes;
}
