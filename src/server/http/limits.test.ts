/**
 * Limits that hold across servers (issue #13, findings 2 and 5): two real server processes on one
 * PostgreSQL behind a trusted proxy (loopback). Forty parallel wrong passwords for one account,
 * from forty client addresses and spread over both servers, get exactly five checks; reset
 * requests for one address count on both servers; and each reset mail goes out once, through a
 * real SMTP server, whichever server sends it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openStore } from '../../store/open.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import {
  ADMIN_EMAIL,
  prepareStore,
  type ServerProcess,
  startServerProcess,
} from '../../test-support/processes.js';
import { browser, remote } from '../../test-support/server.js';
import { startSmtp } from '../../test-support/smtp.js';

const schemas = temporarySchemas();

describePostgres('limits across two servers on one PostgreSQL', () => {
  let db = '';
  let servers: ServerProcess[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    db = await schemas.create();
    await prepareStore(db, [], 2);
    const env = {
      ARBITER_TRUST_PROXY: '127.0.0.1, ::1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'Arbiter <arbiter@club.test>',
    };
    servers = await Promise.all([startServerProcess(db, env), startServerProcess(db, env)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await smtp?.close();
  });

  /** A form post to `path` on `server` as the client `address` (through the trusted proxy). */
  const postAs = async (
    server: ServerProcess,
    address: string,
    path: string,
    fields: Record<string, string>,
  ) => {
    const b = browser(remote(server.url));
    const headers = { 'x-forwarded-for': address };
    const html = await (await b.get(path, { headers })).text();
    const res = await b.get(path, {
      method: 'POST',
      body: new URLSearchParams({ _csrf: b.csrfOf(html), ...fields }),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    await res.text();
    return res.status;
  };

  it('40 parallel wrong passwords for one account over both servers: exactly 5 are checked', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postAs(servers[i % 2]!, `203.0.113.${i + 1}`, '/login', {
          email: ADMIN_EMAIL,
          password: `guess-${i}-guess`,
        }),
      ),
    );
    expect([statuses.filter((s) => s === 400).length, statuses.filter((s) => s === 429).length]).toEqual([
      5, 35,
    ]);
  });

  it('reset requests for one address count on both servers, and each mail goes out once', async () => {
    const ask = (i: number) => postAs(servers[i % 2]!, '198.51.100.7', '/reset', { email: ADMIN_EMAIL });
    expect([await ask(0), await ask(1), await ask(2), await ask(3)]).toEqual([200, 200, 200, 429]);
    const deadline = Date.now() + 20_000;
    while (smtp.mails.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(smtp.mails.map((m) => m.to)).toEqual([[ADMIN_EMAIL], [ADMIN_EMAIL], [ADMIN_EMAIL]]);
    const store = await openStore(db);
    try {
      const mails = await store.outbox.mails({ kind: 'account.reset' });
      expect(mails.map((m) => [m.status, m.attempts])).toEqual([
        ['sent', 1],
        ['sent', 1],
        ['sent', 1],
      ]);
      for (const mail of mails)
        expect((await store.outbox.attempts(mail.id)).map((a) => a.outcome)).toEqual(['sent']);
    } finally {
      await store.close();
    }
  });
});
