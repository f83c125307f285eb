import { beforeAll, expect, it } from 'vitest';
import { init } from '../../src/node.ts';
import { DIFFERENTIAL_GUARD_MS, playBoth } from './play-both.ts';

beforeAll(() => init());

it('othello: 20,000 random games agree with the reference move by move', () => {
  const { positions, passes, endedEarly } = playBoth({ name: 'othello' }, 20_000, 1);
  expect(positions).toBeGreaterThan(20_000 * 55);
  expect(passes).toBeGreaterThan(0);
  expect(endedEarly).toBeGreaterThan(0);
}, DIFFERENTIAL_GUARD_MS);

it('reversi: 20,000 random games from the empty board agree with the reference move by move', () => {
  const { positions, passes } = playBoth({ name: 'reversi' }, 20_000, 2);
  expect(positions).toBeGreaterThan(20_000 * 55);
  expect(passes).toBeGreaterThan(0);
}, DIFFERENTIAL_GUARD_MS);
