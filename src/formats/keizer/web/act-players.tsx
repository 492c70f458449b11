/**
 * The director's player tools on the "act" page: late notices awaiting his decision (KZ-11),
 * signing players off and on (KZ-13), late entrants with the proposed entry points (KZ-6), and
 * club team matches with their drivers for the travel report (KZ-8, KZ-16).
 */
import { formatRational, makeRational } from '../../../core/rational.js';
import {
  ActForm,
  ChoiceGroup,
  formView,
  SelectField,
  TextArea,
  TextField,
} from '../../../server/forms/form-kit.js';
import type { PageContext, SubmittedForm } from '../../../server/kit/ui.js';
import { isSignedOff, proposeEntryPoints, totalRounds } from '../index.js';
import { directorRound } from './act-evening.js';
import { AbsenceKind } from './act-player.js';
import { kindOf } from './parse-form.js';
import { Section } from './section.js';
import { dateText, nameIn, stateOf } from './shared.js';

type Props = { ctx: PageContext; submitted?: SubmittedForm | undefined };

const opened = (submitted: SubmittedForm | undefined, kinds: readonly string[]): boolean =>
  submitted !== undefined && kinds.includes(kindOf(submitted.form));

/** The director enters a notice for a player (by phone, in person), excusing a late one with a reason. */
function DirectorNotice({ ctx, submitted }: Props) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const form = 'absence:director';
  const back = formView('kz', form, submitted);
  // Every evening of the season, each with its date: a notice the director enters late may be for
  // an evening already past (issue 25.3); the evening the page works on comes preselected.
  const rounds = Array.from({ length: totalRounds(state.config) }, (_, i): [string, string] => {
    const date = state.evenings.get(i + 1);
    return [String(i + 1), `${t('round.label', { n: i + 1 })}${date ? ` — ${dateText(ctx, date)}` : ''}`];
  });
  const chosen = back.value('rounds', String(directorRound(ctx, submitted)));
  return (
    <details {...(back.submitted ? { open: true } : {})}>
      <summary>{t('keizer.act.enterNotice')}</summary>
      <ActForm view={back} class="keizer-form" ctx={ctx}>
        <SelectField
          view={back}
          name="participant"
          label={t('keizer.act.player')}
          options={state.players
            .map((p): [string, string] => [p.id, nameIn(ctx)(p.id)])
            .sort((a, b) => a[1].localeCompare(b[1]))}
          empty="—"
        />
        <SelectField
          view={back}
          name="rounds"
          label={t('keizer.act.noticeEvening')}
          options={rounds}
          value={chosen}
        />
        <AbsenceKind ctx={ctx} view={back} />
        <div class="field">
          <label class="keizer-check">
            <input
              type="checkbox"
              name="excused"
              value="true"
              {...(back.value('excused') === 'true' ? { checked: true } : {})}
            />{' '}
            {t('keizer.act.excused')}
          </label>
        </div>
        <TextArea view={back} name="note" label={t('keizer.act.reasonIfExcused')} />
        <button type="submit">{t('keizer.act.saveNotice')}</button>
      </ActForm>
    </details>
  );
}

