// Type-checked against each entry's types (node, browser and workerd, as TypeScript resolves them
// from the installed tarball): what every runtime offers, with no error in the package's .d.ts
// (skipLibCheck is off).
import { IllegalMoveError, Reversi, ReversiError, VERSION, init, isInitialized, type BestMove, type Move, type Solution } from '@flank/reversi';

await init();
const ready: boolean = isInitialized();
const game = new Reversi('f5d6c3', { rules: 'othello' });
const played: Move = game.move('d3');
const best: BestMove = game.bestMove({ level: 4, book: false });
const square: string = best.move;
const solution: Solution = new Reversi().solve({ nodes: 1000 });
const version: string = VERSION;
try {
  game.move('a1');
} catch (error) {
  if (error instanceof IllegalMoveError && error instanceof ReversiError) console.log(error.code);
}
// @ts-expect-error: a level is a number
game.bestMove({ level: 'strong' });
// @ts-expect-error: there is no such method
game.fly();

console.log(ready, played, square, solution, version);
