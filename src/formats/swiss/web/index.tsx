/**
 * The Swiss in the web app: the pairings of a round by board (with print), the crosstable, a
 * player's card, and on the director's "act" page the next round's pairing with the engine's
 * explanation in words (C.04.1 i) and the round's results, one key per result. Players ask for
 * byes and withdraw through the generated forms of their own commands.
 */
import type { Child } from 'hono/jsx';
import { nameOf } from '../../../app/competitions/present.js';
import { formatHalves, type Rational, rational } from '../../../core/rational.js';
import type { ParticipantId } from '../../../core/types.js';
import { CommandButton } from '../../../server/forms/form-kit.js';
import { rationalText } from '../../../server/forms/numbers.js';
import { ChooseForm, CrosstableFrame, PrintButton, TableHead } from '../../../server/kit/display.js';
import { parseResultGrid, RESULT_GRID, ResultGrid } from '../../../server/kit/result-grid.js';
import {
  type FormatUi,
  historyText,
  type PageContext,
  type ParsedForm,
  type SubmittedForm,
} from '../../../server/kit/ui.js';
import { GAME_RESULTS } from '../events.js';
import { hasBegun, isComplete, type SwissState } from '../state.js';
import {
  cellText,
  computeStandings,
  crosstable,
  explanationOf,
  pairingsOf,
  playerCard,
  RESULT_TEXT,
  startingRanks,
} from '../views.js';

/**
 * A score as every format's pages write one (standings, crosstables): decimals in the reader's
 * language, "2.5" or "2,5" (server/forms/numbers.ts), never "2½" beside the standings' "2.5".
 */
const scoreText = (r: Rational, ctx: PageContext): string => rationalText(r, 2, ctx.lang, true);
const pointsText = (tenths: number, ctx: PageContext): string => scoreText(rational(tenths, 10), ctx);
/** One game's points as the crosstable's cells write them: 1, ½, 0. */
const gamePointsText = (tenths: number, ctx: PageContext): string =>
  tenths % 5 === 0 ? formatHalves(tenths / 5) : pointsText(tenths, ctx);

const stateOf = (ctx: PageContext) => ctx.state as SwissState;
const nameIn = (ctx: PageContext) => (id: ParticipantId) => nameOf(ctx.roster, id, ctx.access.audience);

/** The round a page shows: the one asked for, else the latest paired. */
function chosenRound(ctx: PageContext, asked?: string): number {
  const count = stateOf(ctx).rounds.length;
  const n = Number(asked ?? ctx.query.round);
  return Number.isInteger(n) && n >= 1 && n <= count ? n : count;
}

