/**
 * The director's results of one round (SD-1): a score form per open board, the recorded results,
 * and — for the board chosen with "Forfeit …" or "Correct …" — the forfeit and correction forms,
 * each asking for a reason. One command per form, so nothing is ever half-written.
 */

import {
  ActForm,
  type FormView,
  formView,
  Hidden,
  NumberField,
  SeenField,
  SelectField,
} from '../../../server/forms/form-kit.js';
import type { SubmittedForm } from '../../../server/kit/ui.js';
import type { Pairing, RoundState } from '../index.js';
import { type ChampionshipPage, queryNumber, RoundNav } from './page.js';
import { progressOf } from './progress.js';
import { ReasonField } from './reason.js';

/** The boards' forms, named `<kind>:<round>:<first player>`. */
const BOARD_FORMS = ['result', 'correct', 'forfeit'];

/**
 * The round the results section shows: the round of a board form just refused (so that its errors
 * show), else the one chosen, else the first with missing results, else the latest.
 */
export function resultsRound(page: ChampionshipPage, submitted?: SubmittedForm): number | undefined {
  const count = page.state.rounds.length;
  if (count === 0) return undefined;
  const [kind, round] = submitted?.form.split(':') ?? [];
  const refused = kind && BOARD_FORMS.includes(kind) ? Number(round) : Number.NaN;
  if (Number.isInteger(refused) && refused >= 1 && refused <= count) return refused;
  const chosen = queryNumber(page.ctx, 'round', 1, count);
  const progress = progressOf(page);
  return chosen ?? (progress.kind === 'results' ? progress.rounds[0] : count);
}

function Scores({
  page,
  form,
  pairing,
  value,
}: {
  page: ChampionshipPage;
  form: FormView;
  pairing: Pairing;
  value?: readonly [number, number];
}) {
  return (
    <div class="championship-scores">
      <NumberField
        view={form}
        name="firstScore"
        label={page.name(pairing.first)}
        required
        {...(value ? { value: String(value[0]) } : {})}
      />
      <NumberField
        view={form}
        name="secondScore"
        label={page.name(pairing.second)}
        required
        {...(value ? { value: String(value[1]) } : {})}
      />
    </div>
  );
}

const hiddenGame = (page: ChampionshipPage, round: number, pairing: Pairing) => (
  <>
    <Hidden name="_round" value={round} />
    <Hidden name="_first" value={pairing.first} />
    <Hidden name="_second" value={pairing.second ?? ''} />
    {pairing.second === null ? null : (
      <SeenField
        ctx={page.ctx}
        command={{ type: 'RecordGame', round, first: pairing.first, second: pairing.second }}
      />
    )}
  </>
);

/** Forfeit (and, for a recorded game, correction) forms of one board. */
function BoardTools(props: {
  page: ChampionshipPage;
  round: RoundState;
  index: number;
  submitted?: SubmittedForm;
}) {
  const { page, round, index } = props;
  const { t } = page;
  const pairing = round.pairings[index] as Pairing;
  const result = round.results[index];
  const key = `${round.round}:${pairing.first}`;
  const correct = formView('cf', `correct:${key}`, props.submitted);
  const forfeit = formView('cf', `forfeit:${key}`, props.submitted);
  const options: [string, string][] = [[pairing.first, page.name(pairing.first)]];
  if (pairing.second !== null) {
    options.push([pairing.second, page.name(pairing.second)], ['both', t('champ.act.bothAbsent')]);
  }
  return (
    <section id="champ-board" class="championship-panel" aria-labelledby="champ-board-title">
      <h3 id="champ-board-title">
        {t('round.label', { n: round.round })}, {pairing.board ? `${t('comp.board')} ${pairing.board}: ` : ''}
        {page.name(pairing.first)} – {page.name(pairing.second)}
      </h3>
      {result?.kind === 'scores' && pairing.second !== null ? (
        <ActForm
          class="championship-form"
          ctx={page.ctx}
          view={correct}
          submit={t('champ.act.correct')}
          fields={['firstScore', 'secondScore', 'reason']}
        >
          {hiddenGame(page, round.round, pairing)}
          <Scores
            page={page}
            form={correct}
            pairing={pairing}
            value={[result.firstScore, result.secondScore]}
          />
          <ReasonField page={page} form={correct} />
        </ActForm>
      ) : null}
      <ActForm
        class="championship-form"
        ctx={page.ctx}
        view={forfeit}
        submit={t('champ.act.forfeit')}
        fields={['absent', 'reason']}
        secondary
      >
        {hiddenGame(page, round.round, pairing)}
        <SelectField view={forfeit} name="absent" label={t('champ.act.absent')} options={options} required />
        <ReasonField page={page} form={forfeit} />
      </ActForm>
    </section>
  );
}

