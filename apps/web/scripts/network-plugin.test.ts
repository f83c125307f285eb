import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { type Plugin, type Rolldown, build } from 'vite';
import { describe, expect, it } from 'vitest';
import { fileRole } from './offline-files.ts';
import { NETWORK_SOURCE, network, shippedNetwork } from './network-plugin.ts';

const APP = fileURLToPath(new URL('../', import.meta.url));

/** An entry module that imports the network's URL as src/searcher/files.ts does, and uses it (an app's entry keeps no exports). */
const entry: Plugin = {
  name: 'test-entry',
  resolveId: (id) => (id === 'entry' ? '\0entry' : undefined),
  load: (id) => (id === '\0entry' ? "import url from '@flank/engine/flank-network-small.bin?url';\nconsole.log(url);\n" : undefined),
};

/** A production build of that entry with the plugin, in memory. */
async function built(): Promise<Rolldown.OutputBundle[string][]> {
  const result = await build({
    root: APP,
    configFile: false,
    envFile: false,
    logLevel: 'silent',
    plugins: [network(), entry],
    build: { write: false, assetsInlineLimit: 0, rolldownOptions: { input: 'entry' } },
  });
  return (Array.isArray(result) ? result : [result]).flatMap((output) => ('output' in output ? output.output : []));
}

describe('the network plugin', () => {
  it('takes the engine’s smaller network from the workspace', () => {
    expect(NETWORK_SOURCE).toBe(fileURLToPath(new URL('../../../packages/engine/weights/flank-network-small.bin', import.meta.url)));
  });

  it('emits it gzipped as assets/flank-network-small-<hash>.bin, an on-demand file, and the import is its URL', async () => {
    const files = await built();
    const assets = files.filter((file) => file.type === 'asset');
    expect(assets.map((asset) => asset.fileName)).toEqual([expect.stringMatching(/^assets\/flank-network-small-[\w-]+\.bin$/)]);
    const [asset] = assets as Rolldown.OutputAsset[];
    expect(fileRole(asset!.fileName)).toBe('on-demand');
    const bytes = asset!.source as Uint8Array;
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(Buffer.from(gunzipSync(bytes)).equals(readFileSync(NETWORK_SOURCE))).toBe(true);
    // Less than two thirds of the raw file: what travels to the browser.
    expect(bytes.length).toBeLessThan(readFileSync(NETWORK_SOURCE).length * 0.66);
    const code = files.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
    expect(code).toContain(`/${asset!.fileName}`);
  });

  it('gzips the same bytes every build, so the file keeps its hashed name', () => {
    expect(Buffer.from(shippedNetwork()).equals(Buffer.from(shippedNetwork()))).toBe(true);
  });
});
