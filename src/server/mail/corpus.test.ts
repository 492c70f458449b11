/**
 * The corpus of mails as members write them (test-support/mail-corpus), each through the real
 * ingestion path on SQLite: what became of it is what the corpus expects — carried out with
 * these commands, proposed with this reading, or held with this reason — and nothing is carried
 * out wrongly. Issue 24.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS } from '../../bench/mail-corpus/corpus.js';
import { type CorpusResult, figures, runCorpusMail } from '../../bench/mail-corpus/run.js';

const results: CorpusResult[] = [];

describe('the corpus of mails as members write them', () => {
  it('has at least 80 mails', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(80);
  });
  it.each(CORPUS.map((m) => [m.id, m.about, m] as const))('%s: %s', async (_, __, mail) => {
    const result = await runCorpusMail(mail);
    await result.club.close();
    results.push(result);
    expect(result.outcome).toEqual(
      'executed' in mail.expect
        ? { executed: mail.expect.executed }
        : 'proposed' in mail.expect
          ? { proposed: expect.stringMatching(mail.expect.proposed) }
          : { held: mail.expect.held, reason: expect.any(String) },
    );
    expect(result.wronglyExecuted).toBe(false);
  });
  afterAll(() => {
    const f = figures(results);
    if (results.length === CORPUS.length) {
      expect(f.wronglyExecuted).toBe(0);
      expect(f.executedCorrectly / f.unambiguous).toBeGreaterThanOrEqual(0.95);
    }
  });
});
