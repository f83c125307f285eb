// Security headers on every answer of the Worker (its static assets, the web page, take theirs from
// apps/web/public/_headers): nothing an answer holds may run script, load anything or be framed, and
// no browser may guess another type than the one sent. The API is for other sites, so its answers
// (a board image in an <img>, say) may be loaded across origins.
import { secureHeaders } from 'hono/secure-headers';

/**
 * /docs is one HTML page with its style inline and no script: its handler sets this policy, which
 * the middleware then keeps.
 */
export const DOCS_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The middleware: Content-Security-Policy (a handler's own is kept), X-Content-Type-Options:
 * nosniff, X-Frame-Options: DENY, Referrer-Policy: no-referrer, and Hono's other defaults, with
 * Cross-Origin-Resource-Policy: cross-origin.
 *
 * @example
 * app.use(securityHeaders());
 */
export function securityHeaders() {
  return secureHeaders({
    // The API's answers (JSON, SVG) load nothing and run nothing.
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    crossOriginResourcePolicy: 'cross-origin',
    overwrite: false,
  });
}
