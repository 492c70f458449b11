/**
 * The pyramid's friendly forms on the "act" page: a player's self-service (challenge with the
 * first move, confirm, accept, report, object, waiting lists, vacation, answer a letter, leave)
 * and the guardian's desk — the same forms for any player with the moment his e-mail reached the
 * club's server (PYR-0), assigned challenges to issue (PYR-13), challenges from a disputed result
 * to keep or void (PYR-8) and late entries to review or force (PYR-5). The generated forms of every command stay below as the complete fallback.
 */
import type { Child } from 'hono/jsx';
import {
  ActForm,
  FormErrors,
  formView,
  SelectField,
  TextArea,
  TextField,
} from '../../../server/forms/form-kit.js';
import type { PageContext, ParsedForm, SubmittedForm } from '../../../server/kit/ui.js';
import {
  archiveView,
  challengeablePlaces,
  openAsChallenger,
  openAsDefender,
  PLAYED_RESULTS,
  placeOfSlot,
  playerAt,
  playerOf,
  questionedView,
  reviewView,
} from '../index.js';
import { nameFor, PlayerPicker, placeText, pyramidOf, whenOf } from './common.js';
import { resultText } from './tabs.js';

interface FormProps {
  readonly ctx: PageContext;
  readonly type: string;
  readonly form: string;
  readonly label: string;
  readonly submitted?: SubmittedForm | undefined;
  /** The guardian enters a player's message: with the moment it reached the server (PYR-0). */
  readonly guardian?: boolean;
  /** The player the guardian enters the message for. */
  readonly me?: string;
  readonly fields?: Readonly<Record<string, string>>;
  readonly secondary?: boolean;
  readonly children?: Child;
}

function CommandForm(props: FormProps) {
  const { ctx } = props;
  const view = formView('pyr', props.form, props.submitted);
  return (
    <ActForm
      ctx={ctx}
      view={view}
      class="pyr-form"
      hidden={{ type: props.type, ...props.fields, ...(props.guardian ? { _for: props.me ?? '' } : {}) }}
      submit={props.label}
      {...(props.secondary ? { secondary: true } : {})}
    >
      {props.children}
      {props.guardian ? (
        <TextField
          type="datetime-local"
          view={view}
          name="_at"
          label={ctx.t('pyr.act.receivedAt')}
          hint={ctx.t('pyr.act.receivedAtHint')}
        />
      ) : null}
      <FormErrors submitted={props.submitted} form={props.form} />
    </ActForm>
  );
}

interface PlayerProps {
  readonly ctx: PageContext;
  readonly me: string;
  readonly submitted?: SubmittedForm | undefined;
  readonly guardian?: boolean;
}

/** What every form of one player's shares: the page, what was submitted, and for whom. */
interface Common {
  readonly ctx: PageContext;
  readonly me: string;
  readonly submitted?: SubmittedForm | undefined;
  readonly guardian: boolean;
}

/** The visible fields of a form, drawn in its view. */
type Fields = (view: ReturnType<typeof formView>) => Child;

/**
 * One command of a player's (about a game of his, or about himself): the form of `type` with the
 * hidden `fields`, and the visible fields that `field` draws in the form's view.
 */
function GameCommandForm(props: {
  readonly common: Common;
  readonly type: string;
  readonly form: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly label: string;
  readonly secondary?: boolean;
  readonly field?: Fields;
}) {
  const { common, form } = props;
  return (
    <CommandForm
      {...common}
      type={props.type}
      form={form}
      fields={props.fields}
      label={props.label}
      {...(props.secondary ? { secondary: true } : {})}
    >
      {props.field?.(formView('pyr', form, common.submitted))}
    </CommandForm>
  );
}

type Player = NonNullable<ReturnType<typeof playerOf>>;
type OpenGame = NonNullable<ReturnType<typeof openAsChallenger>>;
type ArchivedGame = ReturnType<typeof archiveView>[number];

