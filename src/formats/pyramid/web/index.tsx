/**
 * The pyramid in the web app (issue 6): the pyramid drawn level by level as the main page, tabs
 * for the running challenges, the waiting lists, the archive, each player's page ("whom may I
 * challenge, and why not X") and the rating export for the guardian; on the "act" page the
 * player's self-service and the guardian's desk above the generated forms of every command.
 */
import type { FormatUi } from '../../../server/kit/ui.js';
import { GuardianDesk, PlayerForms, parsePyramidForm } from './act.js';
import { PyramidPage, pyramidPageDay } from './pyramid.js';
import { ArchivePage, ChallengesPage, ExportPage, PlayerPage, resultText, WaitingPage } from './tabs.js';

export const pyramidUi: FormatUi = {
  // A result as the pages write it (1–0, ½–½), not as stored.
  historyValue: (value) => resultText(value),
  standings: (ctx) => <PyramidPage ctx={ctx} />,
  // The pyramid reads the state, the language, (signed in) the viewer and the day: an anonymous
  // visitor's page is the same until the next event or the next day.
  standingsOfState: pyramidPageDay,
  tabs: [
    { id: 'challenges', label: 'pyr.tab.challenges', render: (ctx) => <ChallengesPage ctx={ctx} /> },
    { id: 'waiting', label: 'pyr.tab.waiting', render: (ctx) => <WaitingPage ctx={ctx} /> },
    { id: 'archive', label: 'pyr.tab.archive', render: (ctx) => <ArchivePage ctx={ctx} /> },
    { id: 'player', label: 'pyr.tab.player', render: (ctx) => <PlayerPage ctx={ctx} /> },
    { id: 'export', label: 'pyr.tab.export', directorOnly: true, render: (ctx) => <ExportPage ctx={ctx} /> },
  ],
  actions: (ctx, submitted) =>
    ctx.access.isDirector ? (
      <GuardianDesk ctx={ctx} submitted={submitted} />
    ) : ctx.access.participantId !== undefined ? (
      <section aria-labelledby="pyr-self">
        <h2 id="pyr-self">{ctx.t('pyr.act.title')}</h2>
        <PlayerForms ctx={ctx} me={ctx.access.participantId} submitted={submitted} />
      </section>
    ) : null,
  parseForm: parsePyramidForm,
};
