/**
 * Configuration with presets: a preset is a named set of values; a competition's configuration
 * is the format's defaults, overlaid by the preset, overlaid by the director's overrides, then
 * validated. The stored configuration is always the complete, resolved one, so a competition
 * recomputes the same way even if a preset changes later.
 */
import type { z } from 'zod';
import type { Preset } from './format.js';
import { err, ok, type Refusal, type Result, refusal } from './types.js';

type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Objects merge key by key; arrays and scalars are replaced. */
export function deepMerge(base: unknown, over: unknown): unknown {
  if (!isPlain(base) || !isPlain(over)) return over === undefined ? base : over;
  const out: Plain = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = deepMerge(base[k], v);
  return out;
}

export function refusalsFromZod(
  error: z.ZodError,
  prefix: string,
  code: `ERR_${string}` = 'ERR_INVALID',
): Refusal[] {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)]
      .filter(Boolean)
      .join('.')
      .replace(/\.(\d+)(?=\.|$)/g, '[$1]');
    return refusal(code, `${path}: ${issue.message}`, { path });
  });
}

export function resolveConfig<C>(
  schema: z.ZodType<C>,
  presets: Readonly<Record<string, Preset>>,
  defaultPreset: string,
  raw: unknown,
  presetName: string = defaultPreset,
): Result<C, Refusal[]> {
  const preset = presets[presetName];
  if (!preset) {
    return err([
      refusal(
        'ERR_UNKNOWN_PRESET',
        `preset: "${presetName}" is not a preset (known: ${Object.keys(presets).join(', ')})`,
        {
          path: 'preset',
        },
      ),
    ]);
  }
  if (raw !== undefined && raw !== null && !isPlain(raw)) {
    return err([refusal('ERR_INVALID_CONFIG', 'config: must be an object', { path: 'config' })]);
  }
  const parsed = schema.safeParse(deepMerge(preset.config, raw ?? {}));
  if (!parsed.success) return err(refusalsFromZod(parsed.error, 'config', 'ERR_INVALID_CONFIG'));
  return ok(parsed.data);
}
