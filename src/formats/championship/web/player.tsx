/**
 * A player's page: place, record and spread, the preliminary group, the status before the
 * candidates round, the place after every round as a chart, and the card round by round (board, opponent, scores, running W–L and spread)
 * — a printable scorecard. Without a choice it lists the players (a player sees his own page).
 */
import type { ParticipantId } from '../../../core/types.js';
import { numeric, PrintButton, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { candidatesView, groupsView, type PlayerLineView, playerView, standingsView } from '../index.js';
import { PlaceChart } from './chart.js';
import { type ChampionshipPage, PlayerLink, pageOf } from './page.js';
import { openGamesOf } from './progress.js';

function PlayerList({ page }: { page: ChampionshipPage }) {
  const players = [...page.state.players].sort((a, b) =>
    page.name(a.id).localeCompare(page.name(b.id), page.ctx.lang),
  );
  return (
    <>
      <h2>{page.t('champ.player.choose')}</h2>
      <ul class="championship-player-list">
        {players.map((p) => (
          <li>
            <PlayerLink page={page} id={p.id} />
          </li>
        ))}
      </ul>
    </>
  );
}

function lineResult(page: ChampionshipPage, line: PlayerLineView): string {
  const { t, state } = page;
  switch (line.kind) {
    case 'game':
      return `${line.ownScore}:${line.opponentScore}`;
    case 'bye':
      return t('champ.result.byeSpread', { spread: state.config.byeSpread });
    case 'forfeit-win':
      return t('champ.player.forfeitWin');
    case 'forfeit-loss':
      return t('champ.player.forfeitLoss');
  }
}

function Facts({ page, id }: { page: ChampionshipPage; id: ParticipantId }) {
  const { t, state } = page;
  const row = standingsView(state).rows.find((r) => r.id === id);
  const group = groupsView(state)?.groups.find((g) => g.members.some((m) => m.id === id));
  const letter = group?.members.find((m) => m.id === id)?.letter;
  const candidates = candidatesView(state);
  const status = candidates?.rows.find((r) => r.id === id)?.status;
  const withdrawn = state.withdrawn.get(id);
  return (
    <dl class="championship-facts">
      {row ? (
        <>
          <dt>{t('champ.player.place')}</dt>
          <dd>
            {row.place}
            {row.finalRole ? ` · ${t(`champ.role.${row.finalRole}`)}` : ''}
          </dd>
          <dt>{t('champ.col.record')}</dt>
          <dd>{row.record}</dd>
          <dt>{t('champ.col.spread')}</dt>
          <dd>{row.spreadText}</dd>
          <dt>{t('col.rating')}</dt>
          <dd>{row.rating || '–'}</dd>
        </>
      ) : null}
      {group ? (
        <>
          <dt>{t('champ.player.group')}</dt>
          <dd>
            <a href={page.href('groups')}>
              {t('champ.player.groupLetter', { n: group.number, letter: letter ?? '' })}
            </a>
          </dd>
        </>
      ) : null}
      {status && candidates && candidates.status !== 'waiting' ? (
        <>
          <dt>{t('champ.candidates.title', { round: candidates.round })}</dt>
          <dd>
            <a href={page.href('candidates')}>{t(`champ.status.${status}`)}</a>
          </dd>
        </>
      ) : null}
      {withdrawn !== undefined ? (
        <>
          <dt>{t('champ.standings.withdrawn')}</dt>
          <dd>{t('champ.player.withdrawnFrom', { round: withdrawn })}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function PlayerPage({ ctx }: { ctx: PageContext }) {
  const page = pageOf(ctx);
  const { t, state } = page;
  const chosen = ctx.query.p || (ctx.query.all ? undefined : page.self);
  const view = chosen ? playerView(state, chosen) : undefined;
  if (!chosen) return <PlayerList page={page} />;
  if (!view)
    return (
      <>
        <p class="notice error" role="alert">
          {t('champ.player.unknown')}
        </p>
        <PlayerList page={page} />
      </>
    );
  const boardOf = (round: number) => {
    const r = state.rounds[round - 1];
    const index = r?.slot.get(view.id);
    return index === undefined ? undefined : r?.pairings[index]?.board;
  };
  return (
    <>
      <h2>{page.name(view.id)}</h2>
      <Facts page={page} id={view.id} />
      <PlaceChart page={page} id={view.id} />
      <PrintButton t={t} />
      {view.lines.length === 0 && openGamesOf(state, view.id).length === 0 ? (
        <p class="muted">{t('champ.player.noGames')}</p>
      ) : (
        <div class="table-wrap">
          <table class="championship-card">
            <caption class="visually-hidden">{t('champ.player.card')}</caption>
            <TableHead
              columns={[
                numeric(t('champ.player.round')),
                numeric(t('comp.board'), 'championship-wide'),
                t('champ.pairings.opponent'),
                numeric(t('comp.result')),
                numeric(t('champ.col.record')),
                numeric(t('champ.col.spread')),
              ]}
            />
            <tbody>
              {view.lines.map((line) => (
                <tr>
                  <td class="num">
                    <a href={page.href('pairings', { round: line.round })}>{line.round}</a>
                  </td>
                  <td class="num championship-wide">{boardOf(line.round) ?? ''}</td>
                  <td>
                    {line.opponent ? (
                      <PlayerLink page={page} id={line.opponent.id} />
                    ) : (
                      <em>{t('champ.result.bye')}</em>
                    )}
                    {line.started ? <span class="small muted"> ({t('champ.player.started')})</span> : null}
                  </td>
                  <td class="num">{lineResult(page, line)}</td>
                  <td class="num">{line.record}</td>
                  <td class="num">{line.cumulativeSpread}</td>
                </tr>
              ))}
              {openGamesOf(state, view.id).map((open) => (
                <tr>
                  <td class="num">
                    <a href={page.href('pairings', { round: open.round })}>{open.round}</a>
                  </td>
                  <td class="num championship-wide">{open.pairing.board ?? ''}</td>
                  <td>
                    <PlayerLink page={page} id={open.opponent} />
                    {open.starts ? <span class="small muted"> ({t('champ.player.started')})</span> : null}
                  </td>
                  <td colspan={3} class="muted">
                    {t('champ.player.playing')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p class="no-print">
        <a href={page.href('player', { all: 1 })}>{t('champ.player.all')}</a>
      </p>
    </>
  );
}
