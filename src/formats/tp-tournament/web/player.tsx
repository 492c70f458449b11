/**
 * A player's side of the "act" page, made for a phone: his next game first, with everything he
 * needs for it — opponent, colours (TX-9), when, the answer clock of scheduled events (TX-11) —
 * and the forms for what he can do now (player-forms.tsx); his other open games below, the most
 * urgent first. Before the draw he chooses his colours.
 */
import { isAfter } from '../../../core/moment.js';
import type { ParticipantId } from '../../../core/types.js';
import {
  type GameSheet,
  gameSheets,
  groupTables,
  isDrawn,
  type ScheduleEntry,
  scheduleView,
} from '../index.js';
import { ColourTag, cupRoundsOf, gameTitle, nameIn, type TpContext, tpState, When } from './common.js';
import { gameAnchor } from './games.js';
import {
  ArrangeForm,
  ColoursForm,
  Contacts,
  OtherOutcomes,
  RearrangeForm,
  ResultForm,
} from './player-forms.js';

export interface OpenGame {
  readonly sheet: GameSheet;
  readonly opponent: ParticipantId;
  readonly entry?: ScheduleEntry;
  /** What the player should do first: lower is more urgent. */
  readonly urgency: number;
}

/** The player's games without a result, the most urgent first. */
export function openGamesOf(ctx: TpContext, me: ParticipantId): OpenGame[] {
  const state = tpState(ctx);
  const out = new Set(groupTables(state).flatMap((t) => t.excluded.map((x) => x.participantId)));
  const schedule =
    state.config.eventKind === 'scheduled'
      ? new Map(scheduleView(state, ctx.asOf).games.map((e) => [e.game.id, e]))
      : undefined;
  const games = gameSheets(state)
    .filter((s) => s.status === 'open' && s.game.players.includes(me))
    .filter((s) => s.game.ref.kind !== 'group' || !s.game.players.some((p) => out.has(p)))
    .map((sheet): OpenGame => {
      const opponent = sheet.game.players[0] === me ? sheet.game.players[1] : sheet.game.players[0];
      const entry = schedule?.get(sheet.game.id);
      return { sheet, opponent, ...(entry ? { entry } : {}), urgency: urgencyOf(ctx, me, entry) };
    });
  return games.sort((a, b) => a.urgency - b.urgency);
}

function urgencyOf(ctx: TpContext, me: ParticipantId, entry: ScheduleEntry | undefined): number {
  if (!entry) return 4;
  if (entry.contacts.some((c) => c.to === me && !c.answeredAt)) return 0;
  const at = entry.appointment?.startsAt;
  if (at && !isAfter(at, ctx.asOf)) return 1;
  if (at) return 2;
  return entry.contacts.some((c) => !c.answeredAt) ? 3 : 4;
}

export function PlayerActions({ ctx, me }: { ctx: TpContext; me: ParticipantId }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const games = openGamesOf(ctx, me);
  const [next, ...rest] = games;
  return (
    <section class="tp-tournament-player" aria-labelledby="tx-your-games">
      <h2 id="tx-your-games">{t('tx.ui.yourGames', { player: nameIn(ctx, me) })}</h2>
      {!isDrawn(state) ? <ColoursForm ctx={ctx} participant={me} /> : null}
      {isDrawn(state) && !next ? <p class="notice">{t('tx.ui.nothingToPlay')}</p> : null}
      {next ? <GameCardForPlayer ctx={ctx} me={me} game={next} first /> : null}
      {rest.length > 0 ? <h3>{t('tx.ui.otherOpenGames', { count: rest.length })}</h3> : null}
      {rest.map((g) => (
        <details
          class="tp-tournament-later"
          {...(ctx.submitted?.form.endsWith(`:${g.sheet.game.id}`) ? { open: true } : {})}
        >
          <summary>
            {gameTitle(t, g.sheet.game, cupRoundsOf(state))} – {nameIn(ctx, g.opponent)}
          </summary>
          <GameCardForPlayer ctx={ctx} me={me} game={g} />
        </details>
      ))}
      <p>
        <a href={`/c/${ctx.loaded.record.id}/t/games?player=${encodeURIComponent(me)}`}>
          {t('tx.ui.allMyGames')}
        </a>
      </p>
    </section>
  );
}

function GameCardForPlayer({
  ctx,
  me,
  game,
  first,
}: {
  ctx: TpContext;
  me: ParticipantId;
  game: OpenGame;
  first?: boolean;
}) {
  const { t } = ctx;
  const state = tpState(ctx);
  const { sheet, opponent, entry } = game;
  const mine = sheet.game.players[0] === me ? 0 : 1;
  const theirs = mine === 0 ? 1 : 0;
  const scheduled = state.config.eventKind === 'scheduled';
  const appointment = entry?.appointment?.startsAt;
  const missed = appointment !== undefined && !isAfter(appointment, ctx.asOf);
  return (
    <article class="tp-tournament-next" aria-labelledby={`tx-next-${sheet.game.id}`}>
      {first ? <p class="tp-tournament-kicker">{t('tx.ui.nextGame')}</p> : null}
      <h3 id={`tx-next-${sheet.game.id}`}>
        {gameTitle(t, sheet.game, cupRoundsOf(state))}:{' '}
        {t('tx.ui.against', { player: nameIn(ctx, opponent) })}
      </h3>
      <ul class="tp-tournament-facts">
        <li>
          {t('tx.ui.yourColour')}{' '}
          <ColourTag colour={sheet.colours.colours[mine]} rule={sheet.colours.rules[mine]} t={t} />
          {' · '}
          {nameIn(ctx, opponent)}: <ColourTag colour={sheet.colours.colours[theirs]} t={t} />
        </li>
        {sheet.startsAt && !scheduled ? (
          <li>
            {t('tx.ui.starts')} <When ctx={ctx} at={sheet.startsAt} />
          </li>
        ) : null}
        {scheduled ? (
          <li>
            {appointment ? (
              <>
                {t(missed ? 'tx.ui.wasArrangedFor' : 'tx.ui.arrangedFor')} <When ctx={ctx} at={appointment} />
              </>
            ) : (
              t('tx.ui.notArranged')
            )}
          </li>
        ) : null}
        {entry?.endsBy ? (
          <li>
            {t('tx.ui.playBy')} <When ctx={ctx} at={entry.endsBy} />
          </li>
        ) : null}
        {sheet.game.deciding ? (
          <li>{t('tx.ui.decidingRule', { minutes: state.config.decidingGameMinutes })}</li>
        ) : null}
      </ul>
      {entry ? <Contacts ctx={ctx} me={me} opponent={opponent} game={sheet.game.id} entry={entry} /> : null}
      {scheduled && !missed ? (
        <ArrangeForm ctx={ctx} me={me} game={sheet.game.id} moving={appointment !== undefined} />
      ) : null}
      {scheduled && missed && entry ? (
        <RearrangeForm ctx={ctx} me={me} opponent={opponent} entry={entry} />
      ) : null}
      <ResultForm ctx={ctx} me={me} opponent={opponent} sheet={sheet} />
      <OtherOutcomes ctx={ctx} me={me} opponent={opponent} sheet={sheet} />
      <p class="small">
        <a href={gameAnchor(ctx, sheet.game.id)}>{t('tx.ui.gameSheet')}</a>
      </p>
    </article>
  );
}
