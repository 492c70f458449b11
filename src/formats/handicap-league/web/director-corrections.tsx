/**
 * The director's corrections of games on the "act" page: choose an evening, then correct a
 * game's result or record the handicap the players agreed on (HL-9), or remove the game — each
 * with a reason, kept in the history. Corrected and removed games recompute the evening's close
 * and every later one (HL-7).
 */
import type { Child } from 'hono/jsx';
import { NULL_CHOICE } from '../../../server/forms/command-forms.js';
import {
  ActForm,
  FieldError,
  formView,
  SelectField,
  seenOf,
  TextArea,
} from '../../../server/forms/form-kit.js';
import type { PageContext, SubmittedForm } from '../../../server/kit/ui.js';
import { type BoardGame, evenings } from '../index.js';
import { eveningText, HandicapName, leagueOf, nameFor, PlayerLink, pathOf } from './common.js';
import { HandicapChoice } from './director-evening.js';

interface Props {
  readonly ctx: PageContext;
  readonly submitted?: SubmittedForm | undefined;
}

/** The evening whose games are offered: the one asked for, the one a refused form named, or the latest. */
function chosenEvening(ctx: PageContext, submitted: SubmittedForm | undefined): string | undefined {
  const sent = submitted?.values.evening;
  const all = evenings(leagueOf(ctx));
  const wanted = ctx.query.evening ?? (typeof sent === 'string' ? sent : undefined);
  return all.find((e) => e.evening === wanted)?.evening ?? all.at(-1)?.evening;
}

export function DirectorCorrections({ ctx, submitted }: Props): Child {
  const { t } = ctx;
  const all = evenings(leagueOf(ctx));
  const chosen = chosenEvening(ctx, submitted);
  const evening = all.find((e) => e.evening === chosen);
  if (!evening) return null;
  const open =
    ctx.query.evening !== undefined || (submitted !== undefined && /^(correct|remove)-/.test(submitted.form));
  return (
    <details id="hl-corrections" {...(open ? { open: true } : {})}>
      <summary>{t('hl.dir.corrections')}</summary>
      <form method="get" action={`${pathOf(ctx, '/act')}#hl-corrections`} class="inline">
        <div>
          <label for="hl-correct-evening">{t('hl.dir.whichEvening')}</label>
          <select id="hl-correct-evening" name="evening">
            {[...all].reverse().map((e) => (
              <option value={e.evening} {...(e.evening === chosen ? { selected: true } : {})}>
                {eveningText(ctx, e.evening)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" class="secondary">
          {t('hl.dir.showGames')}
        </button>
      </form>
      {evening.games.length === 0 ? <p class="muted">{t('hl.dir.noGamesThen')}</p> : null}
      <ul class="hl-games">
        {evening.games.map((g) => (
          <li>
            <Game ctx={ctx} submitted={submitted} evening={evening.evening} game={g} />
          </li>
        ))}
      </ul>
    </details>
  );
}

const resultText = (ctx: PageContext, g: BoardGame): string =>
  g.winner === undefined
    ? ctx.t('hl.dir.inProgress')
    : g.winner === null
      ? ctx.t('hl.outcome.draw')
      : ctx.t('hl.act.theyWon', { name: nameFor(ctx)(g.winner) });

function Game({ ctx, submitted, evening, game: g }: Props & { evening: string; game: BoardGame }) {
  const { t } = ctx;
  const name = nameFor(ctx);
  const key = `${g.uwate}-${g.shitate}`;
  const correct = `correct-${key}`;
  const remove = `remove-${key}`;
  const game = { evening, 'players.0': g.uwate, 'players.1': g.shitate };
  return (
    <>
      <PlayerLink ctx={ctx} id={g.uwate} /> – <PlayerLink ctx={ctx} id={g.shitate} />:{' '}
      <HandicapName ctx={ctx} handicap={g.handicap} note={g.note} /> · {resultText(ctx, g)}
      <details {...(submitted?.form === correct ? { open: true } : {})}>
        <summary>{t('hl.dir.correct')}</summary>
        <ActForm
          ctx={ctx}
          view={formView('hl', correct, submitted)}
          hidden={{
            type: 'CorrectGame',
            ...game,
            ...seenOf(ctx, { type: 'CorrectGame', evening, players: [g.uwate, g.shitate] }),
          }}
          submit={t('hl.dir.correctSubmit')}
        >
          {g.winner === undefined ? null : (
            <SelectField
              view={formView('hl', correct, submitted)}
              name="winner"
              label={t('hl.act.result')}
              options={[
                ['', t('hl.dir.unchanged')],
                [g.uwate, t('hl.act.theyWon', { name: name(g.uwate) })],
                [g.shitate, t('hl.act.theyWon', { name: name(g.shitate) })],
                [NULL_CHOICE, t('hl.act.draw')],
              ]}
            />
          )}
          <HandicapChoice ctx={ctx} form={correct} submitted={submitted} empty={t('hl.dir.unchanged')} />
          <TextArea view={formView('hl', correct, submitted)} name="note" label={t('hl.dir.note')} />
          <Reason ctx={ctx} form={correct} submitted={submitted} />
          <FieldError view={formView('hl', correct, submitted)} name="players" alert />
        </ActForm>
      </details>
      <details {...(submitted?.form === remove ? { open: true } : {})}>
        <summary>{t('hl.dir.remove')}</summary>
        <ActForm
          ctx={ctx}
          view={formView('hl', remove, submitted)}
          hidden={{ type: 'RemoveGame', ...game }}
          submit={t('hl.dir.removeSubmit')}
          secondary
        >
          <Reason ctx={ctx} form={remove} submitted={submitted} />
        </ActForm>
      </details>
    </>
  );
}

/** Every override asks why; the reason is kept with the event in the history. */
export function Reason({ ctx, form, submitted }: Props & { form: string }) {
  return (
    <TextArea
      view={formView('hl', form, submitted)}
      name="reason"
      label={ctx.t('hl.dir.reason')}
      hint={ctx.t('hl.dir.reasonHint')}
      required
    />
  );
}
