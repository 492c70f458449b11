/**
 * The prize list (KZ-14) with the rapid competition beside the main one (KZ-3): club champion,
 * group winners, most places gained and the rapid champion, each only for players who attended
 * enough rounds; provisional until both seasons are complete. The rapid competition is found by
 * its short name: the main competition's followed by `-rapid` (docs/formats/keizer.md).
 */

import type { Loaded } from '../../../app/competitions/competitions.js';
import { nameOf } from '../../../app/competitions/present.js';
import { numeric, PrintButton, placeAndName, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { type KeizerState, type Prize, prizeList, rankingAfter } from '../index.js';
import { nameIn, PlayerLink, pointsText, stateOf } from './shared.js';

export const RAPID_SUFFIX = '-rapid';

interface Rapid {
  readonly loaded: Loaded;
  readonly state: KeizerState;
}

async function rapidOf(ctx: PageContext): Promise<Rapid | undefined> {
  const found = await ctx.related?.(`${ctx.loaded.record.id}${RAPID_SUFFIX}`);
  if (found?.loaded.record.format !== 'keizer') return undefined;
  const state = found.state as KeizerState;
  return state.config.discipline === 'rapid' ? { loaded: found.loaded, state } : undefined;
}

function PrizeRow({ ctx, prize, rapid }: { ctx: PageContext; prize: Prize; rapid: Rapid | undefined }) {
  const { t } = ctx;
  const winner =
    prize.winner === undefined ? (
      <span class="muted">{t('keizer.prizes.nobody')}</span>
    ) : prize.code === 'rapid' && rapid ? (
      nameOf(rapid.loaded.head.state.roster, prize.winner, ctx.access.audience)
    ) : (
      <PlayerLink ctx={ctx} id={prize.winner} />
    );
  return (
    <tr>
      <th scope="row">{t(prize.label, { group: prize.group ?? '' })}</th>
      <td>{winner}</td>
      <td>{prize.placesGained !== undefined ? t('keizer.prizes.gained', { n: prize.placesGained }) : ''}</td>
    </tr>
  );
}

export async function PrizesPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const isRapid = state.config.discipline === 'rapid';
  const rapid = isRapid ? undefined : await rapidOf(ctx);
  const list = prizeList(state, rapid?.state);
  const prizes = isRapid
    ? list.prizes
        .filter((p) => p.code === 'champion')
        .map((p) => ({ ...p, code: 'rapid' as const, label: 'keizer.prize.rapid' }))
    : list.prizes;
  return (
    <section aria-labelledby="keizer-prizes-title">
      <h2 id="keizer-prizes-title">{t('keizer.tab.prizes')}</h2>
      <p class={list.final ? 'notice ok' : 'notice'}>
        {list.final ? t('keizer.prizes.final') : t('keizer.prizes.provisional')}
      </p>
      <p class="small muted">{t('keizer.prizes.rule', { n: rankingAfter(state).attendanceNeeded })}</p>
      <PrintButton t={ctx.t} />
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">{t('keizer.tab.prizes')}</caption>
          <TableHead
            columns={[t('keizer.prizes.prize'), t('keizer.prizes.winner'), t('keizer.prizes.details')]}
          />
          <tbody>
            {prizes.map((p) => (
              <PrizeRow ctx={ctx} prize={p} rapid={rapid} />
            ))}
          </tbody>
        </table>
      </div>
      {isRapid ? null : <RapidRanking ctx={ctx} rapid={rapid} />}
      {list.ineligible.length > 0 ? (
        <>
          <h3>{t('keizer.prizes.ineligible')}</h3>
          <ul>
            {list.ineligible.map((i) => (
              <li>
                {nameIn(ctx)(i.participantId)} —{' '}
                {t('keizer.prizes.attendedOf', { attended: i.attended, needed: i.needed })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

const RAPID_ROWS = 10;

function RapidRanking({ ctx, rapid }: { ctx: PageContext; rapid: Rapid | undefined }) {
  const { t } = ctx;
  if (!rapid) {
    return (
      <p class="muted">{t('keizer.prizes.noRapid', { id: `${ctx.loaded.record.id}${RAPID_SUFFIX}` })}</p>
    );
  }
  const ranking = rankingAfter(rapid.state);
  return (
    <>
      <h3>
        <a href={`/c/${rapid.loaded.record.id}`}>{rapid.loaded.record.name}</a>
      </h3>
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">{t('keizer.prizes.rapidRanking')}</caption>
          <TableHead
            columns={[...placeAndName(t), numeric(t('keizer.col.score')), numeric(t('keizer.col.attended'))]}
          />
          <tbody>
            {ranking.rows.slice(0, RAPID_ROWS).map((r) => (
              <tr>
                <td class="num">{r.place}</td>
                <th scope="row">
                  {nameOf(rapid.loaded.head.state.roster, r.participantId, ctx.access.audience)}
                </th>
                <td class="num">{pointsText(r.score, ctx.lang)}</td>
                <td class="num">{r.attended}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
