// Writes src/version.ts (git-ignored) from package.json's version, at each build: package.json is
// the one place that sets the version. The wrapper's VERSION, and through it the CLI's --version,
// the HTTP API's /health, its Flank-Engine-Version header and its OpenAPI document, all read it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
if (typeof version !== 'string' || !/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version)) {
  throw new Error(`package.json's version must be a semantic version, got ${JSON.stringify(version)}`);
}
const source = `// Written by scripts/write-version.mjs from package.json at each build: do not edit.

/**
 * The version of @flank/reversi (package.json's): what an answer was computed with, for logs,
 * caches and the HTTP API's \`Flank-Engine-Version\` header.
 *
 * @example
 * \`\`\`ts
 * import { VERSION } from '@flank/reversi';
 * console.log(\`engine \${VERSION}\`); // engine ${version}
 * \`\`\`
 */
export const VERSION = ${JSON.stringify(version).replaceAll('"', "'")};
`;
const target = new URL('../src/version.ts', import.meta.url);
// Unchanged, the file is left alone: watchers and caches see no edit.
if (!existsSync(target) || readFileSync(target, 'utf8') !== source) writeFileSync(target, source);
