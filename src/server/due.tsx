/**
 * Due items for people: the format's due view (codes and parameters, in ids and ISO moments)
 * written in the reader's language with names, moments in the club's zone, games in words, and a
 * link to the form that resolves each item, prefilled through the query parameters that form
 * reads. Used by the competition's "due" tab and the dashboard.
 */
import type { Translate } from '../app/i18n.js';
import type { MomentText } from '../app/moment-text.js';
import { type Audience, nameOf } from '../app/present.js';
import { isMoment } from '../core/moment.js';
import type { Roster } from '../core/participant.js';
import type { DueItem } from '../core/views.js';
import type { RoundRobinState } from '../formats/round-robin/state.js';
import { findGame } from '../formats/tp-tournament/games.js';
import type { TpState } from '../formats/tp-tournament/state.js';
import { gridField } from './formats/round-robin/index.js';
import { cupRoundsOf, gameTitle } from './formats/tp-tournament/common.js';
import type { PageContext } from './formats/ui.js';

/** What a due item needs to be written for one reader. */
export interface DueReader {
  readonly t: Translate;
  readonly roster: Roster;
  readonly audience: Audience;
  readonly when: MomentText;
  /** The competition's id, format name and state (for games in words). */
  readonly competitionId: string;
  readonly format: string;
  readonly state: unknown;
  /** Directors get links to the director's forms; players to their own. */
  readonly isDirector: boolean;
}

/** One due item as a reader sees it. */
export interface DueLine {
  readonly severity: DueItem['severity'];
  readonly text: string;
  /** When it fell or falls due, in words. */
  readonly when: string;
  /** The page (and form) that resolves it. */
  readonly href: string;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A parameter in words: participants by name, moments and dates in the club's zone, games by title. */
function paramText(key: string, value: string | number, reader: DueReader): string | number {
  if (typeof value !== 'string' || value === '') return value;
  if (reader.roster.has(value)) return nameOf(reader.roster, value, reader.audience);
  if (isMoment(value)) return reader.when.moment(value);
  if (CALENDAR_DATE.test(value)) return reader.when.date(value);
  if (reader.format === 'tp-tournament' && key === 'game') {
    const state = reader.state as TpState;
    const found = findGame(state, value);
    if (found.status === 'ready') {
      const players = found.game.players.map((p) => nameOf(reader.roster, p, reader.audience)).join(' – ');
      return `${gameTitle(reader.t, found.game, cupRoundsOf(state))} (${players})`;
    }
  }
  return value;
}

/**
 * The item's sentence: the format's text with every parameter in words, prefixed with its round
 * or evening where the text does not name it, followed by the people it concerns that the text
 * does not name already (never an empty colon).
 */
export function dueText(item: DueItem, reader: DueReader): string {
  const { t } = reader;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(item.params ?? {})) params[k] = paramText(k, v, reader);
  let text = t(item.code, params);
  if (text === item.code) text = item.message;
  // A message that cannot be written without a parameter names it itself.
  const named = (key: string) => {
    const { [key]: _, ...others } = params;
    return t(item.code, others) === item.code;
  };
  if (params.round !== undefined && !named('round'))
    text = `${t('due.inRound', { round: params.round })} · ${text}`;
  else if (params.evening !== undefined && !named('evening'))
    text = `${t('due.inEvening', { evening: params.evening })} · ${text}`;
  const names = item.participantIds
    .map((id) => nameOf(reader.roster, id, reader.audience))
    .filter((name) => !text.includes(name));
  if (names.length === 0) return text;
  return `${text}: ${names.join(item.participantIds.length === 2 ? ' – ' : ', ')}`;
}

type Query = Record<string, string | number>;
/** Where an item is resolved: query parameters the act page's forms read, and the form's anchor. */
type Target = { readonly query?: Query; readonly anchor?: string };

const param = (item: DueItem, key: string): string | undefined => {
  const v = item.params?.[key];
  return v === undefined || v === '' ? undefined : String(v);
};

