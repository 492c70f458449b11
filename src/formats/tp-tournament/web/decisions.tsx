/**
 * The director's decisions (TX-14): the director's decision is final, so every computed outcome
 * can be set — a game's TP, a group's order, a cup match's winner, a game's colours (TX-9), a
 * player kept in or taken out of the standings (TX-5) — each with a reason the history keeps.
 */
import type { Child } from 'hono/jsx';
import {
  ActForm,
  type FormView,
  formView,
  Hidden,
  NumberField,
  SelectField,
  TextArea,
} from '../../../server/forms/form-kit.js';
import { bracket, COLOURS, gameSheets, groupTables } from '../index.js';
import { cupRoundName, cupRoundsOf, nameIn, type TpContext, tpState } from './common.js';
import { gameOption, playerOptions, resultSuffix } from './options.js';

/** TX-14: the director's decision is final; every override asks for a reason. */
export function Decisions({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  return (
    <details
      class="tp-tournament-step"
      {...(ctx.submitted?.form.startsWith('override-') ? { open: true } : {})}
    >
      <summary>{t('tx.ui.decisions')}</summary>
      <p class="small muted">{t('tx.ui.decisionsHint')}</p>
      <OverrideTp ctx={ctx} />
      <OverrideOrder ctx={ctx} />
      <OverrideWinner ctx={ctx} />
      <OverrideColours ctx={ctx} />
      <OverrideExclusion ctx={ctx} />
    </details>
  );
}

function Decision({ view, title, children }: { view: FormView; title: string; children: Child }) {
  return (
    <details class="tp-tournament-decision" {...(view.submitted ? { open: true } : {})}>
      <summary>{title}</summary>
      {children}
    </details>
  );
}

function OverrideTp({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = formView('tx', 'override-tp', ctx.submitted);
  const games = gameSheets(state).filter((s) => s.tp && !s.game.deciding);
  if (games.length === 0 && !view.submitted) return null;
  return (
    <Decision view={view} title={t('tx.ui.overrideTp')}>
      <ActForm
        ctx={ctx}
        view={view}
        submit={t('tx.ui.decide')}
        fields={['override.game', 'override.tp.0', 'override.tp', 'reason']}
      >
        <SelectField
          view={view}
          name="override.game"
          label={t('tx.ui.game')}
          options={games.map((s) => gameOption(ctx, state, s, resultSuffix(s, ctx.lang)))}
        />
        <NumberField
          view={view}
          name="override.tp.0"
          label={t('tx.ui.firstTp')}
          hint={t('tx.ui.firstTpHint', { total: state.config.points.perGame / 10 })}
          decimal
          required
        />
        <TextArea name="reason" view={view} label={t('tx.ui.reasonLabel')} required />
      </ActForm>
    </Decision>
  );
}

function OverrideOrder({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const tables = groupTables(tpState(ctx)).filter((g) => g.complete);
  return (
    <>
      {tables.map((table) => {
        const view = formView('tx', `override-order:${table.id}`, ctx.submitted);
        const members = table.rows.map((r) => [r.participantId, nameIn(ctx, r.participantId)] as const);
        const fields = [...table.rows.map((_, i) => `override.order.${i}`), 'override.order', 'reason'];
        return (
          <Decision view={view} title={t('tx.ui.overrideOrder', { group: table.id })}>
            <ActForm ctx={ctx} view={view} submit={t('tx.ui.decide')} fields={fields}>
              <Hidden name="override.group" value={table.id} />
              {table.rows.map((r, i) => (
                <SelectField
                  view={view}
                  name={`override.order.${i}`}
                  label={t('tx.ui.placeN', { n: i + 1 })}
                  options={members}
                  value={r.participantId}
                />
              ))}
              <TextArea name="reason" view={view} label={t('tx.ui.reasonLabel')} required />
            </ActForm>
          </Decision>
        );
      })}
    </>
  );
}

function OverrideWinner({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const cup = bracket(state);
  const view = formView('tx', 'override-winner', ctx.submitted);
  const rounds = cupRoundsOf(state);
  const options = (cup?.rounds.flat() ?? []).flatMap((m) => {
    const [a, b] = m.players;
    if (a === null || b === null) return [];
    const label = `${cupRoundName(t, m.round, rounds)} ${m.index}`;
    return [a, b].map(
      (p) => [`${m.id} ${p}`, `${label}: ${t('tx.ui.wins', { player: nameIn(ctx, p) })}`] as const,
    );
  });
  if (options.length === 0 && !view.submitted) return null;
  return (
    <Decision view={view} title={t('tx.ui.overrideWinner')}>
      <ActForm
        ctx={ctx}
        view={view}
        submit={t('tx.ui.decide')}
        fields={['override.winner', 'override.match', 'reason']}
      >
        <SelectField view={view} name="override.winner" label={t('tx.ui.matchAndWinner')} options={options} />
        <TextArea name="reason" view={view} label={t('tx.ui.reasonLabel')} required />
      </ActForm>
    </Decision>
  );
}

function OverrideColours({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = formView('tx', 'override-colours', ctx.submitted);
  const colours = COLOURS.map((c) => [c, t(`tx.colour.${c}`)] as const);
  const games = gameSheets(state);
  return (
    <Decision view={view} title={t('tx.ui.overrideColours')}>
      <ActForm
        ctx={ctx}
        view={view}
        submit={t('tx.ui.decide')}
        fields={['override.game', 'override.colours.0', 'override.colours.1', 'override.colours', 'reason']}
      >
        <SelectField
          view={view}
          name="override.game"
          label={t('tx.ui.game')}
          options={games.map((s) => gameOption(ctx, state, s))}
        />
        <div class="tp-tournament-pair">
          <SelectField
            view={view}
            name="override.colours.0"
            label={t('tx.ui.firstColour')}
            options={colours}
          />
          <SelectField
            view={view}
            name="override.colours.1"
            label={t('tx.ui.secondColour')}
            options={colours}
            value="blue"
          />
        </div>
        <TextArea name="reason" view={view} label={t('tx.ui.reasonLabel')} required />
      </ActForm>
    </Decision>
  );
}

function OverrideExclusion({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = formView('tx', 'override-exclusion', ctx.submitted);
  return (
    <Decision view={view} title={t('tx.ui.overrideExclusion')}>
      <p class="small muted">{t('tx.ui.exclusionHint', { max: state.config.noShow.maxPerTournament })}</p>
      <ActForm
        ctx={ctx}
        view={view}
        submit={t('tx.ui.decide')}
        fields={['override.participant', 'override.excluded', 'reason']}
      >
        <SelectField
          view={view}
          name="override.participant"
          label={t('tx.ui.player')}
          options={playerOptions(ctx, state)}
        />
        <SelectField
          view={view}
          name="override.excluded"
          label={t('tx.ui.exclusion')}
          options={[
            ['true', t('tx.ui.exclude')],
            ['false', t('tx.ui.keep')],
          ]}
        />
        <TextArea name="reason" view={view} label={t('tx.ui.reasonLabel')} required />
      </ActForm>
    </Decision>
  );
}
