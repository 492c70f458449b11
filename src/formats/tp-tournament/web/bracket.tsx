/**
 * The cup (TX-8) drawn as a bracket: a server-rendered SVG (rounds as columns, each match a box
 * with seeds, names and TP totals, lines to the next round, the champion at the end), described
 * for screen readers, and below it every match in words and numbers: its games with stones and
 * TP, the totals, tie-break games, and what decided it. Prints on one page per bracket.
 */

import { numeric, PrintButton, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import type { Bracket, CupMatch } from '../index.js';
import { bracket } from '../index.js';
import { cupRoundName, decidingText, nameIn, tp, tpState } from './common.js';
import { gameAnchor } from './games.js';

const BOX_WIDTH = 210;
const GAP = 28;
const SLOT = 60;
const BOX_HEIGHT = 46;
const HEADER = 26;
const NAME_LENGTH = 22;

const short = (name: string): string =>
  name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1)}…` : name;

export function BracketPage({ ctx }: { ctx: PageContext }) {
  const cup = bracket(tpState(ctx));
  if (!cup) return <p class="muted">{ctx.t('tx.ui.cupNotSeeded')}</p>;
  return (
    <>
      <PrintButton t={ctx.t} />
      {/* The heading the list's rounds (h3) stand under; the matches below have their own h2s. */}
      <h2>{ctx.t('tx.ui.bracketTitle')}</h2>
      <BracketDrawing ctx={ctx} cup={cup} />
      <BracketList ctx={ctx} cup={cup} />
      <Matches ctx={ctx} cup={cup} />
    </>
  );
}

/** The champion, or the round the cup is in. */
export function cupSummary(ctx: PageContext, cup: Bracket): string {
  if (cup.champion) return ctx.t('tx.ui.champion', { player: nameIn(ctx, cup.champion) });
  const rounds = cup.rounds.length;
  const current = cup.rounds.findIndex((r) => r.some((m) => m.status !== 'decided' && m.status !== 'bye'));
  return ctx.t('tx.ui.cupRunning', { round: cupRoundName(ctx.t, current + 1, rounds) });
}

export function BracketDrawing({ ctx, cup }: { ctx: PageContext; cup: Bracket }) {
  const { t } = ctx;
  const rounds = cup.rounds.length;
  const first = cup.rounds[0]?.length ?? 1;
  const width = (rounds + 1) * (BOX_WIDTH + GAP);
  const height = HEADER + SLOT * first;
  const centre = (r: number, i: number) => HEADER + SLOT * 2 ** r * (i + 0.5);
  const x = (r: number) => r * (BOX_WIDTH + GAP);
  const finalCentre = centre(rounds - 1, 0);
  return (
    <div class="table-wrap tp-tournament-bracket">
      <svg
        role="img"
        aria-labelledby="bracket-title bracket-desc"
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id="bracket-title">{t('tx.ui.bracketTitle')}</title>
        <desc id="bracket-desc">
          {t('tx.ui.bracketDesc', {
            players: cup.rounds[0]?.flatMap((m) => m.players.filter((p) => p !== null)).length ?? 0,
            rounds,
          })}{' '}
          {cupSummary(ctx, cup)}
        </desc>
        {cup.rounds.map((_, r) => (
          <text class="tp-tournament-round" x={x(r) + 4} y={16}>
            {cupRoundName(t, r + 1, rounds)}
          </text>
        ))}
        <text class="tp-tournament-round" x={x(rounds) + 4} y={16}>
          {t('tx.ui.championTitle')}
        </text>
        {cup.rounds.flatMap((round, r) =>
          round.map((m, i) => (
            <MatchBox
              ctx={ctx}
              match={m}
              x={x(r)}
              cy={centre(r, i)}
              next={r < rounds - 1 ? centre(r + 1, Math.floor(i / 2)) : finalCentre}
            />
          )),
        )}
        <g class={cup.champion ? 'tp-tournament-champion' : 'tp-tournament-open'}>
          <rect
            x={x(rounds)}
            y={finalCentre - BOX_HEIGHT / 4}
            width={BOX_WIDTH}
            height={BOX_HEIGHT / 2}
            rx="4"
          />
          <text x={x(rounds) + 8} y={finalCentre + 5}>
            {cup.champion ? short(nameIn(ctx, cup.champion)) : '—'}
          </text>
        </g>
      </svg>
    </div>
  );
}

function MatchBox({
  ctx,
  match,
  x,
  cy,
  next,
}: {
  ctx: PageContext;
  match: CupMatch;
  x: number;
  cy: number;
  next: number;
}) {
  const top = cy - BOX_HEIGHT / 2;
  const played = match.games.some((g) => g.scored);
  const line = (side: 0 | 1, y: number) => {
    const player = match.players[side];
    const seed = match.seeds[side];
    const won = match.winner !== undefined && player === match.winner;
    const lost = match.winner !== undefined && player !== null && player !== match.winner;
    const label =
      player !== null ? short(nameIn(ctx, player)) : match.status === 'bye' ? ctx.t('comp.bye') : '—';
    return (
      <g class={won ? 'tp-tournament-winner' : lost ? 'tp-tournament-loser' : undefined}>
        <text class="tp-tournament-seed" x={x + 6} y={y}>
          {seed ?? ''}
        </text>
        <text x={x + 28} y={y}>
          {label}
        </text>
        {played ? (
          <text class="tp-tournament-total" x={x + BOX_WIDTH - 6} y={y}>
            {tp(match.totals.tp[side], ctx.lang)}
          </text>
        ) : null}
      </g>
    );
  };
  const mid = x + BOX_WIDTH + GAP / 2;
  return (
    <g class={`tp-tournament-match-box tp-tournament-${match.status}`}>
      <rect x={x} y={top} width={BOX_WIDTH} height={BOX_HEIGHT} rx="4" />
      <line class="tp-tournament-divider" x1={x} x2={x + BOX_WIDTH} y1={cy} y2={cy} />
      {line(0, cy - 7)}
      {line(1, cy + 16)}
      <path
        class="tp-tournament-link"
        d={`M ${x + BOX_WIDTH} ${cy} H ${mid} V ${next} H ${x + BOX_WIDTH + GAP}`}
      />
    </g>
  );
}

/**
 * The bracket for a phone, where the drawing would need a second screen: the rounds one below
 * the other, each match as its two lines (seed, name, TP), the winner in bold, then the champion.
 */
export function BracketList({ ctx, cup }: { ctx: PageContext; cup: Bracket }) {
  const { t } = ctx;
  const rounds = cup.rounds.length;
  return (
    <ol class="tp-tournament-bracket-list" aria-label={t('tx.ui.bracketTitle')}>
      {cup.rounds.map((round, r) => (
        <li>
          <h3>{cupRoundName(t, r + 1, rounds)}</h3>
          <ul>
            {round.map((m) => (
              <li class={`tp-tournament-${m.status}`}>
                {([0, 1] as const).map((side) => (
                  <ListLine ctx={ctx} match={m} side={side} />
                ))}
              </li>
            ))}
          </ul>
        </li>
      ))}
      <li>
        <h3>{t('tx.ui.championTitle')}</h3>
        <p class={cup.champion ? 'tp-tournament-champion' : undefined}>
          {cup.champion ? nameIn(ctx, cup.champion) : '—'}
        </p>
      </li>
    </ol>
  );
}

function ListLine({ ctx, match, side }: { ctx: PageContext; match: CupMatch; side: 0 | 1 }) {
  const player = match.players[side];
  const won = match.winner !== undefined && player === match.winner;
  const played = match.games.some((g) => g.scored);
  return (
    <span class={`tp-tournament-line${won ? ' tp-tournament-winner' : ''}`}>
      <span class="tp-tournament-seed">{match.seeds[side] ?? ''}</span>
      <span>{player !== null ? nameIn(ctx, player) : match.status === 'bye' ? ctx.t('comp.bye') : '—'}</span>
      <span class="num">{played ? tp(match.totals.tp[side], ctx.lang) : ''}</span>
    </span>
  );
}

function Matches({ ctx, cup }: { ctx: PageContext; cup: Bracket }) {
  const { t } = ctx;
  const rounds = cup.rounds.length;
  return (
    <>
      {cup.rounds.map((round, r) => {
        const byes = round.filter((m) => m.status === 'bye');
        const known = round.filter((m) => m.status !== 'bye' && m.players.some((p) => p !== null));
        return (
          <section aria-labelledby={`cup-round-${r + 1}`}>
            <h2 id={`cup-round-${r + 1}`}>{cupRoundName(t, r + 1, rounds)}</h2>
            {byes.length > 0 ? (
              <p class="small">
                {t('tx.ui.byes')} {byes.map((m) => nameIn(ctx, m.winner ?? null)).join(', ')}
              </p>
            ) : null}
            <div class="tp-tournament-matches">
              {known.map((m) => (
                <MatchCard ctx={ctx} match={m} rounds={rounds} />
              ))}
            </div>
            {known.length === 0 && byes.length === 0 ? <p class="muted">{t('tx.ui.roundWaiting')}</p> : null}
          </section>
        );
      })}
    </>
  );
}

const matchStatusBadge: Record<CupMatch['status'], string> = {
  waiting: '',
  bye: '',
  open: 'warn',
  'tie-break': 'warn',
  decided: 'ok',
};

function MatchCard({ ctx, match, rounds }: { ctx: PageContext; match: CupMatch; rounds: number }) {
  const { t } = ctx;
  const [a, b] = match.players;
  const id = `match-${match.id.replace(/:/g, '-')}`;
  return (
    <article class="tp-tournament-match" aria-labelledby={id}>
      <h3 id={id}>
        {nameIn(ctx, a)} – {nameIn(ctx, b)}
      </h3>
      <p class="small muted">
        <span class={`badge ${matchStatusBadge[match.status]}`}>
          {t(`tx.ui.matchStatus.${match.status}`)}
        </span>{' '}
        {t('tx.ui.matchTitle', { round: cupRoundName(t, match.round, rounds), n: match.index })}
      </p>
      {a !== null && b !== null ? <MatchGames ctx={ctx} match={match} /> : null}
      {match.winner && match.decidedBy ? (
        <p class="small">
          {t('tx.ui.matchWinner', {
            player: nameIn(ctx, match.winner),
            by: t(`tx.decided.${match.decidedBy}`),
          })}
          {match.override ? ` — ${t('tx.ui.reason', { reason: match.override.reason })}` : ''}
        </p>
      ) : null}
      {match.status === 'tie-break' && match.nextTiebreak ? (
        <p class="small tp-tournament-attention">
          {t('tx.ui.tiebreakNeeded', {
            game: match.nextTiebreak,
            minutes: tpState(ctx).config.decidingGameMinutes,
          })}
        </p>
      ) : null}
    </article>
  );
}

function MatchGames({ ctx, match }: { ctx: PageContext; match: CupMatch }) {
  const { t } = ctx;
  const [a, b] = match.players as [string, string];
  const side = (players: readonly string[], own: 0 | 1): 0 | 1 =>
    players[0] === a ? own : own === 0 ? 1 : 0;
  return (
    <div class="table-wrap">
      <table class="tp-tournament-match-table">
        <TableHead columns={[t('tx.ui.gameCol'), numeric(nameIn(ctx, a)), numeric(nameIn(ctx, b))]} />
        <tbody>
          {match.games.map((g, i) => {
            const s = g.scored;
            const cell = (own: 0 | 1) => {
              if (!s) return '';
              const k = side(s.standing.players, own);
              const stones = s.breakdown.kind === 'played' ? `${s.breakdown.stones[k]} · ` : '';
              return `${stones}${tp(s.tp[k], ctx.lang)}`;
            };
            return (
              <tr>
                <th scope="row">
                  <a href={gameAnchor(ctx, g.id)}>{t('tx.ui.gameN', { n: i + 1 })}</a>
                  {s && s.breakdown.kind !== 'played' ? (
                    <span class="small muted"> ({t(`tx.kind.${s.breakdown.kind}`)})</span>
                  ) : null}
                </th>
                <td class="num">{cell(0)}</td>
                <td class="num">{cell(1)}</td>
              </tr>
            );
          })}
          {match.tiebreaks.map((g) => (
            <tr>
              <th scope="row">
                <a href={gameAnchor(ctx, g.id)}>{t('tx.ui.tiebreakN', { n: g.id.split(':t')[1] ?? '' })}</a>
              </th>
              <td class="num" colspan={2}>
                {decidingText(ctx, g, a)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('tx.ui.totalTp')}</th>
            <td class="num">
              <strong>{tp(match.totals.tp[0], ctx.lang)}</strong>
            </td>
            <td class="num">
              <strong>{tp(match.totals.tp[1], ctx.lang)}</strong>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('tx.ui.gamesWon')}</th>
            <td class="num">{match.totals.won[0]}</td>
            <td class="num">{match.totals.won[1]}</td>
          </tr>
          <tr>
            <th scope="row">{t('tx.col.stones')}</th>
            <td class="num">{match.totals.stones[0]}</td>
            <td class="num">{match.totals.stones[1]}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
