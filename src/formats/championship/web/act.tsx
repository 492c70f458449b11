/**
 * The championship's friendly forms on the act page (above the generated ones). A player finds
 * his open game at once; a director finds the next step first — draw the groups, enter results,
 * pair the next round, pair or record the final — and the other tools after it.
 */
import type { Child } from 'hono/jsx';
import { RoundDatesForm } from '../../../server/kit/round-dates.js';
import type { PageContext, SubmittedForm } from '../../../server/kit/ui.js';
import { FinalSection } from './act-final.js';
import { PairSection } from './act-pairing.js';
import { PlayerActions } from './act-player.js';
import { ResultsSection, resultsRound } from './act-results.js';
import { GroupsSection, groupsOpen, LotSection, WithdrawSection } from './act-setup.js';
import { type ChampionshipPage, pageOf } from './page.js';
import { ProgressNotice, progressOf } from './progress.js';

/** The round a director may pair now: the next one, or the latest again while it has no results. */
function roundToPair(page: ChampionshipPage): { round: number; primary: boolean } | undefined {
  const progress = progressOf(page);
  if (progress.kind === 'pair') return { round: progress.round, primary: true };
  const latest = page.state.rounds.at(-1);
  if (latest && latest.recorded === 0 && latest.method !== 'groups')
    return { round: latest.round, primary: false };
  return undefined;
}

function DirectorActions({ page, submitted }: { page: ChampionshipPage; submitted?: SubmittedForm }) {
  const { t, state } = page;
  const progress = progressOf(page);
  const extra = submitted ? { submitted } : {};
  const primary: Child[] = [];
  const more: Child[] = [];
  const place = (isPrimary: boolean, section: Child) => (isPrimary ? primary : more).push(section);

  if (groupsOpen(page)) place(progress.kind === 'groups', <GroupsSection page={page} {...extra} />);
  const results = resultsRound(page, submitted);
  if (results !== undefined)
    place(progress.kind === 'results', <ResultsSection page={page} number={results} {...extra} />);
  const pair = roundToPair(page);
  if (pair) place(pair.primary, <PairSection page={page} round={pair.round} {...extra} />);
  if (state.config.final.enabled && (state.final || progress.kind === 'pair-final'))
    place(
      progress.kind === 'pair-final' || progress.kind === 'final-game',
      <FinalSection page={page} {...extra} />,
    );
  // The rounds' dates (issue 25.5): first while none is set and nothing is paired yet.
  place(
    !state.dates?.size && state.rounds.length === 0,
    <RoundDatesForm
      ctx={page.ctx}
      submitted={submitted}
      prefix="champ"
      count={state.config.rounds}
      dates={state.dates}
    />,
  );
  more.push(<WithdrawSection page={page} {...extra} />);
  if (!state.lot) more.push(<LotSection page={page} {...extra} />);

  return (
    <div class="championship-act">
      <ProgressNotice page={page} />
      {primary}
      <h2>{t('champ.act.more')}</h2>
      {more}
    </div>
  );
}

export function ChampionshipActions(ctx: PageContext, submitted?: SubmittedForm): Child {
  const page = pageOf(ctx);
  const extra = submitted ? { submitted } : {};
  if (page.isDirector) return <DirectorActions page={page} {...extra} />;
  return page.self ? <PlayerActions page={page} id={page.self} {...extra} /> : null;
}
