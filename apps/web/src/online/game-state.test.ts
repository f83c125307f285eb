import { init } from '@flank/reversi';
import type { GameView } from '@flank/reversi/online';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_STATE, type GameState, actionsOf, canMove, offerStanding, positionOf, received, recordOf } from './game-state.ts';

beforeAll(() => init());

const seat = (name: string) => ({ name, playerId: null, rating: null, connected: true });

/** A timed othello game between Ana (black) and Luis (white), after `moves`. */
function view(moves: [string, string][], changes: Partial<GameView> = {}): GameView {
  return {
    id: 'g1',
    rules: { name: 'othello' },
    clock: { initialMs: 180_000, incrementMs: 2_000 },
    rated: false,
    open: true,
    status: 'playing',
    moves: moves.map(([color, move]) => ({ color: color as 'black' | 'white', move, ms: 1_000 })),
    turn: moves.length % 2 === 0 ? 'black' : 'white',
    clocks: { black: 170_000, white: 160_000 },
    players: { black: seat('Ana'), white: seat('Luis') },
    offers: { draw: null, takeback: null, rematch: null },
    result: null,
    rematch: null,
    ratings: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    endedAt: null,
    ...changes,
  };
}

const state = (game: GameView, you: 'black' | 'white' | null, at = 0): GameState => received(EMPTY_STATE, { type: 'state', game, you }, at, 25);

describe('an online game’s state', () => {
  it('comes whole from each state message, with its clocks as they arrived', () => {
    const s = state(view([['black', 'f5']]), 'black', 1_000);
    expect(s.you).toBe('black');
    expect(s.clock).toEqual({ clocks: { black: 170_000, white: 160_000 }, running: 'white', at: 1_000, lag: 25 });
    expect(positionOf(s)!.history()).toEqual(['f5']);
    expect(positionOf(EMPTY_STATE)).toBeNull();
  });

  it('keeps a move sent until the object’s state has it, and drops it on a refusal', () => {
    const before = { ...state(view([]), 'black'), sent: { ply: 0, move: 'f5' } };
    expect(canMove(before)).toBe(false);
    // A state for the same ply (an offer, a clock) leaves it sent.
    expect(received(before, { type: 'state', game: view([], { offers: { draw: 'white', takeback: null, rematch: null } }), you: 'black' }, 0, 0).sent).toEqual({ ply: 0, move: 'f5' });
    const after = received(before, { type: 'state', game: view([['black', 'f5']]), you: 'black' }, 0, 0);
    expect(after.sent).toBeNull();
    const refused = received(before, { type: 'error', code: 'stale-ply', message: 'ply 0 is past' }, 0, 0);
    expect(refused).toEqual({ ...before, sent: null, error: { code: 'stale-ply', message: 'ply 0 is past' } });
    expect(received(refused, { type: 'pong', id: 3 }, 0, 0)).toBe(refused);
  });

  it('lets a player move on its turn only, and a spectator never', () => {
    expect(canMove(state(view([]), 'black'))).toBe(true);
    expect(canMove(state(view([]), 'white'))).toBe(false);
    expect(canMove(state(view([]), null))).toBe(false);
    expect(canMove(state(view([], { status: 'finished', turn: null }), 'black'))).toBe(false);
  });

  it('is a record of the page: passes as "pa", the players and the date', () => {
    const game = view([['black', 'f5'], ['white', 'pass']], { rules: { name: 'reversi' } });
    expect(recordOf(game)).toEqual({
      rules: { name: 'reversi' },
      start: null,
      moves: ['f5', 'pa'],
      undone: [],
      about: { black: 'Ana', white: 'Luis', date: '2026-12-01', place: 'Flank online' },
    });
    expect(recordOf(view([], { players: { black: seat('Ana'), white: null } })).about).toEqual({ black: 'Ana', date: '2026-12-01', place: 'Flank online' });
  });

  it('gives a player the buttons of the moment, and a spectator none', () => {
    expect(actionsOf(state(view([], { status: 'waiting', turn: null }), 'black'))).toEqual({ resign: false, abort: true, draw: false, takeback: false, rematch: false });
    expect(actionsOf(state(view([]), 'black'))).toEqual({ resign: true, abort: true, draw: true, takeback: false, rematch: false });
    expect(actionsOf(state(view([['black', 'f5']]), 'black'))).toMatchObject({ abort: true, takeback: true });
    // A pass is no move of one's own.
    expect(actionsOf(state(view([['black', 'f5'], ['white', 'pass']], { turn: 'black' }), 'white'))).toMatchObject({ abort: true, takeback: false });
    // Both sides have moved: no abort any more.
    expect(actionsOf(state(view([['black', 'f5'], ['white', 'd6']]), 'white'))).toMatchObject({ abort: false, takeback: true });
    const over = view([['black', 'f5']], { status: 'finished', turn: null, result: { winner: 'white', reason: 'resign', score: { black: 4, white: 1 } } });
    expect(actionsOf(state(over, 'white'))).toEqual({ resign: false, abort: false, draw: false, takeback: false, rematch: true });
    expect(actionsOf(state({ ...over, rematch: 'g2' }, 'white')).rematch).toBe(false);
    expect(actionsOf(state(view([]), null))).toEqual({ resign: false, abort: false, draw: false, takeback: false, rematch: false });
  });

  it('tells whose offer stands', () => {
    const offered = view([], { offers: { draw: 'white', takeback: null, rematch: null } });
    expect(offerStanding(state(offered, 'white'), 'draw')).toBe('mine');
    expect(offerStanding(state(offered, 'black'), 'draw')).toBe('theirs');
    expect(offerStanding(state(offered, null), 'draw')).toBe('none');
    expect(offerStanding(state(offered, 'black'), 'takeback')).toBe('none');
  });
});
