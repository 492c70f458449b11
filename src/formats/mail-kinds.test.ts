/**
 * Each format names the kinds of mail it sends in its own folder (`formats/<f>/mail/kinds.ts`, its
 * mail edge's `kindNames`): a name for every kind its notices send, in every language, and no name
 * for a kind it does not send, so that the mail settings page and the sent log never show a key.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../core/types.js';
import { allFormatMail } from './mail.js';

const FORMAT_MAIL = await allFormatMail();

describe('the names of the kinds of mail each format sends', () => {
  for (const [format, { notices, kindNames }] of FORMAT_MAIL) {
    it(`${format}: names each kind its notices send, and only those, in every language`, () => {
      const kinds = (notices?.kinds ?? []).map((kind) => `mailKind.${kind}`).sort();
      for (const lang of LANGS) {
        const names = kindNames?.[lang] ?? {};
        expect({ lang, keys: Object.keys(names).sort() }).toEqual({ lang, keys: kinds });
        expect(kinds.filter((key) => !names[key]?.trim())).toEqual([]);
      }
    });
  }
});
