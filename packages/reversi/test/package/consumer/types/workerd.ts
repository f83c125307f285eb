// Type-checked against the workerd entry's types: in a Worker the files are imported, so init()
// takes only the table's size and whether to load the book.
import { init } from '@flank/reversi';

await init({ tableMegabytes: 16, book: false });
// @ts-expect-error: a Worker cannot load the engine from a URL
await init({ wasm: new URL('https://example.com/flank.wasm') });
