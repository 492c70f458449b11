/**
 * Every format the product knows, by name. The app, the CLI and the pages look formats up here.
 */
import type { AnyFormat } from '../core/format.js';
import { keizer } from './keizer/index.js';
import { roundRobin } from './round-robin/index.js';

export const FORMATS: ReadonlyMap<string, AnyFormat> = new Map<string, AnyFormat>([
  [roundRobin.name, roundRobin],
  [keizer.name, keizer],
]);

export function formatByName(name: string): AnyFormat | undefined {
  return FORMATS.get(name);
}