/** Everything one player can do now, his next step first. */
export function PlayerForms({ ctx, me, submitted, guardian = false }: PlayerProps) {
  const { t } = ctx;
  const state = pyramidOf(ctx);
  const p = playerOf(state, me);
  const name = nameFor(ctx)(me);
  const common: Common = { ctx, submitted, guardian, me };
  if (!p || p.slot < 0) return <p>{t('pyr.act.notInPyramid', { name })}</p>;
  const challenging = openAsChallenger(state, me);
  const defending = openAsDefender(state, me);
  const provisional = archiveView(state, ctx.asOf, { include: 'all', participant: me }).filter(
    (g) => g.status === 'provisional' && g.defender !== null,
  );
  const games = [challenging, defending].filter((g) => g !== undefined);
  return (
    <div class="pyr-act">
      <p>{t('pyr.act.youAre', { name, place: placeText(placeOfSlot(p.slot)) })}</p>
      <ChallengeForm common={common} player={p} />
      {games.map((g) => (
        <GameForms common={common} game={g} />
      ))}
      {provisional.map((g) => (
        <ObjectionForm common={common} game={g} />
      ))}
      <MoreForms common={common} player={p} challenging={challenging !== undefined} />
    </div>
  );
}

/** PYR-12: a challenge of a place within reach, then of further places, with the first move. */
function ChallengeForm({ common, player }: { common: Common; player: Player }) {
  const { ctx, me, submitted } = common;
  const { t } = ctx;
  const state = pyramidOf(ctx);
  const places = challengeablePlaces(state, me);
  if (places.length === 0) return null;
  const wanted = Number(ctx.query.target);
  const view = formView('pyr', 'challenge', submitted);
  const placeLabel = (slot: number): string => {
    const id = playerAt(state, slot)?.id;
    return `${placeText(placeOfSlot(slot))} ${id ? nameFor(ctx)(id) : t('pyr.vacant')}`;
  };
  return (
    <CommandForm
      {...common}
      type="IssueChallenge"
      form="challenge"
      label={t('pyr.act.challenge')}
      fields={{ challenger: me }}
    >
      <SelectField
        view={view}
        name="target"
        label={t('pyr.act.target')}
        required
        {...(places.includes(wanted) ? { value: String(wanted) } : {})}
        options={places.map((slot) => [String(slot), placeLabel(slot)] as const)}
      />
      {/* PYR-12: several challenges in one message, executed in order (e.g. an XXX place, then
          a player within reach of the new place). Any place above him may follow. */}
      {['target2', 'target3'].map((name) => (
        <SelectField
          view={view}
          name={name}
          label={t(name === 'target2' ? 'pyr.act.then' : 'pyr.act.thenAgain')}
          options={[
            ['', '—'] as const,
            ...Array.from({ length: player.slot }, (_, slot) => [String(slot), placeLabel(slot)] as const),
          ]}
        />
      ))}
      <TextField
        view={view}
        name="firstMove"
        label={t('pyr.act.firstMove')}
        hint={t('pyr.act.firstMoveHint')}
      />
    </CommandForm>
  );
}

/** An open game of the player's: confirm it, accept it, or report its result, as it stands. */
function GameForms({ common, game: g }: { common: Common; game: OpenGame }) {
  const { ctx, me } = common;
  const { t } = ctx;
  const other = nameFor(ctx)(g.challenger === me ? g.defender : g.challenger);
  const step = nextStep(ctx, g, me);
  return (
    <section class="pyr-game" aria-label={t('pyr.act.gameWith', { name: other })}>
      <h3>{t('pyr.act.gameWith', { name: other })}</h3>
      <p>{t(`pyr.status.${g.status}`)}</p>
      {step ? (
        <GameCommandForm
          common={common}
          type={step.type}
          form={`${step.form}-${g.challenger}-${g.defender}`}
          fields={{ challenger: g.challenger, defender: g.defender }}
          label={step.label}
          field={step.field}
        />
      ) : null}
    </section>
  );
}

