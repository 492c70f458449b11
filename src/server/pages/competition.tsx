/**
 * The generic pages of any competition: standings, rounds and pairings, due items and the event
 * history (superseded events struck through). Formats add richer pages of their own.
 */

import { asOfFields } from '../../app/competitions/as-of.js';
import { type Audience, nameOf } from '../../app/competitions/present.js';
import type { Translate } from '../../app/i18n.js';
import { isCalendarDate, type MomentText } from '../../app/moment-text.js';
import type { FoldResult } from '../../core/engine.js';
import type { StoredEvent } from '../../core/events.js';
import type { Outcome } from '../../core/format.js';
import { instantOf, isMoment, zoneDate } from '../../core/moment.js';
import { type Participant, publicName, type Roster } from '../../core/participant.js';
import type { Lang, Moment } from '../../core/types.js';
import type { RoundOutline, RoundView, StandingsTable } from '../../core/views.js';
import type { CompetitionRecord } from '../../store/port.js';
import { decimalText, minusText } from '../forms/numbers.js';
import { ChooseForm, numeric, PrintButton, placeAndName, TableHead } from '../kit/display.js';
import { messageText, resultText, roundLabel } from '../texts/round-text.js';

export function CompetitionHeader(props: {
  t: Translate;
  record: CompetitionRecord;
  tab: string;
  extraTabs?: readonly { id: string; label: string }[];
  canAct?: boolean;
  published?: boolean;
  asOf?: Moment;
  showAsOf?: boolean;
  when: MomentText;
  /** The club's zone, which the picker's date and time are in. */
  zone: string;
  /** Rounds (or evenings) to show the competition after, each by the date of its day. */
  rounds?: readonly AsOfRound[];
}) {
  const { t, record, tab, asOf } = props;
  const base = `/c/${record.id}`;
  const tabs: [string, string, string][] = [
    ['standings', base, t('comp.standings')],
    ...(props.extraTabs ?? []).map((x): [string, string, string] => [x.id, `${base}/t/${x.id}`, x.label]),
    ['rounds', `${base}/rounds`, t('comp.rounds')],
    ...(props.canAct ? [['due', `${base}/due`, t('comp.due')] as [string, string, string]] : []),
    ['history', `${base}/history`, t('comp.history')],
    ...(props.canAct ? [['act', `${base}/act`, t('comp.act')] as [string, string, string]] : []),
  ];
  return (
    <>
      <h1>
        {record.name} {props.published === false ? <span class="badge warn">{t('comp.private')}</span> : null}
      </h1>
      <nav class="tabs" aria-label={record.name}>
        {tabs.map(([id, href, label]) => (
          <a href={href} {...(id === tab ? { 'aria-current': 'page' } : {})}>
            {label}
          </a>
        ))}
      </nav>
      <p class="small no-print">
        <a href={`/api/competitions/${encodeURIComponent(record.id)}/calendar.ics`} type="text/calendar">
          {t('comp.calendar')}
        </a>
      </p>
      {props.showAsOf === false ? null : (
        <AsOfPicker t={t} {...(asOf ? { asOf } : {})} zone={props.zone} rounds={props.rounds ?? []} />
      )}
      {asOf ? <p class="muted small">{t('comp.asOf', { moment: props.when.moment(asOf) })}</p> : null}
    </>
  );
}

/** A round the "show as of" picker offers: its name and the calendar date it was played on. */
export interface AsOfRound {
  readonly label: string;
  readonly date: string;
}

/**
 * The rounds of a competition with a day, as the picker offers them: one per day, the last round
 * played on it. An option's value is the end of its day, the same for every round of that day;
 * one option per round made a round robin played in a day offer 99 options, every one selected
 * (7 KB of a 200-player standings page, issue #29).
 */
