/**
 * Test support: the resolved preset configurations, so tests read `config('tantrix-cup')`.
 */
import type { TpConfig } from './config.js';
import { parseTpConfig } from './config.js';

export function testConfig(preset = 'tantrix-weekend', overrides: Record<string, unknown> = {}): TpConfig {
  const parsed = parseTpConfig(overrides, preset);
  if (!parsed.ok) throw new Error(parsed.error.map((e) => e.message).join('; '));
  return parsed.value;
}
