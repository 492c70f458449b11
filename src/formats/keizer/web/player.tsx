/**
 * A player's season (KZ-6 … KZ-14): where he stands, every round with its opponent, colour,
 * outcome and points under the current values, his place, score and value after each round, his
 * places as a chart, and whom the pairing will not give him next (KZ-12).
 */

import { ChooseForm, numeric, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { playerHistory, rankingChart } from '../index.js';
import { PlacesChart } from './chart.js';
import { basePath, nameIn, outcomeText, PlayerLink, pointsText, stateOf, valueText } from './shared.js';

/** The player the page shows: `?p=`, else the viewer's own participant, else the leader. */
function chosen(ctx: PageContext): string | undefined {
  const state = stateOf(ctx);
  const asked = ctx.query.p;
  if (asked && state.byId.has(asked)) return asked;
  if (ctx.access.participantId && state.byId.has(ctx.access.participantId)) return ctx.access.participantId;
  return rankingChart(state).series[0]?.participantId;
}

function Chooser({ ctx, selected }: { ctx: PageContext; selected: string | undefined }) {
  const name = nameIn(ctx);
  const players = [...stateOf(ctx).players].sort((a, b) => name(a.id).localeCompare(name(b.id)));
  return (
    <ChooseForm
      t={ctx.t}
      action={`${basePath(ctx)}/t/player`}
      id="keizer-player"
      name="p"
      label={ctx.t('keizer.player.choose')}
      choices={players.map((p) => ({ value: p.id, label: name(p.id) }))}
      selected={selected}
      asOf={ctx.historic ? ctx.asOf : undefined}
    />
  );
}

export function PlayerPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const id = chosen(ctx);
  const history = id ? playerHistory(state, id) : undefined;
  if (!id || !history) return <p class="muted">{t('keizer.player.none')}</p>;
  const now = history.current;
  const facts: [string, string][] = [
    ...(now
      ? ([
          [t('keizer.player.place'), String(now.place)],
          [t('keizer.col.score'), pointsText(now.score, ctx.lang)],
          [t('keizer.col.value'), valueText(now.value, ctx.lang)],
          [t('keizer.col.record'), `${now.wins}–${now.draws}–${now.losses}`],
          [t('keizer.col.attended'), String(now.attended)],
          [t('keizer.player.eligible'), t(now.eligible ? 'keizer.yes' : 'keizer.no')],
        ] as [string, string][])
      : []),
    ...(history.group ? ([[t('keizer.col.group'), history.group]] as [string, string][]) : []),
    ...(history.initialPlace
      ? ([[t('keizer.player.initialPlace'), String(history.initialPlace)]] as [string, string][])
      : []),
    ...(history.firstRound > 1
      ? ([
          [t('keizer.player.joined'), t('round.label', { n: history.firstRound })],
          [t('keizer.player.entryPoints'), history.entryPoints ?? t('keizer.player.entryMissing')],
        ] as [string, string][])
      : []),
  ];
  return (
    <section aria-labelledby="keizer-player-title">
      <Chooser ctx={ctx} selected={id} />
      <h2 id="keizer-player-title">{nameIn(ctx)(id)}</h2>
      {history.signedOff ? <p class="notice">{t('keizer.player.signedOff')}</p> : null}
      <dl class="keizer-facts">
        {facts.map(([k, v]) => (
          <>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </>
        ))}
      </dl>
      <h3>{t('keizer.player.rounds')}</h3>
      {history.lines.length === 0 ? (
        <p class="muted">{t('comp.noRounds')}</p>
      ) : (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">{t('keizer.player.rounds')}</caption>
            <TableHead
              columns={[
                numeric(t('keizer.col.round')),
                t('keizer.col.opponent'),
                t('keizer.col.outcome'),
                numeric(t('keizer.col.points')),
                numeric(t('keizer.col.placeAfter')),
                numeric(t('keizer.col.scoreAfter'), 'keizer-wide'),
                numeric(t('keizer.col.valueAfter'), 'keizer-wide'),
              ]}
            />
            <tbody>
              {history.lines.map((l) => (
                <tr>
                  <td class="num">{l.round}</td>
                  <td>
                    {l.opponent ? <PlayerLink ctx={ctx} id={l.opponent} /> : '–'}
                    {l.colour ? <span class="small muted"> ({t(`keizer.colour.${l.colour}`)})</span> : null}
                  </td>
                  <td>{outcomeText(ctx, l.outcome)}</td>
                  <td class="num">{pointsText(l.points, ctx.lang)}</td>
                  <td class="num">{l.placeAfter || '–'}</td>
                  <td class="num keizer-wide">{pointsText(l.scoreAfter, ctx.lang)}</td>
                  <td class="num keizer-wide">{valueText(l.valueAfter, ctx.lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {history.lines.length > 0 ? (
        <PlacesChart ctx={ctx} chart={rankingChart(state)} ids={[id]} idPrefix="keizer-player-chart" />
      ) : null}
      {history.cannotMeet.length > 0 ? (
        <p>
          {t('keizer.player.cannotMeet')}{' '}
          {history.cannotMeet.map((o, i) => (
            <>
              {i > 0 ? ', ' : ''}
              <PlayerLink ctx={ctx} id={o} />
            </>
          ))}
        </p>
      ) : null}
    </section>
  );
}