export function ResultsSection(props: { page: ChampionshipPage; number: number; submitted?: SubmittedForm }) {
  const { page, number } = props;
  const { t, state } = page;
  const round = state.rounds[number - 1];
  if (!round) return null;
  // The board whose tools were asked for (`?board=`), or whose tool form was just submitted.
  const [kind, submittedRound, first] = props.submitted?.form.split(':') ?? [];
  const chosen =
    (kind === 'correct' || kind === 'forfeit') && submittedRound === String(number)
      ? first
      : page.ctx.query.board;
  const chosenIndex = chosen ? round.slot.get(chosen) : undefined;
  const open = round.pairings.filter((p, i) => p.second !== null && round.results[i] === undefined).length;
  return (
    <section id="champ-results" aria-labelledby="champ-results-title">
      <h2 id="champ-results-title">
        {t('champ.act.results', { round: number })}
        {open > 0 ? <span class="badge warn">{t('champ.act.open', { count: open })}</span> : null}
      </h2>
      <RoundNav
        page={page}
        tab="act"
        rounds={state.rounds.length}
        current={number}
        label={t('champ.pairings.rounds')}
        fragment="#champ-results"
      />
      {chosenIndex !== undefined ? (
        <BoardTools
          page={page}
          round={round}
          index={chosenIndex}
          {...(props.submitted ? { submitted: props.submitted } : {})}
        />
      ) : null}
      <ul class="championship-result-list">
        {round.pairings.map((pairing, i) => {
          const result = round.results[i];
          const tools = page.href('act', { round: number, board: pairing.first });
          const label = pairing.board ? `${t('comp.board')} ${pairing.board}` : t('champ.result.bye');
          if (pairing.second === null || result !== undefined) {
            const text =
              result?.kind === 'scores'
                ? `${result.firstScore}:${result.secondScore}`
                : result?.kind === 'forfeit'
                  ? t('champ.result.forfeitBy', {
                      players: result.absent.map((id) => page.name(id)).join(', '),
                    })
                  : t('champ.result.byeSpread', { spread: state.config.byeSpread });
            return (
              <li class="championship-done">
                <span class="muted">{label}:</span> {page.name(pairing.first)}
                {pairing.second !== null ? ` – ${page.name(pairing.second)}` : ''} <strong>{text}</strong>{' '}
                <a href={`${tools}#champ-board`} class="small">
                  {t(result?.kind === 'scores' ? 'champ.act.correctLink' : 'champ.act.forfeitLink')}
                </a>
              </li>
            );
          }
          const form = formView('cf', `result:${number}:${pairing.first}`, props.submitted);
          return (
            <li>
              <ActForm
                ctx={page.ctx}
                view={form}
                submit={t('champ.act.save')}
                fields={['firstScore', 'secondScore']}
                class="championship-form championship-board-form"
              >
                <p class="championship-board-label">{label}</p>
                {hiddenGame(page, number, pairing)}
                <Scores page={page} form={form} pairing={pairing} />
              </ActForm>
              <a href={`${tools}#champ-board`} class="small">
                {t('champ.act.forfeitLink')}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
