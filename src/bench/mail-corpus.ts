/**
 * The corpus of mails as members write them (issue 24, test-support/mail-corpus), each through
 * the real ingestion path on SQLite: how many were carried out correctly, proposed, held with a
 * reason, and carried out wrongly. Targets: none wrongly executed; at least 95 % of the
 * unambiguous mails (those the corpus expects carried out) carried out.
 */
import { CORPUS } from '../test-support/mail-corpus/corpus.js';
import { type CorpusResult, figures, runCorpusMail } from '../test-support/mail-corpus/run.js';
import { atLeast, atMost, type Bench, type Figure } from './harness.js';

async function corpus(): Promise<Figure[]> {
  const results: CorpusResult[] = [];
  for (const mail of CORPUS) {
    const result = await runCorpusMail(mail);
    await result.club.close();
    results.push(result);
    if (!result.asExpected) console.log(`  ${mail.id} (${mail.about}): ${JSON.stringify(result.outcome)}`);
  }
  const f = figures(results);
  return [
    { label: 'mails in the corpus', value: f.mails, unit: 'mails' },
    { label: 'unambiguous mails (to be carried out)', value: f.unambiguous, unit: 'mails' },
    { label: 'executed correctly', value: f.executedCorrectly, unit: 'mails' },
    atLeast('share of the unambiguous mails executed', f.executedCorrectly / f.unambiguous, 'of them', 0.95),
    { label: 'proposed (held with a reading to confirm)', value: f.proposed, unit: 'mails' },
    { label: 'held with a reason', value: f.heldWithReason, unit: 'mails' },
    atMost('wrongly executed', f.wronglyExecuted, 'mails', 0),
    { label: 'outcome as the corpus expects', value: f.asExpected, unit: 'mails' },
  ];
}

export const mailCorpusBenches: readonly Bench[] = [
  { name: 'mail: the corpus of letters as members write them (issue 24)', run: corpus },
];
