/**
 * The director's players on the "act" page: register a newcomer with alias and ranks (HL-2,
 * HL-10), edit a player (a new FESA rank, an alias), take a long-idle player out and return him
 * (HL-11), correct a league-rank modifier (HL-3) and adjust league points — the last three are
 * overrides and ask for a reason.
 */
import type { Child } from 'hono/jsx';
import type { Participant } from '../../../core/participant.js';
import {
  ActForm,
  CommandButton,
  formView,
  NumberField,
  SelectField,
  TextField,
} from '../../../server/forms/form-kit.js';
import type { PageContext, SubmittedForm } from '../../../server/kit/ui.js';
import { RANK_ATTRIBUTES, RANK_SOURCES } from '../index.js';
import { leagueOf, nameFor, PlayerWithRank, pathOf } from './common.js';
import { Reason } from './director-corrections.js';

interface Props {
  readonly ctx: PageContext;
  readonly submitted?: SubmittedForm | undefined;
}

const FORMS = ['register', 'update', 'take-out', 'modifier', 'points'];

export function DirectorPlayers({ ctx, submitted }: Props) {
  const { t } = ctx;
  const league = leagueOf(ctx);
  const name = nameFor(ctx);
  const sorted = (active: boolean) =>
    [...league.players.values()]
      .filter((p) => p.active === active)
      .map((p) => [p.id, name(p.id)] as const)
      .sort((a, b) => a[1].localeCompare(b[1]));
  const active = sorted(true);
  const out = sorted(false);
  const open =
    ctx.query.edit !== undefined ||
    (submitted !== undefined && (FORMS.includes(submitted.form) || submitted.form.startsWith('return-')));
  const form = (id: string, type: string, title: string, body: Child, submit: string) => (
    <details {...(submitted?.form === id ? { open: true } : {})}>
      <summary>{title}</summary>
      <ActForm ctx={ctx} view={formView('hl', id, submitted)} hidden={{ type }} submit={submit}>
        {body}
      </ActForm>
    </details>
  );
  const player = (id: string, options: readonly (readonly [string, string])[]) => (
    <SelectField
      view={formView('hl', id, submitted)}
      name="participant"
      label={t('hl.dir.whichPlayer')}
      required
      options={[['', '—'], ...options]}
    />
  );
  return (
    <details id="hl-players" {...(open ? { open: true } : {})}>
      <summary>{t('hl.dir.playersTitle')}</summary>
      {form(
        'register',
        'RegisterParticipant',
        t('hl.dir.register'),
        <ParticipantFields ctx={ctx} form="register" submitted={submitted} />,
        t('hl.dir.registerSubmit'),
      )}
      <Edit ctx={ctx} submitted={submitted} players={[...active, ...out]} />
      {form(
        'take-out',
        'TakeOutPlayer',
        t('hl.dir.takeOut'),
        <>
          <p class="small muted">{t('hl.dir.takeOutHint')}</p>
          {player('take-out', active)}
          <Reason ctx={ctx} form="take-out" submitted={submitted} />
        </>,
        t('hl.dir.takeOutSubmit'),
      )}
      <ReturnPlayers ctx={ctx} submitted={submitted} out={out.map(([id]) => id)} />
      {form(
        'modifier',
        'CorrectModifier',
        t('hl.dir.modifier'),
        <>
          <p class="small muted">{t('hl.dir.modifierHint')}</p>
          {player('modifier', [...active, ...out])}
          <NumberField
            view={formView('hl', 'modifier', submitted)}
            name="modifier"
            label={t('hl.player.modifier')}
            required
          />
          <Reason ctx={ctx} form="modifier" submitted={submitted} />
        </>,
        t('hl.dir.modifierSubmit'),
      )}
      {form(
        'points',
        'AdjustLeaguePoints',
        t('hl.dir.points'),
        <>
          {player('points', [...active, ...out])}
          <NumberField
            view={formView('hl', 'points', submitted)}
            name="points"
            label={t('hl.dir.pointsDelta')}
            hint={t('hl.dir.pointsHint')}
            required
          />
          <Reason ctx={ctx} form="points" submitted={submitted} />
        </>,
        t('hl.dir.pointsSubmit'),
      )}
    </details>
  );
}

