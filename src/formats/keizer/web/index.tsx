/**
 * The Keizer format's web pages (rules/keizer.md, KZ-1 … KZ-17): the ranking as the main page,
 * tabs for the evening's pairing, the crosstable, each player's season, the chart of places,
 * prizes, groups, late entrants and team travel, and friendly forms on the "act" page — the
 * player's next step first, the director's evening tools for directors. The generated forms of
 * every command stay below them as the complete fallback.
 */

import { type FormatUi, historyText, type PageContext, type SubmittedForm } from '../../../server/kit/ui.js';
import { type KeizerState, publicationMoment, RESULT_TEXT } from '../index.js';
import { EveningActions } from './act-evening.js';
import { PlayerActions } from './act-player.js';
import { AttendanceActions, EntryActions, TeamActions } from './act-players.js';
import { GroupsActions, SeasonActions } from './act-season.js';
import { ChartPage } from './chart.js';
import { CrosstablePage } from './crosstable.js';
import { EntryPage } from './entry.js';
import { EveningPage } from './evening.js';
import { GroupsPage } from './groups.js';
import { parseKeizerForm } from './parse-form.js';
import { PlayerPage } from './player.js';
import { PrizesPage } from './prizes.js';
import { RankingPage } from './ranking.js';
import { TravelPage } from './travel.js';

function Actions({ ctx, submitted }: { ctx: PageContext; submitted?: SubmittedForm | undefined }) {
  if (!ctx.access.isDirector) return <PlayerActions ctx={ctx} {...(submitted ? { submitted } : {})} />;
  return (
    <section aria-labelledby="keizer-director-title" class="keizer-director-act">
      <h2 id="keizer-director-title">{ctx.t('keizer.act.directorTitle')}</h2>
      <EveningActions ctx={ctx} submitted={submitted} />
      <AttendanceActions ctx={ctx} submitted={submitted} />
      <SeasonActions ctx={ctx} submitted={submitted} />
      <GroupsActions ctx={ctx} submitted={submitted} />
      <EntryActions ctx={ctx} submitted={submitted} />
      <TeamActions ctx={ctx} submitted={submitted} />
    </section>
  );
}

export const keizerUi: FormatUi = {
  // A result as the pages write it (½–½, not 1/2-1/2); a pairing's method, an absence's reason and
  // a pairing's relaxations in words, not as stored ("auto", "notice").
  historyValue: (value, t) =>
    RESULT_TEXT[value as keyof typeof RESULT_TEXT] ??
    historyText('keizer.value.')(value, t) ??
    historyText('keizer.relaxed.')(value, t),
  standings: (ctx) => <RankingPage ctx={ctx} />,
  // The ranking reads only the state, the language and (signed in) the viewer's own row; Keizer's
  // `advance` keeps the state, so an anonymous visitor's page is the same until the next event.
  standingsOfState: true,
  tabs: [
    { id: 'evening', label: 'keizer.tab.evening', render: (ctx) => <EveningPage ctx={ctx} /> },
    { id: 'crosstable', label: 'keizer.tab.crosstable', render: (ctx) => <CrosstablePage ctx={ctx} /> },
    { id: 'player', label: 'keizer.tab.player', render: (ctx) => <PlayerPage ctx={ctx} /> },
    { id: 'chart', label: 'keizer.tab.chart', render: (ctx) => <ChartPage ctx={ctx} /> },
    { id: 'prizes', label: 'keizer.tab.prizes', render: (ctx) => <PrizesPage ctx={ctx} /> },
    { id: 'groups', label: 'keizer.tab.groups', render: (ctx) => <GroupsPage ctx={ctx} /> },
    { id: 'entry', label: 'keizer.tab.entry', directorOnly: true, render: (ctx) => <EntryPage ctx={ctx} /> },
    {
      id: 'travel',
      label: 'keizer.tab.travel',
      directorOnly: true,
      render: (ctx) => <TravelPage ctx={ctx} />,
    },
  ],
  actions: (ctx, submitted) => <Actions ctx={ctx} submitted={submitted} />,
  parseForm: (values, ctx) =>
    typeof values._form === 'string' ? parseKeizerForm(values._form, values, ctx) : undefined,
  // KZ-12: a pairing is public from the publication time of its evening.
  publicFrom: (event, state) =>
    event.type === 'RoundPaired'
      ? publicationMoment(state as KeizerState, event.payload.round as number)
      : undefined,
  timeZone: (state) => (state as KeizerState).config.calendar.timeZone,
};
