/**
 * A real IMAP server for tests: Debian's Dovecot (`dovecot-imapd`), started by the test with a
 * temporary configuration on a free loopback port, one mail user, Maildir storage in a temporary
 * folder, and stopped (and its folder removed) afterwards. No system service is touched.
 * `deliver` puts a message into the INBOX with the INTERNALDATE given, as the club's mail server
 * does on arrival.
 *
 * Without Dovecot, `describeDovecot` skips its suite and says so; with `ARBITER_REQUIRE_DOVECOT=1`
 * (set by `.ci/run`) a missing Dovecot fails the suite instead.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { describe, it } from 'vitest';

const DOVECOT = '/usr/sbin/dovecot';

export function describeDovecot(name: string, suite: () => void): void {
  if (existsSync(DOVECOT)) {
    describe(name, suite);
    return;
  }
  const reason = `Dovecot is not installed (${DOVECOT}; apt-get install dovecot-imapd)`;
  if (process.env.ARBITER_REQUIRE_DOVECOT === '1') {
    describe(name, () => {
      it('needs Dovecot (ARBITER_REQUIRE_DOVECOT=1)', () => {
        throw new Error(reason);
      });
    });
    return;
  }
  console.warn(`SKIPPED "${name}": ${reason}. Set ARBITER_REQUIRE_DOVECOT=1 to make this a failure.`);
  describe.skip(`${name} (skipped: ${reason})`, suite);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

async function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}

function systemUser(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error(`there is no system user ${name} (Dovecot's)`);
  return { uid: Number(uid), gid: Number(gid) };
}

export interface Dovecot {
  readonly host: string;
  readonly port: number;
  readonly user: string;
  readonly password: string;
  /** Appends a message to the INBOX with its INTERNALDATE (when it reached the server). */
  deliver(raw: string | Buffer, arrived: Date): Promise<void>;
  close(): Promise<void>;
}

export async function startDovecot(): Promise<Dovecot> {
  const dir = mkdtempSync(join(tmpdir(), 'dovecot-'));
  // Dovecot's authentication process runs as its own user and must read the users file.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const user = 'club';
  const password = 'club-secret';
  const root = process.getuid?.() === 0;
  const me = userInfo().username;
  for (const sub of ['run', 'state', 'mail']) mkdirSync(join(dir, sub));
  // Dovecot never stores mail as root: as root, the mail belongs to its own `dovecot` user.
  const owner = root ? systemUser('dovecot') : undefined;
  if (owner) chownSync(join(dir, 'mail'), owner.uid, owner.gid);
  writeFileSync(join(dir, 'users'), `${user}:{PLAIN}${password}\n`);
  const conf = [
    `base_dir = ${dir}/run`,
    `state_dir = ${dir}/state`,
    `log_path = ${dir}/dovecot.log`,
    `instance_name = arbiter-test-${port}`,
    'protocols = imap',
    'listen = 127.0.0.1',
    'ssl = no',
    'disable_plaintext_auth = no',
    'auth_mechanisms = plain login',
    'first_valid_uid = 0',
    `mail_location = maildir:${dir}/mail/%u`,
    ...(root
      ? []
      : [`default_internal_user = ${me}`, `default_login_user = ${me}`, `default_internal_group = ${me}`]),
    'passdb {',
    '  driver = passwd-file',
    `  args = scheme=PLAIN username_format=%u ${dir}/users`,
    '}',
    'userdb {',
    '  driver = static',
    `  args = uid=${root ? 'dovecot' : me} gid=${root ? 'dovecot' : me} home=${dir}/mail/%u`,
    '}',
    'service imap-login {',
    '  chroot =',
    `  inet_listener imap {\n    port = ${port}\n  }`,
    '  inet_listener imaps {\n    port = 0\n  }',
    '}',
    'service anvil {\n  chroot =\n}',
  ].join('\n');
  writeFileSync(join(dir, 'dovecot.conf'), `${conf}\n`);
  const child: ChildProcess = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 100 && !(await accepting(port)); i++) await new Promise((r) => setTimeout(r, 50));
  if (!(await accepting(port))) {
    child.kill('SIGKILL');
    throw new Error(`Dovecot did not listen on port ${port} (see ${dir}/dovecot.log)`);
  }
  const connect = async () => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user, pass: password },
      logger: false,
    });
    await client.connect();
    return client;
  };
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    async deliver(raw, arrived) {
      const client = await connect();
      try {
        await client.append('INBOX', Buffer.isBuffer(raw) ? raw : Buffer.from(raw), [], arrived);
      } finally {
        await client.logout();
      }
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
