import { describe, expect, it } from 'vitest';
import { type DistFile, cacheList, fileRole } from './offline-files.ts';

const text = (path: string, content: string): DistFile => ({ path, bytes: new TextEncoder().encode(content) });

/** A build as Vite writes it (names from a real one). */
const BUILD = [
  text('index.html', '<!doctype html><script src="/assets/index-xFIG27Ko.js"></script>'),
  text('assets/index-xFIG27Ko.js', 'page'),
  text('assets/index-B1BHMBER.css', 'css'),
  text('assets/worker-DTy1tL75.js', 'worker'),
  text('assets/flank-QblnwXBj.wasm', 'wasm'),
  text('assets/flank-eval-Cf7pEOXI.bin', 'light'),
  text('assets/flank-book-Bv_Xd-MP.bin', 'book'),
  text('assets/flank-network-small-Cy6Pwdfp.bin', 'network'),
  text('assets/online-main-jlP3ZIXr.js', 'online play'),
  text('manifest.webmanifest', '{}'),
  text('icons/icon-192.png', 'png'),
  text('icons/icon-512.png', 'png'),
  text('sw.js', 'worker of the service'),
  text('_headers', '/*\n  X-Frame-Options: DENY\n'),
];

describe('the files of a build', () => {
  it('have roles: the network after the first paint (on demand), online play when opened, the manifest and icons for installing, sw.js apart, the rest at first', () => {
    const roles = Object.fromEntries(BUILD.map((file) => [file.path, fileRole(file.path)]));
    expect(roles).toEqual({
      'index.html': 'first-load',
      'assets/index-xFIG27Ko.js': 'first-load',
      'assets/index-B1BHMBER.css': 'first-load',
      'assets/worker-DTy1tL75.js': 'first-load',
      'assets/flank-QblnwXBj.wasm': 'first-load',
      'assets/flank-eval-Cf7pEOXI.bin': 'first-load',
      'assets/flank-book-Bv_Xd-MP.bin': 'first-load',
      'assets/flank-network-small-Cy6Pwdfp.bin': 'on-demand',
      'assets/online-main-jlP3ZIXr.js': 'on-open',
      'manifest.webmanifest': 'install',
      'icons/icon-192.png': 'install',
      'icons/icon-512.png': 'install',
      'sw.js': 'service-worker',
      _headers: 'host',
    });
    // A file nobody classified is counted in the first load: the budget errs on the safe side. So
    // is the package's bigger network, were the page to import it again.
    expect(fileRole('assets/something-new.js')).toBe('first-load');
    expect(fileRole('assets/flank-network-Cy6Pwdfp.bin')).toBe('first-load');
    // Only the chunk Vite names after online-main.tsx waits for online play.
    expect(fileRole('assets/online-main-jlP3ZIXr.js.map')).toBe('first-load');
    expect(fileRole('assets/online-mainline-jlP3ZIXr.js')).toBe('first-load');
  });

  it('make the service worker’s list: the page as ./, sorted, without sw.js or _headers, the network and online play apart', () => {
    const list = cacheList(BUILD);
    expect(list.precache).toEqual([
      'assets/flank-QblnwXBj.wasm',
      'assets/flank-book-Bv_Xd-MP.bin',
      'assets/flank-eval-Cf7pEOXI.bin',
      'assets/index-B1BHMBER.css',
      'assets/index-xFIG27Ko.js',
      'assets/worker-DTy1tL75.js',
      'icons/icon-192.png',
      'icons/icon-512.png',
      './',
      'manifest.webmanifest',
    ]);
    expect(list.onDemand).toEqual(['assets/flank-network-small-Cy6Pwdfp.bin', 'assets/online-main-jlP3ZIXr.js']);
    expect(list.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('get a version that follows any listed file’s name or bytes, and not the order of the files or sw.js', () => {
    const { version } = cacheList(BUILD);
    expect(cacheList([...BUILD].reverse()).version).toBe(version);
    expect(cacheList(BUILD.map((file) => (file.path === 'sw.js' ? text('sw.js', 'another') : file))).version).toBe(version);
    // The HTML's bytes alone (a new meta tag, no new asset) make a new version.
    expect(cacheList(BUILD.map((file) => (file.path === 'index.html' ? text('index.html', '<!doctype html>') : file))).version).not.toBe(version);
    expect(cacheList(BUILD.map((file) => (file.path === 'manifest.webmanifest' ? text(file.path, '{"name":"Flank"}') : file))).version).not.toBe(version);
    expect(cacheList(BUILD.filter((file) => !file.path.startsWith('assets/flank-network-small'))).version).not.toBe(version);
  });
});
