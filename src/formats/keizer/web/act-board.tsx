/**
 * One board of the director's evening (KZ-9, KZ-12, KZ-13, KZ-17): its result by three buttons,
 * the correction of a result with a reason, and the changes of an unplayed board — a no-show,
 * swapped colours, an undone pair (the overrides ask for a reason); and the bye or a stranded
 * player who may turn out not to have come.
 */

import { ActForm, type FormView, formView, SelectField, TextArea } from '../../../server/forms/form-kit.js';
import type { PageContext, SubmittedForm } from '../../../server/kit/ui.js';
import { type EveningBoard, GAME_RESULTS, RESULT_TEXT } from '../index.js';
import { BOARD_ACTIONS } from './parse-form.js';
import { nameIn } from './shared.js';

type Props = { ctx: PageContext; submitted?: SubmittedForm | undefined };

/** A form of one board: its view, and the round and players it sends as hidden fields. */
type BoardForm = {
  ctx: PageContext;
  view: FormView;
  pair: { round: number; white: string; black: string };
};

/** The anchor of a board on the act page: a recorded result leads the keyboard to the next one. */
export const boardAnchor = (round: number, board: number) => `board-${round}-${board}`;

export function BoardItem({
  ctx,
  round,
  board,
  submitted,
  next,
}: Props & { round: number; board: EveningBoard; next?: number | undefined }) {
  const { t } = ctx;
  const name = nameIn(ctx);
  const { white, black } = { white: board.white.participantId, black: board.black.participantId };
  const key = `${round}:${white}:${black}`;
  const pair = { round, white, black };
  const view = (form: string) => formView('kz', `${form}:${key}`, submitted);
  return (
    <li class="keizer-board" value={board.board} id={boardAnchor(round, board.board)} tabindex={-1}>
      <p>
        <strong>{name(white)}</strong> – <strong>{name(black)}</strong>{' '}
        {board.result ? (
          <span class="badge ok">{RESULT_TEXT[board.result]}</span>
        ) : board.status === 'cancelled' ? (
          <span class="badge warn">{t('keizer.evening.cancelled')}</span>
        ) : null}
      </p>
      {board.status === 'to-play' ? (
        <>
          <ResultButtons
            ctx={ctx}
            view={view('result')}
            pair={pair}
            next={
              next === undefined
                ? `/c/${ctx.loaded.record.id}/act#keizer-evening`
                : `/c/${ctx.loaded.record.id}/act?round=${round}#${boardAnchor(round, next)}`
            }
          />
          <ChangeBoard ctx={ctx} view={view('board')} pair={pair} />
        </>
      ) : null}
      {board.result ? (
        <CorrectForm ctx={ctx} view={view('correct')} pair={pair} result={board.result} />
      ) : null}
    </li>
  );
}

/**
 * The three result buttons of an open board. `_seen`: the board showed no result, so one recorded
 * since is not overwritten (issue 25.15); `_next`: the page comes back at the next open board.
 */
function ResultButtons({ ctx, view: back, pair, next }: BoardForm & { next: string }) {
  const { t } = ctx;
  return (
    <ActForm view={back} class="inline keizer-form" ctx={ctx} hidden={{ ...pair, _seen: '', _next: next }}>
      {GAME_RESULTS.map((r) => (
        <button
          type="submit"
          name="result"
          value={r}
          class="secondary"
          aria-label={t('keizer.act.resultFor', {
            result: RESULT_TEXT[r],
            white: nameIn(ctx)(pair.white),
            black: nameIn(ctx)(pair.black),
          })}
        >
          {RESULT_TEXT[r]}
        </button>
      ))}
      {back.error('result') ? <span class="field-error">{back.error('result')}</span> : null}
    </ActForm>
  );
}

/** KZ-17: the director corrects a result; the correction asks for a reason and supersedes the old entry. */
function CorrectForm({ ctx, view: back, pair, result }: BoardForm & { result: EveningBoard['result'] }) {
  const { t } = ctx;
  return (
    <details {...(back.submitted ? { open: true } : {})}>
      <summary>{t('keizer.act.correct')}</summary>
      <ActForm view={back} class="keizer-form" ctx={ctx} hidden={{ ...pair, _seen: result ?? '' }}>
        <SelectField
          view={back}
          name="result"
          label={t('comp.result')}
          options={GAME_RESULTS.map((r): [string, string] => [r, RESULT_TEXT[r]])}
          {...(result ? { value: result } : {})}
        />
        <TextArea view={back} name="reason" label={t('keizer.act.reason')} required />
        <button type="submit">{t('keizer.act.correct')}</button>
      </ActForm>
    </details>
  );
}

/** No-shows, swapped colours and undone pairs of one board; the overrides ask for a reason. */
function ChangeBoard({ ctx, view: back, pair }: BoardForm) {
  const { t } = ctx;
  const name = nameIn(ctx);
  const { white, black } = pair;
  const labels: Record<(typeof BOARD_ACTIONS)[number], string> = {
    'noshow-white': t('keizer.act.noShowOf', { name: name(white) }),
    'noshow-black': t('keizer.act.noShowOf', { name: name(black) }),
    'swap-colours': t('keizer.act.swapColours'),
    unpair: t('keizer.act.unpair'),
  };
  return (
    <details {...(back.submitted ? { open: true } : {})}>
      <summary>{t('keizer.act.changeBoard')}</summary>
      <ActForm view={back} class="keizer-form" ctx={ctx} hidden={pair}>
        <SelectField
          view={back}
          name="action"
          label={t('keizer.act.what')}
          options={BOARD_ACTIONS.map((a): [string, string] => [a, labels[a]])}
        />
        <TextArea view={back} name="reason" label={t('keizer.act.reasonIfOverride')} />
        <button type="submit">{t('keizer.act.apply')}</button>
      </ActForm>
    </details>
  );
}

/** The bye or a stranded player: he may turn out not to have come (KZ-13). */
export function Single({
  ctx,
  round,
  id,
  label,
  submitted,
}: Props & { round: number; id: string; label: string }) {
  const { t } = ctx;
  const form = `noshow:${round}:${id}`;
  return (
    <div class="keizer-single">
      <p>
        <strong>{label}:</strong> {nameIn(ctx)(id)}
      </p>
      <ActForm
        view={formView('kz', form, submitted)}
        class="inline keizer-form"
        ctx={ctx}
        hidden={{ round: round, participant: id }}
      >
        <button type="submit" class="secondary">
          {t('keizer.act.noShowOf', { name: nameIn(ctx)(id) })}
        </button>
      </ActForm>
    </div>
  );
}
