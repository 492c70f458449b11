/**
 * Generated command forms read back: tuples from dotted fields, null only as the explicit `_null`
 * choice, empty optional objects left out, participant attributes offered when registering.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commandVariants, type Schema } from '../app/command-schema.js';
import { createTranslator } from '../app/i18n.js';
import { participantIdSchema } from '../core/participant.js';
import { LANGS } from '../core/types.js';
import { FORMATS } from '../formats/registry.js';
import { roundRobin } from '../formats/round-robin/index.js';
import { webCatalog } from './catalog.js';
import { CommandForm, commandLabel, fieldLabel, parseCommandForm, variantsFor } from './command-forms.js';
import { FORMAT_UIS } from './formats/registry.js';

const variants = commandVariants(
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

/** The names of a variant's fields, nested ones too, read through zod's public JSON Schema. */
function fieldNames(shape: Record<string, Schema>): string[] {
  const json = z.toJSONSchema(z.object(shape as unknown as z.ZodRawShape), {
    io: 'input',
    unrepresentable: 'any',
  }) as { properties?: Record<string, unknown> };
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
          for (const name of fieldNames(v.shape))
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
          type="RecordResult"
          shape={variant?.shape ?? {}}
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
