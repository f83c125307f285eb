// Reads the curl commands that the docs and the README show, so that tests can send them as
// written: options -s, -i, -o (the file is ignored: the test reads the answer), -H and -d,
// arguments in single quotes or bare.

/** Splits a command line as a POSIX shell would, for single quotes and backslash-newlines. */
function words(command: string): string[] {
  const list: string[] = [];
  for (const match of command.replaceAll('\\\n', ' ').matchAll(/'([^']*)'|(\S+)/g)) list.push(match[1] ?? match[2]!);
  return list;
}

/**
 * The request a curl command sends: its URL's path and query, method, headers and body.
 *
 * @example
 * ```ts
 * requestOfCurl(`curl -s -H 'Content-Type: application/json' -d '{}' http://127.0.0.1:8787/v1/moves`);
 * // { path: '/v1/moves', init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' } }
 * ```
 */
export function requestOfCurl(command: string): { path: string; init: RequestInit } {
  const [program, ...rest] = words(command);
  if (program !== 'curl') throw new Error(`Not a curl command: ${command}`);
  const headers: Record<string, string> = {};
  let body: string | undefined;
  let url: URL | undefined;
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i]!;
    if (word === '-s' || word === '-i') continue;
    if (word === '-o') {
      i++;
      continue;
    }
    if (word === '-H') {
      const [name, ...value] = rest[++i]!.split(':');
      headers[name!.trim()] = value.join(':').trim();
    } else if (word === '-d') {
      body = rest[++i];
    } else if (word.startsWith('http')) {
      url = new URL(word);
    } else {
      throw new Error(`Unknown curl option ${word} in: ${command}`);
    }
  }
  if (!url) throw new Error(`No URL in: ${command}`);
  return { path: url.pathname + url.search, init: { method: body === undefined ? 'GET' : 'POST', headers, body } };
}
