/**
 * The round robin in the web app: a crosstable beside the standings, and for the director a
 * round's result grid on the "act" page — every game of the round in one form, recorded whole
 * or not at all (`RecordResults`); a changed result is a correction. Players keep the generated
 * form for their own games.
 */

import { nameOf } from '../../../app/competitions/present.js';
import { formatRational, type Rational } from '../../../core/rational.js';
import type { ParticipantId } from '../../../core/types.js';
import { formView, SelectField } from '../../../server/forms/form-kit.js';
import { rationalText } from '../../../server/forms/numbers.js';
import { CrosstableFrame } from '../../../server/kit/display.js';
import { parseResultGrid, RESULT_GRID, ResultGrid } from '../../../server/kit/result-grid.js';
import { DATES_FORM, parseRoundDates, RoundDatesForm } from '../../../server/kit/round-dates.js';
import {
  type FormatUi,
  historyText,
  type PageContext,
  type ParsedForm,
  type SubmittedForm,
} from '../../../server/kit/ui.js';
import { GAME_RESULTS } from '../events.js';
import type { RoundRobinState } from '../state.js';
import { computeStandings, currentResults, outcomeSheets } from '../views.js';

const GRID = RESULT_GRID;

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

function RoundRobinResultGrid({
  ctx,
  submitted,
}: {
  ctx: PageContext;
  submitted: SubmittedForm | undefined;
}) {
  const { t } = ctx;
  const state = ctx.state as RoundRobinState;
  const count = state.draw.schedule.length;
  if (count === 0) return <p>{t('rr.grid.none')}</p>;
  const round = roundOf(ctx, state, submitted);
  const { games, bye } = gamesOf(state, round);
  const name = (id: ParticipantId) => nameOf(ctx.roster, id, ctx.access.audience);
  const rounds = Array.from({ length: count }, (_, i) => [String(i + 1), String(i + 1)] as const);
  const chooser = (
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
  );
  return (
    <ResultGrid
      ctx={ctx}
      submitted={submitted}
      prefix="rr"
      class="rr-grid"
      round={round}
      games={games.map((g, line) => ({
        ...g,
        label: t('rr.grid.game', { board: line + 1, white: name(g.white), black: name(g.black) }),
      }))}
      results={GAME_RESULTS}
      before={chooser}
      after={bye ? <p>{t('rr.grid.bye', { name: name(bye) })}</p> : null}
    />
  );
}

/** Reads the grid (server/kit/result-grid.tsx) into one command with the games whose result is new or changed. */
function parseGrid(values: SubmittedForm['values'], ctx: PageContext): ParsedForm | undefined {
  if (values._form === DATES_FORM)
    return parseRoundDates(values, ctx, (ctx.state as RoundRobinState).draw.schedule.length);
  if (values._form !== GRID) return undefined;
  const state = ctx.state as RoundRobinState;
  const count = state.draw.schedule.length;
  return parseResultGrid(values, ctx, count, (round) => gamesOf(state, round).games, 'rr.grid.nothing');
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
    <CrosstableFrame
      id="rr-cross"
      class="rr-crosstable"
      legend={t('rr.cross.caption')}
      caption={t('rr.tab.crosstable')}
      columns={[
        t('rr.cross.number'),
        t('rr.cross.player'),
        ...order.map((_, i) => String(i + 1)),
        { label: t('rr.cross.points'), class: 'sticky-end' },
      ]}
    >
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
    </CrosstableFrame>
  );
}

export const roundRobinUi: FormatUi = {
  // A result (1/2-1/2, +-) in words.
  historyValue: historyText('rr.result.'),
  tabs: [{ id: 'crosstable', label: 'rr.tab.crosstable', render: (ctx) => <Crosstable ctx={ctx} /> }],
  actions: (ctx, submitted) =>
    ctx.access.isDirector ? (
      <>
        <RoundDatesForm
          ctx={ctx}
          submitted={submitted}
          prefix="rr"
          count={(ctx.state as RoundRobinState).draw.schedule.length}
          dates={(ctx.state as RoundRobinState).dates}
        />
        <RoundRobinResultGrid ctx={ctx} submitted={submitted} />
      </>
    ) : null,
  parseForm: parseGrid,
};
