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

window.__flank = runScenario(flank).then(
  (result): PageOutcome => ({ ok: true, userAgent: navigator.userAgent, result }),
  (error: unknown): PageOutcome => {
    const { name, message, code } = error as Error & { code?: string };
    return { ok: false, userAgent: navigator.userAgent, error: { name, message, code } };
  },
);
