/**
 * The group tables (TX-7): TP, games, wins (draws ½), margins and scores, with what set each
 * player apart, the play-off notices and their games, ties only the director can decide
 * (TX-14), players out of the standings after too many no-shows (TX-5), and a cross table of
 * the TP every pairing earned. Qualifying and prize places are marked.
 */

import { formatHalves } from '../../../core/rational.js';
import { numeric, placeAndName, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { parseGameId } from '../game-id.js';
import { type GroupTable, groupTables, type TpConfig } from '../index.js';
import { decidingText, nameIn, signed, tp, tpConfig, tpState } from './common.js';

export function GroupTables({ ctx }: { ctx: PageContext }) {
  const state = tpState(ctx);
  if (!state.groups)
    return <p class="muted">{ctx.t('tx.ui.groupsNotDrawn', { players: state.entrants.size })}</p>;
  return (
    <>
      {groupTables(state).map((table) => (
        <Group ctx={ctx} table={table} />
      ))}
      <p class="small muted">{ctx.t('tx.ui.tableLegend')}</p>
    </>
  );
}

function statusOf(table: GroupTable): 'final' | 'playoff' | 'director' | 'playing' {
  if (table.final) return 'final';
  if (!table.complete) return 'playing';
  return table.playoffs.some((p) => !p.winner) ? 'playoff' : 'director';
}

/** Where the place carries something: qualification for the cup, a prize, or the group's title. */
function placeMark(config: TpConfig, place: number): string | undefined {
  if (config.structure === 'groups-cup' && place <= config.groups.qualifiers) return 'tx.ui.qualifies';
  if (place <= config.groups.prizePlaces) return 'tx.ui.prize';
  return undefined;
}

function Group({ ctx, table }: { ctx: PageContext; table: GroupTable }) {
  const { t } = ctx;
  const config = tpConfig(ctx);
  const status = statusOf(table);
  const id = `group-${table.id}`;
  const showNoShows = table.rows.some((r) => r.noShows > 0);
  return (
    <section class="tp-tournament-group" aria-labelledby={id}>
      <h2 id={id}>
        {t('tx.ui.group', { group: table.id })}{' '}
        <span class={`badge ${status === 'final' ? 'ok' : status === 'playing' ? '' : 'warn'}`}>
          {t(`tx.ui.groupStatus.${status}`)}
        </span>
      </h2>
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">{t('tx.ui.group', { group: table.id })}</caption>
          <TableHead
            columns={[
              ...placeAndName(t),
              numeric(t('tx.col.tp')),
              numeric(t('col.games')),
              numeric(t('tx.col.wins')),
              numeric(t('tx.col.margin')),
              numeric(t('tx.col.stones')),
              showNoShows ? numeric(t('tx.col.no-shows')) : null,
              t('tx.ui.decidedBy'),
            ]}
          />
          <tbody>
            {table.rows.map((r) => {
              const mark = table.complete ? placeMark(config, r.place) : undefined;
              return (
                <tr class={mark ? 'tp-tournament-marked' : undefined}>
                  <td class="num">{r.tied ? `${r.place}=` : r.place}</td>
                  <th scope="row">
                    {nameIn(ctx, r.participantId)}
                    {mark ? (
                      <>
                        {' '}
                        <span class="badge ok">{t(mark)}</span>
                      </>
                    ) : null}
                  </th>
                  <td class="num">
                    <strong>{tp(r.tp, ctx.lang)}</strong>
                  </td>
                  <td class="num">{r.games}</td>
                  <td class="num">{formatHalves(r.wins)}</td>
                  <td class="num">{signed(r.margin)}</td>
                  <td class="num">{r.stones}</td>
                  {showNoShows ? <td class="num">{r.noShows || ''}</td> : null}
                  <td class="small muted">{r.decidedBy ? t(`tx.decided.${r.decidedBy}`) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <GroupNotices ctx={ctx} table={table} />
      <CrossTable ctx={ctx} table={table} />
    </section>
  );
}

function GroupNotices({ ctx, table }: { ctx: PageContext; table: GroupTable }) {
  const { t } = ctx;
  const name = (id: string) => nameIn(ctx, id);
  const minutes = tpConfig(ctx).decidingGameMinutes;
  // The notice names the group and the place already: its games by their number ("Game 2").
  const playoffGameName = (id: string) => {
    const ref = parseGameId(id);
    return ref?.kind === 'playoff' ? t('tx.ui.gameN', { n: ref.n }) : id;
  };
  const notes = [
    ...table.playoffs.map((p) =>
      p.winner ? (
        <li>
          {t('tx.ui.playoffWon', { winner: name(p.winner), place: p.place })}{' '}
          <span class="small muted">
            (
            {p.games.map((g) => `${playoffGameName(g.id)}: ${decidingText(ctx, g, p.players[0])}`).join('; ')}
            )
          </span>
        </li>
      ) : (
        <li class="tp-tournament-attention">
          {t('tx.ui.playoffNeeded', {
            first: name(p.players[0]),
            second: name(p.players[1]),
            place: p.place,
            minutes,
            game: p.next ? playoffGameName(p.next) : '',
          })}
        </li>
      ),
    ),
    ...table.openTies.map((tie) => (
      <li class="tp-tournament-attention">
        {t('tx.ui.openTie', {
          players: tie.players.map(name).join(', '),
          from: tie.places[0],
          to: tie.places[1],
        })}
      </li>
    )),
    ...(table.override ? [<li>{t('tx.ui.orderOverridden', { reason: table.override.reason })}</li>] : []),
    ...table.excluded.map((x) => (
      <li>{t('tx.ui.excluded', { player: name(x.participantId), count: x.noShows.length })}</li>
    )),
  ];
  return notes.length > 0 ? <ul class="tp-tournament-notes">{notes}</ul> : null;
}

/** TP of every pairing from the row player's side; several cycles are listed one after another. */
function CrossTable({ ctx, table }: { ctx: PageContext; table: GroupTable }) {
  const { t } = ctx;
  const order = table.rows.map((r) => r.participantId);
  if (order.length === 0) return null;
  return (
    <details class="tp-tournament-cross">
      <summary>{t('tx.ui.crossTable')}</summary>
      <div class="table-wrap">
        <table>
          <TableHead columns={[t('col.name'), ...order.map((_, i) => numeric(i + 1))]} />
          <tbody>
            {table.rows.map((row, i) => (
              <tr>
                <th scope="row">
                  {i + 1}. {nameIn(ctx, row.participantId)}
                </th>
                {order.map((opponent) => (
                  <td class="num">
                    {opponent === row.participantId
                      ? '—'
                      : row.lines
                          .filter((l) => l.opponent === opponent)
                          .map((l) => (l.counted ? tp(l.tp[0], ctx.lang) : `(${tp(l.tp[0], ctx.lang)})`))
                          .join(' / ')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
