/**
 * Every game's sheet: its players and colours (TX-9, the colours to play with), when it is
 * played, the result, and how its tournament points came about — margin and the table's split
 * (TX-2), lateness (TX-10), time penalties and the 20:0 limit (TX-3), no-shows (TX-4), double
 * crashes (TX-6), forfeits (TX-11), the director's TP (TX-14) and whether it is rated (TX-13).
 * Play-off and tie-break games show their winner (TX-7, TX-8). Grouped by round; a player filter
 * shows one player's games.
 */

import { ChooseForm, numeric, PrintButton, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { type GameSheet, gameSheets, type TpBreakdown } from '../index.js';
import {
  ColourTag,
  cupRoundName,
  cupRoundsOf,
  decidingText,
  gameTitle,
  nameIn,
  tp,
  tpState,
  When,
} from './common.js';

export const gameElementId = (game: string): string => `g-${game.replace(/:/g, '-')}`;

export const gameAnchor = (ctx: PageContext, game: string): string =>
  `/c/${ctx.loaded.record.id}/t/games#${gameElementId(game)}`;

/** Sections of the games page: group rounds, play-offs, then the cup's rounds. */
function sectionOf(ctx: PageContext, sheet: GameSheet): string {
  const ref = sheet.game.ref;
  switch (ref.kind) {
    case 'group':
      return ctx.t('tx.round.groups', { n: ref.round });
    case 'playoff':
      return ctx.t('tx.round.playoffs');
    default:
      return cupRoundName(ctx.t, ref.round, cupRoundsOf(tpState(ctx)));
  }
}

export function GamesPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const player = ctx.query.player && state.entrants.has(ctx.query.player) ? ctx.query.player : undefined;
  const sheets = gameSheets(state).filter((s) => !player || s.game.players.includes(player));
  const sections = new Map<string, GameSheet[]>();
  for (const s of sheets) {
    const key = sectionOf(ctx, s);
    sections.set(key, [...(sections.get(key) ?? []), s]);
  }
  const players = [...state.entrants.keys()].sort((a, b) => nameIn(ctx, a).localeCompare(nameIn(ctx, b)));
  return (
    <>
      <ChooseForm
        t={t}
        id="tx-player"
        name="player"
        label={t('tx.ui.showPlayer')}
        choices={[
          { value: '', label: t('tx.ui.everyone') },
          ...players.map((id) => ({ value: id, label: nameIn(ctx, id) })),
        ]}
        selected={player ?? ''}
        asOf={ctx.historic ? ctx.asOf : undefined}
      />
      <PrintButton t={t} />
      {sheets.length === 0 ? <p class="muted">{t('tx.ui.noGames')}</p> : null}
      {[...sections].map(([title, list]) => (
        <section>
          <h2>{title}</h2>
          <div class="tp-tournament-games">
            {list.map((s) => (
              <GameCard ctx={ctx} sheet={s} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

export function GameCard({ ctx, sheet }: { ctx: PageContext; sheet: GameSheet }) {
  const { t } = ctx;
  const { game } = sheet;
  const status = sheet.status === 'open' ? '' : sheet.status === 'forfeited' ? 'warn' : 'ok';
  const id = gameElementId(game.id);
  return (
    <article class="tp-tournament-game" id={id} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>
        {nameIn(ctx, game.players[0])} – {nameIn(ctx, game.players[1])}
      </h3>
      <p class="small muted">
        <span class={`badge ${status}`}>{t(`tx.ui.gameStatus.${sheet.status}`)}</span>{' '}
        {gameTitle(t, game, cupRoundsOf(tpState(ctx)))} · <code>{game.id}</code>
        {sheet.startsAt ? (
          <>
            {' · '}
            <When ctx={ctx} at={sheet.startsAt} />
          </>
        ) : null}
      </p>
      <SheetTable ctx={ctx} sheet={sheet} />
      {game.deciding ? <DecidingNote ctx={ctx} sheet={sheet} /> : <Breakdown ctx={ctx} sheet={sheet} />}
    </article>
  );
}

/** One row per player: name with the colour to play (TX-9), stones, minutes, TP. */
function SheetTable({ ctx, sheet }: { ctx: PageContext; sheet: GameSheet }) {
  const { t } = ctx;
  const played = sheet.result?.kind === 'played' ? sheet.result : undefined;
  return (
    <div class="table-wrap">
      <table class="tp-tournament-sheet">
        <TableHead
          columns={[
            `${t('col.name')}, ${t('tx.col.colour')}`,
            numeric(t('tx.col.stones')),
            numeric(t('tx.ui.minutesShort')),
            hasTp(sheet) ? numeric(t('tx.col.tp')) : null,
          ]}
        />
        <tbody>
          {([0, 1] as const).map((side) => {
            const id = sheet.game.players[side];
            return (
              <tr class={sheet.winner === id ? 'tp-tournament-marked' : undefined}>
                <th scope="row">
                  {nameIn(ctx, id)}
                  <div class="small">
                    <ColourTag colour={sheet.colours.colours[side]} rule={sheet.colours.rules[side]} t={t} />
                  </div>
                </th>
                <td class="num">{stonesOf(sheet, side)}</td>
                <td class="num">{played?.minutes ? played.minutes[side] : ''}</td>
                {hasTp(sheet) ? (
                  <td class="num">
                    <strong>{sheet.tp ? tp(sheet.tp[side], ctx.lang) : ''}</strong>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** TP games have a TP column; play-off and tie-break games do not. */
const hasTp = (sheet: GameSheet): boolean => !sheet.game.deciding;

/** Stones as they count: reported, or the no-show and double-crash conventions (TX-4, TX-6). */
function stonesOf(sheet: GameSheet, side: 0 | 1): string {
  const b = sheet.breakdown;
  if (b) return b.kind === 'double-no-show' ? '' : String(b.stones[side]);
  return sheet.result?.kind === 'played' ? String(sheet.result.scores[side]) : '';
}

function DecidingNote({ ctx, sheet }: { ctx: PageContext; sheet: GameSheet }) {
  const { t } = ctx;
  const minutes = tpState(ctx).config.decidingGameMinutes;
  return (
    <p class="small">
      {sheet.result
        ? decidingText(
            ctx,
            {
              players: sheet.game.players,
              result: sheet.result,
              ...(sheet.winner ? { winner: sheet.winner } : {}),
            },
            sheet.game.players[0],
          )
        : t('tx.ui.decidingRule', { minutes })}
    </p>
  );
}

function Breakdown({ ctx, sheet }: { ctx: PageContext; sheet: GameSheet }) {
  const { t } = ctx;
  const b = sheet.breakdown;
  if (!b || !sheet.tp) return null;
  const [first, second] = sheet.game.players;
  const name = (side: 0 | 1) => nameIn(ctx, side === 0 ? first : second);
  return (
    <details class="tp-tournament-breakdown">
      <summary>{t('tx.ui.breakdown')}</summary>
      <dl>
        <dt>{t('tx.ui.result')}</dt>
        <dd>{resultWords(ctx, sheet, b)}</dd>
        {b.kind !== 'double-no-show' ? (
          <>
            <dt>{t('tx.ui.margin')}</dt>
            <dd>
              {t('tx.ui.marginText', {
                margin: b.margin,
                first: tp(b.base[0], ctx.lang),
                second: tp(b.base[1], ctx.lang),
              })}
            </dd>
          </>
        ) : null}
        {([0, 1] as const)
          .filter((s) => b.addedMinutes[s] > 0)
          .map((s) => (
            <>
              <dt>{t('tx.ui.lateness')}</dt>
              <dd>{t('tx.ui.latenessText', { player: name(s), minutes: b.addedMinutes[s] })}</dd>
            </>
          ))}
        {([0, 1] as const)
          .filter((s) => b.penaltyMinutes[s] > 0)
          .map((s) => (
            <>
              <dt>{t('tx.col.penalty')}</dt>
              <dd>
                {t('tx.ui.penaltyText', {
                  player: name(s),
                  minutes: b.penaltyMinutes[s],
                  tp: tp(b.penaltyMinutes[s] * tpState(ctx).config.timePenalty.tenthsPerMinute, ctx.lang),
                  opponent: name(s === 0 ? 1 : 0),
                })}
              </dd>
            </>
          ))}
        {b.clamped ? (
          <>
            <dt>{t('tx.ui.limit')}</dt>
            <dd>{t('tx.ui.clamped')}</dd>
          </>
        ) : null}
        <dt>{t('tx.col.tp')}</dt>
        <dd>
          <strong>
            {tp(sheet.tp[0], ctx.lang)} : {tp(sheet.tp[1], ctx.lang)}
          </strong>
          {sheet.override ? (
            <>
              {' '}
              {t('tx.ui.tpOverridden', {
                computed: `${tp(b.tp[0], ctx.lang)} : ${tp(b.tp[1], ctx.lang)}`,
                reason: sheet.override.reason,
              })}
            </>
          ) : null}
        </dd>
        <dt>{t('tx.ui.rated')}</dt>
        <dd>{t(b.rated ? 'tx.ui.ratedYes' : 'tx.ui.ratedNo')}</dd>
      </dl>
    </details>
  );
}

function resultWords(ctx: PageContext, sheet: GameSheet, b: TpBreakdown): string {
  const { t } = ctx;
  const r = sheet.result;
  if (sheet.status === 'forfeited' && r?.kind === 'no-show')
    return t('tx.ui.forfeitText', { player: r.absent.map((p) => nameIn(ctx, p)).join(', ') });
  if (r?.kind === 'no-show')
    return `${t(`tx.kind.${b.kind}`)}: ${r.absent.map((p) => nameIn(ctx, p)).join(', ')}`;
  if (r?.kind === 'played') return `${r.scores[0]}:${r.scores[1]}`;
  return t(`tx.kind.${b.kind}`);
}
