// The page starts here: fetch the engine once, load it in the page (for the rules, at once) and
// hand it to the Web Worker (for searches), then show the game.
import { init } from '@flank/reversi';
import { render } from 'preact';
import { WorkerSearcher, searchStopFlag } from './searcher/worker-searcher.ts';
import { loadEngineFiles, loadNetworkWeights } from './searcher/files.ts';
import { registerServiceWorker } from './offline/register.ts';
import { Controller } from './play/controller.ts';
import { pageStorage } from './storage/page-storage.ts';
import { App } from './ui/app.tsx';
import './styles.css';

/**
 * The page's own searches are none: the smallest table will do, no opening book (the worker's
 * searches use it), and no linear weights besides its light ones (which are linear weights).
 */
const PAGE_TABLE_MEGABYTES = 1;

const root = document.getElementById('app')!;

/** Starts the page. A function, not top-level await: the bundler keeps shared code in this script only when no module awaits at its top (online play's chunk imports it from here). */
async function start(): Promise<void> {
  try {
    const files = await loadEngineFiles();
    await init({ wasm: files.wasm, weights: files.weights, linearWeights: false, book: false, tableMegabytes: PAGE_TABLE_MEGABYTES });
    // Cross-origin isolated, a stopped search answers and its worker keeps its table (worker-searcher.ts),
    // on which the analysis goes on (run-job.ts: `lines` jobs reuse it).
    const searcher = new WorkerSearcher(() => new Worker(new URL('./searcher/search-worker.ts', import.meta.url), { type: 'module' }), files, searchStopFlag());
    const { store, lasting } = pageStorage(() => window.localStorage);
    // The engine starts on the light evaluation; the neural network replaces it once fetched.
    const controller = new Controller({ searcher, store, link: location.hash, network: loadNetworkWeights });
    root.replaceChildren(); // the loading line
    render(<App controller={controller} store={store} saving={lasting} />, root);
    registerServiceWorker(); // keeps the page and the engine for offline use; after the first render, so the page comes first
    // After the first paint: the network's download never delays the page's opening.
    requestAnimationFrame(() => setTimeout(() => controller.actions.loadNetwork(), 0));
  } catch (error) {
    root.textContent = `Flank could not start: ${(error as Error).message}`;
  }
}

void start();
