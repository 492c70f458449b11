/**
 * The round robin in the web app: a crosstable beside the standings, and for the director a
 * round's result grid on the "act" page — every game of the round in one form, recorded whole
 * or not at all (`RecordResults`); a changed result is a correction. Players keep the generated
 * form for their own games.
 */

import { asOfFields, readAsOf } from '../../../app/as-of.js';
import { nameOf } from '../../../app/present.js';
import { formatRational, type Rational } from '../../../core/rational.js';
import type { Moment, ParticipantId } from '../../../core/types.js';
import { ActForm, formView, SelectField, TextArea, TextField } from '../../../server/form-kit.js';
import { FormReader, withReason } from '../../../server/form-reader.js';
import { TableHead } from '../../../server/kit/display.js';
import {
  type FormatUi,
  historyText,
  type PageContext,
  type ParsedForm,
  type SubmittedForm,
} from '../../../server/kit/ui.js';
import { rationalText } from '../../../server/numbers.js';
import { GAME_RESULTS } from '../events.js';
import type { RoundRobinState } from '../state.js';
import { computeStandings, currentResults, outcomeSheets } from '../views.js';

const GRID = 'grid';
const DATES = 'dates';

/** A round's date and time in the club's zone, as the date-time field shows it. */
const localField = (m: Moment | undefined, zone: string): string => {
  if (!m) return '';
  const { date, time } = asOfFields(m, zone);
  return `${date}T${time}`;
};

/** The rounds' dates (issue 25.5): one date-time field per round, in the club's zone. */
function RoundDates({ ctx, submitted }: { ctx: PageContext; submitted?: SubmittedForm | undefined }) {
  const { t } = ctx;
  const state = ctx.state as RoundRobinState;
  const back = formView('rr', DATES, submitted);
  const rounds = state.draw.schedule.map((_, i) => i + 1);
  if (rounds.length === 0) return null;
  return (
    <section id="dates" aria-labelledby="rr-dates-title">
      <details {...(back.submitted || !state.dates ? { open: true } : {})}>
        <summary id="rr-dates-title">{t('rr.dates.title')}</summary>
        <ActForm view={back} ctx={ctx} class="command" submit={t('rr.dates.save')}>
          <p class="muted small">{t('rr.dates.hint')}</p>
          {rounds.map((r) => (
            <TextField
              view={back}
              name={`round.${r}`}
              type="datetime-local"
              label={t('rr.dates.round', { round: r })}
              value={localField(state.dates?.get(r), ctx.zone)}
            />
          ))}
        </ActForm>
      </details>
    </section>
  );
}

/** Reads the rounds' dates: every filled field a round's moment in the club's zone. */
function parseDates(values: SubmittedForm['values'], ctx: PageContext): ParsedForm {
  const state = ctx.state as RoundRobinState;
  const r = new FormReader(values, ctx.t);
  const rounds: { round: number; at: Moment }[] = [];
  for (let round = 1; round <= state.draw.schedule.length; round++) {
    const text = r.text(`round.${round}`);
    if (!text) continue;
    const read = readAsOf(text, undefined, ctx.zone);
    if (read.ok) rounds.push({ round, at: read.value });
    else r.fail(`round.${round}`, 'error.badMoment');
  }
  if (rounds.length === 0) r.fail('_', 'rr.dates.nothing');
  return r.done(() => ({ type: 'ScheduleRounds', rounds }));
}

interface Game {
  readonly white: ParticipantId;
  readonly black: ParticipantId;
  readonly result: string | undefined;
}

/** The games of a round (1-based) with their standing results, and who has the bye. */
function gamesOf(state: RoundRobinState, round: number): { games: Game[]; bye: ParticipantId | undefined } {
  const results = currentResults(state);
  const games: Game[] = [];
  let bye: ParticipantId | undefined;
  for (const g of state.draw.schedule[round - 1] ?? []) {
    const white = state.draw.order[g.white - 1] as ParticipantId;
    if (g.black === null) {
      bye = white;
      continue;
    }
    const black = state.draw.order[g.black - 1] as ParticipantId;
    games.push({ white, black, result: results.get(`${round}:${white}:${black}`)?.result });
  }
  return { games, bye };
}

