/**
 * The handicap league in the web app (issue 8): the ranking as the main page, the live evening
 * board, the evenings, each player's history, the handicap calculator and the archive as tabs,
 * and on the "act" page the player's next step or the director's evening, corrections and
 * players — above the forms generated from the command schemas, which remain the full fallback.
 */

import { type FormatUi, historyText } from '../../../server/kit/ui.js';
import { type HandicapLeagueState, RANK_ATTRIBUTES, RANK_SOURCES } from '../index.js';
import { DirectorCorrections } from './director-corrections.js';
import { DirectorEvening } from './director-evening.js';
import { DirectorPlayers } from './director-players.js';
import { ArchivePage, EveningsPage } from './evenings.js';
import { HandicapsPage } from './handicaps.js';
import { PlayerActions } from './player-actions.js';
import { PlayersPage } from './players.js';
import { RankingPage } from './ranking.js';
import { TonightPage } from './tonight.js';

export const handicapLeagueUi: FormatUi = {
  // A handicap's id (six-pieces) by its name.
  historyValue: historyText('hl.handicap.'),
  timeZone: (state) => (state as HandicapLeagueState).config.timeZone,
  standings: (ctx) => <RankingPage ctx={ctx} />,
  // The ranking and the running evening read only the state and the language (and for a director
  // or a player his own lines); `advance` keeps the state: the same page until the next event.
  standingsOfState: true,
  tabs: [
    { id: 'tonight', label: 'hl.tab.tonight', render: (ctx) => <TonightPage ctx={ctx} /> },
    { id: 'evenings', label: 'hl.tab.evenings', render: (ctx) => <EveningsPage ctx={ctx} /> },
    { id: 'players', label: 'hl.tab.players', render: (ctx) => <PlayersPage ctx={ctx} /> },
    { id: 'handicaps', label: 'hl.tab.handicaps', render: (ctx) => <HandicapsPage ctx={ctx} /> },
    { id: 'archive', label: 'hl.tab.archive', render: (ctx) => <ArchivePage ctx={ctx} /> },
  ],
  actions: (ctx, submitted) =>
    ctx.access.isDirector ? (
      <>
        <DirectorEvening ctx={ctx} submitted={submitted} />
        <DirectorCorrections ctx={ctx} submitted={submitted} />
        <DirectorPlayers ctx={ctx} submitted={submitted} />
      </>
    ) : ctx.access.participantId !== undefined ? (
      <PlayerActions ctx={ctx} me={ctx.access.participantId} submitted={submitted} />
    ) : null,
  participantAttributes: RANK_SOURCES.map((s) => RANK_ATTRIBUTES[s]),
};