export function AttendanceActions({ ctx, submitted }: Props) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const name = nameIn(ctx);
  const next = state.lastPaired + 1;
  const late = [...state.notices]
    .filter(([, n]) => n.late && !n.excused && n.reason === 'notice')
    .map(([key]) => ({ round: Number(key.slice(0, key.indexOf(':'))), id: key.slice(key.indexOf(':') + 1) }))
    .sort((a, b) => a.round - b.round);
  const off = state.players.filter((p) => isSignedOff(state, p.id, next));
  const on = state.players.filter((p) => !isSignedOff(state, p.id, next));
  const form = 'signoff';
  const back = formView('kz', form, submitted);
  return (
    <Section
      ctx={ctx}
      id="attendance"
      title={t('keizer.act.attendance')}
      open={opened(submitted, ['accept', 'signoff', 'signon', 'absence'])}
    >
      <DirectorNotice ctx={ctx} submitted={submitted} />
      <h3>{t('keizer.act.lateNotices')}</h3>
      {late.length === 0 ? (
        <p class="muted">{t('keizer.act.noLateNotices')}</p>
      ) : (
        <ul>
          {late.map(({ round, id }) => {
            const f = `accept:${round}:${id}`;
            const b = formView('kz', f, submitted);
            return (
              <li>
                {t('round.label', { n: round })}: {name(id)}
                <details {...(b.submitted ? { open: true } : {})}>
                  <summary>{t('keizer.act.acceptLate')}</summary>
                  <ActForm
                    view={formView('kz', f, submitted)}
                    class="keizer-form"
                    ctx={ctx}
                    hidden={{ participant: id, round: round }}
                  >
                    <TextArea view={b} name="reason" label={t('keizer.act.reason')} required />
                    <button type="submit">{t('keizer.act.acceptLate')}</button>
                  </ActForm>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      <h3>{t('keizer.act.signedOff')}</h3>
      {off.length === 0 ? (
        <p class="muted">{t('keizer.act.nobodySignedOff')}</p>
      ) : (
        <ul>
          {off.map((p) => (
            <li>
              {name(p.id)}
              <ActForm
                view={formView('kz', `signon:${p.id}`, submitted)}
                class="inline keizer-form"
                ctx={ctx}
                hidden={{ participant: p.id }}
              >
                <button type="submit" class="secondary">
                  {t('keizer.act.signOn')}
                </button>
              </ActForm>
            </li>
          ))}
        </ul>
      )}
      <details {...(back.submitted ? { open: true } : {})}>
        <summary>{t('keizer.act.signOff')}</summary>
        <ActForm view={back} class="keizer-form" ctx={ctx}>
          <SelectField
            view={back}
            name="participant"
            label={t('keizer.act.player')}
            options={on
              .map((p): [string, string] => [p.id, name(p.id)])
              .sort((a, b) => a[1].localeCompare(b[1]))}
            empty="—"
          />
          <TextArea view={back} name="reason" label={t('keizer.act.reason')} required />
          <button type="submit">{t('keizer.act.signOff')}</button>
        </ActForm>
      </details>
    </Section>
  );
}

/** KZ-6: register a late entrant, then give him entry points (the proposal, or others with a reason). */
export function EntryActions({ ctx, submitted }: Props) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const name = nameIn(ctx);
  const late = state.players.filter((p) => p.firstRound > 1);
  const reg = 'register';
  const regBack = formView('kz', reg, submitted);
  // Before round 1 everyone enters the initial ranking (KZ-4); later a newcomer is a late entrant (KZ-6).
  const started = state.lastPaired > 0;
  const label = t(started ? 'keizer.act.register' : 'keizer.act.registerPlayer');
  return (
    <Section
      ctx={ctx}
      id="entry"
      title={t(started ? 'keizer.entry.title' : 'keizer.act.players')}
      open={opened(submitted, ['register', 'entry'])}
    >
      <details {...(regBack.submitted || !started ? { open: true } : {})}>
        <summary>{label}</summary>
        <p class="small muted">
          {started
            ? t('keizer.act.registerHint', { round: state.lastPaired + 1 })
            : t('keizer.act.registerBefore', { count: state.players.length })}
        </p>
        <ActForm view={regBack} class="keizer-form" ctx={ctx}>
          <TextField view={regBack} name="name" label={t('invite.name')} required />
          <TextField view={regBack} name="alias" label={t('keizer.act.alias')} />
          <TextField view={regBack} name="rating" label={t('col.rating')} inputmode="numeric" />
          <button type="submit">{label}</button>
        </ActForm>
      </details>
      {late.map((p) => {
        const proposal = proposeEntryPoints(state, p.id);
        const form = `entry:${p.id}`;
        const back = formView('kz', form, submitted);
        const proposed = proposal ? makeRational(proposal.points) : '';
        return (
          <div class="keizer-card">
            <p>
              <strong>{name(p.id)}</strong> ({t('round.label', { n: p.firstRound })})
              {proposal ? (
                <>
                  {' — '}
                  {t('keizer.entry.proposed', {
                    points: formatRational(proposal.points, 2, true),
                    place: proposal.place,
                    above: proposal.above ? name(proposal.above) : '–',
                    below: proposal.below ? name(proposal.below) : '–',
                  })}
                </>
              ) : null}
            </p>
            <ActForm
              view={formView('kz', form, submitted)}
              class="keizer-form"
              ctx={ctx}
              hidden={{ participant: p.id }}
            >
              <TextField
                view={back}
                name="points"
                label={t('keizer.player.entryPoints')}
                value={p.entryPoints ?? proposed}
                inputmode="decimal"
              />
              <TextArea view={back} name="reason" label={t('keizer.act.reasonIfNotProposal')} />
              <button type="submit">{t('keizer.act.setEntry')}</button>
            </ActForm>
          </div>
        );
      })}
    </Section>
  );
}

/** KZ-8, KZ-16: a club team match, who played (absent with 2/3 that evening) and who drove how far. */
export function TeamActions({ ctx, submitted }: Props) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const name = nameIn(ctx);
  const form = 'team';
  const back = formView('kz', form, submitted);
  const players = state.players
    .map((p): [string, string] => [p.id, name(p.id)])
    .sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <Section ctx={ctx} id="team" title={t('keizer.act.teamMatches')} open={back.submitted}>
      <p class="small muted">{t('keizer.act.teamHint')}</p>
      <ActForm view={back} class="keizer-form" ctx={ctx}>
        <TextField view={back} name="date" label={t('keizer.act.date')} type="date" />
        <TextField view={back} name="team" label={t('keizer.act.team')} />
        <TextField view={back} name="opponent" label={t('keizer.act.opponent')} />
        <div class="field">
          <label class="keizer-check">
            <input
              type="checkbox"
              name="away"
              value="true"
              {...(back.value('away') === 'true' ? { checked: true } : {})}
            />{' '}
            {t('keizer.travel.away')}
          </label>
        </div>
        <ChoiceGroup
          class="keizer-choices"
          multiple
          view={back}
          name="players"
          legend={t('keizer.act.teamPlayers')}
          options={players}
        />
        <TextArea view={back} name="drivers" label={t('keizer.act.drivers')} rows={3} />
        <button type="submit">{t('keizer.act.recordTeamMatch')}</button>
      </ActForm>
    </Section>
  );
}
