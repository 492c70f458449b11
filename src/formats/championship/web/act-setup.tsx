/**
 * The director's set-up tools: drawing the preliminary groups (SD-3 … SD-7; a seed left empty is
 * drawn by the app and recorded), fixing them by hand with a code per player ("3B": group 3,
 * letter B), drawing the standings lot (SD-2), and withdrawing a player.
 */

import { ActForm, formView, NumberField, SelectField, TextField } from '../../../server/forms/form-kit.js';
import type { SubmittedForm } from '../../../server/kit/ui.js';
import { activePlayers, GROUP_ROUNDS, isActive } from '../index.js';
import type { ChampionshipPage } from './page.js';
import { ReasonField } from './reason.js';

/** Whether the groups may still be drawn or fixed: group rounds, and no result yet. */
export function groupsOpen(page: ChampionshipPage): boolean {
  const { state } = page;
  return (
    state.config.groupRounds &&
    state.rounds.length <= GROUP_ROUNDS &&
    state.rounds.every((r) => r.recorded === 0)
  );
}

function FixGroupsForm({ page, submitted }: { page: ChampionshipPage; submitted?: SubmittedForm }) {
  const { t, state } = page;
  const form = formView('cf', 'fix-groups', submitted);
  const codes = new Map<string, string>();
  for (const [g, group] of (state.groups?.groups ?? []).entries()) {
    for (const [k, id] of group.members.entries()) codes.set(id, `${g + 1}${String.fromCharCode(65 + k)}`);
  }
  const players = [...activePlayers(state, 1)].sort(
    (a, b) =>
      (codes.get(a.id) ?? '~').localeCompare(codes.get(b.id) ?? '~', 'en', { numeric: true }) ||
      b.rating - a.rating,
  );
  const fields = players.map((p) => `code.${p.id}`);
  return (
    <ActForm
      class="championship-form"
      ctx={page.ctx}
      view={form}
      submit={t('champ.act.fixGroups')}
      fields={[...fields, 'reason']}
    >
      <p class="small muted">{t('champ.act.fixHint')}</p>
      <div class="championship-codes">
        {players.map((p) => (
          <TextField
            view={form}
            name={`code.${p.id}`}
            label={`${page.name(p.id)}${p.rating ? ` (${p.rating})` : ''}`}
            size={4}
            {...(codes.has(p.id) ? { value: codes.get(p.id) as string } : {})}
          />
        ))}
      </div>
      <ReasonField page={page} form={form} />
    </ActForm>
  );
}

export function GroupsSection({ page, submitted }: { page: ChampionshipPage; submitted?: SubmittedForm }) {
  const { t, state } = page;
  const draw = formView('cf', 'draw-groups', submitted);
  const drawn = state.groups !== undefined;
  const fixing = page.ctx.query.fix === 'groups' || submitted?.form === 'fix-groups';
  return (
    <section id="champ-groups" class="championship-panel" aria-labelledby="champ-groups-title">
      <h2 id="champ-groups-title">{t('champ.act.groupsTitle')}</h2>
      {drawn ? (
        <p>
          {t('champ.act.groupsDrawn')} <a href={page.href('groups')}>{t('champ.act.groupsSee')}</a>
        </p>
      ) : (
        <p>{t('champ.act.groupsExplain', { players: activePlayers(state, 1).length })}</p>
      )}
      <ActForm
        class="championship-form"
        ctx={page.ctx}
        view={draw}
        submit={t(drawn ? 'champ.act.drawAgain' : 'champ.act.draw')}
        fields={['seed', 'reason']}
      >
        <TextField view={draw} name="seed" label={t('champ.act.seed')} hint={t('champ.act.seedHint')} />
        {drawn ? <ReasonField page={page} form={draw} /> : null}
      </ActForm>
      <h3 id="champ-fix-groups">{t('champ.act.fixTitle')}</h3>
      {fixing ? (
        <FixGroupsForm page={page} {...(submitted ? { submitted } : {})} />
      ) : (
        <p>
          <a href={`${page.href('act', { fix: 'groups' })}#champ-fix-groups`}>{t('champ.act.fixOpen')}</a>
        </p>
      )}
    </section>
  );
}

export function LotSection({ page, submitted }: { page: ChampionshipPage; submitted?: SubmittedForm }) {
  const { t } = page;
  const form = formView('cf', 'draw-lot', submitted);
  return (
    <details class="championship-panel" {...(submitted?.form === 'draw-lot' ? { open: true } : {})}>
      <summary>{t('champ.act.lotTitle')}</summary>
      <p class="small muted">{t('champ.act.lotExplain')}</p>
      <ActForm
        class="championship-form"
        ctx={page.ctx}
        view={form}
        submit={t('champ.act.drawLot')}
        fields={['seed']}
        secondary
      >
        <TextField view={form} name="seed" label={t('champ.act.seed')} hint={t('champ.act.seedHint')} />
      </ActForm>
    </details>
  );
}

export function WithdrawSection({ page, submitted }: { page: ChampionshipPage; submitted?: SubmittedForm }) {
  const { t, state } = page;
  const form = formView('cf', 'withdraw', submitted);
  const next = state.rounds.length + 1;
  const options = state.players
    .filter((p) => isActive(state, p.id, next))
    .map((p): [string, string] => [p.id, page.name(p.id)])
    .sort((a, b) => a[1].localeCompare(b[1], page.ctx.lang));
  return (
    <details class="championship-panel" {...(submitted?.form === 'withdraw' ? { open: true } : {})}>
      <summary>{t('champ.act.withdrawTitle')}</summary>
      <p class="small muted">{t('champ.act.withdrawHint', { round: next })}</p>
      <ActForm
        class="championship-form"
        ctx={page.ctx}
        view={form}
        submit={t('champ.act.withdraw')}
        fields={['participant', 'round', 'reason']}
        secondary
      >
        <SelectField
          view={form}
          name="participant"
          label={t('champ.act.player')}
          options={options}
          empty="—"
          required
        />
        <NumberField
          view={form}
          name="round"
          label={t('champ.act.fromRound')}
          value={String(next)}
          required
        />
        <ReasonField page={page} form={form} />
      </ActForm>
    </details>
  );
}