/**
 * Where the director's result grid asks for one game's result: the round to show and the id of
 * the game's field (the due list links there).
 */
export function gridField(
  state: RoundRobinState,
  round: number,
  players: readonly ParticipantId[],
): { readonly round: number; readonly anchor: string } {
  const line = gamesOf(state, round).games.findIndex(
    (g) => players.includes(g.white) && players.includes(g.black),
  );
  return { round, anchor: line < 0 ? 'rr-grid-title' : `rr-${GRID}-results-${line}-result` };
}

/** The round the grid shows: the one asked for, else the first with a game without a result. */
function roundOf(ctx: PageContext, state: RoundRobinState, submitted: SubmittedForm | undefined): number {
  const count = state.draw.schedule.length;
  const sent = submitted?.form === GRID ? submitted.values.round : undefined;
  const asked = Number(typeof sent === 'string' ? sent : ctx.query.round);
  if (Number.isInteger(asked) && asked >= 1 && asked <= count) return asked;
  for (let r = 1; r <= count; r++) if (gamesOf(state, r).games.some((g) => !g.result)) return r;
  return count;
}

/** The grid's lines that say something new: a result chosen that differs from the standing one. */
function changedLines(
  values: SubmittedForm['values'],
  state: RoundRobinState,
  round: number,
): { line: number; white: string; black: string; result: string }[] {
  const { games } = gamesOf(state, round);
  const out = [];
  for (const [line, game] of games.entries()) {
    const chosen = values[`results.${line}.result`];
    const result = typeof chosen === 'string' ? chosen : '';
    if (result && result !== game.result) out.push({ line, white: game.white, black: game.black, result });
  }
  return out;
}

function ResultGrid({ ctx, submitted }: { ctx: PageContext; submitted: SubmittedForm | undefined }) {
  const { t } = ctx;
  const state = ctx.state as RoundRobinState;
  const count = state.draw.schedule.length;
  if (count === 0) return <p>{t('rr.grid.none')}</p>;
  const round = roundOf(ctx, state, submitted);
  const { games, bye } = gamesOf(state, round);
  const name = (id: ParticipantId) => nameOf(ctx.roster, id, ctx.access.audience);
  // A refusal names a line of the command (`results.2.white`): the grid shows it at that game.
  const own = submitted?.form === GRID ? submitted : undefined;
  const sentLines = own ? changedLines(own.values, state, round) : [];
  const errors: Record<string, string> = {};
  for (const [key, error] of Object.entries(own?.errors ?? {})) {
    const line = /^results\.(\d+)\./.exec(key);
    const row = line ? sentLines[Number(line[1])]?.line : undefined;
    errors[row !== undefined ? `results.${row}.result` : key] = error;
  }
  const view = formView('rr', GRID, own ? { ...own, errors } : submitted);
  const rounds = Array.from({ length: count }, (_, i) => [String(i + 1), String(i + 1)] as const);
  const options = [
    ['', t('rr.result.none')] as const,
    ...GAME_RESULTS.map((r) => [r, t(`rr.result.${r}`)] as const),
  ];
  return (
    <section aria-labelledby="rr-grid-title" class="rr-grid">
      <h2 id="rr-grid-title">{t('rr.grid.title', { round })}</h2>
      <form method="get" action={`/c/${ctx.loaded.record.id}/act`} class="inline">
        <SelectField
          view={formView('rr', 'round')}
          name="round"
          label={t('rr.grid.round')}
          value={String(round)}
          options={rounds}
        />
        <button type="submit" class="secondary">
          {t('rr.grid.show')}
        </button>
      </form>
      <ActForm
        ctx={ctx}
        view={view}
        hidden={{ type: 'RecordResults', round, _next: `/c/${ctx.loaded.record.id}/act?round=${round}` }}
        fields={[...games.map((_, line) => `results.${line}.result`), 'reason']}
        submit={t('rr.grid.save')}
      >
        <p class="small muted">{t('rr.grid.hint')}</p>
        {games.map((g, line) => (
          <SelectField
            view={view}
            name={`results.${line}.result`}
            label={t('rr.grid.game', { board: line + 1, white: name(g.white), black: name(g.black) })}
            value={g.result ?? ''}
            options={options}
          />
        ))}
        {bye ? <p>{t('rr.grid.bye', { name: name(bye) })}</p> : null}
        <TextArea view={view} name="reason" label={t('rr.grid.reason')} />
      </ActForm>
    </section>
  );
}

