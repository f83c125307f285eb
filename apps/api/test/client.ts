// Calls the Worker (wrangler.jsonc's main) as an HTTP client would, through its loopback binding.
import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';

/** Where the tests send their requests: the Worker answers any origin. */
export const ORIGIN = 'https://api.flank.test';

/**
 * Sends a request to the Worker.
 *
 * @example
 * ```ts
 * const response = await request('/health');
 * ```
 */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
}

/**
 * POSTs a value as JSON (or a string as it is).
 *
 * @example
 * ```ts
 * const response = await post('/v1/moves', { position: 'f5' });
 * ```
 */
export function post(path: string, body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }): Promise<Response> {
  return request(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers });
}

/**
 * The JSON of a successful answer; fails the test, showing the problem, when it is not one.
 *
 * @example
 * ```ts
 * const state = await okJson<GameState>(await post('/v1/moves', {}));
 * ```
 */
export async function okJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  return JSON.parse(text) as T;
}

/** An RFC 9457 problem as the API answers it. */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: ({ detail: string } & ({ pointer: string } | { parameter: string }))[];
  character?: number;
  move?: string;
  moveNumber?: number;
}

/**
 * The problem of an error answer, checked to be well formed and of the expected status.
 *
 * @example
 * ```ts
 * const problem = await problemOf(await post('/v1/moves', '{'), 400);
 * expect(problem.type).toBe('/docs#malformed-json');
 * ```
 */
export async function problemOf(response: Response, status: number): Promise<ProblemBody> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  const problem = JSON.parse(text) as ProblemBody;
  expect(problem).toMatchObject({ status, type: expect.stringMatching(/^\/docs#[a-z-]+$/), title: expect.any(String), detail: expect.any(String) });
  return problem;
}
