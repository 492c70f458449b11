/**
 * The mail help page (`/mail`) shows each format's commands by mail from its mail edge
 * (`formats/<f>/mail/help.ts`): every example it shows, in every language, is one command that
 * the format's grammar understands, and every text the rows name is there in every language.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../core/types.js';
import { parseMailText } from '../mail/syntax.js';
import { allFormatMail } from './mail.js';

const FORMAT_MAIL = await allFormatMail();

describe('the mail help of each format', () => {
  for (const [format, { grammar, help }] of FORMAT_MAIL) {
    if (!help) continue;
    it(`${format}: every example reads as one command its grammar understands, in every language`, () => {
      const misread: string[] = [];
      for (const lang of LANGS)
        for (const { example } of help.commands) {
          const text = help.messages[lang]?.[example] ?? '';
          const { requests } = parseMailText({ body: text, today: '2026-03-01' });
          const verbs = requests.map((r) => r.verb);
          if (verbs.length !== 1 || !grammar?.verbs.includes(verbs[0] as (typeof verbs)[number]))
            misread.push(`${lang} ${example} "${text}": ${verbs.join(', ') || 'nothing'}`);
        }
      expect(misread).toEqual([]);
    });

    it(`${format}: names what each command does and where, in every language`, () => {
      const keys = [...help.commands.flatMap((c) => [c.what, c.example]), help.where];
      const missing = LANGS.flatMap((lang) =>
        keys.filter((key) => !help.messages[lang]?.[key]).map((key) => `${lang} ${key}`),
      );
      expect(missing).toEqual([]);
    });
  }

  it('the formats that take commands by mail explain them', () => {
    const unexplained = [...FORMAT_MAIL].filter(([, mail]) => mail.grammar && !mail.help).map(([f]) => f);
    expect(unexplained).toEqual([]);
  });
});
