import { beforeAll, expect, it } from 'vitest';
import { init } from '../../src/node.ts';
import { DIFFERENTIAL_GUARD_MS, playBoth } from './play-both.ts';

beforeAll(() => init());

it('free-placement with mustCapture: 20,000 random games agree with the reference move by move', () => {
  const { passes, endedEarly } = playBoth({ name: 'free-placement', mustCapture: true }, 20_000, 5);
  expect(passes).toBeGreaterThan(0);
  expect(endedEarly).toBeGreaterThan(0);
}, DIFFERENTIAL_GUARD_MS);

it('free-placement with mustCapture and voluntaryPass: 20,000 random games agree with the reference move by move', () => {
  const { passes, endedEarly } = playBoth({ name: 'free-placement', mustCapture: true, voluntaryPass: true }, 20_000, 6);
  expect(passes).toBeGreaterThan(20_000);
  expect(endedEarly).toBeGreaterThan(0);
}, DIFFERENTIAL_GUARD_MS);
