/**
 * The director's decisions (TX-14): the director's decision is final, so every computed outcome
 * can be set — a game's TP, a group's order, a cup match's winner, a game's colours (TX-9), a
 * player kept in or taken out of the standings (TX-5) — each with a reason the history keeps.
 */
import type { Child } from 'hono/jsx';
import { bracket, COLOURS, gameSheets, groupTables } from '../../../formats/tp-tournament/index.js';
import { cupRoundName, cupRoundsOf, nameIn, type TpContext, tpState } from './common.js';
import { type FormView, formView, Hidden, NumberField, ReasonField, SelectField, TpForm } from './fields.js';
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
  const view = formView(ctx, 'override-tp');
  const games = gameSheets(state).filter((s) => s.tp && !s.game.deciding);
  if (games.length === 0 && !view.submitted) return null;
  return (
    <Decision view={view} title={t('tx.ui.overrideTp')}>
      <TpForm
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
        <ReasonField view={view} label={t('tx.ui.reasonLabel')} required />
      </TpForm>
    </Decision>
  );
}

function OverrideOrder({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const tables = groupTables(tpState(ctx)).filter((g) => g.complete);
  return (
    <>
      {tables.map((table) => {
        const view = formView(ctx, `override-order:${table.id}`);
        const members = table.rows.map((r) => ({
          value: r.participantId,
          text: nameIn(ctx, r.participantId),
        }));
        const fields = [...table.rows.map((_, i) => `override.order.${i}`), 'override.order', 'reason'];
        return (
          <Decision view={view} title={t('tx.ui.overrideOrder', { group: table.id })}>
            <TpForm ctx={ctx} view={view} submit={t('tx.ui.decide')} fields={fields}>
              <Hidden name="override.group" value={table.id} />
              {table.rows.map((r, i) => (
                <SelectField
                  view={view}
                  name={`override.order.${i}`}
                  label={t('tx.ui.placeN', { n: i + 1 })}
                  options={members}
                  fallback={r.participantId}
                />
              ))}
              <ReasonField view={view} label={t('tx.ui.reasonLabel')} required />
            </TpForm>
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
  const view = formView(ctx, 'override-winner');
  const rounds = cupRoundsOf(state);
  const options = (cup?.rounds.flat() ?? []).flatMap((m) => {
    const [a, b] = m.players;
    if (a === null || b === null) return [];
    const label = `${cupRoundName(t, m.round, rounds)} ${m.index}`;
    return [a, b].map((p) => ({
      value: `${m.id} ${p}`,
      text: `${label}: ${t('tx.ui.wins', { player: nameIn(ctx, p) })}`,
    }));
  });
  if (options.length === 0 && !view.submitted) return null;
  return (
    <Decision view={view} title={t('tx.ui.overrideWinner')}>
      <TpForm
        ctx={ctx}
        view={view}
        submit={t('tx.ui.decide')}
        fields={['override.winner', 'override.match', 'reason']}
      >
        <SelectField view={view} name="override.winner" label={t('tx.ui.matchAndWinner')} options={options} />
        <ReasonField view={view} label={t('tx.ui.reasonLabel')} required />
      </TpForm>
    </Decision>
  );
}

function OverrideColours({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = formView(ctx, 'override-colours');
  const colours = COLOURS.map((c) => ({ value: c, text: t(`tx.colour.${c}`) }));
  const games = gameSheets(state);
  return (
    <Decision view={view} title={t('tx.ui.overrideColours')}>
      <TpForm
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
            fallback="blue"
          />
        </div>
        <ReasonField view={view} label={t('tx.ui.reasonLabel')} required />
      </TpForm>
    </Decision>
  );
}

function OverrideExclusion({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = formView(ctx, 'override-exclusion');
  return (
    <Decision view={view} title={t('tx.ui.overrideExclusion')}>
      <p class="small muted">{t('tx.ui.exclusionHint', { max: state.config.noShow.maxPerTournament })}</p>
      <TpForm
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
            { value: 'true', text: t('tx.ui.exclude') },
            { value: 'false', text: t('tx.ui.keep') },
          ]}
        />
        <ReasonField view={view} label={t('tx.ui.reasonLabel')} required />
      </TpForm>
    </Decision>
  );
}
