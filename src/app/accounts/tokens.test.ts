/** Links under the server's base URL, however ARBITER_BASE_URL is written (issue 25). */
import { describe, expect, it } from 'vitest';
import { linkTo, normalizeBaseUrl } from './tokens.js';

describe('base URLs and links', () => {
  it.each([
    ['http://127.0.0.1:4100', 'http://127.0.0.1:4100/'],
    ['http://127.0.0.1:4100/', 'http://127.0.0.1:4100/'],
    ['https://club.example/arbiter', 'https://club.example/arbiter/'],
    ['https://club.example/arbiter//', 'https://club.example/arbiter/'],
  ])('%s is used as %s', (given, used) => {
    expect(normalizeBaseUrl(given)).toBe(used);
  });

  it('a link lies under the base, with or without its trailing slash', () => {
    expect(linkTo('http://127.0.0.1:4100', 'c/ic-2026/act')).toBe('http://127.0.0.1:4100/c/ic-2026/act');
    expect(linkTo('https://club.example/arbiter', '/mail/unsubscribe?p=1')).toBe(
      'https://club.example/arbiter/mail/unsubscribe?p=1',
    );
  });
});
