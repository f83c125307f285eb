// The script of the browser suite's page (bundled by esbuild in browser.test.ts): the built
// package, imported by its name as an app would, with the `browser` condition (dist/browser.js,
// whose init() fetches the flank.wasm served beside this bundle).
import * as flank from '@flank/reversi';
import { type ScenarioResult, runScenario } from '../scenario.ts';

export type PageOutcome =
  | { ok: true; userAgent: string; result: ScenarioResult }
  | { ok: false; userAgent: string; error: { name: string; message: string; code?: string } };

declare global {
  interface Window {
    /** Settles once the scenario has run (or failed); read by the test through Playwright. */
    __flank?: Promise<PageOutcome>;
  }
}

/** The page under /threads/ (served cross-origin isolated): the engine on two threads. */
async function threadsScenario(): Promise<ScenarioResult> {
  await flank.init({ threads: 2 });
  const ffo1 = new flank.Reversi('--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X');
  const solution = ffo1.solve();
  const game = new flank.Reversi();
  for (const move of ['f5', 'd6', 'c3', 'd3', 'c4']) game.move(move);
  const best = game.bestMove({ level: 10, book: false });
  return {
    threads: { crossOriginIsolated, engineThreads: flank.engineThreads(), solution, legal: game.moves().includes(best.move!), depth: best.depth },
  } as unknown as ScenarioResult;
}

window.__flank = (location.pathname.startsWith('/threads/') ? threadsScenario() : runScenario(flank)).then(
  (result): PageOutcome => ({ ok: true, userAgent: navigator.userAgent, result }),
  (error: unknown): PageOutcome => {
    const { name, message, code } = error as Error & { code?: string };
    return { ok: false, userAgent: navigator.userAgent, error: { name, message, code } };
  },
);
