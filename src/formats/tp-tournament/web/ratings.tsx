/**
 * Ratings: the seeding list (TX-12: the rating each player is seeded by, where it comes from,
 * how much it was reduced for few games, the group or cup seed it gave) and the tournament's Elo
 * list (TX-13: start, games rated, rating now and the change), with every rated game's step.
 */
import type { Child } from 'hono/jsx';
import { formatRational, type Rational } from '../../../core/rational.js';
import type { Lang } from '../../../core/types.js';
import { numberText, rationalText } from '../../../server/forms/numbers.js';
import { numeric, PrintButton, placeAndName, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { ratingList, seedingList } from '../index.js';
import { nameIn, tpState } from './common.js';
import { gameAnchor } from './games.js';

export function RatingsPage({ ctx }: { ctx: PageContext }) {
  return (
    <>
      <PrintButton t={ctx.t} />
      <Seeding ctx={ctx} />
      <Elo ctx={ctx} />
    </>
  );
}

/** A part of the page: its title and the rule its figures follow. */
function Part(props: { id: string; title: string; rule: string; children: Child }) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <p class="small muted">{props.rule}</p>
      {props.children}
    </section>
  );
}

/** A table of the page: its columns and its rows. */
function RatingTable(props: { columns: Parameters<typeof TableHead>[0]['columns']; children: Child }) {
  return (
    <div class="table-wrap">
      <table>
        <TableHead columns={props.columns} />
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

function Seeding({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const groupOf = new Map(
    state.groups?.groups.flatMap((g) => g.members.map((m) => [m, g.id] as const)) ?? [],
  );
  const cupSeed = new Map(state.cup?.order.map((id, i) => [id, i + 1]) ?? []);
  const { seeding } = state.config;
  return (
    <Part
      id="tx-seeding"
      title={t('tx.ui.seeding')}
      rule={t('tx.ui.seedingRule', {
        factor: seeding.lobbyFactor,
        games: seeding.fullGames,
        points: seeding.reductionPerMissingGame,
      })}
    >
      <RatingTable
        columns={[
          ...placeAndName(t),
          numeric(t('tx.ui.seedRating')),
          t('tx.ui.source'),
          numeric(t('col.games')),
          numeric(t('tx.ui.reduction')),
          state.groups ? t('tx.col.group') : null,
          state.cup ? numeric(t('tx.ui.cupSeed')) : null,
        ]}
      >
        {seedingList(state).map((e, i) => (
          <tr>
            <td class="num">{i + 1}</td>
            <th scope="row">{nameIn(ctx, e.participantId)}</th>
            <td class="num">{e.source === 'none' ? '—' : numberText(e.rating, ctx.lang)}</td>
            <td>{t(`tx.ui.source.${e.source}`)}</td>
            <td class="num">{e.games ?? ''}</td>
            <td class="num">{e.reduction > 0 ? `−${numberText(e.reduction, ctx.lang)}` : ''}</td>
            {state.groups ? <td>{groupOf.get(e.participantId) ?? ''}</td> : null}
            {state.cup ? <td class="num">{cupSeed.get(e.participantId) ?? ''}</td> : null}
          </tr>
        ))}
      </RatingTable>
    </Part>
  );
}

const ratingText = (r: Rational): string => formatRational(r, 0);
const changeText = (r: Rational, lang: Lang): string => {
  const text = rationalText(r, 1, lang);
  return r.n > 0 ? `+${text}` : text;
};

function Elo({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const list = ratingList(state);
  const { rating } = state.config;
  return (
    <Part
      id="tx-elo"
      title={t('tx.ui.elo')}
      rule={t(rating.score === 'tp-share' ? 'tx.ui.eloRuleTp' : 'tx.ui.eloRuleResult', {
        k: rating.k,
        scale: rating.scale,
        initial: rating.initial,
      })}
    >
      <RatingTable
        columns={[
          ...placeAndName(t),
          numeric(t('tx.ui.start')),
          numeric(t('col.games')),
          numeric(t('col.rating')),
          numeric(t('tx.ui.change')),
        ]}
      >
        {list.rows.map((r, i) => (
          <tr>
            <td class="num">{i + 1}</td>
            <th scope="row">{nameIn(ctx, r.participantId)}</th>
            <td class="num">
              {numberText(r.start, ctx.lang)}{' '}
              <span class="muted small">({t(`tx.ui.start.${r.startSource}`)})</span>
            </td>
            <td class="num">{r.games}</td>
            <td class="num">
              <strong>{ratingText(r.rating)}</strong>
            </td>
            <td class="num">{changeText(r.change, ctx.lang)}</td>
          </tr>
        ))}
      </RatingTable>
      {list.steps.length > 0 ? (
        <details>
          <summary>{t('tx.ui.ratedGames', { count: list.steps.length })}</summary>
          <RatingTable
            columns={[
              t('tx.ui.gameCol'),
              t('col.name'),
              numeric(t('tx.ui.expected')),
              numeric(t('tx.ui.scored')),
              numeric(t('tx.ui.change')),
            ]}
          >
            {list.steps.map((s) => (
              <tr>
                <td>
                  <a href={gameAnchor(ctx, s.gameId)}>{s.gameId}</a>
                </td>
                <td>
                  {nameIn(ctx, s.game.first)} – {nameIn(ctx, s.game.second)}
                </td>
                <td class="num">{rationalText(s.expected, 3, ctx.lang)}</td>
                <td class="num">{rationalText(s.game.firstScore, 3, ctx.lang)}</td>
                <td class="num">{changeText(s.delta, ctx.lang)}</td>
              </tr>
            ))}
          </RatingTable>
        </details>
      ) : null}
    </Part>
  );
}
