/**
 * The format's own views as JSON (`GET /api/competitions/:id/views/:view`): the same data the
 * format's pages draw (the pyramid, the Keizer crosstable, the cup bracket, the round-20
 * candidates …), computed by the same pure views of `src/formats/<f>`. Participants appear by id;
 * the answer's `names` gives each id the name the caller may see (aliases for the public, HL-10),
 * exactly like the pages. Each format lists its views in `formats/<f>/web/api.ts` (its module's
 * `apiViews`).
 */
import type { Access } from '../../app/accounts/access.js';
import type { Loaded } from '../../app/competitions/competitions.js';
import { nameOf } from '../../app/competitions/present.js';
import type { Roster } from '../../core/participant.js';
import { makeRational } from '../../core/rational.js';
import { FORMAT_MODULES } from '../../formats/modules.js';
import { FORMAT_UIS } from '../formats/registry.js';
import type { ApiView } from '../kit/api-view.js';

export const API_VIEWS: ReadonlyMap<string, readonly ApiView[]> = new Map(
  FORMAT_MODULES.map((m) => [m.name, m.apiViews ?? []]),
);

/** Every view id of every format (the reference lists them). */
export const API_VIEW_IDS: readonly string[] = [
  ...new Set([...API_VIEWS.values()].flatMap((views) => views.map((v) => v.id))),
].sort();

/**
 * The views of a competition the caller may read. A view named like one of the format's tabs
 * follows the tab: directors only where the tab is, only where the competition has the tab.
 */
export function viewsOf(loaded: Loaded, access: Access): readonly ApiView[] {
  const tabs = FORMAT_UIS.get(loaded.record.format)?.tabs ?? [];
  return (API_VIEWS.get(loaded.record.format) ?? []).filter((v) => {
    const tab = tabs.find((t) => t.id === v.id);
    if ((v.directorOnly ?? tab?.directorOnly) && !access.isDirector) return false;
    return (v.available ?? tab?.available)?.(loaded) ?? true;
  });
}

const isRational = (v: object): v is { n: number; d: number } => {
  const keys = Object.keys(v);
  return (
    keys.length === 2 &&
    'n' in v &&
    'd' in v &&
    Number.isInteger((v as { n: unknown }).n) &&
    Number.isInteger((v as { d: unknown }).d)
  );
};

/**
 * A view's value as plain JSON: maps become objects, sets arrays, exact numbers their exact text
 * (`"71/2"`, as in the competition document), absent members are left out.
 */
export function toJson(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), toJson(v)]));
  if (value instanceof Set || Array.isArray(value)) return [...value].map(toJson);
  if (isRational(value)) return makeRational(value);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toJson(v);
  return out;
}

/** The names the caller may see of every participant (the real name only for directors). */
export function namesFor(roster: Roster, access: Access): Record<string, string> {
  return Object.fromEntries([...roster.keys()].map((id) => [id, nameOf(roster, id, access.audience)]));
}
