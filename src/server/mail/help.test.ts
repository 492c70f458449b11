/**
 * The page that tells players how to write to the club (`/mail`) lists each format's commands by
 * mail from its mail edge (`formats/<f>/mail/help.ts`), in the reader's language.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../core/types.js';
import { allFormatMail } from '../../formats/mail.js';
import { testApp } from '../../test-support/server.js';

const FORMAT_MAIL = await allFormatMail();

const { app, close } = await testApp([]);
afterAll(close);

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

describe('the mail help page', () => {
  for (const lang of LANGS)
    it(`shows every format's commands, examples and where they apply, in ${lang}`, async () => {
      const html = await (await app.request('/mail', { headers: { 'accept-language': lang } })).text();
      const missing: string[] = [];
      for (const { help } of FORMAT_MAIL.values())
        for (const key of help ? [...help.commands.flatMap((c) => [c.what, c.example]), help.where] : []) {
          const text = help?.messages[lang]?.[key] ?? key;
          if (!html.includes(escaped(text))) missing.push(`${key}: ${text}`);
        }
      expect(missing).toEqual([]);
      expect(html).toContain(`lang="${lang}"`);
    });
});