/** The command an open game asks of the player now, as it stands, if any. */
function nextStep(
  ctx: PageContext,
  g: OpenGame,
  me: string,
): { type: string; form: string; label: string; field: Fields } | undefined {
  const { t } = ctx;
  if (g.status === 'confirming' && g.challenger === me)
    return {
      type: 'ConfirmChallenge',
      form: 'confirm',
      label: t('pyr.act.confirm'),
      field: (v) => <TextField view={v} name="firstMove" label={t('pyr.act.firstMove')} required />,
    };
  if (g.status === 'accepting' && g.defender === me)
    return {
      type: 'AcceptChallenge',
      form: 'accept',
      label: t('pyr.act.accept'),
      field: (v) => <TextField view={v} name="reply" label={t('pyr.act.reply')} />,
    };
  // PYR-7: a result is reported once the game runs; nothing is chosen for the player.
  if (g.status === 'running')
    return {
      type: 'ReportResult',
      form: 'report',
      label: t('pyr.act.report'),
      field: (v) => (
        <SelectField
          view={v}
          name="result"
          label={t('pyr.act.result', { white: nameFor(ctx)(g.challenger), black: nameFor(ctx)(g.defender) })}
          required
          options={[['', '—'] as const, ...PLAYED_RESULTS.map((r) => [r, resultText(r)] as const)]}
        />
      ),
    };
  return undefined;
}

/** PYR-8: an objection to a provisional result, within its period. */
function ObjectionForm({ common, game: g }: { common: Common; game: ArchivedGame }) {
  const { ctx, me } = common;
  const { t } = ctx;
  return (
    <GameCommandForm
      common={common}
      type="ObjectToResult"
      form={`object-${g.challenger}-${g.defender}`}
      fields={{ challenger: g.challenger, defender: g.defender ?? '', by: me }}
      label={t('pyr.act.object')}
      secondary
      field={(view) => (
        <>
          <p>
            {t('pyr.act.provisional', {
              white: nameFor(ctx)(g.challenger),
              black: nameFor(ctx)(g.defender ?? ''),
              result: resultText(g.result),
              until: whenOf(ctx, g.finalAt),
            })}
          </p>
          <TextArea view={view} name="reason" label={t('pyr.act.objectReason')} required />
        </>
      )}
    />
  );
}

/** A command about the player himself (`participant`), a secondary button, labelled by the key `label`. */
const ownCommand = (common: Common, type: string, form: string, label: string, field?: Fields) => (
  <GameCommandForm
    common={common}
    type={type}
    form={form}
    fields={{ participant: common.me }}
    label={common.ctx.t(label)}
    secondary
    {...(field ? { field } : {})}
  />
);

/** A player's forms beyond his games: the player, and whether he is challenging someone now. */
interface PlayerNow {
  readonly common: Common;
  readonly player: Player;
  readonly challenging: boolean;
}

/** The rest, folded away: the waiting lists, the inactivity letter, a vacation, leaving. */
function MoreForms({ common, player: p, challenging }: PlayerNow) {
  const { ctx, submitted } = common;
  const { t } = ctx;
  return (
    <details
      class="pyr-more"
      {...(submitted && /^(lists|vacation|letter|leave)/.test(submitted.form) ? { open: true } : {})}
    >
      <summary>{t('pyr.act.more')}</summary>
      <div class="pyr-buttons">
        <ListForms common={common} player={p} challenging={challenging} />
        {p.letter ? ownCommand(common, 'AnswerInactivityLetter', 'letter', 'pyr.act.answerLetter') : null}
      </div>
      {ownCommand(common, 'AnnounceVacation', 'vacation', 'pyr.act.vacation', (view) => (
        <>
          <TextField view={view} name="from" label={t('pyr.act.from')} hint="2026-07-01" required />
          <TextField view={view} name="to" label={t('pyr.act.to')} hint="2026-07-21" required />
        </>
      ))}
      {ownCommand(common, 'LeavePyramid', 'leave', 'pyr.act.leave', () => (
        <p class="small">{t('pyr.act.leaveWarning')}</p>
      ))}
    </details>
  );
}

