/**
 * One round's pairings, as the director prints them for the hall: by board (who starts, each
 * player's place, record and spread before the round, the result) and by name (where do I sit).
 * Fixed games of the candidates round (SD-12) are marked; New Swiss rounds say how many players
 * were paired outside their win group (SD-8).
 */

import type { ParticipantId } from '../../../core/types.js';
import { numeric, PrintButton, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { type BoardView, pairingsView, type SeatView } from '../index.js';
import { type ChampionshipPage, PlayerLink, pageOf, queryNumber, RoundNav } from './page.js';
import { methodLabel } from './progress.js';

function Seat({ page, seat }: { page: ChampionshipPage; seat: SeatView }) {
  return (
    <>
      <PlayerLink page={page} id={seat.id} />
      <span class="small muted championship-seat">
        {page.t('champ.pairings.seat', { place: seat.place, record: seat.record, spread: seat.spread })}
      </span>
    </>
  );
}

/** The result as the board shows it: scores first–second, a forfeit with who was absent, a bye. */
function boardResult(page: ChampionshipPage, board: BoardView): string {
  const result = board.result;
  if (!result) return '';
  if (result.kind === 'scores') return `${result.firstScore}:${result.secondScore}`;
  if (result.kind === 'bye') return page.t('champ.result.byeSpread', { spread: page.state.config.byeSpread });
  return page.t('champ.result.forfeitBy', { players: result.absent.map((id) => page.name(id)).join(', ') });
}

function ByBoard({ page, boards }: { page: ChampionshipPage; boards: readonly BoardView[] }) {
  const { t } = page;
  return (
    <div class="table-wrap">
      <table class="championship-boards">
        <caption class="visually-hidden">{t('champ.pairings.byBoard')}</caption>
        <TableHead
          columns={[
            numeric(t('comp.board')),
            t('champ.pairings.first'),
            t('champ.pairings.second'),
            numeric(t('comp.result')),
          ]}
        />
        <tbody>
          {boards.map((b) => (
            <tr class={b.fixed ? 'championship-fixed' : undefined}>
              <td class="num">{b.board ?? ''}</td>
              <td>
                <Seat page={page} seat={b.first} />
              </td>
              <td>
                {b.second ? <Seat page={page} seat={b.second} /> : <em>{t('champ.result.bye')}</em>}
                {b.fixed ? (
                  <>
                    {' '}
                    <span class="badge">{t('champ.pairings.fixed')}</span>
                  </>
                ) : null}
              </td>
              <td class="num">{boardResult(page, b)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ByName({ page, boards }: { page: ChampionshipPage; boards: readonly BoardView[] }) {
  const { t } = page;
  const rows = boards
    .flatMap((b) => {
      const one = (me: ParticipantId, other: ParticipantId | null, starts: boolean) => ({
        me,
        other,
        starts,
        board: b.board,
        name: page.name(me),
      });
      return b.second
        ? [one(b.first.id, b.second.id, true), one(b.second.id, b.first.id, false)]
        : [one(b.first.id, null, false)];
    })
    .sort((a, b) => a.name.localeCompare(b.name, page.ctx.lang));
  return (
    <section class="championship-page-break">
      <h3 id="champ-by-name">{t('champ.pairings.byName')}</h3>
      <div class="table-wrap">
        <table aria-labelledby="champ-by-name">
          <TableHead
            columns={[
              t('col.name'),
              numeric(t('comp.board')),
              t('champ.pairings.opponent'),
              t('champ.pairings.starts'),
            ]}
          />
          <tbody>
            {rows.map((r) => (
              <tr>
                <th scope="row">{r.name}</th>
                <td class="num">{r.board ?? ''}</td>
                <td>{r.other === null ? <em>{t('champ.result.bye')}</em> : page.name(r.other)}</td>
                <td>{r.other === null ? '' : t(r.starts ? 'champ.pairings.yes' : 'champ.pairings.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function PairingsPage({ ctx }: { ctx: PageContext }) {
  const page = pageOf(ctx);
  const { t, state } = page;
  const count = state.rounds.length;
  if (count === 0) return <p class="muted">{t('champ.pairings.none')}</p>;
  const round = queryNumber(ctx, 'round', 1, count) ?? count;
  const view = pairingsView(state, round);
  if (!view) return <p class="muted">{t('champ.pairings.none')}</p>;
  const games = view.boards.filter((b) => b.second !== null);
  const done = games.filter((b) => b.result !== undefined).length;
  return (
    <>
      <h2>
        {t('round.label', { n: round })} · {methodLabel(page, round)}
      </h2>
      <RoundNav
        page={page}
        tab="pairings"
        rounds={count}
        current={round}
        label={t('champ.pairings.rounds')}
      />
      <p class="small">
        {t('champ.pairings.progress', { done, games: games.length })}
        {view.method === 'new-swiss' || view.method === 'final-candidates' || view.method === 'placement'
          ? ` ${t('champ.pairings.outside', { count: view.outsideGroup })}`
          : ''}
      </p>
      {view.method === 'final-candidates' ? (
        <p class="no-print">
          <a href={page.href('candidates')}>{t('champ.pairings.whyFixed')}</a>
        </p>
      ) : null}
      <PrintButton t={t} />
      <ByBoard page={page} boards={view.boards} />
      <ByName page={page} boards={view.boards} />
    </>
  );
}
