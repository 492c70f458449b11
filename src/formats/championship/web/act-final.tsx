/**
 * The director's final (SD-16): pairing the top two once the main rounds are complete, recording
 * its games in order until it is decided, and correcting a recorded game (with a reason).
 */

import { ActForm, formView, Hidden, NumberField } from '../../../server/forms/form-kit.js';
import type { SubmittedForm } from '../../../server/kit/ui.js';
import { finalistsOf, finalStatus, isComplete } from '../index.js';
import type { ChampionshipPage } from './page.js';
import { ReasonField } from './reason.js';

function GameForm(props: {
  page: ChampionshipPage;
  game: number;
  correction?: readonly [number, number];
  submitted?: SubmittedForm;
}) {
  const { page, game, correction } = props;
  const { t, state } = page;
  const [a, b] = state.final?.finalists ?? [];
  if (!a || !b) return null;
  const form = formView('cf', `final-game:${game}`, props.submitted);
  return (
    <ActForm
      class="championship-form"
      ctx={page.ctx}
      view={form}
      submit={t(correction ? 'champ.act.correct' : 'champ.act.recordFinalGame', { game })}
      fields={['firstScore', 'secondScore', 'reason']}
      {...(correction ? { secondary: true } : {})}
    >
      <Hidden name="_game" value={game} />
      <div class="championship-scores">
        <NumberField
          view={form}
          name="firstScore"
          label={page.name(a)}
          required
          {...(correction ? { value: String(correction[0]) } : {})}
        />
        <NumberField
          view={form}
          name="secondScore"
          label={page.name(b)}
          required
          {...(correction ? { value: String(correction[1]) } : {})}
        />
      </div>
      {correction ? <ReasonField page={page} form={form} /> : null}
    </ActForm>
  );
}

export function FinalSection({ page, submitted }: { page: ChampionshipPage; submitted?: SubmittedForm }) {
  const { t, state } = page;
  const final = state.final;
  const main = state.rounds.slice(0, state.config.rounds);
  const ready = main.length === state.config.rounds && main.every(isComplete);
  const extra = submitted ? { submitted } : {};
  if (!final) {
    const finalists = finalistsOf(state);
    const form = formView('cf', 'pair-final', submitted);
    return (
      <section id="champ-final" class="championship-panel" aria-labelledby="champ-final-title">
        <h2 id="champ-final-title">{t('champ.final.title')}</h2>
        {ready && finalists ? (
          <ActForm
            class="championship-form"
            ctx={page.ctx}
            view={form}
            submit={t('champ.act.pairFinal')}
            fields={[]}
          >
            <p>
              {t('champ.act.finalists', { first: page.name(finalists[0]), second: page.name(finalists[1]) })}
            </p>
          </ActForm>
        ) : (
          <p>{t('champ.act.finalLater', { rounds: state.config.rounds })}</p>
        )}
      </section>
    );
  }
  const status = finalStatus(state.config.final.mode, final.finalists, final.games);
  return (
    <section id="champ-final" class="championship-panel" aria-labelledby="champ-final-title">
      <h2 id="champ-final-title">
        {t('champ.final.title')}: {page.name(final.finalists[0])} – {page.name(final.finalists[1])}
      </h2>
      {status.nextGame !== undefined ? (
        <GameForm page={page} game={status.nextGame} {...extra} />
      ) : (
        <p>{t('champ.progress.champion', { name: page.name(status.champion ?? final.finalists[0]) })}</p>
      )}
      {final.games.map((g) => (
        <details {...(submitted?.form === `final-game:${g.game}` ? { open: true } : {})}>
          <summary>
            {t('champ.round.final-game', { n: g.game })}: {g.firstScore}:{g.secondScore} ·{' '}
            {t('champ.act.correctLink')}
          </summary>
          <GameForm page={page} game={g.game} correction={[g.firstScore, g.secondScore]} {...extra} />
        </details>
      ))}
      <p>
        <a href={page.href('final')}>{t('champ.act.finalPage')}</a>
      </p>
    </section>
  );
}