/** The waiting list (PYR-13) and the eternal one with its automatic challenges: join, leave, pause, resume. */
function ListForms({ common, player: p, challenging }: PlayerNow) {
  const button = (type: string, form: string, label: string) => ownCommand(common, type, form, label);
  return (
    <>
      {p.waitingSince
        ? button('LeaveWaitingList', 'lists-leave', 'pyr.act.leaveWaiting')
        : !challenging
          ? button('JoinWaitingList', 'lists-join', 'pyr.act.joinWaiting')
          : null}
      {p.eternal === 'off' ? (
        button('JoinEternalWaitingList', 'lists-eternal-join', 'pyr.act.joinEternal')
      ) : (
        <>
          {button('LeaveEternalWaitingList', 'lists-eternal-leave', 'pyr.act.leaveEternal')}
          {p.eternal === 'active'
            ? button('SuspendAutomaticChallenges', 'lists-suspend', 'pyr.act.suspend')
            : button('ResumeAutomaticChallenges', 'lists-resume', 'pyr.act.resume')}
        </>
      )}
    </>
  );
}

/** The guardian's desk: a player's message, assigned challenges to issue, late entries to review. */
export function GuardianDesk({
  ctx,
  submitted,
}: {
  ctx: PageContext;
  submitted?: SubmittedForm | undefined;
}) {
  const { t } = ctx;
  const state = pyramidOf(ctx);
  // A refused form of the desk brings back the player it was entered for.
  const chosen = typeof submitted?.values._for === 'string' ? submitted.values._for : ctx.query.for;
  const forId = chosen && ctx.roster.has(chosen) ? chosen : undefined;
  const assigned = state.open.filter((g) => g.status === 'assigned');
  const review = reviewView(state).filter((r) => !r.reviewed);
  return (
    <section class="pyr-desk" aria-labelledby="pyr-desk">
      <h2 id="pyr-desk">{t('pyr.act.desk')}</h2>
      <PlayerPicker
        ctx={ctx}
        path="/act"
        name="for"
        label={t('pyr.act.messageFrom')}
        selected={forId}
        none="—"
      />
      {forId ? <PlayerForms ctx={ctx} me={forId} submitted={submitted} guardian /> : null}
      <h3>{t('pyr.act.assigned')}</h3>
      {assigned.length === 0 ? (
        <p>{t('pyr.act.noneAssigned')}</p>
      ) : (
        assigned.map((g) => (
          <CommandForm
            ctx={ctx}
            submitted={submitted}
            type="IssueAssignedChallenge"
            form={`issue-${g.challenger}-${g.defender}`}
            fields={{ challenger: g.challenger, defender: g.defender }}
            label={t('pyr.act.issue', {
              challenger: nameFor(ctx)(g.challenger),
              defender: nameFor(ctx)(g.defender),
            })}
          />
        ))
      )}
      <QuestionedChallenges ctx={ctx} submitted={submitted} />
      <h3>{t('pyr.act.review')}</h3>
      {review.length === 0 ? (
        <p>{t('pyr.act.noneToReview')}</p>
      ) : (
        <ul class="pyr-review">
          {review.map((r) => (
            <li>
              <p>
                {t('pyr.due.review', { seq: r.seq, type: r.type })} · {whenOf(ctx, r.at)} · {r.message}
              </p>
              <CommandForm
                ctx={ctx}
                submitted={submitted}
                type="ConfirmReview"
                form={`review-${r.seq}`}
                fields={{ seq: String(r.seq) }}
                label={t('pyr.act.confirmReview')}
                secondary
              />
              {r.forcible ? (
                <CommandForm
                  ctx={ctx}
                  submitted={submitted}
                  type="ForceChallenge"
                  form={`force-${r.seq}`}
                  fields={{ seq: String(r.seq) }}
                  label={t('pyr.act.force')}
                >
                  <TextField
                    view={formView('pyr', `force-${r.seq}`, submitted)}
                    name="reason"
                    label={t('pyr.act.reason')}
                    required
                  />
                </CommandForm>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** PYR-8: challenges from a disputed result, each kept or voided with one button. */
function QuestionedChallenges({
  ctx,
  submitted,
}: {
  ctx: PageContext;
  submitted?: SubmittedForm | undefined;
}) {
  const questioned = questionedView(pyramidOf(ctx));
  if (questioned.length === 0) return null;
  const name = nameFor(ctx);
  return (
    <>
      <h3 id="pyr-questioned">{ctx.t('pyr.act.questioned')}</h3>
      <ul class="pyr-review">
        {questioned.map((q) => {
          const pair = { challenger: q.challenger, defender: q.defender };
          return (
            <li>
              <p>
                {ctx.t('pyr.act.questionedWhy', {
                  challenger: name(q.challenger),
                  defender: name(q.defender),
                  disputedChallenger: name(q.disputedChallenger),
                  disputedDefender: q.disputedDefender ? name(q.disputedDefender) : ctx.t('pyr.vacant'),
                })}{' '}
                · {whenOf(ctx, q.at)}
              </p>
              {(['keep', 'void'] as const).map((decision) => (
                <CommandForm
                  ctx={ctx}
                  submitted={submitted}
                  type="DecideQuestionedChallenge"
                  form={`questioned-${decision}-${q.challenger}-${q.defender}`}
                  fields={{ ...pair, decision }}
                  label={ctx.t(decision === 'keep' ? 'pyr.act.keepChallenge' : 'pyr.act.voidChallenge')}
                  {...(decision === 'keep' ? { secondary: true } : {})}
                />
              ))}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * Reads the forms whose fields do not map one to one onto the command: the challenge (a place
 * becomes a player or an XXX target) and the review (one event). The others go through the
 * command schema like the generated forms.
 */
export function parsePyramidForm(values: SubmittedForm['values'], ctx: PageContext): ParsedForm | undefined {
  const form = values._form;
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  if (form === 'challenge') {
    const state = pyramidOf(ctx);
    const slotOf = (name: string): number | undefined | 'bad' => {
      if (text(name) === '') return undefined;
      const slot = Number(text(name));
      return Number.isInteger(slot) && slot >= 0 && slot < state.slots.length ? slot : 'bad';
    };
    const first = slotOf('target');
    if (first === undefined || first === 'bad') return { errors: { target: ctx.t('pyr.act.pickTarget') } };
    const slots = [first];
    for (const name of ['target2', 'target3']) {
      const slot = slotOf(name);
      if (slot === 'bad') return { errors: { [name]: ctx.t('pyr.act.pickTarget') } };
      if (slot !== undefined) slots.push(slot);
    }
    // PYR-12: the targets in the order of the message, a player by name, an XXX place by place.
    const targets = slots.map((slot) => {
      const holder = playerAt(state, slot);
      const place = placeOfSlot(slot);
      return holder ? { player: holder.id } : { level: place.level, index: place.index };
    });
    const firstMove = text('firstMove');
    return {
      command: {
        type: 'IssueChallenge',
        challenger: text('challenger'),
        targets,
        ...(firstMove ? { firstMove } : {}),
      },
    };
  }
  if (typeof form === 'string' && /^review-\d+$/.test(form))
    return { command: { type: 'ConfirmReview', seqs: [Number(text('seq'))] } };
  if (typeof form === 'string' && /^force-\d+$/.test(form))
    return { command: { type: 'ForceChallenge', seq: Number(text('seq')), reason: text('reason') } };
  return undefined;
}
