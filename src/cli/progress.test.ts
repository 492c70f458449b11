/**
 * Progress on a terminal (issue 16): only on a terminal, never with `--json`, only once the work
 * has run two seconds, at most ten redraws a second, and cleared at the end.
 */
import { describe, expect, it } from 'vitest';
import { progress } from './progress.js';

function terminal(isTTY = true) {
  const written: string[] = [];
  let now = 0;
  return {
    written,
    tick: (ms: number) => {
      now += ms;
    },
    options: { stream: { isTTY, write: (t: string) => written.push(t) }, now: () => now },
  };
}

describe('progress', () => {
  it('stays quiet for the first two seconds, then shows what is done with a count', () => {
    const t = terminal();
    const p = progress('Importing season.csv', t.options);
    p.report('deciding', 10, 100);
    t.tick(1999);
    p.report('deciding', 20, 100);
    expect(t.written).toEqual([]);
    t.tick(1);
    p.report('deciding', 30, 100);
    expect(t.written).toEqual(['\r\x1b[KImporting season.csv: deciding 30/100 (30%)']);
    p.end();
    expect(t.written.at(-1)).toBe('\r\x1b[K');
  });

  it('redraws at most ten times a second', () => {
    const t = terminal();
    const p = progress('Importing', t.options);
    t.tick(2000);
    for (let i = 0; i < 50; i++) {
      p.report('storing', i);
      t.tick(10);
    }
    expect(t.written).toEqual([
      '\r\x1b[KImporting: storing 0',
      '\r\x1b[KImporting: storing 10',
      '\r\x1b[KImporting: storing 20',
      '\r\x1b[KImporting: storing 30',
      '\r\x1b[KImporting: storing 40',
    ]);
  });

  it('says nothing when standard error is not a terminal, or with --json; short work clears nothing', () => {
    for (const [t, json] of [
      [terminal(false), false],
      [terminal(true), true],
    ] as const) {
      const p = progress('Importing', { ...t.options, json });
      t.tick(5000);
      p.report('reading');
      p.end();
      expect(t.written).toEqual([]);
    }
    const quick = terminal();
    const p = progress('Importing', quick.options);
    p.report('reading');
    p.end();
    expect(quick.written).toEqual([]);
  });
});
