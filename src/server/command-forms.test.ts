/**
 * Generated command forms read back: tuples from dotted fields, null only as the explicit `_null`
 * choice, empty optional objects left out, participant attributes offered when registering.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commandVariants, type Schema } from '../app/command-schema.js';
import { participantIdSchema } from '../core/participant.js';
import { roundRobin } from '../formats/round-robin/index.js';
import { parseCommandForm, variantsFor } from './command-forms.js';

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
