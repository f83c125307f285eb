import type { CoreExports } from './core-interface';
import { loadCore } from './load-core';

/** The profile build's own exports (assembly/profiled.ts; search/profile.ts counts). */
export interface ProfileExports extends CoreExports {
  profileCount(kind: number, slot: number): bigint;
  profilePasses(): number;
  profilePassField(index: number, field: number): bigint;
  profileReset(): void;
}

/** What the profile counts, as search/profile.ts numbers it. */
export const COUNT = {
  NODES: 0,
  PROBES: 1,
  FOUND: 2,
  TABLE_CUTS: 3,
  ETC_CUTS: 4,
  STABILITY_CUTS: 5,
  PROBCUT_CUTS: 6,
  SEARCHED: 7,
  CUTS: 8,
  FIRST_CUTS: 9,
  FIRST_BEST: 10,
  MOVES: 11,
  RESEARCHES: 12,
} as const;

/** The first slot of the midgame search's counts (by remaining depth); below it, the solver's by empties. */
export const SLOT_MIDGAME = 65;

/** The profile build (`pnpm build:profile`, or the .wasm at an absolute path), with the shipped network. */
export function loadProfileCore(file = 'flank-profile.wasm'): ProfileExports {
  return loadCore(file) as ProfileExports;
}
