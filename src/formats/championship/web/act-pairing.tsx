/**
 * Pairing a round: by the rules (New Swiss, SD-8; the final candidates, SD-9 … SD-14; the
 * placement round, SD-16) with the repeats setting, or by hand — a board table prefilled with
 * the current pairing or the rules' proposal. A round without results may be paired again.
 * Pairing again, more repeats than configured, and pairing by hand ask for a reason.
 */
import type { ParticipantId } from '../../../core/types.js';
import { ActForm, formView, Hidden, NumberField, SelectField } from '../../../server/forms/form-kit.js';
import type { SubmittedForm } from '../../../server/kit/ui.js';
import { activePlayers, computeStandings, formatRecord, type Pairing, planRound } from '../index.js';
import type { ChampionshipPage } from './page.js';
import { methodLabel } from './progress.js';
import { ReasonField } from './reason.js';

/** The boards to start from: the round's pairing, else the rules' proposal, else standing order. */
function startingPairings(page: ChampionshipPage, round: number): readonly Pairing[] {
  const { state } = page;
  const paired = state.rounds[round - 1];
  if (paired) return paired.pairings;
  const planned = planRound(state, round, state.config.repeats);
  if (planned.ok) return planned.value.pairings;
  const active = new Set(activePlayers(state, round).map((p) => p.id));
  const order = computeStandings(state, round - 1).filter((s) => active.has(s.id));
  return Array.from({ length: Math.ceil(order.length / 2) }, (_, i) => ({
    first: (order[2 * i] as { id: ParticipantId }).id,
    second: order[2 * i + 1]?.id ?? null,
  }));
}

function ManualForm({
  page,
  round,
  submitted,
}: {
  page: ChampionshipPage;
  round: number;
  submitted?: SubmittedForm;
}) {
  const { t, state } = page;
  const form = formView('cf', 'pair-manual', submitted);
  const active = new Set(activePlayers(state, round).map((p) => p.id));
  const standings = computeStandings(state, round - 1).filter((s) => active.has(s.id));
  const options = standings.map((s): [string, string] => [
    s.id,
    `${s.place}. ${page.name(s.id)} (${formatRecord(s.halfWins, s.halfLosses)})`,
  ]);
  const start = startingPairings(page, round);
  const rows = Math.ceil(standings.length / 2) + 1;
  const fields = Array.from({ length: rows }, (_, k) => [`first.${k + 1}`, `second.${k + 1}`]).flat();
  return (
    <ActForm
      class="championship-form"
      ctx={page.ctx}
      view={form}
      submit={t('champ.act.pairByHand', { round })}
      fields={[...fields, 'reason']}
    >
      <p class="small muted">{t('champ.act.manualHint')}</p>
      <Hidden name="_round" value={round} />
      <Hidden name="_rows" value={rows} />
      <ol class="championship-manual">
        {Array.from({ length: rows }, (_, k) => {
          const p = start[k];
          return (
            <li>
              <p class="championship-board-label">
                {t('comp.board')} {k + 1}
              </p>
              <SelectField
                view={form}
                name={`first.${k + 1}`}
                label={t('champ.pairings.first')}
                options={options}
                empty="—"
                {...(p ? { value: p.first } : {})}
              />
              <SelectField
                view={form}
                name={`second.${k + 1}`}
                label={t('champ.pairings.second')}
                options={[...options, ['bye', t('champ.result.bye')]]}
                empty="—"
                {...(p ? { value: p.second ?? 'bye' } : {})}
              />
            </li>
          );
        })}
      </ol>
      <ReasonField page={page} form={form} />
    </ActForm>
  );
}

export function PairSection(props: { page: ChampionshipPage; round: number; submitted?: SubmittedForm }) {
  const { page, round } = props;
  const { t, state } = page;
  const again = state.rounds[round - 1] !== undefined;
  const form = formView('cf', 'pair-round', props.submitted);
  const manual = page.ctx.query.manual === '1' || props.submitted?.form === 'pair-manual';
  return (
    <section id="champ-pair" class="championship-panel" aria-labelledby="champ-pair-title">
      <h2 id="champ-pair-title">
        {t(again ? 'champ.act.pairAgainTitle' : 'champ.act.pairTitle', { round })} ·{' '}
        {methodLabel(page, round)}
      </h2>
      {round === state.config.candidatesRound ? (
        <p>
          <a href={page.href('candidates')}>{t('champ.act.candidatesPreview', { round })}</a>
        </p>
      ) : null}
      <ActForm
        class="championship-form"
        ctx={page.ctx}
        view={form}
        submit={t('champ.act.pairRound', { round })}
        fields={['repeats', 'reason']}
      >
        <Hidden name="_round" value={round} />
        <NumberField
          view={form}
          name="repeats"
          label={t('champ.act.repeats')}
          hint={t('champ.act.repeatsHint', { repeats: state.config.repeats })}
        />
        <ReasonField
          page={page}
          form={form}
          when={t(again ? 'champ.act.reasonAgain' : 'champ.act.reasonRepeats', {
            repeats: state.config.repeats,
          })}
        />
      </ActForm>
      <h3 id="champ-pair-manual">{t('champ.act.manualTitle', { round })}</h3>
      {manual ? (
        <ManualForm page={page} round={round} {...(props.submitted ? { submitted: props.submitted } : {})} />
      ) : (
        <p>
          <a href={`${page.href('act', { manual: 1 })}#champ-pair-manual`}>{t('champ.act.manualOpen')}</a>
        </p>
      )}
    </section>
  );
}
