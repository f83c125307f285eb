// Type-checked against the node and browser entries' types, whose init() loads the engine's files
// from where it is told.
import { init } from '@flank/reversi';

await init({ wasm: new URL('https://example.com/flank.wasm'), weights: new Uint8Array(0), book: false, tableMegabytes: 16 });
