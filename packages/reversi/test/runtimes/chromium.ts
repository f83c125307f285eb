// Debian's Chromium, as the browser suites run it here (also apps/web's end-to-end suite):
// headless, no sandbox (tests run as root), and nothing that would reach the network.

/** Where `apt-get install -y chromium` puts the browser. */
export const CHROMIUM = '/usr/bin/chromium';

/** The flags of every headless launch. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
