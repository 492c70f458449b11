/**
 * Reading command schemas: the variants (one object schema per command type) of a format's
 * command union. The web app builds forms from them; the app fills in what is the edge's to
 * give — a fresh random seed for commands that draw lots (a field named `seed`).
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';

export type Schema = z.core.$ZodType;
export type Def = {
  type: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  /** The element schemas of a tuple. */
  items?: Schema[];
  entries?: Record<string, string>;
  values?: unknown[];
  options?: Schema[];
};

export const defOf = (s: Schema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

export interface CommandVariant {
  readonly type: string;
  readonly shape: Record<string, Schema>;
}

export function commandVariants(schema: Schema): CommandVariant[] {
  const def = defOf(schema);
  const options = def.type === 'union' ? (def.options ?? []) : [schema];
  return options.flatMap((o) => {
    const shape = defOf(o).shape;
    const literal = shape?.type ? defOf(shape.type).values?.[0] : undefined;
    return shape && typeof literal === 'string' ? [{ type: literal, shape }] : [];
  });
}

/** Commands that draw lots take a `seed`; when none is given the app draws one (recorded in the event). */
export function withSeed(raw: unknown, variants: readonly CommandVariant[]): unknown {
  const command = raw as { type?: unknown; seed?: unknown } | null;
  if (typeof command !== 'object' || command === null || typeof command.type !== 'string') return raw;
  if (typeof command.seed === 'string' && command.seed.trim() !== '') return raw;
  const variant = variants.find((v) => v.type === command.type);
  if (!variant || !('seed' in variant.shape)) return raw;
  return { ...command, seed: `lot-${randomBytes(12).toString('hex')}` };
}
