import { beforeAll, expect, it } from 'vitest';
import { init } from '../../src/node.ts';
import { DIFFERENTIAL_GUARD_MS, playBoth } from './play-both.ts';

beforeAll(() => init());

it('free-placement: 20,000 random games agree with the reference move by move, and fill the board', () => {
  const { positions, passes, endedEarly } = playBoth({ name: 'free-placement' }, 20_000, 3);
  expect(positions).toBe(20_000 * 61); // 60 moves, then the full board
  expect(passes).toBe(0);
  expect(endedEarly).toBe(0);
}, DIFFERENTIAL_GUARD_MS);

it('free-placement with voluntaryPass: 20,000 random games agree, passes chosen at random', () => {
  const { passes, endedEarly } = playBoth({ name: 'free-placement', voluntaryPass: true }, 20_000, 4);
  expect(passes).toBeGreaterThan(20_000);
  expect(endedEarly).toBeGreaterThan(0); // two passes in a row
}, DIFFERENTIAL_GUARD_MS);
