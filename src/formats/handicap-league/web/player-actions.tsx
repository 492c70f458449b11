/**
 * A player's next step on the "act" page, first thing on the phone: check in when an evening runs;
 * while playing, report the result (or cancel the game); while free, start a game with the
 * proposed opponent or another one not met tonight — each with the handicap it would have (HL-8,
 * HL-9) — or check out. A game played without starting it here can be entered whole.
 */
import type { Child } from 'hono/jsx';
import { NULL_CHOICE } from '../../../server/forms/command-forms.js';
import {
  ActForm,
  CommandButton,
  FieldError,
  formView,
  SelectField,
  seenOf,
  TextField,
} from '../../../server/forms/form-kit.js';
import type { PageContext, SubmittedForm } from '../../../server/kit/ui.js';
import type { BoardGame, EveningBoard } from '../index.js';
import { eveningBoard, handicapBetween, ranking } from '../index.js';
import {
  eveningText,
  HandicapName,
  leagueOf,
  nameFor,
  notationFor,
  PlayerWithRank,
  signed,
  whenOf,
} from './common.js';
import { WinnerChoice } from './director-evening.js';

interface Props {
  readonly ctx: PageContext;
  readonly me: string;
  readonly submitted?: SubmittedForm | undefined;
}

export function PlayerActions({ ctx, me, submitted }: Props) {
  const { t } = ctx;
  const league = leagueOf(ctx);
  const record = league.players.get(me);
  const row = ranking(league).rows.find((r) => r.participantId === me);
  const board = eveningBoard(league);
  return (
    <section class="hl-next" aria-labelledby="hl-next">
      <h2 id="hl-next">{t('hl.act.next')}</h2>
      <p>
        {t('hl.act.youAre', { name: nameFor(ctx)(me), rank: notationFor(ctx, me) })}
        {row ? ` · ${t('hl.act.standing', { place: row.place, points: signed(row.points) })}` : ''}
      </p>
      {!record?.active ? (
        <p>{t('hl.act.takenOut')}</p>
      ) : !board ? (
        <p>{t('hl.act.noEvening')}</p>
      ) : (
        <Tonight ctx={ctx} me={me} submitted={submitted} board={board} />
      )}
    </section>
  );
}

function Tonight({ ctx, me, submitted, board }: Props & { board: EveningBoard }) {
  const { t } = ctx;
  const evening = { evening: board.evening };
  if (!board.present.includes(me)) {
    return (
      <>
        <p>{t('hl.act.running', { evening: eveningText(ctx, board.evening) })}</p>
        <CommandButton
          ctx={ctx}
          type="CheckIn"
          form="checkin"
          fields={{ ...evening, participant: me }}
          label={t('hl.act.checkIn')}
          submitted={submitted}
        />
      </>
    );
  }
  const game = board.playing.find((g) => g.uwate === me || g.shitate === me);
  return (
    <>
      {game ? (
        <YourGame ctx={ctx} me={me} submitted={submitted} game={game} evening={board.evening} />
      ) : (
        <YourOptions ctx={ctx} me={me} submitted={submitted} board={board} />
      )}
      <Finished ctx={ctx} me={me} board={board} />
      <RecordGame ctx={ctx} me={me} submitted={submitted} board={board} />
    </>
  );
}

function YourGame({ ctx, me, submitted, game, evening }: Props & { game: BoardGame; evening: string }) {
  const { t } = ctx;
  const opponent = game.uwate === me ? game.shitate : game.uwate;
  const fields = { evening, 'players.0': me, 'players.1': opponent };
  // The result the card shows (none): a result reported meanwhile is not overwritten (issue 25.15).
  const seen = seenOf(ctx, { type: 'ReportResult', evening, players: [me, opponent] });
  const result = (form: string, winner: string, label: string, secondary = false) => (
    <CommandButton
      ctx={ctx}
      type="ReportResult"
      form={form}
      fields={{ ...fields, ...seen, winner }}
      label={label}
      secondary={secondary}
      submitted={submitted}
    />
  );
  return (
    <div class="hl-card">
      <p>
        <strong>
          {t('hl.act.playing', {
            opponent: nameFor(ctx)(opponent),
            board: game.board,
            since: whenOf(ctx, game.startedAt),
          })}
        </strong>
      </p>
      <p>
        {t(
          game.difference === 0 ? 'hl.act.even' : game.uwate === me ? 'hl.act.youGive' : 'hl.act.youReceive',
        )}
        {game.difference === 0 ? null : (
          <>
            {' '}
            <HandicapName ctx={ctx} handicap={game.handicap} note={game.note} />
          </>
        )}
      </p>
      <h3>{t('hl.act.report')}</h3>
      <div class="hl-buttons">
        {result('won', me, t('hl.act.iWon'))}
        {result('lost', opponent, t('hl.act.iLost'))}
        {result('draw', NULL_CHOICE, t('hl.act.draw'), true)}
      </div>
      <details>
        <summary>{t('hl.act.cancel')}</summary>
        <ActForm
          ctx={ctx}
          view={formView('hl', 'cancel', submitted)}
          hidden={{ type: 'CancelGame', ...fields }}
          submit={t('hl.act.cancel')}
          secondary
        >
          <TextField
            view={formView('hl', 'cancel', submitted)}
            name="reason"
            label={t('hl.act.cancelReason')}
          />
          <FieldError view={formView('hl', 'cancel', submitted)} name="players" alert />
        </ActForm>
      </details>
    </div>
  );
}

