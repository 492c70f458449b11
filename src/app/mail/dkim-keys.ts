/**
 * DKIM keys from a file instead of DNS, for tests and trials only (issue 24, point 11;
 * `ARBITER_DKIM_KEYS_FILE`): a club tries sender verification with mails its own test key signed,
 * before any DNS record exists. The file holds the TXT records as a zone file writes them, one a
 * line:
 *
 *     test._domainkey.example.org TXT "v=DKIM1; k=rsa; p=MIIBIjANBgkq…"
 *
 * (a class `IN` and a final dot may stand there; a record split into several quoted strings is
 * joined; `#` and `;` begin comments). Only these names resolve: every other lookup fails as an
 * unknown name would, so nothing is verified by DNS while the file is in use. Off by default;
 * the server and the command line warn at start when it is on.
 */
import type { DNSResolver } from 'mailauth';

/** A record of the file that cannot be read, with its line number. */
export class DkimKeysFileError extends Error {}

const normalName = (name: string): string => name.trim().toLowerCase().replace(/\.$/, '');

/** The TXT records of a keys file by their (lower-case) names. */
export function parseDkimKeys(text: string): ReadonlyMap<string, string> {
  const records = new Map<string, string>();
  for (const [i, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';')) continue;
    const m = /^(\S+)\s+(?:\d+\s+)?(?:IN\s+)?TXT\s+(.+)$/i.exec(trimmed);
    const strings = m ? [...(m[2] as string).matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((s) => s[1]) : [];
    if (!m || strings.length === 0)
      throw new DkimKeysFileError(
        `line ${i + 1}: not a record such as selector._domainkey.example.org TXT "v=DKIM1; k=rsa; p=…"`,
      );
    records.set(normalName(m[1] as string), strings.join('').replace(/\\(.)/g, '$1'));
  }
  return records;
}

/** A resolver that answers TXT lookups of the file's names and nothing else. */
export function dkimKeysResolver(records: ReadonlyMap<string, string>): DNSResolver {
  return async (name, rrtype) => {
    const record = rrtype === 'TXT' ? records.get(normalName(name)) : undefined;
    if (record === undefined)
      throw Object.assign(new Error(`${name} is not in the DKIM keys file`), { code: 'ENOTFOUND' });
    return [[record]];
  };
}
