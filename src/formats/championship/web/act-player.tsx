/**
 * A player's actions, first thing on the act page: his open games, each with a form for both
 * scores (SD-1) — own score first, as a phone user expects — or, when nothing is open, what was
 * recorded last and what comes next. Only the director corrects a recorded result.
 */
import type { ParticipantId } from '../../../core/types.js';
import { ActForm, formView, Hidden, NumberPair, SeenField } from '../../../server/forms/form-kit.js';
import type { SubmittedForm } from '../../../server/kit/ui.js';
import type { ChampionshipPage } from './page.js';
import { openGamesOf, YourFinal } from './progress.js';

/** The player's last round with a pairing (a finalist skips the placement round). */
function lastRoundOf(page: ChampionshipPage, id: ParticipantId) {
  const rounds = page.state.rounds;
  for (let r = rounds.length - 1; r >= 0; r--) {
    const round = rounds[r];
    const index = round?.slot.get(id);
    if (round && index !== undefined) return { round, index };
  }
  return undefined;
}

function LastGame({ page, id }: { page: ChampionshipPage; id: ParticipantId }) {
  const { t, state } = page;
  const last = lastRoundOf(page, id);
  const pairing = last?.round.pairings[last.index];
  if (!last || !pairing) return <p>{t('champ.act.nothingOpen')}</p>;
  const { round: latest, index } = last;
  if (pairing.second === null)
    return <p>{t('champ.you.bye', { round: latest.round, spread: state.config.byeSpread })}</p>;
  const result = latest.results[index];
  const starts = pairing.first === id;
  const opponent = page.name(starts ? pairing.second : pairing.first);
  const text =
    result?.kind === 'scores'
      ? starts
        ? `${result.firstScore}:${result.secondScore}`
        : `${result.secondScore}:${result.firstScore}`
      : t('champ.result.forfeit');
  return (
    <p>
      {t('champ.act.recorded', { round: latest.round, opponent, result: text })} {t('champ.act.askDirector')}
    </p>
  );
}

export function PlayerActions(props: {
  page: ChampionshipPage;
  id: ParticipantId;
  submitted?: SubmittedForm;
}) {
  const { page, id } = props;
  const { t } = page;
  const open = openGamesOf(page.state, id);
  return (
    <section class="championship-act" aria-labelledby="champ-act-you">
      <h2 id="champ-act-you">{t('champ.act.yourGames')}</h2>
      {open.length === 0 ? <LastGame page={page} id={id} /> : null}
      <YourFinal page={page} id={id} />
      {open.map((game) => {
        const form = formView('cf', `result:${game.round}:${game.pairing.first}`, props.submitted);
        const opponent = page.name(game.opponent);
        return (
          <ActForm
            ctx={page.ctx}
            view={form}
            submit={t('champ.act.report')}
            fields={['firstScore', 'secondScore']}
            class="championship-form championship-report"
          >
            <p>
              <strong>
                {t(game.starts ? 'champ.you.gameStart' : 'champ.you.gameSecond', {
                  round: game.round,
                  board: game.pairing.board ?? '–',
                  opponent,
                })}
              </strong>
            </p>
            <Hidden name="_round" value={game.round} />
            <Hidden name="_first" value={id} />
            <Hidden name="_second" value={game.opponent} />
            <SeenField
              ctx={page.ctx}
              command={{ type: 'RecordGame', round: game.round, first: id, second: game.opponent }}
            />
            <NumberPair
              class="championship-scores"
              view={form}
              names={['firstScore', 'secondScore']}
              labels={[t('champ.act.yourScore'), t('champ.act.theirScore', { name: opponent })]}
              required
            />
          </ActForm>
        );
      })}
      <p class="small muted">
        {t('champ.act.askDirector')} <a href={page.href('player', { p: id })}>{t('champ.you.card')}</a>
      </p>
    </section>
  );
}
