/**
 * Each player's page (`?p=<id>`): the standing in the notation (HL-4), the real rank and its
 * source (HL-2), a chart of the league points, and the whole history — games with handicap and
 * result, league-rank moves at the end of evenings (HL-7), the director's corrections, rank
 * changes, taken out and returned (HL-11). Without a player: everyone, to choose from.
 */
import type { Child } from 'hono/jsx';
import { numeric, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { RoundsChart } from '../../../server/pages/chart.js';
import { type HistoryEntry, notationOf, type PlayerHistory, playerHistory } from '../index.js';
import {
  dateOf,
  eveningText,
  HandicapName,
  leagueOf,
  modifierText,
  nameFor,
  notationFor,
  PlayerLink,
  signed,
} from './common.js';

export function PlayersPage({ ctx }: { ctx: PageContext }) {
  const id = ctx.query.p;
  if (id === undefined || id === '') return <Everyone ctx={ctx} />;
  const history = playerHistory(leagueOf(ctx), id);
  if (!history) return <p role="alert">{ctx.t('hl.player.unknown')}</p>;
  return <Player ctx={ctx} history={history} />;
}

function Everyone({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const name = nameFor(ctx);
  const players = [...leagueOf(ctx).players.values()].sort((a, b) => name(a.id).localeCompare(name(b.id)));
  return (
    <>
      <h2>{t('hl.players')}</h2>
      <ul class="hl-columns">
        {players.map((p) => (
          <li>
            <PlayerLink ctx={ctx} id={p.id} /> <span class="hl-rank">{notationFor(ctx, p.id)}</span>
            {p.active ? null : <span class="badge">{t('hl.player.out')}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}

function Player({ ctx, history }: { ctx: PageContext; history: PlayerHistory }) {
  const { t } = ctx;
  const id = history.participantId;
  const alias = ctx.access.audience === 'director' ? ctx.roster.get(id)?.alias : undefined;
  const real = history.realRank;
  const points = history.entries.flatMap((e) =>
    e.kind === 'game' ? [e.points] : e.kind === 'points-adjusted' ? [e.points] : [],
  );
  return (
    <>
      <h2>
        {nameFor(ctx)(id)}
        {alias ? <span class="small muted"> ({t('hl.ranking.alias', { alias })})</span> : null}
      </h2>
      <dl class="hl-facts">
        <dt>{t('hl.col.rank')}</dt>
        <dd class="hl-rank">{history.notation}</dd>
        <dt>{t('hl.tb.real-rank')}</dt>
        <dd>
          {real.notation} ({real.assumed ? t('hl.ranking.assumed') : t(`hl.source.${real.source}`)})
        </dd>
        <dt>{t('hl.player.modifier')}</dt>
        <dd>{modifierText(history.modifier)}</dd>
        <dt>{t('hl.col.points')}</dt>
        <dd>{signed(history.points)}</dd>
        <dt>{t('col.place')}</dt>
        <dd>{history.place ?? t('hl.player.out')}</dd>
        <dt>{t('col.games')}</dt>
        <dd>{t('hl.player.record', { wins: history.wins, draws: history.draws, losses: history.losses })}</dd>
      </dl>
      {points.length > 1 ? (
        <RoundsChart
          id="hl-points"
          title={t('hl.player.chart', { count: points.length, points: signed(history.points) })}
          description={t('hl.player.chartDesc', { values: points.map(signed).join(', ') })}
          rounds={[0, ...points].map((_, i) => String(i))}
          axis={t('hl.player.chartAxis')}
          scale={{ kind: 'points' }}
          series={[{ name: t('hl.col.points'), values: [0, ...points] }]}
        />
      ) : null}
      <h3>{t('hl.player.history')}</h3>
      {history.entries.length === 0 ? (
        <p class="muted">{t('hl.player.nothing')}</p>
      ) : (
        <div class="table-wrap">
          <table>
            <TableHead columns={[t('hl.player.date'), t('hl.player.what'), numeric(t('hl.col.points'))]} />
            <tbody>
              {[...history.entries].reverse().map((e) => (
                <tr>
                  <td>{'evening' in e ? eveningText(ctx, e.evening) : dateOf(ctx, e.at)}</td>
                  <td>
                    <Entry ctx={ctx} entry={e} />
                  </td>
                  <td class="num">
                    {e.kind === 'game' || e.kind === 'points-adjusted' ? signed(e.points) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function Entry({ ctx, entry: e }: { ctx: PageContext; entry: HistoryEntry }): Child {
  const { t } = ctx;
  switch (e.kind) {
    case 'game':
      return (
        <>
          <strong>{t(`hl.outcome.${e.outcome}`)}</strong> {t('hl.player.against')}{' '}
          <PlayerLink ctx={ctx} id={e.opponent} /> · {t(`hl.player.as.${e.role}`)} ·{' '}
          <HandicapName ctx={ctx} handicap={e.handicap} note={e.note} />
          {e.handicap !== e.table ? <span class="badge warn">{t('hl.board.agreed')}</span> : null}
        </>
      );
    case 'moved':
      return t(e.step > 0 ? 'hl.player.up' : 'hl.player.down', { modifier: modifierText(e.modifier) });
    case 'modifier-corrected':
      return t('hl.player.corrected', { from: modifierText(e.previous), to: modifierText(e.modifier) });
    case 'points-adjusted':
      return t('hl.player.adjusted', { delta: signed(e.delta) });
    case 'rank-changed':
      return t('hl.player.rankChanged', { from: notationOf(e.from.step, 0), to: notationOf(e.to.step, 0) });
    case 'taken-out':
      return t('hl.history.taken-out');
    case 'returned':
      return t('hl.history.returned');
  }
}
