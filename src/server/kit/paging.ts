/**
 * Reading which page of a list a request asks for: `?after=<id>` (the page after that
 * competition), `?before=<id>` (the page before it), `?limit=<n>` (how many, 1 to `MAX_PAGE`,
 * default `PAGE_SIZE`). A limit that is not a number is the default; a number beyond the bounds
 * is brought within them.
 */
import type { Context } from 'hono';
import { MAX_PAGE, PAGE_SIZE, type PageQuery } from '../../app/competitions/competitions.js';

export function pageQuery(c: Context, extra: { clubId?: string } = {}): PageQuery {
  const after = c.req.query('after')?.trim();
  const before = c.req.query('before')?.trim();
  const limit = Number.parseInt(c.req.query('limit') ?? '', 10);
  return {
    ...extra,
    ...(before ? { before } : after ? { after } : {}),
    limit: Number.isFinite(limit) ? Math.max(1, Math.min(MAX_PAGE, limit)) : PAGE_SIZE,
  };
}
