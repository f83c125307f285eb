import type { Reversi } from '../reversi.ts';

/** The board as a diagram with coordinates, `X` for black and `O` for white, its named opening, then the state of the game. */
export function positionText(game: Reversi): string {
  const board = game.toString().slice(0, 64);
  const lines = ['  a b c d e f g h'];
  for (let row = 0; row < 8; row++) {
    lines.push(`${row + 1} ${board.slice(row * 8, row * 8 + 8).split('').join(' ')}`);
  }
  lines.push(game.toString());
  const opening = game.opening();
  if (opening !== null) lines.push(`Opening: ${opening.name} (${opening.plies} moves).`);
  const { black, white } = game.score();
  const result = game.result();
  if (result === null) {
    lines.push(`${capitalize(game.turn())} to move. Black ${black}, white ${white}.`);
  } else {
    const end = result === 'draw' ? 'a draw' : `${result} wins`;
    lines.push(`Game over: ${end}, black ${black}, white ${white}.`);
  }
  return lines.join('\n');
}

export function capitalize(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}
