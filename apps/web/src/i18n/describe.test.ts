import { Reversi, init } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LastAction } from '../play/page-game.ts';
import { describeAction, describeMoves, passNotice, resultText } from './describe.ts';
import { MESSAGES } from './messages.ts';

const { en, es } = MESSAGES;

beforeAll(() => init());

describe('sentences about the game', () => {
  it('describes moves and forced passes, in both languages', () => {
    const game = new Reversi('e6f6d3e7e8d8g7f8');
    expect(describeMoves(es, game.history({ verbose: true }).slice(0, 2), game.rules())).toEqual(['Las negras juegan e6', 'Las blancas juegan f6']);
    expect(describeMoves(en, [{ color: 'white', square: 'f8', flips: ['g7'] }, { color: 'black', square: 'pa', flips: [] }], game.rules())).toEqual([
      'White plays f8',
      'Black has no move and passes',
    ]);
    expect(describeMoves(es, [{ color: 'black', square: 'pa', flips: [] }], game.rules())).toEqual(['Las negras no pueden jugar y pasan su turno']);
  });

  it('tells a pass by choice from a forced one', () => {
    const rules = { name: 'free-placement', mustCapture: false, voluntaryPass: true } as const;
    expect(describeMoves(en, [{ color: 'black', square: 'pa', flips: [] }], rules)).toEqual(['Black passes']);
    expect(describeMoves(es, [{ color: 'black', square: 'pa', flips: [] }], rules)).toEqual(['Las negras pasan su turno']);
  });

  it('announces an action', () => {
    const rules = { name: 'othello' } as const;
    const history = new Reversi('f5d6c3').history({ verbose: true });
    expect(describeAction(en, { kind: 'undone', moves: [{ color: 'white', square: 'd6', flips: [] }] }, rules, history)).toBe('One move taken back');
    expect(describeAction(es, { kind: 'undone', moves: [] as never[] }, rules, history)).toBe('Se deshicieron 0 jugadas');
    expect(describeAction(en, { kind: 'played', moves: [{ color: 'black', square: 'f5', flips: ['e5'] }, { color: 'white', square: 'd6', flips: ['d5'] }] }, rules, history)).toBe(
      'Black plays f5. White plays d6',
    );
    expect(describeAction(en, { kind: 'viewed', moves: [], ply: 2, plies: 3 }, rules, history)).toBe('Move 2 of 3: White played d6');
    expect(describeAction(es, { kind: 'viewed', moves: [], ply: 0, plies: 3 }, rules, history)).toBe('El principio de la partida (3 jugadas)');
    const branched: LastAction = { kind: 'branched', moves: [{ color: 'black', square: 'c4', flips: ['d4'] }], kept: 2 };
    expect(describeAction(en, branched, rules, history)).toBe('Black plays c4. A variation opens here: the line it leaves keeps its 2 later moves');
    expect(describeAction(es, { ...branched, kept: 1 }, rules, history)).toBe('Las negras juegan c4. Se abre una variante aquí: la línea que deja conserva su jugada posterior');
    expect(describeAction(en, { kind: 'resigned', moves: [], color: 'white' }, rules, history)).toBe('White resigned: Black wins');
    expect(describeAction(es, { kind: 'resigned', moves: [], color: 'black' }, rules, history)).toBe('Las negras abandonan: ganan las blancas');
  });

  it('shows the pass just played, and the result once the game is over', () => {
    expect(passNotice(en, new Reversi('e6f6d3e7e8d8g7f8pa'))).toBe('Black has no move and passes');
    expect(passNotice(en, new Reversi('f5'))).toBeNull();
    expect(resultText(en, new Reversi('f5'))).toBeNull();
    // Nine moves that leave white without a disc.
    const wipeOut = new Reversi('d3c3b3d2e1d6d7e3f4');
    expect(resultText(en, wipeOut)).toBe(`Game over: Black wins ${wipeOut.score().black}–0`);
    expect(resultText(es, wipeOut)).toBe(`Fin de la partida: ganan las negras ${wipeOut.score().black} a 0`);
  });
});
