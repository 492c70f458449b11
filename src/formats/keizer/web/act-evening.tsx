/**
 * The director's evening on the "act" page: before the pairing, who comes and who does not
 * (notices, late notices to accept, signed-off players, KZ-11, KZ-13) and the pairing itself
 * with pairs he fixes (KZ-12); after it, every board with its result to enter or correct
 * (KZ-17), no-shows, swapped colours, undone pairs and swapped players, and the re-pairing of
 * stranded players with the bye (KZ-9). `?round=` opens any earlier evening.
 */
import { isAfter } from '../../../core/moment.js';
import {
  ActForm,
  ChoiceGroup,
  type FormView,
  formView,
  SelectField,
  TextArea,
} from '../../../server/forms/form-kit.js';
import type { PageContext, SubmittedForm } from '../../../server/kit/ui.js';
import { type EveningView, eveningView, expectedPlayers, missingResults, totalRounds } from '../index.js';
import { BoardItem, Single } from './act-board.js';
import { FIXED_ROWS } from './parse-form.js';
import { Section } from './section.js';
import { dateText, intIn, momentText, nameIn, outcomeText, RoundPicker, stateOf } from './shared.js';

type Props = { ctx: PageContext; submitted?: SubmittedForm | undefined };

/** The evening the director works on: an open round with missing results, else the next one. */
export function directorRound(ctx: PageContext, submitted?: SubmittedForm): number {
  const state = stateOf(ctx);
  const last = state.lastPaired;
  const next = Math.min(totalRounds(state.config), last + 1);
  const fallback =
    last > 0 && eveningView(state, last).boards.some((b) => b.status === 'to-play') ? last : next;
  // A refused form of an evening (its pairing, a board, a result, a correction, an absence) comes
  // back to the evening it was for, so that its field and reason show (issue 25.4).
  const refused =
    submitted && /^(?:re)?(?:pair|result|correct|board|accept|signon):(\d+)(?::|$)/.exec(submitted.form)?.[1];
  return intIn(refused ?? ctx.query.round, 1, next) ?? fallback;
}

const playerOptions = (ctx: PageContext, ids: readonly string[]): [string, string][] => {
  const name = nameIn(ctx);
  return ids.map((id): [string, string] => [id, name(id)]).sort((a, b) => a[1].localeCompare(b[1]));
};

export function EveningActions({ ctx, submitted }: Props) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const round = directorRound(ctx, submitted);
  const view = eveningView(state, round);
  const title = `${t('keizer.act.evening')}: ${t('round.label', { n: round })}${view.date ? ` — ${dateText(ctx, view.date)}` : ''}`;
  return (
    <Section ctx={ctx} id="evening" title={title} open>
      <RoundPicker
        ctx={ctx}
        path="/act"
        rounds={Array.from(
          { length: Math.min(totalRounds(state.config), state.lastPaired + 1) },
          (_, i) => i + 1,
        )}
        round={round}
        label={t('keizer.evening.choose')}
        extra={{ section: 'evening' }}
      />
      {state.rounds.has(round) ? (
        <Paired ctx={ctx} view={view} submitted={submitted} />
      ) : (
        <BeforePairing ctx={ctx} view={view} submitted={submitted} />
      )}
    </Section>
  );
}

function BeforePairing({ ctx, view, submitted }: Props & { view: EveningView }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const expected = expectedPlayers(state, view.round);
  return (
    <>
      {view.noticeDeadline ? (
        <p>
          {t('keizer.act.deadlineAndPublication', {
            deadline: momentText(ctx, view.noticeDeadline),
            publication: momentText(ctx, view.publishedAt ?? view.noticeDeadline),
          })}
        </p>
      ) : (
        <p class="muted">{t('keizer.act.eveningNotPlanned')}</p>
      )}
      <p>{t('keizer.act.expected', { count: expected.length })}</p>
      <AbsentList ctx={ctx} view={view} submitted={submitted} />
      <PairForm ctx={ctx} round={view.round} players={expected} submitted={submitted} />
    </>
  );
}

