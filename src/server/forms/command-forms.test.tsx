/**
 * Generated command forms read back: tuples from dotted fields, null only as the explicit `_null`
 * choice, empty optional objects left out, participant attributes offered when registering.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commandVariants, type Schema, withSeed } from '../../app/competitions/command-schema.js';
import { createTranslator } from '../../app/i18n.js';
import { participantIdSchema } from '../../core/participant.js';
import { LANGS } from '../../core/types.js';
import { FORMATS } from '../../formats/registry.js';
import { roundRobin } from '../../formats/round-robin/index.js';
import { Scenario } from '../../test-support/given.js';
import { FORMAT_UIS } from '../formats/registry.js';
import { webCatalog } from '../texts/catalog.js';
import {
  CommandForm,
  commandLabel,
  fieldLabel,
  formVariants,
  parseCommandForm,
  variantsFor,
} from './command-forms.js';

const variants = formVariants(
  z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('Play'),
      players: z.tuple([participantIdSchema, participantIdSchema]),
      winner: participantIdSchema.nullable(),
      correction: participantIdSchema.nullable().optional(),
      extra: z.strictObject({ note: z.string().optional() }).optional(),
    }),
  ]) as unknown as Schema,
);

describe('reading a generated form', () => {
  it('a tuple comes from its numbered fields, in order', () => {
    expect(
      parseCommandForm(variants, { type: 'Play', 'players.1': 'b', 'players.0': 'a', winner: 'a' }),
    ).toEqual({
      type: 'Play',
      players: ['a', 'b'],
      winner: 'a',
    });
  });

  it('null is only ever the explicit choice; an empty field is not given', () => {
    expect(parseCommandForm(variants, { type: 'Play', winner: '_null', correction: '_null' })).toMatchObject({
      winner: null,
      correction: null,
    });
    const empty = parseCommandForm(variants, { type: 'Play', winner: '', correction: '' });
    expect(empty).toHaveProperty('winner', undefined);
    expect(empty).not.toHaveProperty('correction');
  });

  it('an optional object with nothing filled in is left out', () => {
    expect(parseCommandForm(variants, { type: 'Play', 'extra.note': '' })).not.toHaveProperty('extra');
    expect(parseCommandForm(variants, { type: 'Play', 'extra.note': 'hi' })).toMatchObject({
      extra: { note: 'hi' },
    });
  });

  it('registration forms offer the attributes a format reads', () => {
    const register = variantsFor(roundRobin, true, ['fesaRank']).find(
      (v) => v.type === 'RegisterParticipant',
    );
    expect(
      parseCommandForm(register ? [register] : [], {
        type: 'RegisterParticipant',
        'participant.name': 'Ann',
        'participant.attributes.fesaRank': '2 Kyu',
      }),
    ).toEqual({
      type: 'RegisterParticipant',
      participant: { name: 'Ann', attributes: { fesaRank: '2 Kyu' } },
    });
    expect(variantsFor(roundRobin, false, ['fesaRank']).some((v) => v.type === 'RegisterParticipant')).toBe(
      false,
    );
  });
});

/** The names of a variant's fields, nested ones too, read from its JSON Schema. */
function fieldNames(json: unknown): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { properties?: Record<string, unknown> } & Record<string, unknown>;
    for (const [k, v] of Object.entries(n.properties ?? {})) {
      names.add(k);
      walk(v);
    }
    for (const key of ['items', 'prefixItems', 'anyOf', 'oneOf', 'allOf']) {
      const inner = n[key];
      for (const x of Array.isArray(inner) ? inner : [inner]) walk(x);
    }
  };
  walk(json);
  names.delete('type');
  return [...names];
}

describe('the generated forms in every language', () => {
  for (const lang of LANGS) {
    const t = createTranslator(webCatalog, lang);
    it(`every command of every format and each of its fields has its name in ${lang}`, () => {
      const missing: string[] = [];
      for (const format of FORMATS.values()) {
        const attributes = FORMAT_UIS.get(format.name)?.participantAttributes;
        for (const v of variantsFor(format, true, attributes)) {
          if (t(`command.${v.type}`) === `command.${v.type}`) missing.push(`command.${v.type}`);
          for (const name of fieldNames(v.schema))
            if (t(`field.${name}`) === `field.${name}`) missing.push(`${v.type}: field.${name}`);
        }
      }
      expect([...new Set(missing)]).toEqual([]);
    });
  }

  it('titles, labels and buttons follow the reader’s language, not the schema’s names', async () => {
    const de = createTranslator(webCatalog, 'de');
    expect(commandLabel(de, 'IssueChallenge')).toBe('Herausforderung aussprechen');
    expect(fieldLabel(de, 'participant.name')).toBe('Name');
    const variant = variantsFor(roundRobin, true).find((v) => v.type === 'RecordResult');
    const html = String(
      await (
        <CommandForm
          t={de}
          action="/c/x/commands"
          csrf="t"
          variant={variant ?? { type: 'RecordResult', schema: {} }}
          roster={new Map()}
          audience="director"
          allowMoment
        />
      ).toString(),
    );
    const labels = [...html.matchAll(/<label[^>]*>([^<]*)/g)].map((m) => m[1]?.trim());
    expect(labels).toEqual(['Runde', 'Weiß', 'Schwarz', 'Ergebnis', 'Begründung', 'Wirksam ab']);
    expect(html).toContain('>Ergebnis eintragen</button>');
  });
});