export function asOfRounds(
  t: Translate,
  rounds: readonly RoundOutline[],
  when: MomentText,
  zone: string,
): AsOfRound[] {
  const offered = rounds.flatMap((r) =>
    // The club's day of the round, found once (a time zone's rules are slow to apply).
    !r.at || r.status === 'planned' ? [] : [{ round: r, date: zoneDate(r.at, zone) }],
  );
  const lastOfDay = new Map(offered.map((r, i) => [r.date, i]));
  // Labelled once the last round of each day is known (a round robin played in a day: one of 99).
  return offered.flatMap(({ round, date }, i) =>
    lastOfDay.get(date) === i
      ? [
          {
            // A round named by its day (a handicap league's evening) needs the day only once.
            label: isCalendarDate(round.label)
              ? roundLabel(t, round, when)
              : t('asOf.roundOption', { round: roundLabel(t, round, when), date: when.date(date) }),
            date,
          },
        ]
      : [],
  );
}

/**
 * "Show as of": a date and an optional time of day in the club's zone (a date alone is the end
 * of that day) and, where the competition has rounds with a day, the end of a round's day.
 */
function AsOfPicker({
  t,
  asOf,
  zone,
  rounds,
}: {
  t: Translate;
  asOf?: Moment;
  zone: string;
  rounds: readonly AsOfRound[];
}) {
  const shown = asOf ? asOfFields(asOf, zone) : undefined;
  return (
    <div class="as-of no-print">
      <form class="inline" method="get">
        <div>
          <label for="as-of">{t('comp.asOfLabel')}</label>
          <input
            id="as-of"
            name="asOf"
            type="date"
            value={shown?.date ?? ''}
            aria-describedby="as-of-hint"
            required
          />
        </div>
        <div>
          <label for="as-of-time">{t('asOf.time')}</label>
          <input
            id="as-of-time"
            name="asOfTime"
            type="time"
            value={asOf && shown?.time !== '23:59' ? shown?.time : ''}
          />
        </div>
        <button type="submit" class="secondary">
          {t('comp.asOfSubmit')}
        </button>
        <p id="as-of-hint" class="muted small">
          {t('asOf.endOfDay')}
        </p>
      </form>
      {rounds.length > 0 ? (
        <ChooseForm
          t={t}
          id="as-of-round"
          name="asOf"
          label={t('asOf.round')}
          choices={rounds.map((r) => ({ value: r.date, label: r.label }))}
          // Without a moment asked for the page shows the latest round: so does the picker (issue 25.12).
          selected={shown ? (shown.time === '23:59' ? shown.date : undefined) : rounds.at(-1)?.date}
        />
      ) : null}
      {asOf ? (
        <p class="small">
          <a href="?">{t('asOf.now')}</a>
        </p>
      ) : null}
    </div>
  );
}

