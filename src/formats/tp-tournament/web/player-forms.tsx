/**
 * The forms on a player's game card (TX-1, TX-6, TX-9 … TX-11): log a message or an answer and
 * see the answer clock, arrange or rearrange the game, report both scores and minutes, claim a
 * no-show once the waiting time is over or report a double crash; and the colour choice before
 * the draw. Each offers only what the rules allow now.
 */
import { isBefore } from '../../../core/moment.js';
import type { ParticipantId } from '../../../core/types.js';
import {
  ActForm,
  ChoiceGroup,
  type FormView,
  formView,
  Hidden,
  NumberPair,
  seenOf,
  TextField,
} from '../../../server/forms/form-kit.js';
import { COLOURS, type GameSheet, noShowClaimFrom, type ScheduleEntry } from '../index.js';
import { nameIn, type TpContext, tpState, When } from './common.js';

/** When a game or round starts: a date and time in UTC, the lobby clock (TX rules). */
export function StartsAt({ ctx, view, label }: { ctx: TpContext; view: FormView; label: string }) {
  return (
    <TextField
      type="datetime-local"
      view={view}
      name="startsAt"
      label={label}
      hint={ctx.t('tx.ui.utcHint')}
      required
    />
  );
}

/** TX-11: the messages of this game, and the buttons that log a message or an answer. */
export function Contacts({
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
  const { t } = ctx;
  const open = entry.contacts.filter((c) => !c.answeredAt && c.status !== 'forfeited');
  const toMe = open.find((c) => c.to === me);
  const fromMe = open.find((c) => c.from === me);
  return (
    <div class="tp-tournament-contacts">
      {toMe ? (
        <div class="notice tp-tournament-attention" role="status">
          <p>
            {t('tx.ui.theyMessaged', { player: nameIn(ctx, opponent) })} <When ctx={ctx} at={toMe.sentAt} />.{' '}
            {t('tx.ui.answerBy')} <When ctx={ctx} at={toMe.reportAt} />; {t('tx.ui.youLoseAt')}{' '}
            <When ctx={ctx} at={toMe.forfeitAt} />.
          </p>
          <ActForm
            ctx={ctx}
            view={formView('tx', `answer:${game}`, ctx.submitted)}
            submit={t('tx.ui.iAnswered', { player: nameIn(ctx, opponent) })}
            fields={[]}
          >
            <Hidden name="game" value={game} />
            <Hidden name="by" value={me} />
            <Hidden name="to" value={opponent} />
          </ActForm>
        </div>
      ) : null}
      {fromMe ? (
        <div>
          <p>
            {t('tx.ui.youMessaged', { player: nameIn(ctx, opponent) })} <When ctx={ctx} at={fromMe.sentAt} />.{' '}
            {t('tx.ui.theyAnswerBy', { player: nameIn(ctx, opponent) })}{' '}
            <When ctx={ctx} at={fromMe.reportAt} />; {t('tx.ui.theyLoseAt')}{' '}
            <When ctx={ctx} at={fromMe.forfeitAt} />.
          </p>
          <ActForm
            ctx={ctx}
            view={formView('tx', `answered:${game}`, ctx.submitted)}
            submit={t('tx.ui.theyAnswered', { player: nameIn(ctx, opponent) })}
            fields={[]}
            secondary
          >
            <Hidden name="game" value={game} />
            <Hidden name="by" value={opponent} />
            <Hidden name="to" value={me} />
          </ActForm>
        </div>
      ) : (
        <ActForm
          ctx={ctx}
          view={formView('tx', `message:${game}`, ctx.submitted)}
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
        </ActForm>
      )}
    </div>
  );
}

export function ArrangeForm({
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
  const view = formView('tx', `arrange:${game}`, ctx.submitted);
  return (
    <details class="tp-tournament-step" {...(view.submitted || !moving ? { open: true } : {})}>
      <summary>{t(moving ? 'tx.ui.moveGame' : 'tx.ui.arrangeGame')}</summary>
      <ActForm ctx={ctx} view={view} submit={t('tx.ui.arrangeSubmit')} fields={['startsAt']}>
        <Hidden name="game" value={game} />
        <Hidden name="by" value={me} />
        <StartsAt ctx={ctx} view={view} label={t('tx.ui.agreedTime')} />
      </ActForm>
    </details>
  );
}

/** TX-11: a missed appointment may be rearranged once per match and three times per tournament. */
export function RearrangeForm({
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
  const view = formView('tx', `rearrange:${game}`, ctx.submitted);
  const chances = (p: ParticipantId) => entry.chances[p] ?? { match: 0, tournament: 0 };
  const can = (p: ParticipantId) => chances(p).match > 0 && chances(p).tournament > 0;
  const options = [me, opponent]
    .filter(can)
    .map((p) => [p, t('tx.ui.missedBy', { player: nameIn(ctx, p), ...chances(p) })] as const);
  if (options.length === 0) return <p class="small">{t('tx.ui.noChancesLeft')}</p>;
  return (
    <details class="tp-tournament-step" {...(view.submitted ? { open: true } : {})}>
      <summary>{t('tx.ui.rearrangeGame')}</summary>
      <ActForm ctx={ctx} view={view} submit={t('tx.ui.rearrangeSubmit')} fields={['absent', 'startsAt']}>
        <Hidden name="game" value={game} />
        <Hidden name="by" value={me} />
        <ChoiceGroup
          class="tp-tournament-radios"
          view={view}
          name="absent"
          legend={t('tx.ui.whoMissed')}
          options={options}
        />
        <StartsAt ctx={ctx} view={view} label={t('tx.ui.newTime')} />
      </ActForm>
    </details>
  );
}

/** The fields of a played game's result (TX-1, TX-10), in the player's and the director's forms. */
export const RESULT_FIELDS = [
  'result.scores.0',
  'result.scores.1',
  'result.minutes.0',
  'result.minutes.1',
  'result.late.0',
  'result.late.1',
  'result.timeout',
];

/** A form about one of the player's games, against `opponent`. */
interface GameFormProps {
  readonly ctx: TpContext;
  readonly me: ParticipantId;
  readonly opponent: ParticipantId;
  readonly sheet: GameSheet;
}

/** The hidden fields naming the game and its players, the player first. */
const gameFields = ({ me, opponent, sheet }: GameFormProps) => ({
  game: sheet.game.id,
  'players.0': me,
  'players.1': opponent,
});

/** The game's hidden fields and the result the form shows for it (issue 25.15: no lost updates). */
const resultFields = (props: GameFormProps) =>
  ({
    ...gameFields(props),
    ...seenOf(props.ctx, { type: 'RecordResult', game: props.sheet.game.id }),
  }) as Record<string, string>;

/** TX-1: both scores and both players' minutes; the player's own values first. */
export function ResultForm({ ctx, me, opponent, sheet }: GameFormProps) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = formView('tx', `result:${sheet.game.id}`, ctx.submitted);
  const them = nameIn(ctx, opponent);
  const deciding = sheet.game.deciding;
  return (
    <details class="tp-tournament-step" open>
      <summary>{t('tx.ui.reportResult')}</summary>
      <ActForm
        ctx={ctx}
        view={view}
        submit={t('tx.ui.reportSubmit')}
        fields={RESULT_FIELDS}
        hidden={resultFields({ ctx, me, opponent, sheet })}
      >
        <NumberPair
          class="tp-tournament-pair"
          view={view}
          names={['result.scores.0', 'result.scores.1']}
          labels={[t('tx.ui.yourScore'), t('tx.ui.theirScore', { player: them })]}
          required
        />
        {deciding ? (
          <ChoiceGroup
            class="tp-tournament-radios"
            view={view}
            name="result.timeout"
            legend={t('tx.ui.overTimeQuestion', { minutes: state.config.decidingGameMinutes })}
            value=""
            options={[
              ['', t('tx.ui.nobody')],
              [me, t('tx.ui.you')],
              [opponent, them],
            ]}
          />
        ) : (
          <>
            <p class="small muted">
              {t('tx.ui.minutesHint', { free: state.config.timePenalty.freeMinutes })}
            </p>
            <NumberPair
              class="tp-tournament-pair"
              view={view}
              names={['result.minutes.0', 'result.minutes.1']}
              labels={[t('tx.ui.yourMinutes'), t('tx.ui.theirMinutes', { player: them })]}
              required
            />
            {state.config.eventKind === 'weekend' ? (
              <details
                {...(view.error('result.late.0') || view.error('result.late.1') ? { open: true } : {})}
              >
                <summary>{t('tx.ui.someoneLate')}</summary>
                <p class="small muted">{t('tx.ui.lateHint', { grace: state.config.weekend.graceMinutes })}</p>
                <NumberPair
                  class="tp-tournament-pair"
                  view={view}
                  names={['result.late.0', 'result.late.1']}
                  labels={[t('tx.ui.yourLateness'), t('tx.ui.theirLateness', { player: them })]}
                />
              </details>
            ) : null}
          </>
        )}
      </ActForm>
    </details>
  );
}

/** TX-10/TX-11 no-show claims once the waiting time is over; TX-6 double crashes at weekend events. */
export function OtherOutcomes({ ctx, me, opponent, sheet }: GameFormProps) {
  const { t } = ctx;
  const state = tpState(ctx);
  const from = noShowClaimFrom(state, sheet.game);
  const them = nameIn(ctx, opponent);
  const crash = state.config.eventKind === 'weekend' && !sheet.game.deciding;
  const id = sheet.game.id;
  const game = resultFields({ ctx, me, opponent, sheet });
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
        <ActForm
          ctx={ctx}
          view={formView('tx', `noshow:${id}`, ctx.submitted)}
          submit={t('tx.ui.claimNoShow', { player: them })}
          fields={[]}
          hidden={{ ...game, 'result.kind': 'no-show', 'result.absent': opponent }}
          secondary
        />
      ) : from === undefined ? (
        <p class="small">{t('tx.ui.noShowDirector')}</p>
      ) : (
        <p class="small">
          {t('tx.ui.noShowFrom', { player: them })} <When ctx={ctx} at={from} />.
        </p>
      )}
      {crash ? (
        <ActForm
          ctx={ctx}
          view={formView('tx', `crash:${id}`, ctx.submitted)}
          submit={t('tx.ui.doubleCrash')}
          fields={[]}
          hidden={{ ...game, 'result.kind': 'double-crash' }}
          secondary
        />
      ) : null}
    </details>
  );
}

/** TX-9: first and second choice of the four colours, before the draw. */
export function ColoursForm({ ctx, participant }: { ctx: TpContext; participant: ParticipantId }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = formView('tx', 'colours', ctx.submitted);
  const current = state.colourChoices.get(participant);
  const plain = COLOURS.map(
    (c) =>
      [
        c,
        <>
          <span class={`tp-tournament-swatch tp-tournament-${c}`} aria-hidden="true" />
          {t(`tx.colour.${c}`)}
        </>,
      ] as const,
  );
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
      <ActForm ctx={ctx} view={view} submit={t('tx.ui.saveColours')} fields={['first', 'second']}>
        <Hidden name="participant" value={participant} />
        <div class="tp-tournament-pair">
          <ChoiceGroup
            class="tp-tournament-radios"
            view={view}
            name="first"
            legend={t('tx.ui.firstChoice')}
            options={plain}
            value={current?.first ?? ''}
          />
          <ChoiceGroup
            class="tp-tournament-radios"
            view={view}
            name="second"
            legend={t('tx.ui.secondChoice')}
            options={plain}
            value={current?.second ?? ''}
          />
        </div>
      </ActForm>
    </details>
  );
}
