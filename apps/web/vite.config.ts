// The page's build: preact's JSX through Vite's own transform (no plugin), the engine's Web Worker
// as an ES module, the neural network gzipped (scripts/network-plugin.ts), the service worker and
// icons of scripts/offline-plugin.ts, and everything in dist/, which the API's Worker serves as
// static assets.
import { defineConfig } from 'vite';
import { network } from './scripts/network-plugin.ts';
import { offline } from './scripts/offline-plugin.ts';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  plugins: [network(), offline()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    outDir: 'dist',
    // The weights must stay a file of their own (fetched once, shared with the worker), never inlined.
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
