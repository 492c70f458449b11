/**
 * The live evening board (HL-8, HL-9): the games in progress with their handicaps, who is free
 * and since when, the proposed next games, and the games finished tonight. Read-only, for
 * everyone who may see the league — a phone at the club or a screen on the wall, which reloads
 * itself every half minute while the evening runs.
 */
import type { Child } from 'hono/jsx';
import { numeric, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import type { BoardGame, EveningBoard, PairingProposal } from '../index.js';
import { eveningBoard, evenings } from '../index.js';
import {
  eveningText,
  HandicapName,
  leagueOf,
  nameFor,
  PlayerLink,
  PlayerWithRank,
  pathOf,
  whenOf,
} from './common.js';

export function TonightPage({ ctx }: { ctx: PageContext }) {
  const board = eveningBoard(leagueOf(ctx));
  if (!board) return <NoEvening ctx={ctx} />;
  const { t } = ctx;
  const tc = board.timeControl;
  return (
    <div class="hl-board" {...(ctx.historic ? {} : { 'data-refresh': '30' })}>
      <h2>{t('hl.evening', { evening: eveningText(ctx, board.evening) })}</h2>
      <p class="small muted">
        {t('hl.board.since', { since: whenOf(ctx, board.openedAt), present: board.present.length })} ·{' '}
        {t('hl.time-control', {
          minutes: tc.minutes,
          periods: tc.byoyomiPeriods,
          seconds: tc.byoyomiSeconds,
        })}
      </p>
      {/* HL-12: the seed's notes on the time control — no rating, and what a DGT2010 shows. */}
      <p class="small muted">
        {t('hl.time-control.unrated')}
        {tc.byoyomiPeriods > 1 && tc.byoyomiSeconds > 0
          ? ` · ${t('hl.time-control.dgt', { total: tc.byoyomiPeriods * tc.byoyomiSeconds, seconds: tc.byoyomiSeconds })}`
          : ''}
      </p>
      <h3>{t('hl.board.playing')}</h3>
      {board.playing.length === 0 ? (
        <p class="muted">{t('hl.board.noGames')}</p>
      ) : (
        <ul class="hl-games">
          {board.playing.map((g) => (
            <li>
              <GameLine ctx={ctx} game={g} />
              <div class="small muted">{t('hl.board.startedAt', { time: whenOf(ctx, g.startedAt) })}</div>
            </li>
          ))}
        </ul>
      )}
      <Free ctx={ctx} board={board} />
      <Proposals ctx={ctx} proposals={board.proposals} />
      {board.unpaired.length > 0 ? (
        <p>
          {t('hl.board.unpaired')}: {board.unpaired.map(nameFor(ctx)).join(', ')}
        </p>
      ) : null}
      <h3>{t('hl.board.finished')}</h3>
      {board.finished.length === 0 ? (
        <p class="muted">{t('hl.board.noneFinished')}</p>
      ) : (
        <GamesTable ctx={ctx} games={board.finished} />
      )}
    </div>
  );
}

function NoEvening({ ctx }: { ctx: PageContext }) {
  const last = evenings(leagueOf(ctx)).at(-1);
  return (
    <>
      <p>{ctx.t('hl.board.none')}</p>
      {last ? (
        <p>
          <a href={pathOf(ctx, `/t/evenings#evening-${last.evening}`)}>
            {ctx.t('hl.board.last', { evening: eveningText(ctx, last.evening), games: last.games.length })}
          </a>
        </p>
      ) : null}
    </>
  );
}

/** "Board 3: Kenji Mori (3 Dan) – Kitsune (1 Dan): rook (飛車落ち hisha ochi)". */
export function GameLine({ ctx, game }: { ctx: PageContext; game: BoardGame }) {
  const { t } = ctx;
  return (
    <>
      <span class="hl-boardno">{t('hl.board.board', { board: game.board })}</span>{' '}
      <PlayerWithRank ctx={ctx} id={game.uwate} /> – <PlayerWithRank ctx={ctx} id={game.shitate} />
      <div>
        <HandicapLink ctx={ctx} game={game} />
        {game.agreed ? (
          <span class="badge warn">{t('hl.handicap.agreed', { table: t(`hl.handicap.${game.table}`) })}</span>
        ) : null}
      </div>
    </>
  );
}

/** The handicap, linked to its starting position in the calculator. */
function HandicapLink({ ctx, game }: { ctx: PageContext; game: BoardGame }): Child {
  if (game.handicap === 'other') return <HandicapName ctx={ctx} handicap="other" note={game.note} />;
  return (
    <a
      href={pathOf(
        ctx,
        `/t/handicaps?a=${encodeURIComponent(game.uwate)}&b=${encodeURIComponent(game.shitate)}`,
      )}
    >
      <HandicapName ctx={ctx} handicap={game.handicap} note={game.note} />
    </a>
  );
}

function Free({ ctx, board }: { ctx: PageContext; board: EveningBoard }) {
  const { t } = ctx;
  return (
    <>
      <h3>{t('hl.board.free')}</h3>
      {board.free.length === 0 ? (
        <p class="muted">{t('hl.board.nobodyFree')}</p>
      ) : (
        <ul class="hl-free">
          {board.free.map((f) => (
            <li>
              <PlayerWithRank ctx={ctx} id={f.participantId} />{' '}
              <span class="small muted">
                {t('hl.board.waiting', { since: whenOf(ctx, f.waitingSince), count: f.possibleOpponents })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Proposals({ ctx, proposals }: { ctx: PageContext; proposals: readonly PairingProposal[] }): Child {
  if (proposals.length === 0) return null;
  return (
    <>
      <h3>{ctx.t('hl.board.proposals')}</h3>
      <p class="small muted">{ctx.t('hl.board.proposalsHint')}</p>
      <ol class="hl-games">
        {proposals.map((p) => (
          <li>
            <ProposalLine ctx={ctx} proposal={p} />
          </li>
        ))}
      </ol>
    </>
  );
}

/** "Kenji Mori (3 Dan) gives Kitsune (1 Dan) rook": uwate first (HL-9). */
export function ProposalLine({ ctx, proposal }: { ctx: PageContext; proposal: PairingProposal }) {
  return (
    <>
      <PlayerWithRank ctx={ctx} id={proposal.uwate} /> – <PlayerWithRank ctx={ctx} id={proposal.shitate} />
      <div>
        <HandicapName ctx={ctx} handicap={proposal.handicap} />
      </div>
    </>
  );
}

const resultOf = (g: BoardGame): string =>
  g.winner === null ? '½–½' : g.winner === g.uwate ? '1–0' : g.winner === g.shitate ? '0–1' : '';

/**
 * Games with their result, uwate first. Tonight's show the players' notation now; an earlier
 * evening's show the league-rank difference the handicap was set by instead.
 */
export function GamesTable({
  ctx,
  games,
  tonight = true,
}: {
  ctx: PageContext;
  games: readonly BoardGame[];
  tonight?: boolean;
}) {
  const { t } = ctx;
  const Player = ({ id }: { id: string }) =>
    tonight ? <PlayerWithRank ctx={ctx} id={id} /> : <PlayerLink ctx={ctx} id={id} />;
  return (
    <div class="table-wrap">
      <table>
        <TableHead
          columns={[
            numeric(t('comp.board')),
            t('hl.role.uwate.short'),
            t('hl.role.shitate'),
            t('hl.col.handicap'),
            t('comp.result'),
          ]}
        />
        <tbody>
          {games.map((g) => (
            <tr>
              <td class="num">{g.board}</td>
              <td>
                <Player id={g.uwate} />
              </td>
              <td>
                <Player id={g.shitate} />
              </td>
              <td>
                <HandicapName ctx={ctx} handicap={g.handicap} note={g.note} />
                {tonight ? null : (
                  <span class="small muted"> ({t('hl.board.difference', { d: g.difference })})</span>
                )}
                {g.agreed ? <span class="badge warn">{t('hl.board.agreed')}</span> : null}
              </td>
              <td>{resultOf(g)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
