/**
 * A refusal as the JSON API answers it: `{ error: { code, message, path? } }` with the HTTP status
 * its code maps to (the one mapping, app/errors.ts `httpStatusOf`).
 */
import type { Context } from 'hono';
import { httpStatusOf } from '../../app/errors.js';
import type { Refusal } from '../../core/types.js';

export function refusalResponse(c: Context, r: Refusal) {
  return c.json(
    {
      error: {
        code: r.code,
        message: r.message,
        ...(r.path ? { path: r.path } : {}),
        ...(r.params ? { params: r.params } : {}),
      },
    },
    httpStatusOf(r.code),
  );
}
