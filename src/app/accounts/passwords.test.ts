/**
 * Password hashing (issue #13, finding 8): current guidance by default, the parameters stored
 * with each hash, and a hash made with other parameters recognised as outdated so that signing in
 * can store it anew.
 */
import { describe, expect, it } from 'vitest';
import { CURRENT_SCRYPT, PasswordHasher } from './passwords.js';

describe('password hashing', () => {
  it('by default scrypt with N = 2^17, r = 8, p = 1, stored with the hash', async () => {
    expect(CURRENT_SCRYPT).toEqual({ N: 131_072, r: 8, p: 1 });
    const stored = await new PasswordHasher().hash('correct horse battery');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
  });

  it('verifies against the parameters stored with the hash, and says when they are not the current ones', async () => {
    const old = new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
    const current = new PasswordHasher({ N: 2 ** 11, r: 8, p: 1 });
    const stored = await old.hash('Kims-Secret-Passw0rd');
    expect(await current.verify('Kims-Secret-Passw0rd', stored)).toEqual({ valid: true, outdated: true });
    expect(await old.verify('Kims-Secret-Passw0rd', stored)).toEqual({ valid: true, outdated: false });
    expect(await current.verify('kims-secret-passw0rd', stored)).toEqual({ valid: false, outdated: false });
  });

  it('a missing or foreign hash never verifies', async () => {
    const hasher = new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
    for (const stored of [null, '', 'bcrypt$2b$10$abc', 'scrypt$x$8$1$AAAA$AAAA', 'scrypt$1024$8$1$AAAA'])
      expect(await hasher.verify('anything', stored)).toEqual({ valid: false, outdated: false });
  });

  it('the same password gets a different salt each time', async () => {
    const hasher = new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
    expect(await hasher.hash('same password')).not.toBe(await hasher.hash('same password'));
  });
});