describe('the generic form of RecordResults', () => {
  it('has no box for a line’s `seen` (the grid’s hidden concurrency token): the lines are one JSON field', async () => {
    const en = createTranslator(webCatalog, 'en');
    for (const format of FORMATS.values()) {
      const variant = variantsFor(format, true).find((v) => v.type === 'RecordResults');
      if (!variant) continue;
      const html = String(
        await (
          <CommandForm
            t={en}
            action="/c/x/commands"
            csrf="t"
            variant={variant}
            roster={new Map()}
            audience="director"
            allowMoment
          />
        ).toString(),
      );
      const names = [...html.matchAll(/\sname="([^"]*)"/g)].map((m) => m[1]);
      expect(names, format.name).toEqual(['_csrf', 'type', 'round', 'results', 'reason', '_at']);
      expect(html, format.name).not.toContain(en('field.seen'));
    }
  });
});

/** What a browser sends for a rendered form untouched: values, chosen options, ticked boxes. */
function submitted(html: string): { values: Record<string, string | string[]>; required: Set<string> } {
  const values: Record<string, string | string[]> = {};
  const required = new Set<string>();
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const add = (name: string, value: string) => {
    const had = values[name];
    values[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  };
  for (const [, input, tag = input ?? '', body] of html.matchAll(
    /(<input\b[^>]*>)|(<(?:select|textarea)\b[^>]*>)([\s\S]*?)<\/(?:select|textarea)>/g,
  )) {
    const name = attr(tag, 'name');
    if (!name) continue;
    if (/\srequired/.test(tag)) required.add(name);
    if (tag.startsWith('<select')) {
      const options = [...(body ?? '').matchAll(/<option value="([^"]*)"([^>]*)>/g)];
      const chosen = options.filter((o) => /selected/.test(o[2] ?? ''));
      if (chosen.length > 0) for (const o of chosen) add(name, o[1] ?? '');
      else if (!/\smultiple/.test(tag) && options[0]) add(name, options[0][1] ?? '');
    } else if (tag.startsWith('<textarea')) add(name, body ?? '');
    else if (attr(tag, 'type') === 'checkbox') {
      if (/\schecked/.test(tag)) add(name, attr(tag, 'value') ?? 'on');
    } else add(name, attr(tag, 'value') ?? '');
  }
  return { values, required };
}

type Node = {
  type?: string;
  kind?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  minItems?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, Node>;
  prefixItems?: Node[];
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
};

const literal = (text: string): string => text.replace(/[+/.*?()[\]]/g, '\\$&');

/**
 * The inputs a form of this schema must have: one per scalar field (a participant, a choice, a
 * number, a text), objects and tuples by their dotted parts; a union, a record and a list of
 * objects or lists are one field entered as JSON.
 */
function leaves(node: Node, prefix: string): { name: string; node: Node }[] {
  return Object.entries(node.properties ?? {}).flatMap(([key, raw]) => {
    if (prefix === '' && key === 'type') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    const others = (raw.anyOf ?? raw.oneOf)?.filter((a) => a.type !== 'null');
    const inner = others?.length === 1 && others[0] ? others[0] : raw;
    if (inner.type === 'object' && inner.properties) return leaves(inner, name);
    if (inner.prefixItems)
      return inner.prefixItems.flatMap((item, i) =>
        item.type === 'object' ? leaves(item, `${name}.${i}`) : [{ name: `${name}.${i}`, node: item }],
      );
    return [{ name, node: inner }];
  });
}

/** A value the schema accepts, as a person would type it into an empty required field. */
function sample(node: Node, players: readonly string[], i = 0): unknown {
  const alternatives = (node.anyOf ?? node.oneOf)?.filter((a) => a.type !== 'null');
  if (alternatives?.[0]) return sample(alternatives[0], players, i);
  if (node.kind === 'participant') return players[i % players.length];
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[i % node.enum.length];
  if (node.type === 'integer' || node.type === 'number')
    return Math.max(node.minimum ?? 0, (node.exclusiveMinimum ?? 0) + 1);
  if (node.type === 'boolean') return false;
  if (node.type === 'object')
    return Object.fromEntries(
      Object.entries(node.properties ?? {}).map(([k, v], j) => [
        k,
        // A moment inside a list entered as JSON (a round's date, `at`).
        v.type === 'string' && /^at$|At$/.test(k) ? '2026-03-09T19:00:00+01:00' : sample(v, players, j),
      ]),
    );
  if (node.type === 'array')
    return node.prefixItems
      ? node.prefixItems.map((x, j) => sample(x, players, j))
      : Array.from({ length: node.minItems ?? 1 }, (_, j) => sample(node.items ?? {}, players, i + j));
  if (node.pattern?.includes('\\d{4}-')) return '2026-03-09';
  if (node.pattern === '^[A-Z]{1,2}$') return 'A';
  return 'e1';
}

/** The text to type into field `name` of a variant (a JSON field takes JSON). */
function typed(schema: Node, name: string, players: readonly string[]): string | undefined {
  let node: Node | undefined = schema;
  for (const part of name.split('.')) {
    const inner: Node | undefined = (node?.anyOf ?? node?.oneOf)?.find((a) => a.type !== 'null') ?? node;
    node = inner?.properties?.[part] ?? inner?.prefixItems?.[Number(part)];
  }
  if (!node) return undefined;
  // Moments and dates are strings the schema checks by a refinement the JSON Schema cannot say.
  if (node.type === 'string' && !node.kind && !node.pattern) {
    if (/At$|By$/.test(name)) return '2026-03-09T19:00:00+01:00';
    if (/^(from|to)$/.test(name)) return '2026-07-01';
  }
  const value = sample(node, players, name.endsWith('.1') || /black|second|defender|to$/.test(name) ? 1 : 0);
  const scalar = (x: unknown) => x === null || typeof x !== 'object';
  if (Array.isArray(value) && value.every(scalar)) return value.join('\n');
  return scalar(value) ? String(value) : JSON.stringify(value);
}

describe('the generic forms, generated from the JSON Schema of every command (z.toJSONSchema)', () => {
  const players = ['anna', 'bram', 'carl', 'dora'];
  const roster = new Map(players.map((id) => [id, { id, name: id.toUpperCase() }]));
  const render = async (lang: (typeof LANGS)[number], variant: ReturnType<typeof variantsFor>[number]) =>
    String(
      await (
        <CommandForm
          t={createTranslator(webCatalog, lang)}
          action="/c/x/commands"
          csrf="t"
          variant={variant}
          roster={roster}
          audience="director"
          allowMoment={false}
        />
      ).toString(),
    );

  for (const format of FORMATS.values()) {
    const attributes = FORMAT_UIS.get(format.name)?.participantAttributes;
    const variants = variantsFor(format, true, attributes);

    it(`${format.name}: every command renders an input for each field of its JSON Schema`, async () => {
      for (const v of variants) {
        const html = await render('en', v);
        for (const leaf of leaves(v.schema as Node, ''))
          expect(html, `${v.type}: ${leaf.name}`).toContain(`name="${leaf.name}"`);
      }
    });

    it(`${format.name}: every choice of an enum is named in German and Dutch, not by its value`, async () => {
      for (const lang of ['de', 'nl'] as const) {
        const t = createTranslator(webCatalog, lang);
        for (const v of variants) {
          const html = await render(lang, v);
          for (const leaf of leaves(v.schema as Node, ''))
            for (const choice of (leaf.node.enum ?? []).map(String)) {
              expect(t(`choice.${choice}`), `${lang} choice.${choice}`).not.toBe(`choice.${choice}`);
              const option = new RegExp(`<option value="${literal(choice)}"[^>]*>([^<]*)</option>`).exec(
                html,
              );
              expect(option?.[1]?.replace(/&amp;/g, '&'), `${v.type}: ${leaf.name}`).toBe(
                t(`choice.${choice}`),
              );
              expect(option?.[1]).not.toBe(choice);
            }
        }
      }
    });

    it(`${format.name}: a rendered form submitted with its defaults (and its required fields filled) is decided`, async () => {
      const preset = Object.keys(format.presets)[0];
      const config = format.parseConfig({}, preset);
      if (!config.ok) throw new Error(config.error.map((r) => r.message).join('; '));
      const scenario = new Scenario(format, {
        config: config.value,
        participants: players.map((id, i) => ({ id, name: id.toUpperCase(), rating: 1800 - i * 100 })),
      });
      const invalid: string[] = [];
      for (const v of variants) {
        const { values, required } = submitted(await render('en', v));
        for (const name of required)
          if (!values[name]) values[name] = typed(v.schema as Node, name, players) ?? '';
        // The one choice defaults cannot make: a second colour other than the first.
        if (v.type === 'ChooseColours') values.second = 'yellow';
        const raw = parseCommandForm(variants, { type: v.type, ...values });
        // What the app adds (app/competitions/competitions.ts): a drawn seed, an id for a new participant.
        const participant = (raw as { participant?: object } | undefined)?.participant;
        const filled = withSeed(
          v.type === 'RegisterParticipant' ? { ...raw, participant: { ...participant, id: 'p9' } } : raw,
          commandVariants(format.commandSchema as Schema),
        );
        const decided = scenario.attempt(scenario.tick(), filled as { type: string });
        if (!decided.ok && decided.error.code === 'ERR_INVALID_COMMAND')
          invalid.push(`${v.type}: ${decided.error.message} ${JSON.stringify(raw)}`);
      }
      expect(invalid).toEqual([]);
    });
  }
});