/** HL-11: the players taken out, each with a button that returns him. */
function ReturnPlayers({ ctx, submitted, out }: Props & { readonly out: readonly string[] }) {
  const { t } = ctx;
  if (out.length === 0) return null;
  return (
    <details {...(submitted?.form.startsWith('return-') ? { open: true } : {})}>
      <summary>{t('hl.dir.return')}</summary>
      <ul class="hl-attendance">
        {out.map((id) => (
          <li>
            <PlayerWithRank ctx={ctx} id={id} />
            <CommandButton
              ctx={ctx}
              type="ReturnPlayer"
              form={`return-${id}`}
              fields={{ participant: id }}
              label={t('hl.dir.returnSubmit')}
              secondary
              submitted={submitted}
            />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Name, alias and the ranks by source (HL-2: FESA before NSR before an estimate). */
function ParticipantFields({
  ctx,
  form,
  submitted,
  participant,
}: Props & { form: string; participant?: Participant }) {
  const { t } = ctx;
  const attributes = participant?.attributes ?? {};
  const value = (v: unknown) => (typeof v === 'string' ? { value: v } : {});
  return (
    <>
      <TextField
        view={formView('hl', form, submitted)}
        name="participant.name"
        label={t('hl.dir.realName')}
        required
        autocomplete="off"
        {...value(participant?.name)}
      />
      <TextField
        view={formView('hl', form, submitted)}
        name="participant.alias"
        label={t('hl.dir.alias')}
        hint={t('hl.dir.aliasHint')}
        autocomplete="off"
        {...value(participant?.alias)}
      />
      {RANK_SOURCES.map((source) => (
        <TextField
          view={formView('hl', form, submitted)}
          name={`participant.attributes.${RANK_ATTRIBUTES[source]}`}
          label={t(`hl.dir.rank.${source}`)}
          hint={t('hl.dir.rankHint')}
          placeholder="3 Kyu"
          {...value(attributes[RANK_ATTRIBUTES[source]])}
        />
      ))}
    </>
  );
}

/** Choose a player (a plain link-like form), then edit him with every field filled in. */
function Edit({ ctx, submitted, players }: Props & { players: readonly (readonly [string, string])[] }) {
  const { t } = ctx;
  const sent = submitted?.form === 'update' ? submitted.values['participant.id'] : undefined;
  const id = ctx.query.edit ?? (typeof sent === 'string' ? sent : undefined);
  const participant = id === undefined ? undefined : ctx.roster.get(id);
  return (
    <details {...(participant ? { open: true } : {})}>
      <summary>{t('hl.dir.edit')}</summary>
      <form method="get" action={`${pathOf(ctx, '/act')}#hl-players`} class="inline">
        <div>
          <label for="hl-edit-choose">{t('hl.dir.whichPlayer')}</label>
          <select id="hl-edit-choose" name="edit">
            {players.map(([pid, text]) => (
              <option value={pid} {...(pid === id ? { selected: true } : {})}>
                {text}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" class="secondary">
          {t('hl.dir.editChoose')}
        </button>
      </form>
      {participant ? (
        <ActForm
          ctx={ctx}
          view={formView('hl', 'update', submitted)}
          hidden={{
            type: 'UpdateParticipant',
            'participant.id': participant.id,
            ...(participant.rating === undefined ? {} : { 'participant.rating': participant.rating }),
          }}
          submit={t('hl.dir.editSubmit')}
        >
          <ParticipantFields ctx={ctx} form="update" submitted={submitted} participant={participant} />
          <p class="small muted">{t('hl.dir.editHint')}</p>
        </ActForm>
      ) : null}
    </details>
  );
}
