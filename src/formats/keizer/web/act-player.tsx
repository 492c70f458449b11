/**
 * The player's "act" page, phone first: his next step at the top — the result of his game to
 * report (KZ-17), tonight's board once published (KZ-12) — then the absence notice with the
 * deadline shown (KZ-11) and the notices he gave, which he may withdraw until the deadline.
 */
import { isAfter } from '../../../core/moment.js';
import type { ParticipantId } from '../../../core/types.js';
import {
  ActForm,
  ChoiceGroup,
  type FormView,
  formView,
  SelectField,
} from '../../../server/forms/form-kit.js';
import type { PageContext, SubmittedForm } from '../../../server/kit/ui.js';
import {
  absenceReason,
  gameOf,
  isSignedOff,
  type KeizerState,
  noticeDeadline,
  publicationMoment,
  RESULT_TEXT,
  rankingAfter,
  totalRounds,
} from '../index.js';
import { dateText, href, momentText, nameIn, pointsText, stateOf, valueText } from './shared.js';

/** A game of the player's that is published and still waits for its result. */
interface OpenGame {
  readonly round: number;
  readonly board: number;
  readonly white: ParticipantId;
  readonly black: ParticipantId;
}

export const isPublishedAt = (ctx: PageContext, round: number): boolean => {
  const at = publicationMoment(stateOf(ctx), round);
  return at === undefined || !isAfter(at, ctx.asOf);
};

/** KZ-17: games of the player without a result, where both players did come. */
export function openGames(ctx: PageContext, state: KeizerState, me: ParticipantId): OpenGame[] {
  const out: OpenGame[] = [];
  for (const [round, record] of [...state.rounds].sort((a, b) => a[0] - b[0])) {
    const game = gameOf(record, me);
    if (!game || record.results.has(`${game.white}:${game.black}`) || !isPublishedAt(ctx, round)) continue;
    const gone = (id: ParticipantId) =>
      record.noShows.has(id) || absenceReason(state, id, round) !== undefined;
    if (gone(game.white) || gone(game.black)) continue;
    out.push({ round, board: record.games.indexOf(game) + 1, ...game });
  }
  return out;
}

/** Three big buttons: the result from the player's side, sent the way the board was paired. */
function ReportResult({
  ctx,
  game,
  me,
  submitted,
}: {
  ctx: PageContext;
  game: OpenGame;
  me: string;
  submitted?: SubmittedForm;
}) {
  const { t } = ctx;
  const white = game.white === me;
  const opponent = nameIn(ctx)(white ? game.black : game.white);
  const form = `result:${game.round}:${game.white}:${game.black}`;
  const back = formView('kz', form, submitted);
  const choices: [string, string][] = [
    [white ? '1-0' : '0-1', t('keizer.act.iWon')],
    ['1/2-1/2', t('keizer.act.draw')],
    [white ? '0-1' : '1-0', t('keizer.act.iLost')],
  ];
  return (
    <div class="keizer-card">
      <p>
        {t(white ? 'keizer.act.yourGameWhite' : 'keizer.act.yourGameBlack', {
          round: game.round,
          board: game.board,
          opponent,
        })}
      </p>
      <ActForm
        view={back}
        class="keizer-form"
        ctx={ctx}
        hidden={{ round: game.round, white: game.white, black: game.black, _seen: '' }}
      >
        <fieldset class="keizer-buttons">
          <legend>{t('keizer.act.reportResult')}</legend>
          {choices.map(([value, label]) => (
            <button type="submit" name="result" value={value}>
              {label}
            </button>
          ))}
        </fieldset>
        {back.error('result') ? <p class="field-error">{back.error('result')}</p> : null}
      </ActForm>
    </div>
  );
}

/** What the player has tonight (the latest paired round), once the pairing is published. */
function Tonight({ ctx, me }: { ctx: PageContext; me: string }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const round = state.lastPaired;
  const record = state.rounds.get(round);
  if (!record) return null;
  if (!isPublishedAt(ctx, round)) {
    const at = publicationMoment(state, round);
    return at ? <p>{t('keizer.evening.unpublished', { moment: momentText(ctx, at) })}</p> : null;
  }
  const game = gameOf(record, me);
  const result = game ? record.results.get(`${game.white}:${game.black}`) : undefined;
  if (game && result) {
    return (
      <p>
        {t('keizer.act.resultIn', { round, result: RESULT_TEXT[result.result] })}{' '}
        <span class="small muted">{t('keizer.act.askDirector')}</span>
      </p>
    );
  }
  if (record.bye === me) return <p>{t('keizer.act.youHaveBye', { round })}</p>;
  if (record.unpaired.includes(me)) return <p>{t('keizer.act.youAreUnpaired', { round })}</p>;
  return null;
}

