/**
 * The dates of numbered rounds on the act page (issue 25.5), shared by the formats whose rounds a
 * director dates (`ScheduleRounds`, core/round-dates.ts): one date-time field per round in the
 * club's zone, and the reader that turns the filled ones into the command. The section's anchor is
 * `#dates`, where the setup checklist's "Dates and rounds set" leads (the module's `datesForm`).
 */
import { asOfFields, readAsOf } from '../../app/competitions/as-of.js';
import type { Moment } from '../../core/types.js';
import { ActForm, formView, TextField } from '../forms/form-kit.js';
import { FormReader } from '../forms/form-reader.js';
import type { PageContext, ParsedForm, SubmittedForm } from './ui.js';

/** The form's name (`_form`) and its section's anchor. */
export const DATES_FORM = 'dates';

/** A moment as the date-time field shows it, in the club's zone. */
const localField = (m: Moment | undefined, zone: string): string => {
  if (!m) return '';
  const { date, time } = asOfFields(m, zone);
  return `${date}T${time}`;
};

/** The rounds 1 … `count` with the dates they have; open while none has one or it was sent back. */
export function RoundDatesForm(props: {
  ctx: PageContext;
  submitted?: SubmittedForm | undefined;
  /** The form's field-id prefix (the format's). */
  prefix: string;
  count: number;
  dates: ReadonlyMap<number, Moment> | undefined;
}) {
  const { ctx, count, dates } = props;
  const { t } = ctx;
  const back = formView(props.prefix, DATES_FORM, props.submitted);
  if (count === 0) return null;
  const rounds = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <section id={DATES_FORM} aria-labelledby={`${props.prefix}-dates-title`}>
      <details {...(back.submitted || !dates || dates.size === 0 ? { open: true } : {})}>
        <summary id={`${props.prefix}-dates-title`}>{t('dates.title')}</summary>
        <ActForm
          view={back}
          ctx={ctx}
          class="command"
          submit={t('dates.save')}
          fields={rounds.map((r) => `round.${r}`)}
        >
          <p class="muted small">{t('dates.hint')}</p>
          {rounds.map((r) => (
            <TextField
              view={back}
              name={`round.${r}`}
              type="datetime-local"
              label={t('dates.round', { round: r })}
              value={localField(dates?.get(r), ctx.zone)}
            />
          ))}
        </ActForm>
      </details>
    </section>
  );
}

/** Reads the rounds' dates: every filled field a round's moment in the club's zone. */
export function parseRoundDates(
  values: SubmittedForm['values'],
  ctx: PageContext,
  count: number,
): ParsedForm {
  const r = new FormReader(values, ctx.t);
  const rounds: { round: number; at: Moment }[] = [];
  for (let round = 1; round <= count; round++) {
    const text = r.text(`round.${round}`);
    if (!text) continue;
    const read = readAsOf(text, undefined, ctx.zone);
    if (read.ok) rounds.push({ round, at: read.value });
    else r.fail(`round.${round}`, 'error.badMoment');
  }
  if (rounds.length === 0) r.fail('_', 'dates.nothing');
  return r.done(() => ({ type: 'ScheduleRounds', rounds }));
}
