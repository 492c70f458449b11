/**
 * The director's season tools on the "act" page: planning the club evenings (KZ-1, KZ-11,
 * KZ-12), the initial ranking before round 1 (KZ-4), and the groups (KZ-2), which he may take
 * over from the previous season's proposal (KZ-15) and confirms here.
 */

import { ActForm, formView, SelectField, TextArea, TextField } from '../../../server/forms/form-kit.js';
import type { PageContext, SubmittedForm } from '../../../server/kit/ui.js';
import { type KeizerState, proposeGroups, rankingAfter, totalRounds } from '../index.js';
import { kindOf } from './parse-form.js';
import { Section } from './section.js';
import { basePath, dateText, nameIn, stateOf } from './shared.js';

type Props = { ctx: PageContext; submitted?: SubmittedForm | undefined };

/** Consecutive rounds with and without a date, for a short summary of the calendar. */
function calendarRuns(state: KeizerState): { from: number; to: number; first?: string; last?: string }[] {
  const runs: { from: number; to: number; first?: string; last?: string }[] = [];
  for (let r = 1; r <= totalRounds(state.config); r++) {
    const date = state.evenings.get(r);
    const run = runs.at(-1);
    if (run && run.to === r - 1 && (run.first === undefined) === (date === undefined)) {
      runs[runs.length - 1] = { ...run, to: r, ...(date ? { last: date } : {}) };
    } else runs.push({ from: r, to: r, ...(date ? { first: date, last: date } : {}) });
  }
  return runs;
}

export function SeasonActions({ ctx, submitted }: Props) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const total = totalRounds(state.config);
  const form = 'plan';
  const back = formView('kz', form, submitted);
  const unplanned = Array.from({ length: total }, (_, i) => i + 1).find((r) => !state.evenings.has(r));
  const lastDate = [...state.evenings.values()].sort().at(-1);
  return (
    <Section
      ctx={ctx}
      id="season"
      title={t('keizer.act.season')}
      open={submitted !== undefined && ['plan', 'initial'].includes(kindOf(submitted.form))}
    >
      <h3>{t('keizer.act.evenings')}</h3>
      <ul>
        {calendarRuns(state).map((run) => (
          <li>
            {run.from === run.to
              ? t('round.label', { n: run.from })
              : t('keizer.act.rounds', { from: run.from, to: run.to })}
            {': '}
            {run.first
              ? run.first === run.last
                ? dateText(ctx, run.first)
                : `${dateText(ctx, run.first)} – ${dateText(ctx, run.last as string)}`
              : t('keizer.act.notPlanned')}
          </li>
        ))}
      </ul>
      <details {...(back.submitted ? { open: true } : {})}>
        <summary>{t('keizer.act.planEvenings')}</summary>
        <p class="small muted">
          {t('keizer.act.planHint', {
            deadline: state.config.calendar.noticeDeadline,
            publication: state.config.calendar.publication,
          })}
        </p>
        <ActForm view={back} class="keizer-form" ctx={ctx}>
          <TextField
            view={back}
            name="from"
            label={t('keizer.act.fromRound')}
            value={String(unplanned ?? 1)}
            inputmode="numeric"
          />
          <TextField
            view={back}
            name="to"
            label={t('keizer.act.toRound')}
            value={String(total)}
            inputmode="numeric"
          />
          <TextField
            view={back}
            name="first"
            label={t('keizer.act.firstDate')}
            type="date"
            {...(lastDate ? { hint: t('keizer.act.lastPlanned', { date: dateText(ctx, lastDate) }) } : {})}
          />
          <TextField
            view={back}
            name="every"
            label={t('keizer.act.everyDays')}
            value="7"
            inputmode="numeric"
          />
          <TextArea
            view={back}
            name="skip"
            label={t('keizer.act.skipDates')}
            hint={t('keizer.act.skipHint')}
          />
          <button type="submit">{t('keizer.act.planEvenings')}</button>
        </ActForm>
      </details>
      {state.lastPaired === 0 ? <InitialRanking ctx={ctx} submitted={submitted} /> : null}
    </Section>
  );
}

