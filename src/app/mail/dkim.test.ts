/**
 * DKIM verification of the players' mail (app/mail/dkim.ts) against the signatures the tests and the
 * bench make (test-support/mails.ts): a signature is good whatever the clock did while it was
 * made. mailauth stamps `t=` from the clock each time it writes the header unless it is given the
 * signing time, so a mail signed across a half second carried another `t=` than the one it signed
 * and was held as forged: the 2 of 10,000 mails the mail bench did not carry out.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dkimDomains, makeMail } from '../../bench/mails.js';
import { dkimCheck } from './dkim.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DKIM', () => {
  it('a mail signed while the clock crosses a half second verifies, aligned with its From', async () => {
    const keys = dkimDomains('example.org');
    let now = 1_767_600_000_497;
    vi.spyOn(Date, 'now').mockImplementation(() => {
      now += 2;
      return now;
    });
    const signed = await keys
      .domain('example.org')
      .sign(
        makeMail({ from: 'Jakob Meier <jakob@example.org>', subject: 'Urlaub', body: 'Urlaub 3.4.–17.4.' }),
      );
    vi.restoreAllMocks();
    expect(await dkimCheck(keys.resolver)(signed)).toEqual({ aligned: 'example.org' });
  });
});
