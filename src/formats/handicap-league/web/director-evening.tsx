/**
 * The director's evening on the "act" page: open it (the date names it), check players in and
 * out, start the proposed games or any other with an agreed handicap (HL-8, HL-9), enter the
 * results of the games in progress, enter a whole game (also late, into a closed evening), and
 * close the evening — the lot for ties is drawn by the app unless a seed is given (HL-6, HL-7).
 */
import type { Child } from 'hono/jsx';
import { NULL_CHOICE } from '../../../server/forms/command-forms.js';
import {
  ActForm,
  CommandButton,
  FieldError,
  type FormView,
  formView,
  SelectField,
  seenOf,
  TextArea,
  TextField,
} from '../../../server/forms/form-kit.js';
import type { PageContext, SubmittedForm } from '../../../server/kit/ui.js';
import { type EveningBoard, eveningBoard, evenings, PLAYED_HANDICAPS } from '../index.js';
import { eveningText, leagueOf, nameFor, PlayerWithRank, timeOf } from './common.js';
import { GameLine, ProposalLine } from './tonight.js';

interface Props {
  readonly ctx: PageContext;
  readonly submitted?: SubmittedForm | undefined;
}

export function DirectorEvening({ ctx, submitted }: Props) {
  const { t } = ctx;
  const board = eveningBoard(leagueOf(ctx));
  return (
    <section aria-labelledby="hl-evening" class="hl-director">
      <h2 id="hl-evening">{t('hl.dir.evening')}</h2>
      {board ? (
        <Running ctx={ctx} submitted={submitted} board={board} />
      ) : (
        <ActForm
          ctx={ctx}
          view={formView('hl', 'open', submitted)}
          hidden={{ type: 'OpenEvening' }}
          submit={t('hl.dir.open')}
        >
          <p>{t('hl.board.none')}</p>
          <TextField
            view={formView('hl', 'open', submitted)}
            name="evening"
            label={t('hl.dir.eveningName')}
            hint={t('hl.dir.eveningNameHint')}
          />
        </ActForm>
      )}
      <RecordGame ctx={ctx} submitted={submitted} />
    </section>
  );
}

