/**
 * The director's desk on the "act" page: where the tournament stands, and the tools in the order
 * a tournament needs them — draw the groups (TX-12; the seed is drawn by the app when left
 * empty), schedule rounds, record any result (including play-off and tie-break games, TX-7,
 * TX-8, and corrections, entered late where needed), seed the cup, and decide anything the rules
 * compute otherwise, always with a reason (TX-14).
 */
import type { Child } from 'hono/jsx';
import {
  ActForm,
  type FormView,
  formView,
  NumberField,
  NumberPair,
  type Option,
  SelectField,
  seenOf,
  TextArea,
  TextField,
} from '../../../server/forms/form-kit.js';
import { bracket, COLOURS, due, type GameSheet, gameSheets, groupTables, isDrawn } from '../index.js';
import { cupRoundsOf, hasCup, hasGroups, nameIn, type TpContext, tpState } from './common.js';
import { Decisions } from './decisions.js';
import { gameOption, playerOptions, resultSuffix } from './options.js';
import { RESULT_FIELDS, StartsAt } from './player-forms.js';

export function DirectorDesk({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const config = state.config;
  return (
    <section class="tp-tournament-desk" aria-labelledby="tx-desk">
      <h2 id="tx-desk">{t('tx.ui.desk')}</h2>
      <Overview ctx={ctx} />
      {hasGroups(config) && !state.groups ? <DrawForm ctx={ctx} /> : null}
      {!isDrawn(state) ? <DirectorColoursForm ctx={ctx} /> : null}
      {hasCup(config) && !state.cup ? <SeedCupForm ctx={ctx} /> : null}
      {isDrawn(state) ? <ScheduleForm ctx={ctx} /> : null}
      {isDrawn(state) ? <DirectorResultForm ctx={ctx} /> : null}
      {isDrawn(state) ? <Decisions ctx={ctx} /> : null}
    </section>
  );
}

function Step({
  view,
  title,
  open,
  children,
}: {
  view: FormView;
  title: string;
  open?: boolean;
  children: Child;
}) {
  return (
    <details class="tp-tournament-step" {...(open || view.submitted ? { open: true } : {})}>
      <summary>{title}</summary>
      {children}
    </details>
  );
}

function Overview({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const sheets = isDrawn(state) ? gameSheets(state) : [];
  const done = sheets.filter((s) => s.status !== 'open').length;
  const cup = bracket(state);
  // What needs the director now (TX-7 play-offs, TX-8 tie-breaks, TX-11 reports and forfeits …).
  const items = due(state, ctx.asOf).filter((d) => d.severity !== 'info');
  return (
    <ul class="tp-tournament-facts">
      <li>
        {t(`tx.ui.kind.${state.config.eventKind}`)} · {t(`tx.ui.structure.${state.config.structure}`)}
      </li>
      <li>{t('tx.ui.entrants', { count: state.entrants.size })}</li>
      {isDrawn(state) ? <li>{t('tx.ui.gamesDone', { done, total: sheets.length })}</li> : null}
      {cup?.champion ? <li>{t('tx.ui.champion', { player: nameIn(ctx, cup.champion) })}</li> : null}
      {items.map((d) => (
        <li class={d.severity === 'info' ? undefined : 'tp-tournament-attention'}>
          {t(d.code, d.params)}
          {d.participantIds.length > 0 ? `: ${d.participantIds.map((p) => nameIn(ctx, p)).join(', ')}` : ''}
        </li>
      ))}
      <li>
        <a href={`/c/${ctx.loaded.record.id}/due`}>{t('tx.ui.seeDue')}</a>
      </li>
    </ul>
  );
}

function DrawForm({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = formView('tx', 'draw', ctx.submitted);
  const suggested = Math.max(1, Math.ceil(state.entrants.size / state.config.groups.size));
  return (
    <Step view={view} title={t('tx.ui.drawGroups')} open>
      <p class="small muted">{t('tx.ui.drawHint')}</p>
      <ActForm ctx={ctx} view={view} submit={t('tx.ui.drawSubmit')} fields={['groups', 'seed']}>
        <NumberField
          view={view}
          name="groups"
          label={t('tx.ui.groupCount')}
          hint={t('tx.ui.groupCountHint', { count: suggested })}
        />
        <TextField view={view} name="seed" label={t('tx.ui.seed')} hint={t('tx.ui.seedHint')} />
      </ActForm>
    </Step>
  );
}

function SeedCupForm({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = formView('tx', 'seed-cup', ctx.submitted);
  const tables = groupTables(state);
  const ready = state.config.structure === 'cup' || (tables.length > 0 && tables.every((g) => g.final));
  return (
    <Step view={view} title={t('tx.ui.seedCup')} open={ready}>
      <p class="small muted">{t(ready ? 'tx.ui.seedCupHint' : 'tx.ui.seedCupWait')}</p>
      <ActForm ctx={ctx} view={view} submit={t('tx.ui.seedCupSubmit')} fields={['seed']}>
        <TextField view={view} name="seed" label={t('tx.ui.seed')} hint={t('tx.ui.seedHint')} />
      </ActForm>
    </Step>
  );
}

function ScheduleForm({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = formView('tx', 'schedule', ctx.submitted);
  const stages: Option[] = [
    ...(state.groups ? [['groups', t('tx.ui.stage.groups')] as const] : []),
    ...(state.cup ? [['cup', t('tx.ui.stage.cup')] as const] : []),
  ];
  const rounds = Math.max(state.groups?.rounds ?? 0, cupRoundsOf(state));
  const fields = ['stage', 'round', 'startsAt', 'endsBy'];
  return (
    <Step view={view} title={t('tx.ui.scheduleRound')}>
      <ActForm ctx={ctx} view={view} submit={t('tx.ui.scheduleSubmit')} fields={fields}>
        <SelectField
          view={view}
          name="stage"
          label={t('tx.ui.stage')}
          options={stages}
          value={state.cup ? 'cup' : 'groups'}
        />
        <SelectField
          view={view}
          name="round"
          label={t('tx.ui.round')}
          options={Array.from({ length: rounds }, (_, i) => [String(i + 1), String(i + 1)])}
        />
        <StartsAt ctx={ctx} view={view} label={t('tx.ui.startsAt')} />
        <TextField
          type="datetime-local"
          view={view}
          name="endsBy"
          label={t('tx.ui.endsBy')}
          hint={t('tx.ui.endsByHint')}
        />
      </ActForm>
    </Step>
  );
}

const DIRECTOR_RESULT_FIELDS = ['game', 'outcome', ...RESULT_FIELDS, 'reason', '_at'];

/**
 * The result the chooser shows for each game that has one (`_seen.<game>`; a game without is open,
 * `''`), so that a result recorded since the page was shown is not overwritten (issue 25.15).
 */
function shownResults(ctx: TpContext, sheets: readonly GameSheet[]): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const { game } of sheets) {
    const seen = seenOf(ctx, { type: 'RecordResult', game: game.id })._seen;
    if (seen) shown[`_seen.${game.id}`] = seen;
  }
  return shown;
}

/** Any game's result: open games first (play-offs and tie-breaks on top), then corrections. */
function DirectorResultForm({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = formView('tx', 'director-result', ctx.submitted);
  const sheets = gameSheets(state);
  const open = sheets.filter((s) => s.status === 'open');
  const groups = [
    {
      label: t('tx.ui.openDeciding'),
      options: open.filter((s) => s.game.deciding).map((s) => gameOption(ctx, state, s)),
    },
    {
      label: t('tx.ui.openGamesShort'),
      options: open.filter((s) => !s.game.deciding).map((s) => gameOption(ctx, state, s)),
    },
    {
      label: t('tx.ui.correctGames'),
      options: sheets
        .filter((s) => s.status !== 'open')
        .map((s) => gameOption(ctx, state, s, resultSuffix(s, ctx.lang))),
    },
  ].filter((g) => g.options.length > 0);
  const outcomes: Option[] = [
    ['played', t('tx.ui.outcome.played')],
    ['absent-first', t('tx.ui.outcome.absent-first')],
    ['absent-second', t('tx.ui.outcome.absent-second')],
    ['absent-both', t('tx.ui.outcome.absent-both')],
    ['double-crash', t('tx.ui.outcome.double-crash')],
  ];
  const weekend = state.config.eventKind === 'weekend';
  return (
    <Step view={view} title={t('tx.ui.recordResult')} open={open.some((s) => s.game.deciding)}>
      <p class="small muted">{t('tx.ui.directorResultHint')}</p>
      <ActForm
        ctx={ctx}
        view={view}
        submit={t('tx.ui.reportSubmit')}
        fields={DIRECTOR_RESULT_FIELDS}
        hidden={shownResults(ctx, sheets)}
      >
        <SelectField view={view} name="game" label={t('tx.ui.game')} options={groups} />
        <SelectField
          view={view}
          name="outcome"
          label={t('tx.ui.outcome')}
          options={outcomes}
          value="played"
        />
        <NumberPair
          class="tp-tournament-pair"
          view={view}
          names={['result.scores.0', 'result.scores.1']}
          labels={[t('tx.ui.firstScore'), t('tx.ui.secondScore')]}
        />
        <p class="small muted">{t('tx.ui.minutesHint', { free: state.config.timePenalty.freeMinutes })}</p>
        <NumberPair
          class="tp-tournament-pair"
          view={view}
          names={['result.minutes.0', 'result.minutes.1']}
          labels={[t('tx.ui.firstMinutes'), t('tx.ui.secondMinutes')]}
        />
        {weekend ? (
          <NumberPair
            class="tp-tournament-pair"
            view={view}
            names={['result.late.0', 'result.late.1']}
            labels={[t('tx.ui.firstLate'), t('tx.ui.secondLate')]}
          />
        ) : null}
        <SelectField
          view={view}
          name="result.timeout"
          label={t('tx.ui.timeout')}
          hint={t('tx.ui.timeoutHint', { minutes: state.config.decidingGameMinutes })}
          options={[
            ['', t('tx.ui.nobody')],
            ['first', t('tx.ui.firstNamed')],
            ['second', t('tx.ui.secondNamed')],
          ]}
        />
        <TextArea
          name="reason"
          view={view}
          label={t('tx.ui.correctionReason')}
          hint={t('tx.ui.correctionHint')}
        />
        <TextField
          type="datetime-local"
          view={view}
          name="_at"
          label={t('form.moment')}
          hint={t('tx.ui.momentHint')}
        />
      </ActForm>
    </Step>
  );
}

/** TX-9 before the draw: a player's colour choice entered by the director. */
function DirectorColoursForm({ ctx }: { ctx: TpContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = formView('tx', 'colours-director', ctx.submitted);
  const colours = COLOURS.map((c) => [c, t(`tx.colour.${c}`)] as const);
  return (
    <Step view={view} title={t('tx.ui.coloursFor')}>
      <ActForm
        ctx={ctx}
        view={view}
        submit={t('tx.ui.saveColours')}
        fields={['participant', 'first', 'second']}
      >
        <SelectField
          view={view}
          name="participant"
          label={t('tx.ui.player')}
          options={playerOptions(ctx, state)}
          empty="—"
        />
        <div class="tp-tournament-pair">
          <SelectField view={view} name="first" label={t('tx.ui.firstChoice')} options={colours} empty="—" />
          <SelectField
            view={view}
            name="second"
            label={t('tx.ui.secondChoice')}
            options={colours}
            empty="—"
          />
        </div>
      </ActForm>
    </Step>
  );
}