/** The director's form for each code, by format. */
function directorTarget(format: string, item: DueItem, state: unknown): Target {
  const first = item.participantIds[0];
  const round = param(item, 'round');
  switch (format) {
    case 'pyramid': {
      const who =
        item.code === 'pyr.due.acceptance' || item.code === 'pyr.due.acceptance-overdue'
          ? param(item, 'defender')
          : item.code === 'pyr.due.dispute'
            ? param(item, 'by')
            : (param(item, 'challenger') ?? param(item, 'player'));
      // PYR-8: a challenge from a disputed result is kept or voided in its own section of the desk.
      if (item.code === 'pyr.due.questioned') return { anchor: 'pyr-questioned' };
      return { ...(who ? { query: { for: who } } : {}), anchor: 'pyr-desk' };
    }
    case 'keizer': {
      if (item.code === 'keizer.due.entry-points') return { query: { section: 'entry' }, anchor: 'entry' };
      if (item.code === 'keizer.due.pair-round' || item.code === 'keizer.due.result-missing')
        return { query: { section: 'evening', ...(round ? { round } : {}) }, anchor: 'evening' };
      return { query: { section: 'attendance', ...(round ? { round } : {}) }, anchor: 'attendance' };
    }
    case 'handicap-league':
      if (item.code === 'due.hl.inactive' || item.code === 'due.hl.rank-assumed')
        return first ? { query: { edit: first }, anchor: 'hl-players' } : { anchor: 'hl-players' };
      return { anchor: 'hl-evening' };
    case 'championship':
      if (item.code === 'champ.due.draw-groups') return { anchor: 'champ-groups' };
      if (item.code === 'champ.due.pair-round') return { anchor: 'champ-pair' };
      if (item.code.startsWith('champ.due.')) return { anchor: 'champ-final' };
      return { anchor: 'champ-results' };
    case 'tp-tournament':
      return { anchor: 'tx-desk' };
    case 'round-robin': {
      if (!round) return { anchor: 'rr-grid-title' };
      const field = gridField(state as RoundRobinState, Number(round), item.participantIds);
      return { query: { round: field.round }, anchor: field.anchor };
    }
    default:
      return {};
  }
}

/** The address of the form that resolves `item`, for this reader. */
export function dueHref(item: DueItem, reader: DueReader): string {
  const base = `/c/${encodeURIComponent(reader.competitionId)}/act`;
  const target = reader.isDirector ? directorTarget(reader.format, item, reader.state) : {};
  const query = new URLSearchParams(
    Object.entries(target.query ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString();
  return `${base}${query ? `?${query}` : ''}${target.anchor ? `#${target.anchor}` : ''}`;
}

export function dueLine(item: DueItem, reader: DueReader): DueLine {
  return {
    severity: item.severity,
    text: dueText(item, reader),
    when: reader.when.moment(item.due),
    href: dueHref(item, reader),
  };
}

const BADGE = { overdue: 'bad', due: 'warn', info: '' } as const;

/** A list of due items, each with its severity, sentence, moment and a button to resolve it. */
export function DueList({
  items,
  reader,
  limit,
}: {
  items: readonly DueItem[];
  reader: DueReader;
  /** Show at most this many, and say how many more there are. */
  limit?: number;
}) {
  const { t } = reader;
  if (items.length === 0) return <p class="muted small">{t('comp.nothingDue')}</p>;
  const shown = limit === undefined ? items : items.slice(0, limit);
  return (
    <ul class="due-list">
      {shown.map((item) => {
        const line = dueLine(item, reader);
        return (
          <li>
            <div class="due-text">
              <span class={`badge ${BADGE[line.severity]}`}>{t(`severity.${line.severity}`)}</span>{' '}
              <span>{line.text}</span>{' '}
              {line.text.includes(line.when) ? null : (
                <time class="muted small" datetime={item.due}>
                  {line.when}
                </time>
              )}
            </div>
            <a class="button" href={line.href}>
              {t('due.resolve')}
            </a>
          </li>
        );
      })}
      {items.length > shown.length ? (
        <li class="muted">{t('dashboard.more', { count: items.length - shown.length })}</li>
      ) : null}
    </ul>
  );
}

/** The reader of a competition page. */
export const dueReader = (ctx: PageContext): DueReader => ({
  t: ctx.t,
  roster: ctx.roster,
  audience: ctx.access.audience,
  when: ctx.when,
  competitionId: ctx.loaded.record.id,
  format: ctx.loaded.record.format,
  state: ctx.state,
  isDirector: ctx.access.isDirector,
});