/** Who is not coming and why; late notices to accept (KZ-11) and signed-off players to sign on (KZ-13). */
function AbsentList({ ctx, view, submitted }: Props & { view: EveningView }) {
  const { t } = ctx;
  const name = nameIn(ctx);
  if (view.absent.length === 0) return <p class="muted">{t('keizer.act.nobodyAbsent')}</p>;
  return (
    <ul class="keizer-absent">
      {view.absent.map((a) => {
        const form = `${a.kind === 'late-notice' ? 'accept' : 'signon'}:${view.round}:${a.participantId}`;
        const back = formView('kz', form, submitted);
        return (
          <li>
            {name(a.participantId)} — {outcomeText(ctx, a.kind)}
            {a.kind === 'late-notice' ? (
              <details {...(back.submitted ? { open: true } : {})}>
                <summary>{t('keizer.act.acceptLate')}</summary>
                <ActForm
                  view={back}
                  class="keizer-form"
                  ctx={ctx}
                  hidden={{ participant: a.participantId, round: view.round }}
                >
                  <TextArea view={back} name="reason" label={t('keizer.act.reason')} required />
                  <button type="submit">{t('keizer.act.acceptLate')}</button>
                </ActForm>
              </details>
            ) : a.kind === 'signed-off' ? (
              <ActForm
                view={back}
                class="inline keizer-form"
                ctx={ctx}
                hidden={{ participant: a.participantId }}
              >
                <button type="submit" class="secondary">
                  {t('keizer.act.signOn')}
                </button>
              </ActForm>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** KZ-12: pair the evening, optionally with pairs the director fixes (a reason is asked). */
function PairForm({
  ctx,
  round,
  players,
  submitted,
  again,
}: Props & { round: number; players: readonly string[]; again?: boolean }) {
  const { t } = ctx;
  const form = `pair:${round}`;
  const back = formView('kz', form, submitted);
  const options = playerOptions(ctx, players);
  return (
    <ActForm view={back} class="keizer-form" ctx={ctx} hidden={{ round: round }}>
      <details {...(back.submitted ? { open: true } : {})}>
        <summary>{t('keizer.act.fixPairs')}</summary>
        {Array.from({ length: FIXED_ROWS }, (_, i) => (
          <fieldset class="keizer-pair">
            <legend>{t('keizer.act.fixedPair', { n: i + 1 })}</legend>
            <SelectField
              view={back}
              name={`fixed.${i}.white`}
              label={t('keizer.colour.white')}
              options={options}
              empty="—"
            />
            <SelectField
              view={back}
              name={`fixed.${i}.black`}
              label={t('keizer.colour.black')}
              options={options}
              empty="—"
            />
          </fieldset>
        ))}
        <TextArea view={back} name="reason" label={t('keizer.act.reasonIfFixed')} />
      </details>
      {again ? null : <MissingResults ctx={ctx} back={back} round={round} />}
      <button type="submit">{t(again ? 'keizer.act.pairAgain' : 'keizer.act.pair', { round })}</button>
    </ActForm>
  );
}

/** KZ-12: results of earlier evenings still missing are listed; pairing needs a confirmation then. */
function MissingResults({ ctx, back, round }: { ctx: PageContext; back: FormView; round: number }) {
  const { t } = ctx;
  const missing = missingResults(stateOf(ctx), round);
  if (missing.length === 0) return null;
  return (
    <div class="notice" role="note">
      <p>{t('keizer.act.missingResults', { count: missing.length })}</p>
      <ul>
        {missing.map((m) => (
          <li>
            {t('keizer.act.missingGame', {
              round: m.round,
              white: nameIn(ctx)(m.white),
              black: nameIn(ctx)(m.black),
            })}
          </li>
        ))}
      </ul>
      <ChoiceGroup
        class="keizer-choices"
        multiple
        view={back}
        name="confirmMissing"
        legend={t('keizer.act.confirmMissing')}
        options={[['1', t('keizer.act.pairAnyway')]]}
      />
    </div>
  );
}

/**
 * The open board after `board` (wrapping round to the first), where a recorded result leads the
 * keyboard (issue 25.6); undefined when no other board is open.
 */
function nextOpenBoard(boards: EveningView['boards'], board: number): number | undefined {
  const open = boards.filter((b) => b.status === 'to-play' && b.board !== board).map((b) => b.board);
  return open.find((n) => n > board) ?? open[0];
}

function Paired({ ctx, view, submitted }: Props & { view: EveningView }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const record = state.rounds.get(view.round);
  const inPairing = [
    ...view.boards.flatMap((b) => [b.white.participantId, b.black.participantId]),
    ...(view.bye ? [view.bye.participantId] : []),
    ...view.unpaired.map((s) => s.participantId),
  ];
  const cancelled = view.boards.some((b) => b.status === 'cancelled');
  const missing = expectedPlayers(state, view.round).filter(
    (id) => !inPairing.includes(id) && !record?.noShows.has(id),
  );
  return (
    <>
      {view.publishedAt ? (
        <p>
          {t(isAfter(view.publishedAt, ctx.asOf) ? 'keizer.act.willPublish' : 'keizer.act.published', {
            moment: momentText(ctx, view.publishedAt),
          })}
        </p>
      ) : null}
      {view.relaxed.length > 0 ? (
        <ul class="notice">
          {view.relaxed.map((r) => (
            <li>
              {t(`keizer.relaxed.${r.code}`)}: {r.participants.map(nameIn(ctx)).join(', ')}
            </li>
          ))}
        </ul>
      ) : null}
      <ol class="keizer-board-list">
        {view.boards.map((b) => (
          <BoardItem
            ctx={ctx}
            round={view.round}
            board={b}
            submitted={submitted}
            next={nextOpenBoard(view.boards, b.board)}
          />
        ))}
      </ol>
      {view.bye ? (
        <Single
          ctx={ctx}
          round={view.round}
          id={view.bye.participantId}
          label={t('keizer.outcome.bye')}
          submitted={submitted}
        />
      ) : null}
      {view.unpaired.map((s) => (
        <Single
          ctx={ctx}
          round={view.round}
          id={s.participantId}
          label={t('keizer.outcome.stranded')}
          submitted={submitted}
        />
      ))}
      {missing.length > 0 ? (
        <p class="notice">{t('keizer.act.missing', { names: missing.map(nameIn(ctx)).join(', ') })}</p>
      ) : null}
      <RepairForm
        ctx={ctx}
        round={view.round}
        needed={cancelled || view.unpaired.length > 0 || missing.length > 0}
      />
      <SwapForm ctx={ctx} round={view.round} players={inPairing} submitted={submitted} />
      {record && record.results.size === 0 && view.round === state.lastPaired ? (
        <details>
          <summary>{t('keizer.act.pairAgainTitle')}</summary>
          <p class="small muted">{t('keizer.act.pairAgainHint')}</p>
          <PairForm
            ctx={ctx}
            round={view.round}
            players={expectedPlayers(state, view.round)}
            submitted={submitted}
            again
          />
        </details>
      ) : null}
    </>
  );
}

/** KZ-9: keep the games that stand; pair the stranded, the bye and latecomers. */
function RepairForm({ ctx, round, needed, submitted }: Props & { round: number; needed: boolean }) {
  const { t } = ctx;
  const form = `repair:${round}`;
  return (
    <div class={needed ? 'notice' : ''}>
      <p class="small">{t('keizer.act.repairHint')}</p>
      <ActForm
        view={formView('kz', form, submitted)}
        class="inline keizer-form"
        ctx={ctx}
        hidden={{ round: round }}
      >
        <button type="submit" {...(needed ? {} : { class: 'secondary' })}>
          {t('keizer.act.repair')}
        </button>
      </ActForm>
    </div>
  );
}

function SwapForm({ ctx, round, players, submitted }: Props & { round: number; players: readonly string[] }) {
  const { t } = ctx;
  const form = `swap:${round}`;
  const back = formView('kz', form, submitted);
  const options = playerOptions(ctx, players);
  return (
    <details {...(back.submitted ? { open: true } : {})}>
      <summary>{t('keizer.act.swapPlayers')}</summary>
      <ActForm view={back} class="keizer-form" ctx={ctx} hidden={{ round: round }}>
        <SelectField view={back} name="a" label={t('keizer.act.player')} options={options} empty="—" />
        <SelectField view={back} name="b" label={t('keizer.act.otherPlayer')} options={options} empty="—" />
        <TextArea view={back} name="reason" label={t('keizer.act.reason')} required />
        <button type="submit">{t('keizer.act.swapPlayers')}</button>
      </ActForm>
    </details>
  );
}