/** KZ-4: by rating, or by last season's standing or by hand (one name per line). */
function InitialRanking({ ctx, submitted }: Props) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const form = 'initial';
  const back = formView('kz', form, submitted);
  const order = rankingAfter(state, 0).rows.map((r) => nameIn(ctx)(r.participantId));
  return (
    <>
      <h3>{t('keizer.act.initialRanking')}</h3>
      <p class="small muted">
        {state.initialRanking
          ? t('keizer.act.initialSet', { basis: t(`keizer.basis.${state.initialRanking.basis}`) })
          : t('keizer.act.initialDefault', { basis: t(`keizer.basis.${state.config.initialOrder}`) })}
      </p>
      <ActForm view={back} class="keizer-form" ctx={ctx}>
        <SelectField
          view={back}
          name="basis"
          label={t('keizer.act.basis')}
          options={(['rating', 'previous-standing', 'manual'] as const).map((b): [string, string] => [
            b,
            t(`keizer.basis.${b}`),
          ])}
        />
        <TextArea
          view={back}
          name="order"
          label={t('keizer.act.order')}
          value={order.join('\n')}
          rows={8}
          hint={t('keizer.act.orderHint')}
        />
        <TextArea view={back} name="reason" label={t('keizer.act.reasonOptional')} />
        <button type="submit">{t('keizer.act.setInitial')}</button>
      </ActForm>
    </>
  );
}

/**
 * KZ-15: next season's proposal of an earlier competition, carried over to this one by name
 * (the same person plays under a new participant id each season); newcomers by rating.
 */
async function carriedOver(ctx: PageContext, from: string): Promise<Map<string, string> | undefined> {
  const previous = await ctx.related?.(from);
  if (previous?.loaded.record.format !== 'keizer') return undefined;
  const prevState = previous.state as KeizerState;
  const byName = new Map(
    [...previous.loaded.head.state.roster.values()].map((p) => [p.name.toLocaleLowerCase(), p.id] as const),
  );
  const state = stateOf(ctx);
  const match = new Map(
    state.players.map((p) => {
      const name = ctx.roster.get(p.id)?.name.toLocaleLowerCase() ?? '';
      return [p.id, byName.get(name) ?? `new:${p.id}`] as const;
    }),
  );
  const newcomers = state.players
    .filter((p) => match.get(p.id)?.startsWith('new:'))
    .map((p) => ({ participantId: `new:${p.id}`, rating: p.rating }));
  const proposal = proposeGroups(prevState, newcomers);
  const out = new Map<string, string>();
  for (const [id, prevId] of match) {
    const group = proposal.groups[prevId];
    if (group && state.config.groups.includes(group)) out.set(id, group);
  }
  return out;
}

/** Without groups yet: the initial ranking cut into as many equal parts as there are groups (KZ-2). */
function evenSplit(state: KeizerState): Map<string, string> {
  const rows = rankingAfter(state, 0).rows;
  const names = state.config.groups;
  return new Map(
    rows.map((r, i) => [r.participantId, names[Math.floor((i * names.length) / rows.length)] as string]),
  );
}

export async function GroupsActions({ ctx, submitted }: Props) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const form = 'groups';
  const back = formView('kz', form, submitted);
  const from = ctx.query.groupsFrom?.trim();
  const carried = from ? await carriedOver(ctx, from) : undefined;
  const start = carried ?? (state.groups.size > 0 ? state.groups : evenSplit(state));
  const rows = rankingAfter(state).rows;
  const options = state.config.groups.map((g): [string, string] => [g, g]);
  return (
    <Section
      ctx={ctx}
      id="groups"
      title={t('keizer.groups.title')}
      open={back.submitted || from !== undefined}
    >
      <form method="get" action={`${basePath(ctx)}/act`} class="inline">
        <input type="hidden" name="section" value="groups" />
        <div>
          <label for="keizer-groups-from">{t('keizer.act.groupsFrom')}</label>
          <input id="keizer-groups-from" name="groupsFrom" type="text" value={from ?? ''} />
        </div>
        <button type="submit" class="secondary">
          {t('keizer.act.takeOver')}
        </button>
      </form>
      {from && !carried ? <p class="notice error">{t('keizer.act.noSuchSeason', { id: from })}</p> : null}
      {carried ? <p class="notice">{t('keizer.act.carried', { id: from ?? '' })}</p> : null}
      <ActForm view={back} class="keizer-form" ctx={ctx}>
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">{t('keizer.groups.title')}</caption>
            <thead>
              <tr>
                <th scope="col" class="num">
                  {t('col.place')}
                </th>
                <th scope="col">{t('col.name')}</th>
                <th scope="col">{t('keizer.col.group')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr>
                  <td class="num">{r.place}</td>
                  <th scope="row">{nameIn(ctx)(r.participantId)}</th>
                  <td>
                    <SelectField
                      view={back}
                      name={`group.${r.participantId}`}
                      label={t('keizer.act.groupOf', { name: nameIn(ctx)(r.participantId) })}
                      options={options}
                      value={start.get(r.participantId) ?? ''}
                      empty="—"
                      hideLabel
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <TextArea view={back} name="reason" label={t('keizer.act.reasonIfChanged')} />
        <button type="submit">{t('keizer.act.confirmGroups')}</button>
      </ActForm>
    </Section>
  );
}