function Running({ ctx, submitted, board }: Props & { board: EveningBoard }) {
  const { t } = ctx;
  const evening = board.evening;
  return (
    <>
      <p>
        {t('hl.ranking.running', {
          evening: eveningText(ctx, evening),
          since: timeOf(ctx, board.openedAt),
          present: board.present.length,
          playing: board.playing.length,
        })}
      </p>
      <h3>{t('hl.board.playing')}</h3>
      {board.playing.length === 0 ? <p class="muted">{t('hl.board.noGames')}</p> : null}
      <ul class="hl-games">
        {board.playing.map((g) => (
          <PlayingGame ctx={ctx} submitted={submitted} evening={evening} game={g} />
        ))}
      </ul>
      {board.proposals.length > 0 ? (
        <>
          <h3>{t('hl.board.proposals')}</h3>
          <ol class="hl-games">
            {board.proposals.map((p) => (
              <li>
                <ProposalLine ctx={ctx} proposal={p} />
                <CommandButton
                  ctx={ctx}
                  type="StartGame"
                  form={`start-${p.uwate}-${p.shitate}`}
                  fields={{ evening, 'players.0': p.uwate, 'players.1': p.shitate }}
                  label={t('hl.act.start')}
                  submitted={submitted}
                />
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <StartGame ctx={ctx} submitted={submitted} board={board} />
      <Attendance ctx={ctx} submitted={submitted} board={board} />
      <h3>{t('hl.dir.close')}</h3>
      <ActForm
        ctx={ctx}
        view={formView('hl', 'close', submitted)}
        hidden={{ type: 'CloseEvening', evening }}
        submit={t('hl.dir.closeSubmit', { evening })}
      >
        {board.playing.length > 0 ? (
          <p class="notice">{t('hl.dir.stillPlaying', { count: board.playing.length })}</p>
        ) : null}
        <TextField
          view={formView('hl', 'close', submitted)}
          name="seed"
          label={t('hl.dir.seed')}
          hint={t('hl.dir.seedHint')}
        />
      </ActForm>
    </>
  );
}

/** A game being played: its result (either player won, or a draw), or cancelling it with a reason. */
function PlayingGame({
  ctx,
  submitted,
  evening,
  game: g,
}: Props & { evening: string; game: EveningBoard['playing'][number] }) {
  const { t } = ctx;
  const fields = { evening, 'players.0': g.uwate, 'players.1': g.shitate };
  // The result the board shows (none): a result reported meanwhile is not overwritten (issue 25.15).
  const seen = seenOf(ctx, { type: 'ReportResult', evening, players: [g.uwate, g.shitate] });
  const key = `${g.uwate}-${g.shitate}`;
  return (
    <li>
      <GameLine ctx={ctx} game={g} />
      <div class="hl-buttons">
        {[g.uwate, g.shitate].map((winner) => (
          <CommandButton
            ctx={ctx}
            type="ReportResult"
            form={`result-${key}-${winner}`}
            fields={{ ...fields, ...seen, winner }}
            label={t('hl.dir.won', { name: nameFor(ctx)(winner) })}
            submitted={submitted}
          />
        ))}
        <CommandButton
          ctx={ctx}
          type="ReportResult"
          form={`result-${key}-draw`}
          fields={{ ...fields, ...seen, winner: NULL_CHOICE }}
          label={t('hl.act.draw')}
          secondary
          submitted={submitted}
        />
      </div>
      <details {...(submitted?.form === `cancel-${key}` ? { open: true } : {})}>
        <summary>{t('hl.act.cancel')}</summary>
        <ActForm
          ctx={ctx}
          view={formView('hl', `cancel-${key}`, submitted)}
          hidden={{ type: 'CancelGame', ...fields }}
          submit={t('hl.act.cancel')}
          secondary
        >
          <TextField
            view={formView('hl', `cancel-${key}`, submitted)}
            name="reason"
            label={t('hl.act.cancelReason')}
          />
        </ActForm>
      </details>
    </li>
  );
}

/** Any two players, with the table's handicap or one they agreed on (HL-9, recorded on the game). */
function StartGame({ ctx, submitted, board }: Props & { board: EveningBoard }) {
  const { t } = ctx;
  const name = nameFor(ctx);
  const free = board.free.map((f) => [f.participantId, name(f.participantId)] as const);
  return (
    <details {...(submitted?.form === 'start' ? { open: true } : {})}>
      <summary>{t('hl.dir.startOther')}</summary>
      <ActForm
        ctx={ctx}
        view={formView('hl', 'start', submitted)}
        hidden={{ type: 'StartGame', evening: board.evening }}
        submit={t('hl.act.start')}
      >
        <fieldset>
          <legend>{t('hl.dir.players')}</legend>
          {(['players.0', 'players.1'] as const).map((field, i) => (
            <SelectField
              view={formView('hl', 'start', submitted)}
              name={field}
              label={t('hl.dir.player', { n: i + 1 })}
              required
              options={[['', '—'], ...free]}
            />
          ))}
          <FieldError view={formView('hl', 'start', submitted)} name="players" alert />
        </fieldset>
        <HandicapChoice ctx={ctx} form="start" submitted={submitted} empty={t('hl.dir.asTable')} />
        <TextArea
          view={formView('hl', 'start', submitted)}
          name="note"
          label={t('hl.dir.note')}
          hint={t('hl.dir.noteHint')}
        />
      </ActForm>
    </details>
  );
}

export function HandicapChoice(props: {
  ctx: PageContext;
  form: string;
  submitted?: SubmittedForm | undefined;
  empty: string;
}) {
  const { t } = props.ctx;
  return (
    <SelectField
      view={formView('hl', props.form, props.submitted)}
      name="handicap"
      label={t('hl.dir.handicap')}
      options={[['', props.empty], ...PLAYED_HANDICAPS.map((h) => [h, t(`hl.handicap.${h}`)] as const)]}
    />
  );
}

/** Who won a game, or a draw (`_null`); `own` comes first (a player's "I won"). */
export function WinnerChoice(props: {
  ctx: PageContext;
  view: FormView;
  players: readonly (readonly [string, string])[];
  own?: readonly [string, string];
}) {
  const { t } = props.ctx;
  return (
    <SelectField
      view={props.view}
      name="winner"
      label={t('hl.act.result')}
      required
      options={[
        ['', '—'],
        ...(props.own ? [props.own] : []),
        [NULL_CHOICE, t('hl.act.draw')],
        ...props.players.map(([id, text]) => [id, t('hl.act.theyWon', { name: text })] as const),
      ]}
    />
  );
}

/** Who is here (check out the free ones) and who is not yet (check in). */
function Attendance({ ctx, submitted, board }: Props & { board: EveningBoard }) {
  const { t } = ctx;
  const name = nameFor(ctx);
  const league = leagueOf(ctx);
  const free = new Set(board.free.map((f) => f.participantId));
  const present = [...board.present].sort((a, b) => name(a).localeCompare(name(b)));
  const absent = [...league.players.values()]
    .filter((p) => p.active && !board.present.includes(p.id))
    .map((p) => p.id)
    .sort((a, b) => name(a).localeCompare(name(b)));
  const button = (type: 'CheckIn' | 'CheckOut', id: string) => (
    <CommandButton
      ctx={ctx}
      type={type}
      form={`${type}-${id}`}
      fields={{ evening: board.evening, participant: id }}
      label={t(type === 'CheckIn' ? 'hl.dir.checkIn' : 'hl.dir.checkOut', { name: name(id) })}
      secondary={type === 'CheckOut'}
      submitted={submitted}
    />
  );
  return (
    <>
      <details {...(absent.length > 0 && board.present.length === 0 ? { open: true } : {})}>
        <summary>{t('hl.dir.checkInTitle', { count: absent.length })}</summary>
        <ul class="hl-attendance">
          {absent.map((id) => (
            <li>{button('CheckIn', id)}</li>
          ))}
        </ul>
      </details>
      <details>
        <summary>{t('hl.dir.presentTitle', { count: present.length })}</summary>
        <ul class="hl-attendance">
          {present.map((id) => (
            <li>
              {free.has(id) ? (
                button('CheckOut', id)
              ) : (
                <>
                  <PlayerWithRank ctx={ctx} id={id} /> <span class="badge">{t('hl.dir.playing')}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

/**
 * A whole game with its result: into the running evening, or late into a closed one, where it
 * takes effect just before that evening's close and every later close is recomputed (HL-7).
 */
function RecordGame({ ctx, submitted }: Props): Child {
  const { t } = ctx;
  const name = nameFor(ctx);
  const all = evenings(leagueOf(ctx));
  if (all.length === 0) return null;
  const players = [...leagueOf(ctx).players.values()]
    .map((p) => [p.id, name(p.id)] as const)
    .sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <details {...(submitted?.form === 'record' ? { open: true } : {})}>
      <summary>{t('hl.dir.record')}</summary>
      <p class="small muted">{t('hl.dir.recordHint')}</p>
      <ActForm
        ctx={ctx}
        view={formView('hl', 'record', submitted)}
        hidden={{ type: 'RecordGame' }}
        submit={t('hl.act.recordSubmit')}
      >
        <SelectField
          view={formView('hl', 'record', submitted)}
          name="evening"
          label={t('hl.dir.whichEvening')}
          required
          value={all.at(-1)?.evening ?? ''}
          options={[...all].reverse().map((e) => [e.evening, e.evening] as const)}
        />
        <fieldset>
          <legend>{t('hl.dir.players')}</legend>
          {(['players.0', 'players.1'] as const).map((field, i) => (
            <SelectField
              view={formView('hl', 'record', submitted)}
              name={field}
              label={t('hl.dir.player', { n: i + 1 })}
              required
              options={[['', '—'], ...players]}
            />
          ))}
          <FieldError view={formView('hl', 'record', submitted)} name="players" alert />
        </fieldset>
        <WinnerChoice ctx={ctx} view={formView('hl', 'record', submitted)} players={players} />
        <HandicapChoice ctx={ctx} form="record" submitted={submitted} empty={t('hl.dir.asTable')} />
        <TextArea view={formView('hl', 'record', submitted)} name="note" label={t('hl.dir.note')} />
      </ActForm>
    </details>
  );
}
