import { describe, expect, it } from 'vitest';
import { parseResult, resultSchema } from './results.js';

const CHESS = ['1-0', '0-1', '1/2-1/2'] as const;
const WITH_FORFEITS = ['1-0', '0-1', '1/2-1/2', '+-', '-+', '--'] as const;

describe('results as people type them', () => {
  it.each([
    ['1-0', '1-0'],
    [' 1 - 0 ', '1-0'],
    ['1:0', '1-0'],
    ['0–1', '0-1'],
    ['½-½', '1/2-1/2'],
    ['0.5-0.5', '1/2-1/2'],
    ['.5:.5', '1/2-1/2'],
    ['=', '1/2-1/2'],
    ['draw', '1/2-1/2'],
    ['remise', '1/2-1/2'],
    ['2-0', undefined],
    ['+-', undefined],
  ])('%j reads as %s among 1-0, 0-1, 1/2-1/2', (text, token) => {
    expect(parseResult(text, CHESS)).toBe(token);
  });

  it('a format with forfeits reads them too', () => {
    expect(parseResult('+-', WITH_FORFEITS)).toBe('+-');
    expect(parseResult('- -', WITH_FORFEITS)).toBe('--');
  });

  it('the schema reads the token, or names the tokens it knows', () => {
    expect(resultSchema(CHESS).parse('½:½')).toBe('1/2-1/2');
    const refused = resultSchema(CHESS).safeParse('win');
    expect(refused.error?.issues[0]?.message).toBe('"win" is not a result (use 1-0, 0-1, 1/2-1/2)');
  });
});
