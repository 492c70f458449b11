/**
 * The Keizer ranking, the competition's main page: every player's place, value and score
 * (KZ-4, KZ-10), the round's changes (places and points), his record, and whether he can still
 * win a prize (KZ-14). `?round=` shows the ranking after any earlier round.
 */

import { type Rational, sub } from '../../../core/rational.js';
import type { Lang } from '../../../core/types.js';
import { numeric, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { rankingAfter } from '../index.js';
import { Movement, PlayerLink, pointsText, RoundPicker, roundParam, stateOf, valueText } from './shared.js';

function Change({ by, lang }: { by: Rational | undefined; lang: Lang }) {
  if (!by) return <span class="muted">–</span>;
  const text = pointsText(by, lang);
  return <>{by.n > 0 ? `+${text}` : text}</>;
}

export function RankingPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const round = Math.min(roundParam(ctx, state.lastPaired), state.lastPaired);
  const ranking = rankingAfter(state, round);
  const before =
    round > 0
      ? new Map(rankingAfter(state, round - 1).rows.map((r) => [r.participantId, r.score]))
      : undefined;
  const me = ctx.access.participantId;
  const mine = ranking.rows.find((r) => r.participantId === me);
  return (
    <section aria-labelledby="keizer-ranking-title">
      <h2 id="keizer-ranking-title">
        {round === 0 ? t('keizer.ranking.initialTitle') : t('keizer.ranking.after', { round })}
      </h2>
      <p class="small muted">
        {t(`keizer.method.${ranking.method}`)} ·{' '}
        {t('keizer.ranking.eligibleHint', { n: ranking.attendanceNeeded })}
      </p>
      {mine ? (
        <p class="notice">
          {t('keizer.ranking.yourPlace', {
            place: mine.place,
            score: pointsText(mine.score, ctx.lang),
            value: valueText(mine.value, ctx.lang),
          })}
        </p>
      ) : null}
      {state.lastPaired > 0 ? (
        <RoundPicker
          ctx={ctx}
          path=""
          rounds={Array.from({ length: state.lastPaired + 1 }, (_, i) => i)}
          round={round}
          label={t('keizer.ranking.showAfter')}
        />
      ) : null}
      <div class="table-wrap">
        <table class="keizer-ranking sticky-names">
          <caption class="visually-hidden">{t('keizer.ranking.caption')}</caption>
          <TableHead
            columns={[
              numeric(t('col.place')),
              { label: t('keizer.col.move'), class: 'keizer-narrow-hide' },
              t('col.name'),
              { label: t('keizer.col.group'), class: 'keizer-wide' },
              numeric(t('keizer.col.value')),
              numeric(t('keizer.col.score')),
              numeric(t('keizer.col.change')),
              numeric(t('keizer.col.record'), 'keizer-wide'),
              numeric(t('keizer.col.attended'), 'keizer-wide'),
            ]}
          />
          <tbody>
            {ranking.rows.map((r) => {
              const prev = before?.get(r.participantId);
              return (
                <tr
                  {...(r.participantId === me ? { class: 'keizer-me', 'aria-current': 'true' } : {})}
                  id={`rank-${r.participantId}`}
                >
                  <td class="num">{r.place}</td>
                  <td class="keizer-narrow-hide">
                    <Movement ctx={ctx} by={r.movement} />
                  </td>
                  <th scope="row">
                    <PlayerLink ctx={ctx} id={r.participantId} />
                    {r.entering ? <span class="badge">{t('keizer.ranking.entering')}</span> : null}
                  </th>
                  <td class="keizer-wide">{r.group ?? ''}</td>
                  <td class="num">{valueText(r.value, ctx.lang)}</td>
                  <td class="num">{pointsText(r.score, ctx.lang)}</td>
                  <td class="num">
                    <Change lang={ctx.lang} by={prev && !r.entering ? sub(r.score, prev) : undefined} />
                  </td>
                  <td class="num keizer-wide">
                    {r.wins}–{r.draws}–{r.losses}
                  </td>
                  <td class="num keizer-wide">
                    {r.attended}
                    {r.eligible ? null : (
                      <span class="badge warn" title={t('keizer.ranking.notEligible')}>
                        <span aria-hidden="true">!</span>
                        <span class="visually-hidden">{t('keizer.ranking.notEligible')}</span>
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {ranking.noteCodes.map((code) => (
        <p class="notice">{t(code)}</p>
      ))}
    </section>
  );
}