function RoundChooser({ ctx, round }: { ctx: PageContext; round: number }) {
  const count = stateOf(ctx).rounds.length;
  return (
    <ChooseForm
      t={ctx.t}
      id="sw-round"
      name="round"
      label={ctx.t('sw.round')}
      choices={Array.from({ length: count }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
      selected={String(round)}
      asOf={ctx.historic ? ctx.asOf : undefined}
    />
  );
}

/** A player's points beside his name where the points columns do not fit (a phone). */
function NarrowPoints({ tenths, ctx }: { tenths: number; ctx: PageContext }) {
  return <span class="sw-narrow muted">({pointsText(tenths, ctx)})</span>;
}

function Pairings({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  if (state.rounds.length === 0) return <p>{t('sw.none')}</p>;
  const round = chosenRound(ctx);
  const name = nameIn(ctx);
  const paired = state.rounds[round - 1];
  const byes = [...(state.byes.get(round) ?? [])];
  return (
    <section aria-labelledby="sw-pairings-title">
      <RoundChooser ctx={ctx} round={round} />
      <h2 id="sw-pairings-title">{t('sw.pairings.title', { round })}</h2>
      <PrintButton t={t} />
      <div class="table-wrap">
        <table class="sw-pairings">
          <TableHead
            columns={[
              t('sw.pairings.board'),
              t('sw.pairings.white'),
              { label: t('sw.pairings.points'), class: 'sw-wide' },
              t('sw.pairings.result'),
              { label: t('sw.pairings.points'), class: 'sw-wide' },
              t('sw.pairings.black'),
            ]}
          />
          <tbody>
            {pairingsOf(state, round).map((b) => (
              <tr>
                <td>{b.board}</td>
                <td>
                  {name(b.white)} <NarrowPoints tenths={b.whitePoints} ctx={ctx} />
                </td>
                <td class="sw-wide">{pointsText(b.whitePoints, ctx)}</td>
                <td>{b.black === null ? t('sw.pairings.bye') : b.result ? RESULT_TEXT[b.result] : ''}</td>
                <td class="sw-wide">{b.blackPoints === null ? '' : pointsText(b.blackPoints, ctx)}</td>
                <td>
                  {b.black === null ? '' : name(b.black)}{' '}
                  {b.blackPoints === null ? null : <NarrowPoints tenths={b.blackPoints} ctx={ctx} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {byes.length > 0 ? (
        <ul>
          {byes.map(([id, kind]) => (
            <li>{t(`sw.bye.${kind}`, { name: name(id) })}</li>
          ))}
        </ul>
      ) : null}
      {paired?.override ? <p>{t('sw.pairings.override', { reason: paired.override })}</p> : null}
    </section>
  );
}

function Crosstable({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const name = nameIn(ctx);
  const ranks = startingRanks(state);
  const rows = crosstable(state);
  const tieBreaks = state.config.tieBreaks;
  return (
    <CrosstableFrame
      id="sw-cross"
      class="sw-crosstable"
      legend={t('sw.cross.caption')}
      caption={t('sw.tab.crosstable')}
      columns={[
        t('sw.cross.place'),
        t('sw.cross.number'),
        t('sw.player'),
        t('sw.cross.rating'),
        ...state.rounds.map((r) => String(r.round)),
        { label: t('sw.cross.points'), class: 'sticky-end' },
        ...tieBreaks.map((tb) => t(`tb.${tb}`)),
      ]}
    >
      {rows.map((row) => (
        <tr>
          <td>{row.place}</td>
          <td>{row.number}</td>
          <th scope="row">{name(row.participantId)}</th>
          <td>{row.rating || ''}</td>
          {state.rounds.map((r) => {
            const line = row.lines.find((l) => l.round === r.round);
            return <td>{line ? cellText(line, ranks) : ''}</td>;
          })}
          <td class="sticky-end">{scoreText(row.points, ctx)}</td>
          {tieBreaks.map((tb) => {
            const v = row.tieBreaks.get(tb);
            return <td>{v === undefined ? '' : scoreText(v, ctx)}</td>;
          })}
        </tr>
      ))}
    </CrosstableFrame>
  );
}

function Card({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const name = nameIn(ctx);
  const players = computeStandings(state).rows.map((r) => r.participantId);
  const asked = ctx.query.player;
  const id = asked && state.players.includes(asked) ? asked : (ctx.access.participantId ?? players[0]);
  const card = id === undefined ? undefined : playerCard(state, id);
  const chooser = (
    <ChooseForm
      t={t}
      id="sw-player"
      name="player"
      label={t('sw.player')}
      choices={[...players]
        .sort((a, b) => name(a).localeCompare(name(b)))
        .map((p) => ({ value: p, label: name(p) }))}
      selected={id}
      asOf={ctx.historic ? ctx.asOf : undefined}
    />
  );
  if (!card) return chooser;
  const kindText = (kind: string): Child => (kind === 'played' ? '' : t(`sw.kind.${kind}`));
  return (
    <section aria-labelledby="sw-card-title">
      {chooser}
      <h2 id="sw-card-title">
        {t('sw.card.title', { name: name(card.participantId), number: card.number, rating: card.rating })}
      </h2>
      <p>
        {t('sw.card.summary', {
          points: scoreText(card.points, ctx),
          whites: card.whites,
          blacks: card.blacks,
          aro: card.averageOpponents,
          tpr: card.performance,
        })}
      </p>
      {card.withdrawnFrom !== undefined ? (
        <p>{t('sw.card.withdrawn', { round: card.withdrawnFrom })}</p>
      ) : null}
      <div class="table-wrap">
        <table class="sw-card">
          <TableHead
            columns={[
              t('sw.card.round'),
              { label: t('sw.pairings.board'), class: 'sw-wide' },
              t('sw.card.colour'),
              t('sw.card.opponent'),
              { label: t('sw.card.rating'), class: 'sw-wide' },
              t('sw.card.result'),
              t('sw.card.after'),
            ]}
          />
          <tbody>
            {card.lines.map((l) => (
              <tr>
                <td>{l.round}</td>
                <td class="sw-wide">{l.board ?? ''}</td>
                <td>{l.colour ? t(`sw.colour.${l.colour}`) : ''}</td>
                <td>
                  {l.opponent === null ? (
                    kindText(l.kind)
                  ) : (
                    <a href={`?player=${encodeURIComponent(l.opponent)}`}>{name(l.opponent)}</a>
                  )}
                </td>
                <td class="sw-wide">{l.opponentRating || ''}</td>
                <td>
                  {gamePointsText(l.points, ctx)} {l.opponent !== null ? kindText(l.kind) : ''}
                </td>
                <td>{scoreText(l.after, ctx)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The engine's reasons for a round in words (C.04.1 i), board by board: who floated and why, who
 * got which colour by which rule; a pairing set by hand gives its reason. Open while the round has
 * no result yet (the director has just paired it), folded once results come in.
 */
export function Explanation({ ctx, round }: { ctx: PageContext; round: number }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const paired = state.rounds[round - 1];
  if (!paired) return null;
  const name = nameIn(ctx);
  const rule = (r: string | null) => (r ? t('sw.why.rule', { rule: r }) : '');
  const why = new Map(explanationOf(state, round).map((e) => [e.participantId, e]));
  /** One player's reasons: his float, if any, and his colour. */
  const reasons = (id: ParticipantId): string => {
    const e = why.get(id);
    if (!e) return '';
    const colour = e.colour
      ? t('sw.why.colour', {
          name: name(id),
          colour: t(`sw.colour.${e.colour === 'white' ? 'w' : 'b'}`),
          rule: rule(e.colourRule),
        })
      : '';
    if (e.float === 'none') return colour;
    const float = t(`sw.why.${e.float}`, { name: name(id), rule: rule(e.floatRule) });
    return colour ? `${float} ${colour}` : float;
  };
  return (
    <details class="sw-why" {...(hasBegun(state, round) ? {} : { open: true })}>
      <summary>
        <h3 id="sw-why-title">{t('sw.why.title', { round })}</h3>
      </summary>
      {paired.override !== undefined ? (
        <p>{t('sw.why.manual', { reason: paired.override })}</p>
      ) : (
        <ul aria-labelledby="sw-why-title">
          {pairingsOf(state, round).map((b) => (
            <li>
              <strong>
                {b.black === null
                  ? t('sw.why.byeBoard', { name: name(b.white), score: pointsText(b.whitePoints, ctx) })
                  : t('sw.why.board', {
                      board: b.board,
                      white: name(b.white),
                      whiteScore: pointsText(b.whitePoints, ctx),
                      black: name(b.black),
                      blackScore: pointsText(b.blackPoints ?? 0, ctx),
                    })}
              </strong>{' '}
              {[reasons(b.white), b.black === null ? '' : reasons(b.black)].filter(Boolean).join(' ')}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function PairingPanel({ ctx, submitted }: { ctx: PageContext; submitted: SubmittedForm | undefined }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const last = state.rounds.length;
  const next = last + 1;
  const button = (type: string, round: number, label: string, secondary?: boolean) => (
    <CommandButton
      ctx={ctx}
      form={`${type}-${round}`}
      submitted={submitted}
      type={type}
      fields={{ round: String(round) }}
      label={label}
      {...(secondary ? { secondary: true } : {})}
    />
  );
  return (
    <section aria-labelledby="sw-pair-title">
      <h2 id="sw-pair-title">{t('sw.pair.title')}</h2>
      {next > state.config.rounds ? (
        <p>{t('sw.pair.done')}</p>
      ) : last === 0 || isComplete(state, last) ? (
        button('PairRound', next, t('sw.pair.next', { round: next }))
      ) : (
        <p>{t('sw.pair.waiting', { round: next, previous: last })}</p>
      )}
      {last > 0 && !hasBegun(state, last)
        ? button('RepairRound', last, t('sw.pair.again', { round: last }), true)
        : null}
      {last > 0 ? <Explanation ctx={ctx} round={last} /> : null}
    </section>
  );
}

/** A player's round as he reads it: his board, colour and opponent (in the past once played), or why he has no game. */
function myRound(ctx: PageContext, id: ParticipantId, round: number): string {
  const { t } = ctx;
  const state = stateOf(ctx);
  const board = pairingsOf(state, round).find((b) => b.white === id || b.black === id);
  if (board && board.black !== null) {
    const white = board.white === id;
    // A game with its result is told in the past: the player played it.
    return t(board.result ? 'sw.me.played' : 'sw.me.game', {
      round,
      board: board.board,
      colour: t(`sw.colour.${white ? 'w' : 'b'}`),
      opponent: nameIn(ctx)(white ? board.black : board.white),
    });
  }
  const asked = state.byes.get(round)?.get(id);
  const kind = board ? 'pab' : asked ? `${asked}-bye` : 'absent';
  return t('sw.me.none', { round, kind: t(`sw.kind.${kind}`) });
}

/**
 * A player's own part on the act page: his game this round, the byes he asked for (to cancel
 * while not paired), a bye for the next round as the tournament allows it, and his withdrawal.
 */
function PlayerPanel({
  ctx,
  submitted,
  id,
}: {
  ctx: PageContext;
  submitted: SubmittedForm | undefined;
  id: ParticipantId;
}) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const { config } = state;
  const last = state.rounds.length;
  const next = last + 1;
  const withdrawn = state.withdrawn.get(id);
  const asked = [...state.byes].flatMap(([round, byes]) => {
    const kind = round > last ? byes.get(id) : undefined;
    return kind ? [{ round, kind }] : [];
  });
  const button = (type: string, fields: Record<string, string>, label: string, secondary = false) => (
    <CommandButton
      ctx={ctx}
      form={`${type}-${Object.values(fields).join('-')}`}
      submitted={submitted}
      type={type}
      fields={{ participant: id, ...fields }}
      label={label}
      {...(secondary ? { secondary: true } : {})}
    />
  );
  const mayAsk =
    withdrawn === undefined &&
    next <= config.rounds - config.noByesInLastRounds &&
    !asked.some((a) => a.round === next);
  return (
    <section aria-labelledby="sw-me-title">
      <h2 id="sw-me-title">{t('sw.me.title')}</h2>
      {last > 0 ? <p>{myRound(ctx, id, last)}</p> : null}
      {withdrawn !== undefined ? <p>{t('sw.me.withdrawn', { round: withdrawn })}</p> : null}
      {asked.map((a) => (
        <div>
          <p>{t('sw.me.asked', { round: a.round, kind: t(`sw.kind.${a.kind}-bye`) })}</p>
          {button('CancelBye', { round: String(a.round) }, t('sw.me.cancel'), true)}
        </div>
      ))}
      {mayAsk
        ? config.playerByes.map((kind) =>
            button(
              'RequestBye',
              { round: String(next), kind },
              t('sw.me.ask', { round: next, kind: t(`sw.kind.${kind}-bye`) }),
              true,
            ),
          )
        : null}
      {withdrawn === undefined && next <= config.rounds
        ? button('Withdraw', {}, t('sw.me.withdraw', { round: next }), true)
        : null}
      <p class="muted small">
        {t('sw.me.limits', { max: config.maxHalfByes, last: config.noByesInLastRounds })}
      </p>
    </section>
  );
}

/** The round's games (boards in order, the bye left out), as the result grid offers them. */
const gridGames = (state: SwissState, round: number) =>
  pairingsOf(state, round).flatMap((b) =>
    b.black === null ? [] : [{ board: b.board, white: b.white, black: b.black, result: b.result }],
  );

function SwissResultGrid({ ctx, submitted }: { ctx: PageContext; submitted: SubmittedForm | undefined }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  if (state.rounds.length === 0) return null;
  const sent = submitted?.form === RESULT_GRID ? submitted.values.round : undefined;
  const round = chosenRound(ctx, typeof sent === 'string' ? sent : undefined);
  const name = nameIn(ctx);
  const games = gridGames(state, round).map((g) => ({
    ...g,
    label: t('sw.grid.game', { board: g.board, white: name(g.white), black: name(g.black) }),
  }));
  return (
    <ResultGrid
      ctx={ctx}
      submitted={submitted}
      prefix="sw"
      round={round}
      games={games}
      results={GAME_RESULTS}
      before={<RoundChooser ctx={ctx} round={round} />}
    />
  );
}

/** Reads the grid (server/kit/result-grid.tsx) into one command with the boards whose result is new or changed. */
function parseGrid(values: SubmittedForm['values'], ctx: PageContext): ParsedForm | undefined {
  if (values._form !== RESULT_GRID) return undefined;
  const state = stateOf(ctx);
  return parseResultGrid(
    values,
    ctx,
    state.rounds.length,
    (round) => gridGames(state, round),
    'sw.grid.nothing',
  );
}

export const swissUi: FormatUi = {
  historyValue: historyText('sw.result.'),
  tabs: [
    { id: 'pairings', label: 'sw.tab.pairings', render: (ctx) => <Pairings ctx={ctx} /> },
    { id: 'crosstable', label: 'sw.tab.crosstable', render: (ctx) => <Crosstable ctx={ctx} /> },
    { id: 'player', label: 'sw.tab.player', render: (ctx) => <Card ctx={ctx} /> },
  ],
  actions: (ctx, submitted) =>
    ctx.access.isDirector ? (
      <>
        <PairingPanel ctx={ctx} submitted={submitted} />
        <SwissResultGrid ctx={ctx} submitted={submitted} />
      </>
    ) : ctx.access.participantId !== undefined ? (
      <PlayerPanel ctx={ctx} submitted={submitted} id={ctx.access.participantId} />
    ) : null,
  parseForm: parseGrid,
};
