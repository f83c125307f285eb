// The types of scenario.js, for the package test that runs it in Node against the workspace's build.
import type * as Flank from '@flank/reversi';

/** What the scenario answers: JSON, the same in every runtime but `search`. */
export interface ScenarioResult {
  version: string;
  start: string[];
  search: { move: string; source: string; depth: number };
  [field: string]: unknown;
}

export function scenario(flank: typeof Flank): Promise<ScenarioResult>;
