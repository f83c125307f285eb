// pnpm network:convert FILE [OUT]: a network file that readNetworkFile reads (version 1, as the
// trainer wrote before version 2, or 2) written again as writeNetworkFile writes it, version 2,
// over FILE or to OUT. The network's content stays, and so does every evaluation: the content's
// SHA-256 (networkSha256) is checked to be the same after as before.
//
//   pnpm network:convert /work/logs/e32-all.bin

import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { networkSha256, readNetworkFile, writeNetworkFile } from './network-file.ts';

const [from, out] = process.argv.slice(2);
if (from === undefined) throw new Error('usage: pnpm network:convert FILE [OUT]');
const to = out ?? from;
const before = new Uint8Array(readFileSync(from));
const network = readNetworkFile(before);
const after = writeNetworkFile(network);
const content = networkSha256(network);
if (networkSha256(readNetworkFile(after)) !== content) throw new Error('the converted file holds another network: nothing written');
writeFileSync(to, after);
const version = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset).getUint16(4, true);
const sizes = (bytes: Uint8Array) => `${bytes.length} bytes, ${gzipSync(bytes, { level: 9 }).length} gzipped`;
console.log(`${from}: version ${version(before)}, ${sizes(before)}`);
console.log(`${to}: version ${version(after)}, ${sizes(after)}; the network's SHA-256 ${content}`);
