import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { PROBLEM_TYPES, Problem, type ProblemType } from './problem.ts';

/** The problem types of the HTTP errors that Hono's own middleware throws. */
const BY_STATUS: Record<number, ProblemType> = { 400: 'invalid-request', 413: 'body-too-large', 415: 'unsupported-media-type' };

/**
 * Answers every error as an RFC 9457 problem: a `Problem` as it is, Hono's own HTTP errors by
 * their status, and anything else (a bug or a misconfiguration) as a 500 that says what failed.
 *
 * @example
 * ```ts
 * app.onError(onError);
 * ```
 */
export const onError: ErrorHandler = (error) => {
  if (error instanceof Problem) return error.getResponse();
  if (error instanceof HTTPException) {
    const type = BY_STATUS[error.status];
    if (type === undefined) return error.getResponse();
    return new Problem(type, error.message || PROBLEM_TYPES[type].title).getResponse();
  }
  console.error(error);
  return new Problem('server-error', `The server failed: ${error.message}`).getResponse();
};