/** Opponents not met tonight who are free, the proposed one first, then by league-rank distance. */
function YourOptions({ ctx, me, submitted, board }: Props & { board: EveningBoard }) {
  const { t } = ctx;
  const league = leagueOf(ctx);
  const met = metTonight(board, me);
  const proposal = board.proposals.find((p) => p.uwate === me || p.shitate === me);
  const proposed = proposal ? (proposal.uwate === me ? proposal.shitate : proposal.uwate) : undefined;
  const mine = board.free.find((f) => f.participantId === me);
  const others = board.free
    .filter((f) => f.participantId !== me && !met.has(f.participantId) && f.participantId !== proposed)
    .sort(
      (a, b) =>
        Math.abs(a.leagueRank - (mine?.leagueRank ?? 0)) - Math.abs(b.leagueRank - (mine?.leagueRank ?? 0)),
    );
  const candidates = [...(proposed ? [proposed] : []), ...others.map((f) => f.participantId)];
  return (
    <>
      <p>{t('hl.act.free', { since: mine ? whenOf(ctx, mine.waitingSince) : '' })}</p>
      {candidates.length === 0 ? (
        <p>{t('hl.act.nobody')}</p>
      ) : (
        <ul class="hl-games">
          {candidates.map((opponent) => {
            const h = handicapBetween(league, me, opponent);
            return (
              <li class={opponent === proposed ? 'hl-proposed' : undefined}>
                {opponent === proposed ? <strong>{t('hl.act.proposed')} </strong> : null}
                <PlayerWithRank ctx={ctx} id={opponent} />
                {h ? (
                  <div class="small">
                    {t(
                      h.difference === 0
                        ? 'hl.act.even'
                        : h.uwate === me
                          ? 'hl.act.youGive'
                          : 'hl.act.youReceive',
                    )}{' '}
                    {h.difference === 0 ? null : <HandicapName ctx={ctx} handicap={h.handicap} />}
                  </div>
                ) : null}
                <CommandButton
                  ctx={ctx}
                  type="StartGame"
                  form={`start-${opponent}`}
                  fields={{ evening: board.evening, 'players.0': me, 'players.1': opponent }}
                  label={t('hl.act.start')}
                  submitted={submitted}
                />
              </li>
            );
          })}
        </ul>
      )}
      <CommandButton
        ctx={ctx}
        type="CheckOut"
        form="checkout"
        fields={{ evening: board.evening, participant: me }}
        label={t('hl.act.checkOut')}
        secondary
        submitted={submitted}
      />
    </>
  );
}

function metTonight(board: EveningBoard, me: string): Set<string> {
  return new Set(
    [...board.playing, ...board.finished].flatMap((g) =>
      g.uwate === me ? [g.shitate] : g.shitate === me ? [g.uwate] : [],
    ),
  );
}

function Finished({ ctx, me, board }: { ctx: PageContext; me: string; board: EveningBoard }): Child {
  const { t } = ctx;
  const games = board.finished.filter((g) => g.uwate === me || g.shitate === me);
  if (games.length === 0) return null;
  return (
    <>
      <h3>{t('hl.act.yourGames')}</h3>
      <ul>
        {games.map((g) => {
          const opponent = g.uwate === me ? g.shitate : g.uwate;
          const outcome = g.winner === null ? 'draw' : g.winner === me ? 'win' : 'loss';
          return (
            <li>
              {t(`hl.outcome.${outcome}`)} {t('hl.player.against')} <PlayerWithRank ctx={ctx} id={opponent} />
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** A game played without starting it here, entered whole with its result. */
function RecordGame({ ctx, me, submitted, board }: Props & { board: EveningBoard }) {
  const { t } = ctx;
  const name = nameFor(ctx);
  const met = metTonight(board, me);
  const opponents = board.present
    .filter((id) => id !== me && !met.has(id))
    .map((id) => [id, name(id)] as const)
    .sort((a, b) => a[1].localeCompare(b[1]));
  if (opponents.length === 0) return null;
  const open = submitted?.form === 'record';
  return (
    <details {...(open ? { open: true } : {})}>
      <summary>{t('hl.act.record')}</summary>
      <ActForm
        ctx={ctx}
        view={formView('hl', 'record', submitted)}
        hidden={{ type: 'RecordGame', evening: board.evening, 'players.0': me }}
        submit={t('hl.act.recordSubmit')}
      >
        <SelectField
          view={formView('hl', 'record', submitted)}
          name="players.1"
          label={t('hl.act.opponent')}
          required
          options={[['', '—'], ...opponents]}
        />
        <WinnerChoice
          ctx={ctx}
          view={formView('hl', 'record', submitted)}
          players={opponents}
          own={[me, t('hl.act.iWon')]}
        />
        <FieldError view={formView('hl', 'record', submitted)} name="players" alert />
      </ActForm>
    </details>
  );
}
