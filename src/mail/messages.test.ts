/**
 * Every reason the mailbox can give (an `ERR_MAIL_…` code in its code) has its text in English,
 * German and Dutch, and every kind of notice its subject and body.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../core/types.js';
import { mailMessages } from './messages.js';
import { noticeMessages } from './notice-messages.js';
import { noticeKinds } from './notice-registry.js';
import { mailOpsMessages } from './ops-messages.js';

const NOTICE_KINDS = await noticeKinds();

/** The mailbox's texts and notices with those of its operation (ops-messages.ts), per language. */
const texts = (lang: (typeof LANGS)[number]) => ({ ...mailMessages[lang], ...mailOpsMessages[lang] });
const notices = (lang: (typeof LANGS)[number]) => ({ ...noticeMessages[lang], ...mailOpsMessages[lang] });

const src = new URL('..', import.meta.url).pathname;
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? files(path)
      : /\.tsx?$/.test(name) && !/\.test\./.test(name)
        ? [path]
        : [];
  });

describe('the mailbox’s texts', () => {
  it('every ERR_MAIL code has a text in every language', () => {
    const codes = new Set(
      [join(src, 'mail'), join(src, 'app'), join(src, 'server', 'mail')]
        .flatMap(files)
        .flatMap((f) =>
          [...readFileSync(f, 'utf8').matchAll(/'(ERR_MAIL_[A-Z_]+)'/g)].map((m) => m[1] as string),
        )
        .filter((code) => !code.endsWith('_')),
    );
    expect(codes.size).toBeGreaterThan(20);
    const missing = [...codes].flatMap((code) =>
      LANGS.filter((lang) => texts(lang)[`refusal.${code}`] === undefined).map((lang) => `${lang}:${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('every kind of notice has a subject and a body in every language', () => {
    const missing = NOTICE_KINDS.flatMap((kind) =>
      LANGS.flatMap((lang) =>
        ['subject', 'body']
          .filter((part) => notices(lang)[`notice.${kind}.${part}`] === undefined)
          .map((part) => `${lang}:${kind}.${part}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
