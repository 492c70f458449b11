/**
 * Every format the product knows, by name. The app, the CLI and the pages look formats up here.
 */
import type { AnyFormat } from '../core/format.js';
import { pyramid } from './pyramid/index.js';
import { roundRobin } from './round-robin/index.js';

export const FORMATS: ReadonlyMap<string, AnyFormat> = new Map<string, AnyFormat>([
  [roundRobin.name, roundRobin],
  [pyramid.name, pyramid],
]);

export function formatByName(name: string): AnyFormat | undefined {
  return FORMATS.get(name);
}
