import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignColours, COLOURS, type ColourChoice } from './colours.js';

const choice = (first: ColourChoice['first'], second: ColourChoice['second']): ColourChoice => ({
  first,
  second,
});

describe('TX-9 colours', () => {
  it('TX-9 different first choices: both get their first choice', () => {
    expect(assignColours(choice('red', 'blue'), choice('yellow', 'blue'), { seed: 's' })).toEqual({
      colours: ['red', 'yellow'],
      rules: ['first', 'first'],
    });
  });

  it('TX-9 same first choice, different second choices: both get their second choice', () => {
    expect(assignColours(choice('red', 'blue'), choice('red', 'green'), { seed: 's' })).toEqual({
      colours: ['blue', 'green'],
      rules: ['second', 'second'],
    });
  });

  it('TX-9 both choices the same: the two remaining colours are drawn, replayably', () => {
    const drawn = assignColours(choice('red', 'blue'), choice('red', 'blue'), { seed: 'lot-1' });
    expect([...drawn.colours].sort()).toEqual(['green', 'yellow']);
    expect(drawn.rules).toEqual(['drawn', 'drawn']);
    expect(assignColours(choice('red', 'blue'), choice('red', 'blue'), { seed: 'lot-1' })).toEqual(drawn);
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(
      (s) => assignColours(choice('red', 'blue'), choice('red', 'blue'), { seed: s }).colours[0],
    );
    expect(new Set(seeds)).toEqual(new Set(['green', 'yellow']));
  });

  it('TX-9 a player without a choice leaves the opponent his first choice and gets a drawn colour', () => {
    const one = assignColours(undefined, choice('green', 'red'), { seed: 's' });
    expect(one.colours[1]).toBe('green');
    expect(one.colours[0]).not.toBe('green');
    expect(one.rules).toEqual(['drawn', 'first']);
  });

  it('TX-9 property: the two players always play different colours', () => {
    const pick = fc.option(
      fc
        .tuple(fc.constantFrom(...COLOURS), fc.constantFrom(...COLOURS))
        .filter(([f, s]) => f !== s)
        .map(([f, s]) => choice(f, s)),
      { nil: undefined },
    );
    fc.assert(
      fc.property(pick, pick, fc.string(), (a, b, seed) => {
        const { colours } = assignColours(a, b, { seed });
        expect(colours[0]).not.toBe(colours[1]);
      }),
    );
  });
});
