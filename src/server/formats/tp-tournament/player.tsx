/**
 * A player's side of the "act" page, made for a phone: his next game first, with everything he
 * needs for it — opponent, colours (TX-9), when, the answer clock of scheduled events (TX-11) —
 * and the forms for what he can do now: report the result with both scores and minutes (TX-1),
 * claim a no-show once the waiting time is over (TX-10, TX-11), report a double crash at a
 * weekend event (TX-6), log messages and answers, arrange or rearrange the game (TX-11). Before
 * the draw he chooses his colours. Only what the rules allow now is offered.
 */
import { isAfter, isBefore } from '../../../core/moment.js';
import type { ParticipantId } from '../../../core/types.js';
import {
  COLOURS,
  type GameSheet,
  gameSheets,
  groupTables,
  isDrawn,
  noShowClaimFrom,
  type ScheduleEntry,
  scheduleView,
} from '../../../formats/tp-tournament/index.js';
import { ColourTag, cupRoundsOf, gameTitle, nameIn, type TpContext, tpState, When } from './common.js';
import { formView, Hidden, NumberField, RadioField, TimeField, TpForm } from './fields.js';
import { gameAnchor } from './games.js';

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
  const { t, lang } = ctx;
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
            {t('tx.ui.starts')} <When at={sheet.startsAt} lang={lang} />
          </li>
        ) : null}
        {scheduled ? (
          <li>
            {appointment ? (
              <>
                {t(missed ? 'tx.ui.wasArrangedFor' : 'tx.ui.arrangedFor')}{' '}
                <When at={appointment} lang={lang} />
              </>
            ) : (
              t('tx.ui.notArranged')
            )}
          </li>
        ) : null}
        {entry?.endsBy ? (
          <li>
            {t('tx.ui.playBy')} <When at={entry.endsBy} lang={lang} />
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

/** TX-11: the messages of this game, and the buttons that log a message or an answer. */
function Contacts({
  ctx,
  me,
  opponent,
  game,
  entry,
}: {
  ctx: TpContext;
  me: ParticipantId;
  opponent: ParticipantId;
  game: string;
  entry: ScheduleEntry;
}) {
  const { t, lang } = ctx;
  const open = entry.contacts.filter((c) => !c.answeredAt && c.status !== 'forfeited');
  const toMe = open.find((c) => c.to === me);
  const fromMe = open.find((c) => c.from === me);
  return (
    <div class="tp-tournament-contacts">
      {toMe ? (
        <div class="notice tp-tournament-attention" role="status">
          <p>
            {t('tx.ui.theyMessaged', { player: nameIn(ctx, opponent) })} <When at={toMe.sentAt} lang={lang} />
            . {t('tx.ui.answerBy')} <When at={toMe.reportAt} lang={lang} />; {t('tx.ui.youLoseAt')}{' '}
            <When at={toMe.forfeitAt} lang={lang} />.
          </p>
          <TpForm
            ctx={ctx}
            view={formView(ctx, `answer:${game}`)}
            submit={t('tx.ui.iAnswered', { player: nameIn(ctx, opponent) })}
            fields={[]}
          >
            <Hidden name="game" value={game} />
            <Hidden name="by" value={me} />
            <Hidden name="to" value={opponent} />
          </TpForm>
        </div>
      ) : null}
      {fromMe ? (
        <div>
          <p>
            {t('tx.ui.youMessaged', { player: nameIn(ctx, opponent) })}{' '}
            <When at={fromMe.sentAt} lang={lang} />.{' '}
            {t('tx.ui.theyAnswerBy', { player: nameIn(ctx, opponent) })}{' '}
            <When at={fromMe.reportAt} lang={lang} />; {t('tx.ui.theyLoseAt')}{' '}
            <When at={fromMe.forfeitAt} lang={lang} />.
          </p>
          <TpForm
            ctx={ctx}
            view={formView(ctx, `answered:${game}`)}
            submit={t('tx.ui.theyAnswered', { player: nameIn(ctx, opponent) })}
            fields={[]}
            secondary
          >
            <Hidden name="game" value={game} />
            <Hidden name="by" value={opponent} />
            <Hidden name="to" value={me} />
          </TpForm>
        </div>
      ) : (
        <TpForm
          ctx={ctx}
          view={formView(ctx, `message:${game}`)}
          submit={t('tx.ui.iMessaged', { player: nameIn(ctx, opponent) })}
          fields={[]}
          secondary
        >
          <p class="small muted">
            {t('tx.ui.messageHint', {
              answer: tpState(ctx).config.scheduled.answerDays,
              forfeit: tpState(ctx).config.scheduled.forfeitDays,
            })}
          </p>
          <Hidden name="game" value={game} />
          <Hidden name="from" value={me} />
          <Hidden name="to" value={opponent} />
        </TpForm>
      )}
    </div>
  );
}

function ArrangeForm({
  ctx,
  me,
  game,
  moving,
}: {
  ctx: TpContext;
  me: ParticipantId;
  game: string;
  moving: boolean;
}) {
  const { t } = ctx;
  const view = formView(ctx, `arrange:${game}`);
  return (
    <details class="tp-tournament-step" {...(view.submitted || !moving ? { open: true } : {})}>
      <summary>{t(moving ? 'tx.ui.moveGame' : 'tx.ui.arrangeGame')}</summary>
      <TpForm ctx={ctx} view={view} submit={t('tx.ui.arrangeSubmit')} fields={['startsAt']}>
        <Hidden name="game" value={game} />
        <Hidden name="by" value={me} />
        <TimeField
          view={view}
          name="startsAt"
          label={t('tx.ui.agreedTime')}
          hint={t('tx.ui.utcHint')}
          required
        />
      </TpForm>
    </details>
  );
}

/** TX-11: a missed appointment may be rearranged once per match and three times per tournament. */
function RearrangeForm({
  ctx,
  me,
  opponent,
  entry,
}: {
  ctx: TpContext;
  me: ParticipantId;
  opponent: ParticipantId;
  entry: ScheduleEntry;
}) {
  const { t } = ctx;
  const game = entry.game.id;
  const view = formView(ctx, `rearrange:${game}`);
  const chances = (p: ParticipantId) => entry.chances[p] ?? { match: 0, tournament: 0 };
  const can = (p: ParticipantId) => chances(p).match > 0 && chances(p).tournament > 0;
  const options = [me, opponent].filter(can).map((p) => ({
    value: p,
    text: t('tx.ui.missedBy', { player: nameIn(ctx, p), ...chances(p) }),
  }));
  if (options.length === 0) return <p class="small">{t('tx.ui.noChancesLeft')}</p>;
  return (
    <details class="tp-tournament-step" {...(view.submitted ? { open: true } : {})}>
      <summary>{t('tx.ui.rearrangeGame')}</summary>
      <TpForm ctx={ctx} view={view} submit={t('tx.ui.rearrangeSubmit')} fields={['absent', 'startsAt']}>
        <Hidden name="game" value={game} />
        <Hidden name="by" value={me} />
        <RadioField view={view} name="absent" legend={t('tx.ui.whoMissed')} options={options} />
        <TimeField
          view={view}
          name="startsAt"
          label={t('tx.ui.newTime')}
          hint={t('tx.ui.utcHint')}
          required
        />
      </TpForm>
    </details>
  );
}

const RESULT_FIELDS = [
  'result.scores.0',
  'result.scores.1',
  'result.minutes.0',
  'result.minutes.1',
  'result.late.0',
  'result.late.1',
  'result.timeout',
];

/** TX-1: both scores and both players' minutes; the player's own values first. */
function ResultForm({
  ctx,
  me,
  opponent,
  sheet,
}: {
  ctx: TpContext;
  me: ParticipantId;
  opponent: ParticipantId;
  sheet: GameSheet;
}) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = formView(ctx, `result:${sheet.game.id}`);
  const them = nameIn(ctx, opponent);
  const deciding = sheet.game.deciding;
  return (
    <details class="tp-tournament-step" open>
      <summary>{t('tx.ui.reportResult')}</summary>
      <TpForm ctx={ctx} view={view} submit={t('tx.ui.reportSubmit')} fields={RESULT_FIELDS}>
        <Hidden name="game" value={sheet.game.id} />
        <Hidden name="players.0" value={me} />
        <Hidden name="players.1" value={opponent} />
        <div class="tp-tournament-pair">
          <NumberField view={view} name="result.scores.0" label={t('tx.ui.yourScore')} required />
          <NumberField
            view={view}
            name="result.scores.1"
            label={t('tx.ui.theirScore', { player: them })}
            required
          />
        </div>
        {deciding ? (
          <RadioField
            view={view}
            name="result.timeout"
            legend={t('tx.ui.overTimeQuestion', { minutes: state.config.decidingGameMinutes })}
            fallback=""
            options={[
              { value: '', text: t('tx.ui.nobody') },
              { value: me, text: t('tx.ui.you') },
              { value: opponent, text: them },
            ]}
          />
        ) : (
          <>
            <p class="small muted">
              {t('tx.ui.minutesHint', { free: state.config.timePenalty.freeMinutes })}
            </p>
            <div class="tp-tournament-pair">
              <NumberField view={view} name="result.minutes.0" label={t('tx.ui.yourMinutes')} required />
              <NumberField
                view={view}
                name="result.minutes.1"
                label={t('tx.ui.theirMinutes', { player: them })}
                required
              />
            </div>
            {state.config.eventKind === 'weekend' ? (
              <details
                {...(view.error('result.late.0') || view.error('result.late.1') ? { open: true } : {})}
              >
                <summary>{t('tx.ui.someoneLate')}</summary>
                <p class="small muted">{t('tx.ui.lateHint', { grace: state.config.weekend.graceMinutes })}</p>
                <div class="tp-tournament-pair">
                  <NumberField view={view} name="result.late.0" label={t('tx.ui.yourLateness')} />
                  <NumberField
                    view={view}
                    name="result.late.1"
                    label={t('tx.ui.theirLateness', { player: them })}
                  />
                </div>
              </details>
            ) : null}
          </>
        )}
      </TpForm>
    </details>
  );
}

/** TX-10/TX-11 no-show claims once the waiting time is over; TX-6 double crashes at weekend events. */
function OtherOutcomes({
  ctx,
  me,
  opponent,
  sheet,
}: {
  ctx: TpContext;
  me: ParticipantId;
  opponent: ParticipantId;
  sheet: GameSheet;
}) {
  const { t, lang } = ctx;
  const state = tpState(ctx);
  const from = noShowClaimFrom(state, sheet.game);
  const them = nameIn(ctx, opponent);
  const crash = state.config.eventKind === 'weekend' && !sheet.game.deciding;
  const id = sheet.game.id;
  const players = (
    <>
      <Hidden name="game" value={id} />
      <Hidden name="players.0" value={me} />
      <Hidden name="players.1" value={opponent} />
    </>
  );
  const claimNow = from === 'any time' || (from !== undefined && !isBefore(ctx.asOf, from));
  return (
    <details
      class="tp-tournament-step"
      {...(ctx.submitted?.form === `noshow:${id}` || ctx.submitted?.form === `crash:${id}`
        ? { open: true }
        : {})}
    >
      <summary>{t('tx.ui.otherOutcomes')}</summary>
      {claimNow ? (
        <TpForm
          ctx={ctx}
          view={formView(ctx, `noshow:${id}`)}
          submit={t('tx.ui.claimNoShow', { player: them })}
          fields={[]}
          secondary
        >
          {players}
          <Hidden name="result.kind" value="no-show" />
          <Hidden name="result.absent" value={opponent} />
        </TpForm>
      ) : from === undefined ? (
        <p class="small">{t('tx.ui.noShowDirector')}</p>
      ) : (
        <p class="small">
          {t('tx.ui.noShowFrom', { player: them })} <When at={from} lang={lang} />.
        </p>
      )}
      {crash ? (
        <TpForm
          ctx={ctx}
          view={formView(ctx, `crash:${id}`)}
          submit={t('tx.ui.doubleCrash')}
          fields={[]}
          secondary
        >
          {players}
          <Hidden name="result.kind" value="double-crash" />
        </TpForm>
      ) : null}
    </details>
  );
}

/** TX-9: first and second choice of the four colours, before the draw. */
export function ColoursForm({ ctx, participant }: { ctx: TpContext; participant: ParticipantId }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = formView(ctx, 'colours');
  const current = state.colourChoices.get(participant);
  const plain = COLOURS.map((c) => ({
    value: c,
    text: t(`tx.colour.${c}`),
    mark: <span class={`tp-tournament-swatch tp-tournament-${c}`} aria-hidden="true" />,
  }));
  return (
    <details class="tp-tournament-step" {...(view.submitted || !current ? { open: true } : {})}>
      <summary>
        {t('tx.ui.chooseColours')}
        {current ? (
          <span class="muted small">
            {' '}
            ({t(`tx.colour.${current.first}`)}, {t(`tx.colour.${current.second}`)})
          </span>
        ) : null}
      </summary>
      <p class="small muted">{t('tx.ui.coloursHint')}</p>
      <TpForm ctx={ctx} view={view} submit={t('tx.ui.saveColours')} fields={['first', 'second']}>
        <Hidden name="participant" value={participant} />
        <div class="tp-tournament-pair">
          <RadioField
            view={view}
            name="first"
            legend={t('tx.ui.firstChoice')}
            options={plain}
            fallback={current?.first ?? ''}
          />
          <RadioField
            view={view}
            name="second"
            legend={t('tx.ui.secondChoice')}
            options={plain}
            fallback={current?.second ?? ''}
          />
        </div>
      </TpForm>
    </details>
  );
}
