/**
 * Where the championship stands — groups to draw, results to come, the next round, the final —
 * and, for a player, his own game right now. Shown on top of the main page and the act page, so
 * that everybody sees at once what happens next.
 */
import type { ParticipantId } from '../../../core/types.js';
import {
  type ChampionshipState,
  championship,
  computeStandings,
  finalStatus,
  formatRecord,
  formatSpread,
  methodOf,
} from '../index.js';
import type { ChampionshipPage } from './page.js';

type Progress =
  | { readonly kind: 'groups' }
  | { readonly kind: 'results'; readonly rounds: readonly number[]; readonly missing: number }
  | { readonly kind: 'pair'; readonly round: number }
  | { readonly kind: 'pair-final' }
  | { readonly kind: 'final-game'; readonly game: number }
  | { readonly kind: 'complete'; readonly champion?: ParticipantId };

/** What is next, read from the format's due items (missing results first, then the next step). */
export function progressOf(page: ChampionshipPage): Progress {
  const items = championship.views.due(page.state, page.ctx.asOf);
  const missing = items.filter((d) => d.code === 'due.result-missing');
  if (missing.length > 0) {
    const rounds = [...new Set(missing.map((d) => Number(d.params?.round)))].sort((a, b) => a - b);
    return { kind: 'results', rounds, missing: missing.length };
  }
  const next = items[0];
  switch (next?.code) {
    case 'champ.due.draw-groups':
      return { kind: 'groups' };
    case 'champ.due.pair-round':
      return { kind: 'pair', round: Number(next.params?.round) };
    case 'champ.due.pair-final':
      return { kind: 'pair-final' };
    case 'champ.due.final-game':
      return { kind: 'final-game', game: Number(next.params?.game) };
    default: {
      const final = page.state.final;
      const champion =
        final && finalStatus(page.state.config.final.mode, final.finalists, final.games).champion;
      return { kind: 'complete', ...(champion ? { champion } : {}) };
    }
  }
}

/** The method label of a round: New Swiss, final candidates, placement … */
export function methodLabel(page: ChampionshipPage, round: number): string {
  const method = page.state.rounds[round - 1]?.method ?? methodOf(page.state, round) ?? 'manual';
  return page.t(`champ.method.${method}`);
}

function progressText(page: ChampionshipPage, progress: Progress): string {
  const { t, state } = page;
  switch (progress.kind) {
    case 'groups':
      return t('champ.progress.groups');
    case 'results':
      return t('champ.progress.results', { rounds: progress.rounds.join(', '), missing: progress.missing });
    case 'pair':
      return progress.round > state.config.rounds
        ? t('champ.progress.placement', { round: progress.round })
        : t('champ.progress.pair', {
            round: progress.round,
            rounds: state.config.rounds,
            method: methodLabel(page, progress.round),
          });
    case 'pair-final':
      return t('champ.progress.pairFinal');
    case 'final-game':
      return t('champ.progress.finalGame', { game: progress.game });
    case 'complete':
      return progress.champion
        ? t('champ.progress.champion', { name: page.name(progress.champion) })
        : t('champ.progress.complete');
  }
}

export function ProgressNotice({ page }: { page: ChampionshipPage }) {
  return (
    <p class="notice championship-progress" role="status">
      {progressText(page, progressOf(page))}
    </p>
  );
}

/** A player's open games: rounds with a pairing of his that still lacks a result. */
export function openGamesOf(state: ChampionshipState, id: ParticipantId) {
  return state.rounds.flatMap((round) => {
    const index = round.slot.get(id);
    const pairing = index === undefined ? undefined : round.pairings[index];
    if (index === undefined || !pairing || pairing.second === null || round.results[index] !== undefined)
      return [];
    const opponent = pairing.first === id ? pairing.second : pairing.first;
    return [{ round: round.round, pairing, opponent, starts: pairing.first === id }];
  });
}

/** For a finalist: the opponent in the final and how it stands (SD-16). */
export function YourFinal({ page, id }: { page: ChampionshipPage; id: ParticipantId }) {
  const { t, state } = page;
  const final = state.final;
  if (!final?.finalists.includes(id)) return null;
  const opponent = page.name(final.finalists[0] === id ? final.finalists[1] : final.finalists[0]);
  const status = finalStatus(state.config.final.mode, final.finalists, final.games);
  return (
    <p>
      <strong>{t('champ.you.final', { opponent })}</strong>{' '}
      {status.champion
        ? t('champ.progress.champion', { name: page.name(status.champion) })
        : t('champ.progress.finalGame', { game: status.nextGame ?? 1 })}{' '}
      <a href={page.href('final')}>{t('champ.act.finalPage')}</a>
    </p>
  );
}

/** The player's line on the main page: place and record, and the game he plays now. */
export function YourGame({ page, id }: { page: ChampionshipPage; id: ParticipantId }) {
  const { t, state } = page;
  const me = computeStandings(state).find((s) => s.id === id);
  const open = openGamesOf(state, id)[0];
  const latest = state.rounds.at(-1);
  const index = latest?.slot.get(id);
  const bye = latest && index !== undefined && latest.pairings[index]?.second === null;
  const withdrawn = state.withdrawn.get(id);
  const act = `/c/${page.ctx.loaded.record.id}/act`;
  return (
    <section class="championship-you" aria-labelledby="champ-you">
      <h2 id="champ-you">{t('champ.you.title')}</h2>
      {me ? (
        <p>
          {t('champ.you.place', {
            place: me.place,
            record: formatRecord(me.halfWins, me.halfLosses),
            spread: formatSpread(me.spread),
          })}{' '}
          <a href={page.href('player', { p: id })}>{t('champ.you.card')}</a>
        </p>
      ) : null}
      {withdrawn !== undefined ? <p>{t('champ.you.withdrawn', { round: withdrawn })}</p> : null}
      {open ? (
        <p>
          <strong>
            {t(open.starts ? 'champ.you.gameStart' : 'champ.you.gameSecond', {
              round: open.round,
              board: open.pairing.board ?? '–',
              opponent: page.name(open.opponent),
            })}
          </strong>{' '}
          <a class="button" href={act}>
            {t('champ.you.report')}
          </a>
        </p>
      ) : bye ? (
        <p>{t('champ.you.bye', { round: latest.round, spread: state.config.byeSpread })}</p>
      ) : null}
      <YourFinal page={page} id={id} />
    </section>
  );
}
