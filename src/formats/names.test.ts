/**
 * Each format names its own commands, fields, choices, events and presets (`web/names.ts`, its
 * module's `names`): every key there is one only that format uses, so that what two formats share
 * stays in the shared names (server/texts/command-names.ts, event-names.ts) with one text.
 */
import { describe, expect, it } from 'vitest';
import { variantsFor } from '../server/forms/command-forms.js';
import { FORMAT_MODULES } from './modules.js';
import { FORMATS } from './registry.js';

/** The field names and the enum choices of a command's JSON Schema. */
function walk(node: unknown, keys: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const x of node) walk(x, keys);
    return;
  }
  const n = node as Record<string, unknown>;
  for (const name of Object.keys((n.properties as object | undefined) ?? {})) keys.add(`field.${name}`);
  if (Array.isArray(n.enum)) for (const e of n.enum) keys.add(`choice.${String(e)}`);
  for (const value of Object.values(n)) walk(value, keys);
}

/** The keys a format's forms, history and preset list use. */
function keysOf(name: string): Set<string> {
  const format = FORMATS.get(name);
  const keys = new Set<string>();
  if (!format) return keys;
  const attributes = FORMAT_MODULES.find((m) => m.name === name)?.web?.participantAttributes;
  for (const v of variantsFor(format, true, attributes)) {
    keys.add(`command.${v.type}`);
    walk(v.schema, keys);
  }
  for (const type of Object.keys(format.eventSchemas)) keys.add(`event.${type}`);
  for (const preset of Object.keys(format.presets)) keys.add(`preset.${name}.${preset}`);
  return keys;
}

describe("a format's own names", () => {
  const used = new Map([...FORMATS.keys()].map((name) => [name, keysOf(name)]));
  for (const module of FORMAT_MODULES) {
    it(`${module.name}: names only what it alone uses`, () => {
      const names = Object.keys(module.names?.en ?? {});
      const notItsOwn = names.filter((key) => !used.get(module.name)?.has(key));
      const shared = names.filter((key) =>
        [...used].some(([other, keys]) => other !== module.name && keys.has(key)),
      );
      expect({ notItsOwn, shared }).toEqual({ notItsOwn: [], shared: [] });
    });
  }
});