function Absence({ ctx, me, submitted }: { ctx: PageContext; me: string; submitted?: SubmittedForm }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const player = state.byId.get(me);
  const first = Math.max(state.lastPaired + 1, player?.firstRound ?? 1);
  const open: [string, string][] = [];
  for (let round = first; round <= totalRounds(state.config); round++) {
    if (state.notices.has(`${round}:${me}`)) continue;
    const date = state.evenings.get(round);
    const deadline = noticeDeadline(state, round);
    const late = deadline !== undefined && isAfter(ctx.asOf, deadline);
    const when = date ? dateText(ctx, date) : t('keizer.act.notPlanned');
    open.push([
      String(round),
      `${t('round.label', { n: round })} — ${when}${late ? ` (${t('keizer.act.lateShort')})` : ''}`,
    ]);
  }
  const next = state.lastPaired + 1;
  const deadline = noticeDeadline(state, next);
  const form = 'absence';
  const back = formView('kz', form, submitted);
  return (
    <section aria-labelledby="keizer-absence-title" class="keizer-card">
      <h3 id="keizer-absence-title">{t('keizer.act.cantCome')}</h3>
      <p>
        {deadline
          ? t('keizer.act.deadlineNext', { round: next, moment: momentText(ctx, deadline) })
          : t('keizer.act.deadlineRule', { time: state.config.calendar.noticeDeadline })}
      </p>
      {deadline && isAfter(ctx.asOf, deadline) ? <p class="notice">{t('keizer.act.lateWarning')}</p> : null}
      {open.length === 0 ? (
        <p class="muted">{t('keizer.act.noRoundsLeft')}</p>
      ) : (
        <ActForm view={back} class="keizer-form" ctx={ctx} hidden={{ participant: me }}>
          <ChoiceGroup
            class="keizer-choices"
            multiple
            view={back}
            name="rounds"
            legend={t('keizer.act.whichEvenings')}
            options={open.slice(0, 8)}
          />
          <AbsenceKind ctx={ctx} view={back} />
          <button type="submit">{t('keizer.act.sendNotice')}</button>
        </ActForm>
      )}
      <Notices ctx={ctx} me={me} submitted={submitted} />
    </section>
  );
}

/** Why a player will be absent (KZ-8): a notice, or a match of the club's team. */
export function AbsenceKind({ ctx, view }: { ctx: PageContext; view: FormView }) {
  const { t } = ctx;
  return (
    <SelectField
      view={view}
      name="kind"
      label={t('keizer.act.why')}
      options={[
        ['notice', t('keizer.outcome.notice')],
        ['team-match', t('keizer.act.teamMatch')],
      ]}
    />
  );
}

/** The notices the player gave for rounds to come, each withdrawable until its deadline. */
function Notices({ ctx, me, submitted }: { ctx: PageContext; me: string; submitted?: SubmittedForm }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const mine = [...state.notices]
    .map(([key, notice]) => ({
      round: Number(key.slice(0, key.indexOf(':'))),
      id: key.slice(key.indexOf(':') + 1),
      notice,
    }))
    .filter((n) => n.id === me && n.round > state.lastPaired)
    .sort((a, b) => a.round - b.round);
  if (mine.length === 0) return null;
  return (
    <>
      <h4>{t('keizer.act.yourNotices')}</h4>
      <ul class="keizer-notices">
        {mine.map(({ round, notice }) => {
          const deadline = noticeDeadline(state, round);
          const canWithdraw = deadline === undefined || !isAfter(ctx.asOf, deadline);
          const form = `withdraw:${round}`;
          return (
            <li>
              {t('round.label', { n: round })}: {t(`keizer.outcome.${notice.reason}`)}
              {notice.late && !notice.excused ? ` (${t('keizer.outcome.late-notice')})` : ''}
              {canWithdraw || formView('kz', form, submitted).submitted ? (
                <ActForm
                  view={formView('kz', form, submitted)}
                  class="inline keizer-form"
                  ctx={ctx}
                  hidden={{ participant: me, round }}
                >
                  {canWithdraw ? (
                    <button type="submit" class="secondary">
                      {t('keizer.act.withdraw')}
                    </button>
                  ) : null}
                </ActForm>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function PlayerActions({ ctx, submitted }: { ctx: PageContext; submitted?: SubmittedForm }) {
  const { t } = ctx;
  const me = ctx.access.participantId;
  const state = stateOf(ctx);
  if (!me || !state.byId.has(me)) return null;
  const row = rankingAfter(state).rows.find((r) => r.participantId === me);
  const games = openGames(ctx, state, me);
  return (
    <section aria-labelledby="keizer-next-title" class="keizer-player-act">
      <h2 id="keizer-next-title">{t('keizer.act.yourNext')}</h2>
      {row ? (
        <p>
          <a href={href(ctx, '/t/player', { p: me })}>
            {t('keizer.ranking.yourPlace', {
              place: row.place,
              score: pointsText(row.score, ctx.lang),
              value: valueText(row.value, ctx.lang),
            })}
          </a>
        </p>
      ) : null}
      {isSignedOff(state, me, state.lastPaired + 1) ? (
        <p class="notice">{t('keizer.player.signedOff')}</p>
      ) : null}
      {games.map((g) => (
        <ReportResult ctx={ctx} game={g} me={me} {...(submitted ? { submitted } : {})} />
      ))}
      <Tonight ctx={ctx} me={me} />
      <Absence ctx={ctx} me={me} {...(submitted ? { submitted } : {})} />
    </section>
  );
}
