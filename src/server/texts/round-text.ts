/**
 * A round's name, a pairing's result and a view's message in the reader's words, for the rounds pages, the embeds
 * and the downloads: message keys translated, participants by the names the reader may see.
 */
import type { Translate } from '../../app/i18n.js';
import { isCalendarDate, type MomentText } from '../../app/moment-text.js';
import type { PairingView, RoundOutline, ViewMessage } from '../../core/views.js';

/** A round's name in the reader's language; a round named by its day, that day in words. */
export const roundLabel = (t: Translate, r: RoundOutline, when: MomentText): string =>
  /^\d+$/.test(r.id)
    ? t('round.label', { n: r.id })
    : isCalendarDate(r.label)
      ? when.date(r.label)
      : t(r.label, r.params);

/** A pairing's result: its message in words where it has one, else the score as written. */
export function resultText(t: Translate, p: PairingView, name: (id: string) => string): string {
  return p.resultMessage ? messageText(t, p.resultMessage, name) : (p.result ?? '');
}

/** A view's message in words: its participant ids (alone or in a list) by name, numbers as they are. */
export function messageText(t: Translate, m: ViewMessage, name: (id: string) => string): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(m.params ?? {}))
    params[k] = typeof v === 'number' ? v : typeof v === 'string' ? name(v) : v.map(name).join(', ');
  return t(m.key, params);
}
