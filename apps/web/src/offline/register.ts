// Registers the service worker (dist/sw.js) that lets the page open offline once it has been
// loaded. Never in Vite's dev server (the files there change under it), never where the browser
// has no service workers or the page is not a secure context (localhost counts as one), and a
// refusal never reaches the player: the page works the same online.

/** What registering needs of the browser (the page's globals unless a test says otherwise). */
export interface RegisterEnvironment {
  serviceWorker: Pick<ServiceWorkerContainer, 'register'> | undefined;
  secure: boolean;
  /** A built page: Vite's dev server serves no sw.js. */
  built: boolean;
  /** The page's base path (Vite's `base`), where sw.js lies. */
  base: string;
}

const browser = (): RegisterEnvironment => ({
  serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  secure: globalThis.isSecureContext === true,
  built: import.meta.env.PROD,
  base: import.meta.env.BASE_URL,
});

/**
 * Registers sw.js where it can, and resolves with whether it did. Never rejects, never logs an error.
 *
 * @example
 * render(<App controller={controller} />, root);
 * registerServiceWorker(); // after the first render: the page's own files come first
 */
export async function registerServiceWorker(environment: RegisterEnvironment = browser()): Promise<boolean> {
  const { serviceWorker, secure, built, base } = environment;
  if (!serviceWorker || !secure || !built) return false;
  try {
    await serviceWorker.register(`${base}sw.js`);
    return true;
  } catch (error) {
    // A warning, not an error: the page works on, only not offline.
    console.warn(`Flank will not work offline: ${(error as Error).message}`);
    return false;
  }
}
