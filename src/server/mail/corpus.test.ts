/**
 * The corpus of mails as members write them (test-support/mail-corpus), each through the real
 * ingestion path on SQLite: what became of it is what the corpus expects — carried out with
 * these commands, proposed with this reading, or held with this reason — and nothing is carried
 * out wrongly. Issue 24.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS, CORPUS_PLAYERS, TANTRIX_PLAYERS } from '../../bench/mail-corpus/corpus.js';
import { type CorpusResult, figures, runCorpusMail } from '../../bench/mail-corpus/run.js';

const results: CorpusResult[] = [];
let answered = 0;

/** A participant's id standing as a word of its own (the pyramid's `a` … `j`, Tantrix's `hana` …). */
const IDS = new RegExp(
  `(?<![\\p{L}\\d.-])(${[...CORPUS_PLAYERS, ...TANTRIX_PLAYERS].map((p) => p.id).join('|')})(?![\\p{L}\\d.)-])`,
  'u',
);

describe('the corpus of mails as members write them', () => {
  it('has at least 80 mails', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(80);
  });
  it.each(CORPUS.map((m) => [m.id, m.about, m] as const))('%s: %s', async (_, __, mail) => {
    const result = await runCorpusMail(mail);
    // Every answer names players by name, never by id, and says moments in words (issue 24).
    const answers = await result.club.store.outbox.mails({ kind: 'mail.answer' });
    await result.club.close();
    answered += answers.length;
    for (const answer of answers) {
      const text = `${answer.subject}\n${answer.text}`.replace(/\S+@\S+|https?:\/\/\S+/g, '');
      expect(text).not.toMatch(IDS);
      expect(text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/);
    }
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
      expect(answered).toBeGreaterThanOrEqual(CORPUS.length);
      expect(f.executedCorrectly / f.unambiguous).toBeGreaterThanOrEqual(0.95);
    }
  });
});
