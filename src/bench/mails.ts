/**
 * Mails for tests, as a mail program would write them: headers, a text (or HTML) body, and a
 * real DKIM signature by a test domain whose key a test resolver publishes (mailauth signs and
 * verifies; no DNS is asked).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { type DNSResolver, dkimSign } from 'mailauth';

export interface TestMail {
  readonly from: string;
  readonly to?: string;
  readonly subject?: string;
  readonly body?: string;
  readonly html?: string;
  /** RFC 5322 date; default a fixed Monday morning in Berlin. */
  readonly date?: string;
  readonly messageId?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly charset?: string;
}

const encodeWord = (text: string): string =>
  /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;

/** A message in wire format (CRLF), UTF-8 quoted-printable bodies. */
export function makeMail(m: TestMail): string {
  const headers = [
    `From: ${m.from}`,
    `To: ${m.to ?? 'pyramide@club.test'}`,
    ...(m.subject !== undefined ? [`Subject: ${encodeWord(m.subject)}`] : []),
    `Date: ${m.date ?? 'Mon, 2 Mar 2026 09:00:00 +0100'}`,
    `Message-ID: <${m.messageId ?? `${randomBytes(8).toString('hex')}@mail.test`}>`,
    'MIME-Version: 1.0',
    ...Object.entries(m.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
  ];
  const html = m.html !== undefined;
  const body = (html ? m.html : m.body) ?? '';
  const charset = m.charset ?? 'utf-8';
  headers.push(`Content-Type: text/${html ? 'html' : 'plain'}; charset=${charset}`);
  headers.push('Content-Transfer-Encoding: 8bit');
  return `${headers.join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}\r\n`;
}

/** A signing domain with its key, and the resolver that publishes the key. */
export interface DkimDomain {
  readonly domain: string;
  readonly selector: string;
  readonly privateKey: string;
  readonly resolver: DNSResolver;
  sign(raw: string | Buffer): Promise<Buffer>;
}

export function dkimDomains(...domains: string[]): {
  resolver: DNSResolver;
  domain(name: string): DkimDomain;
} {
  const keys = new Map<string, { privateKey: string; publicKey: string }>();
  for (const d of domains) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 1024 });
    keys.set(d, {
      privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    });
  }
  const resolver: DNSResolver = async (name, rrtype) => {
    const domain = name.replace(/^test\._domainkey\./, '');
    const key = keys.get(domain);
    if (rrtype !== 'TXT' || !key)
      throw Object.assign(new Error(`no ${rrtype} record for ${name}`), { code: 'ENOTFOUND' });
    return [[`v=DKIM1; k=rsa; p=${key.publicKey}`]];
  };
  return {
    resolver,
    domain(name) {
      const key = keys.get(name);
      if (!key) throw new Error(`no key for ${name}`);
      return {
        domain: name,
        selector: 'test',
        privateKey: key.privateKey,
        resolver,
        async sign(raw) {
          // mailauth reads the keys from `signatureData` (its typings name the fields flat).
          // A fixed signing time: without one mailauth reads the clock twice, and a signature made
          // across a half second names another `t=` than it signed (about 1 in 500 fails).
          const options = {
            signTime: new Date(),
            canonicalization: 'relaxed/relaxed',
            signatureData: [{ signingDomain: name, selector: 'test', privateKey: key.privateKey }],
          };
          const signed = await dkimSign(raw, options as unknown as Parameters<typeof dkimSign>[1]);
          return Buffer.concat([Buffer.from(signed.signatures), Buffer.from(raw)]);
        },
      };
    },
  };
}
