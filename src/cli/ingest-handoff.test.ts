/**
 * Issue 24, point 10: the pipe hands a message only to a server of its own store and mailbox
 * (app/mail/ingest-handoff.ts), and only for the arguments it knows (cli/ingest-handoff.ts; the
 * rest goes to `arbiter mail ingest`, whose errors are the ones to show). A store is named alike
 * from either side: a PostgreSQL URL by host, port and database, whoever connects; a SQLite file
 * by its real path.
 */
import { describe, expect, it } from 'vitest';
import { HANDOFF_PROTOCOL, refusalOf, storeKey } from '../app/mail/ingest-handoff.js';
import { parseIngestArgs } from './ingest-handoff.js';

const realPath = (path: string) => {
  if (path.includes('missing')) throw new Error('ENOENT');
  return path.replace(/^\.\//, '/srv/arbiter/');
};

describe('storeKey', () => {
  it.each([
    // [location, key]
    ['postgres://arbiter:secret@DB.example:5432/arbiter', 'postgres://db.example:5432/arbiter'],
    ['postgresql://other@db.example/arbiter', 'postgres://db.example:5432/arbiter'],
    ['postgres://db.example:5433/arbiter', 'postgres://db.example:5433/arbiter'],
    ['postgres://db.example/test', 'postgres://db.example:5432/test'],
    ['postgres:///arbiter?host=/run/postgresql', 'postgres:///run/postgresql:5432/arbiter'],
    ['./club.db', 'sqlite:/srv/arbiter/club.db'],
    ['./missing.db', undefined],
  ])('%s → %s', (location, key) => {
    expect(storeKey(location, realPath)).toBe(key);
  });
});

describe('refusalOf', () => {
  const server = { store: 'sqlite:/srv/club.db', address: 'pyramide@club.test', club: 'desc' };
  const hello = { protocol: HANDOFF_PROTOCOL, ...server };
  it.each([
    ['the same store and mailbox', hello, undefined],
    ['another store', { ...hello, store: 'sqlite:/srv/other.db' }, /store is sqlite:\/srv\/club\.db/],
    ['another address', { ...hello, address: 'keizer@club.test' }, /ARBITER_MAIL_ADDRESS/],
    ['no club where the server names one', { ...hello, club: undefined }, /ARBITER_MAIL_CLUB/],
    ['another protocol', { ...hello, protocol: 'arbiter-ingest/0' }, /protocol/],
  ])('%s', (_case, given, reason) => {
    const refusal = refusalOf(given, server);
    if (reason === undefined) expect(refusal).toBeUndefined();
    else expect(refusal).toMatch(reason);
  });
});

describe('parseIngestArgs: what the pipe hands off, the rest goes to the command line', () => {
  it.each([
    [['-', '--db', 'club.db', '--json'], { file: '-', db: 'club.db', json: true }],
    [['--json', '--db=club.db', 'mail.eml'], { file: 'mail.eml', db: 'club.db', json: true }],
    [['-'], { file: '-', json: false }],
    [[], undefined],
    [['-', '--db'], undefined],
    [['-', '--db='], undefined],
    [['-', 'second.eml'], undefined],
    [['-', '--help'], undefined],
    [['-', '--bogus'], undefined],
  ])('%j', (argv, parsed) => {
    expect(parseIngestArgs(argv)).toEqual(parsed);
  });
});
