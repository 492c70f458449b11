/**
 * The team travel report (KZ-16), for directors and print: the club team matches of the season
 * with who played and who drove, and what each driver is reimbursed (km × the configured rate).
 */

import type { Rational } from '../../../core/rational.js';
import { rationalText } from '../../../server/forms/numbers.js';
import { numeric, PrintButton, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { travelReport } from '../index.js';
import { dateText, nameIn, stateOf } from './shared.js';

export function TravelPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const report = travelReport(state);
  const money = (r: Rational) => `${report.currency} ${rationalText(r, 2, ctx.lang)}`;
  return (
    <section aria-labelledby="keizer-travel-title">
      <h2 id="keizer-travel-title">{t('keizer.travel.title')}</h2>
      <p class="small muted">
        {t('keizer.travel.rate', { rate: money(report.ratePerKm), matches: report.matches })}
      </p>
      {report.severalCars > 0 && (
        <p class="small">{t('keizer.travel.severalCars', { count: report.severalCars })}</p>
      )}
      <PrintButton t={ctx.t} />
      <h3>{t('keizer.travel.drivers')}</h3>
      {report.lines.length === 0 ? (
        <p class="muted">{t('keizer.travel.noDrivers')}</p>
      ) : (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">{t('keizer.travel.drivers')}</caption>
            <TableHead
              columns={[
                t('keizer.travel.driver'),
                numeric(t('keizer.travel.trips')),
                numeric(t('keizer.travel.km')),
                numeric(t('keizer.travel.amount')),
              ]}
            />
            <tbody>
              {report.lines.map((l) => (
                <tr>
                  <th scope="row">{l.driver}</th>
                  <td class="num">{l.trips}</td>
                  <td class="num">{rationalText(l.km, 1, ctx.lang, true)}</td>
                  <td class="num">{money(l.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('keizer.travel.total')}</th>
                <td />
                <td class="num">{rationalText(report.totalKm, 1, ctx.lang, true)}</td>
                <td class="num">{money(report.totalAmount)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <h3>{t('keizer.travel.matches')}</h3>
      {state.teamMatches.length === 0 ? (
        <p class="muted">{t('keizer.travel.noMatches')}</p>
      ) : (
        <ul>
          {state.teamMatches.map((m) => (
            <li>
              {dateText(ctx, m.date)}: {m.team} – {m.opponent} (
              {t(m.away ? 'keizer.travel.away' : 'keizer.travel.home')}) —{' '}
              {m.players.map(nameIn(ctx)).join(', ')}
              {m.drivers.length > 0
                ? ` — ${m.drivers.map((d) => `${d.name} ${t('keizer.travel.kmShort', { km: d.km })}`).join(', ')}`
                : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