/** Reads the grid into one command with the games whose result is new or changed. */
function parseGrid(values: SubmittedForm['values'], ctx: PageContext): ParsedForm | undefined {
  if (values._form === DATES) return parseDates(values, ctx);
  if (values._form !== GRID) return undefined;
  const state = ctx.state as RoundRobinState;
  const r = new FormReader(values, ctx.t);
  const round = r.int('round', 1, state.draw.schedule.length, 'form.choose');
  if (round === undefined) return r.done({ type: 'RecordResults' });
  const lines = changedLines(values, state, round);
  if (lines.length === 0) r.fail('_', 'rr.grid.nothing');
  const reason = r.reason(false);
  return r.done(() => ({
    type: 'RecordResults',
    round,
    results: lines.map(({ white, black, result }) => ({ white, black, result })),
    ...withReason(reason),
  }));
}

const score = (s: Rational, played: boolean): string => {
  const text = formatRational(s, 1, true)
    .replace(/^0\.5$/, '½')
    .replace(/\.5$/, '½');
  return played ? text : s.n > 0 ? '+' : '−';
};

function Crosstable({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = ctx.state as RoundRobinState;
  const sheets = outcomeSheets(state);
  const rows = computeStandings(state).rows;
  const numberOf = new Map(state.draw.order.map((id, i) => [id, i + 1]));
  const order = state.draw.order;
  const name = (id: ParticipantId) => nameOf(ctx.roster, id, ctx.access.audience);
  return (
    <>
      {/* The key above the scroll box, where a phone shows it whole; the name and the points stay in view. */}
      <p class="small muted" id="rr-cross-key">
        {t('rr.cross.caption')}
      </p>
      <div class="table-wrap">
        <table class="rr-crosstable sticky-names" aria-describedby="rr-cross-key">
          <caption class="visually-hidden">{t('rr.tab.crosstable')}</caption>
          <TableHead
            columns={[
              t('rr.cross.number'),
              t('rr.cross.player'),
              ...order.map((_, i) => String(i + 1)),
              { label: t('rr.cross.points'), class: 'sticky-end' },
            ]}
          />
          <tbody>
            {order.map((id) => {
              const lines = sheets.get(id) ?? [];
              const points = rows.find((r) => r.participantId === id)?.points;
              return (
                <tr>
                  <td>{numberOf.get(id)}</td>
                  <th scope="row">{name(id)}</th>
                  {order.map((other) => (
                    <td>
                      {other === id
                        ? '×'
                        : lines
                            .filter((l) => l.opponent === other)
                            .map((l) => score(l.score, l.played))
                            .join(' ')}
                    </td>
                  ))}
                  <td class="sticky-end">{points ? rationalText(points, 1, ctx.lang, true) : '0'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

export const roundRobinUi: FormatUi = {
  // A result (1/2-1/2, +-) in words.
  historyValue: historyText('rr.result.'),
  tabs: [{ id: 'crosstable', label: 'rr.tab.crosstable', render: (ctx) => <Crosstable ctx={ctx} /> }],
  actions: (ctx, submitted) =>
    ctx.access.isDirector ? (
      <>
        <RoundDates ctx={ctx} submitted={submitted} />
        <ResultGrid ctx={ctx} submitted={submitted} />
      </>
    ) : null,
  parseForm: parseGrid,
};
