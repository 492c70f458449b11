/**
 * Reads test fixtures (real files from other programs) from `src/test-support/fixtures/`.
 */
import { readFileSync } from 'node:fs';

export const readFixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
