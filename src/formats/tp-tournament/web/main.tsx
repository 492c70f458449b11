/**
 * The competition's main page: what kind of event it is, a signed-in player's next game at the
 * top (so a phone shows it at once), then the group tables (TX-7) — or, for a cup without
 * groups, the bracket (TX-8). Once the cup of a groups-and-cup event is seeded, its state and
 * placings come first.
 */

import { numeric, PrintButton, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { bracket } from '../index.js';
import { BracketDrawing, BracketPage, cupSummary } from './bracket.js';
import { cupRoundsOf, gameTitle, nameIn, tpState } from './common.js';
import { openGamesOf } from './player.js';
import { GroupTables } from './tables.js';

export function MainView({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const cup = bracket(state);
  const config = state.config;
  return (
    <>
      <p class="tp-tournament-kind">
        {t(`tx.ui.kind.${config.eventKind}`)} · {t(`tx.ui.structure.${config.structure}`)}
      </p>
      <NextGamePointer ctx={ctx} />
      {config.structure === 'cup' ? (
        <BracketPage ctx={ctx} />
      ) : (
        <>
          <PrintButton t={t} />
          {cup ? <CupStatus ctx={ctx} /> : null}
          <GroupTables ctx={ctx} />
        </>
      )}
    </>
  );
}

function CupStatus({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const cup = bracket(tpState(ctx));
  if (!cup) return null;
  const placings = [...cup.placings].sort((a, b) => a.place - b.place);
  return (
    <section aria-labelledby="tx-cup">
      <h2 id="tx-cup">{t('tx.ui.cup')}</h2>
      <p>
        <strong>{cupSummary(ctx, cup)}</strong>{' '}
        <a href={`/c/${ctx.loaded.record.id}/t/bracket`}>{t('tx.ui.toBracket')}</a>
      </p>
      <BracketDrawing ctx={ctx} cup={cup} />
      {placings.length > 0 ? (
        <div class="table-wrap">
          <table>
            <caption>{t('tx.ui.placings')}</caption>
            <TableHead columns={[numeric(t('col.place')), t('col.name')]} />
            <tbody>
              {placings.map((p) => (
                <tr>
                  <td class="num">{p.place <= 2 ? p.place : `${p.place}–${2 * p.place - 2}`}</td>
                  <th scope="row">{nameIn(ctx, p.participantId)}</th>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** A signed-in player sees his next game and a link to where he reports it. */
function NextGamePointer({ ctx }: { ctx: PageContext }) {
  const me = ctx.access.participantId;
  if (!me || ctx.historic) return null;
  const [next] = openGamesOf(ctx, me);
  const { t } = ctx;
  return (
    <p class="notice tp-tournament-pointer no-print">
      {next
        ? t('tx.ui.pointer', {
            game: gameTitle(t, next.sheet.game, cupRoundsOf(tpState(ctx))),
            player: nameIn(ctx, next.opponent),
          })
        : t('tx.ui.pointerNone')}{' '}
      <a href={`/c/${ctx.loaded.record.id}/act`}>{t('tx.ui.toYourGames')}</a>
    </p>
  );
}