export function Standings({
  t,
  lang,
  table,
  roster,
  audience,
}: {
  t: Translate;
  /** The reader's language, for the decimal sign of points and ratings. */
  lang: Lang;
  table: StandingsTable;
  roster: Roster;
  audience: Audience;
}) {
  return (
    // On a phone a wide table (a Swiss's tie-breaks) scrolls sideways under names kept on one line at its left edge.
    <div class="table-wrap">
      <table class="sticky-names">
        <caption class="visually-hidden">{t('comp.standings')}</caption>
        <TableHead
          columns={[
            ...placeAndName(t),
            ...table.columns.map((c) => ({ label: t(c.label), num: c.align === 'right' })),
          ]}
        />
        <tbody>
          {table.rows.map((r) => (
            <tr>
              <td class="num">{r.tied ? `${r.place}=` : r.place}</td>
              <th scope="row">{nameOf(roster, r.participantId, audience)}</th>
              {table.columns.map((c) => (
                <td class={c.align === 'right' ? 'num' : undefined}>
                  {decimalText(r.cells[c.id] ?? '', lang)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {table.noteMessages
        ? table.noteMessages.map((m) => (
            <p class="notice">{messageText(t, m, (id) => nameOf(roster, id, audience))}</p>
          ))
        : (table.notes ?? []).map((n) => <p class="notice">{n}</p>)}
    </div>
  );
}

export function Rounds({
  t,
  rounds,
  roster,
  when,
  audience,
}: {
  t: Translate;
  rounds: readonly RoundView[];
  roster: Roster;
  audience: Audience;
  when: MomentText;
}) {
  if (rounds.length === 0) return <p class="muted">{t('comp.noRounds')}</p>;
  return (
    <>
      <PrintButton t={t} />
      {rounds.map((r) => (
        <section>
          <h2 id={`round-${r.id}`}>{roundLabel(t, r, when)}</h2>
          {r.status !== 'planned' && r.publishedAt && r.pairings.length === 0 ? (
            <p class="muted">{t('comp.publishedFrom', { moment: when.moment(r.publishedAt) })}</p>
          ) : null}
          <div class="table-wrap">
            <table>
              <TableHead
                columns={[
                  numeric(t('comp.board')),
                  t(r.sides?.[0] ?? 'col.name'),
                  t(r.sides?.[1] ?? 'col.name'),
                  t('comp.result'),
                ]}
              />
              <tbody>
                {r.pairings.map((p) => (
                  <tr>
                    <td class="num">{p.board ?? ''}</td>
                    <td>{nameOf(roster, p.first, audience)}</td>
                    <td>
                      {p.second === null ? <em>{t('comp.bye')}</em> : nameOf(roster, p.second, audience)}
                    </td>
                    <td>{resultText(t, p, (id) => nameOf(roster, id, audience))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

/**
 * Fields of an event's data that are for machines: a draw's seed and algorithm replay it (the
 * event log and the API carry them), but read like ids on the page.
 */
const MACHINE_FIELDS = new Set(['seed', 'algorithm']);

/** At most this many values of an event's data on the history page (a pairing lists many). */
const SHOWN_VALUES = 12;

/**
 * An event's data in words for the history page: participants by the names the reader may see,
 * moments in the club's zone, other values as written; a long list is cut short.
 */
function payloadText(
  e: StoredEvent,
  where: {
    roster: Roster;
    audience: Audience;
    when: MomentText;
    valueText?: (v: string) => string | undefined;
  },
): string {
  if (e.type === 'ParticipantRegistered' || e.type === 'ParticipantUpdated') {
    const p = (e.payload as { participant: Participant }).participant;
    return where.audience === 'director' ? p.name : publicName(p);
  }
  const parts: string[] = [];
  const visit = (v: unknown): void => {
    if (typeof v === 'string' && v !== '')
      parts.push(
        where.roster.has(v)
          ? nameOf(where.roster, v, where.audience)
          : isMoment(v)
            ? where.when.moment(v)
            : isCalendarDate(v)
              ? where.when.date(v)
              : (where.valueText?.(v) ?? v),
      );
    else if (typeof v === 'number') parts.push(minusText(String(v)));
    else if (Array.isArray(v)) for (const x of v) visit(x);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) if (!MACHINE_FIELDS.has(k)) visit(x);
  };
  visit(e.payload);
  return parts.length > SHOWN_VALUES ? `${parts.slice(0, SHOWN_VALUES).join(' · ')} …` : parts.join(' · ');
}

/**
 * Why an event was without effect or rejected, in the reader's language: the format's text for
 * the code with names and moments in words; the engine's English when there is no text.
 */
function outcomeText(
  t: Translate,
  outcome: Outcome,
  where: { format: string; roster: Roster; audience: Audience; when: MomentText },
): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(outcome.params ?? {}))
    params[k] =
      typeof v !== 'string'
        ? v
        : where.roster.has(v)
          ? nameOf(where.roster, v, where.audience)
          : isMoment(v)
            ? where.when.moment(v)
            : isCalendarDate(v)
              ? where.when.date(v)
              : v;
  const keys = outcome.code ? [`refusal.${where.format}.${outcome.code}`, `refusal.${outcome.code}`] : [];
  for (const key of keys) {
    const text = t(key, params);
    if (text !== key) return text;
  }
  return outcome.message ?? '';
}

/** An event's name in the reader's language; its type where it has none. */
function eventName(t: Translate, type: string): string {
  const key = `event.${type}`;
  const name = t(key);
  return name === key ? type : name;
}

/**
 * Who acted, in words: the role (director, player, system); directors also see who — the player by
 * name, a director by the name of the account (an id is no name: without the account, the role).
 */
function actorText(
  t: Translate,
  actor: string,
  where: { audience: Audience; roster: Roster; people: ReadonlyMap<string, string> },
): string {
  const [kind = actor, id] = actor.split(':');
  const key = `role.${kind}`;
  const role = t(key) === key ? kind : t(key);
  if (where.audience !== 'director' || !id) return role;
  const who =
    kind === 'player' && where.roster.has(id) ? nameOf(where.roster, id, 'director') : where.people.get(id);
  return who ? `${role} (${who})` : role;
}

export function History({
  t,
  events,
  head,
  when,
  audience,
  format,
  people,
  valueText,
}: {
  t: Translate;
  events: readonly StoredEvent[];
  head: FoldResult;
  audience: Audience;
  when: MomentText;
  /** The names of the accounts that acted as director, by person id (for directors). */
  people?: ReadonlyMap<string, string>;
  /** A value of an event's data in the format's words (see FormatUi.historyValue). */
  valueText?: (value: string) => string | undefined;
  /** The competition's format, whose texts name why an event had no effect. */
  format: string;
}) {
  return (
    <div class="table-wrap">
      <table>
        <TableHead
          columns={[
            numeric(t('history.seq')),
            t('history.at'),
            t('history.event'),
            t('history.details'),
            t('history.actor'),
          ]}
        />
        <tbody>
          {[...events].reverse().map((e) => {
            const by = head.supersededBy.get(e.seq);
            const outcome = head.outcomes.get(e.seq);
            const late = instantOf(e.recordedAt) - instantOf(e.at) > 3_600_000;
            return (
              <tr id={`e${e.seq}`} data-type={e.type} class={by !== undefined ? 'struck' : undefined}>
                <td class="num">{e.seq}</td>
                <td>
                  <time datetime={e.at}>{when.moment(e.at)}</time>
                  {late ? (
                    <div class="small muted">
                      {t('history.late')}: <time datetime={e.recordedAt}>{when.moment(e.recordedAt)}</time>
                    </div>
                  ) : null}
                </td>
                <td>
                  {by !== undefined ? <del>{eventName(t, e.type)}</del> : eventName(t, e.type)}
                  {by !== undefined ? (
                    <div class="small">
                      <a href={`#e${by}`}>{t('history.supersededBy', { seq: by })}</a>
                    </div>
                  ) : null}
                  {e.supersedes ? (
                    <div class="small muted">→ {e.supersedes.map((s) => `#${s}`).join(', ')}</div>
                  ) : null}
                  {outcome && outcome.status !== 'applied' ? (
                    <div class="small">
                      <span class={`badge ${outcome.status === 'rejected' ? 'bad' : 'warn'}`}>
                        {t(`history.outcome.${outcome.status}`)}
                      </span>{' '}
                      {outcomeText(t, outcome, { format, roster: head.state.roster, audience, when })}
                    </div>
                  ) : null}
                </td>
                <td class="small">
                  {payloadText(e, {
                    roster: head.state.roster,
                    audience,
                    when,
                    ...(valueText ? { valueText } : {}),
                  })}
                  {e.reason ? <div>{t('history.reason', { reason: e.reason })}</div> : null}
                </td>
                <td class="small">
                  {actorText(t, e.actor, {
                    audience,
                    roster: head.state.roster,
                    people: people ?? new Map(),
                  })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
