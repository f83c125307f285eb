import { init } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import { newRecord } from '../game/record.ts';
import { PlayedLine } from '../game/played-line.ts';
import { GameLines } from './game-lines.ts';
import { REPLACED_KEPT, ReplacedGames } from './replaced-games.ts';

beforeAll(() => init());

describe('replaced games', () => {
  it('gives back the latest only where the game that replaced it is back to its moves, and keeps the last REPLACED_KEPT', () => {
    const replaced = new ReplacedGames();
    const game = (at: number) => ({ playedLine: new PlayedLine(newRecord({ name: 'othello' })), lines: new GameLines([[]]), at, view: null, mode: 'play' as const });
    for (let at = 0; at < REPLACED_KEPT + 5; at++) replaced.remember(game(at));
    expect(replaced.takeAt(3)).toBeUndefined(); // not the latest's place: nothing taken
    for (let at = REPLACED_KEPT + 4; at >= 5; at--) expect(replaced.takeAt(at)?.at).toBe(at);
    expect(replaced.any).toBe(false);
  });
});
