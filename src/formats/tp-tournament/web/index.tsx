/**
 * The pages and forms of the tournament-points format (rules/tantrix.md): the group tables as
 * the main view, the cup bracket, every game's sheet, the schedule of scheduled events, seeding
 * and ratings, and on the "act" page a player's next game with its forms and the director's desk.
 */
import type { Loaded } from '../../../app/competitions/competitions.js';
import { type FormatUi, historyText } from '../../../server/kit/ui.js';
import { parseGameId } from '../game-id.js';
import type { TpConfig, TpState } from '../index.js';
import { BracketPage } from './bracket.js';
import { cupRoundsOf, gameTitle } from './common.js';
import { DirectorDesk } from './director.js';
import { parseTpForm } from './forms.js';
import { GamesPage } from './games.js';
import { MainView } from './main.js';
import { PlayerActions } from './player.js';
import { RatingsPage } from './ratings.js';
import { SchedulePage } from './schedule.js';

const configOf = (loaded: Loaded): TpConfig => loaded.record.config as TpConfig;

export const tpTournamentUi: FormatUi = {
  // The online club keeps the lobby's clock (TX-10: "die GMT-Uhr in der Lobby"); its forms take UTC too.
  timeZone: () => 'UTC',
  // Game ids (A:r1:b2, A:p2:g1, cup:r1:m1:g1) by the game's name, result kinds in words.
  historyValue: (value, t, state) => {
    const ref = parseGameId(value);
    if (ref) return gameTitle(t, { ref }, cupRoundsOf(state as TpState));
    return historyText('tx.kind.')(value, t);
  },
  standings: (ctx) => <MainView ctx={ctx} />,
  // The tables and the bracket read only the state and the language (a signed-in player also his
  // next game); a deadline that passes (TX-11, TX-12) is a new state from `advance`.
  standingsOfState: true,
  tabs: [
    {
      id: 'bracket',
      label: 'tx.tab.bracket',
      available: (loaded) => configOf(loaded).structure === 'groups-cup',
      render: (ctx) => <BracketPage ctx={ctx} />,
    },
    { id: 'games', label: 'tx.tab.games', render: (ctx) => <GamesPage ctx={ctx} /> },
    {
      id: 'schedule',
      label: 'tx.tab.schedule',
      available: (loaded) => configOf(loaded).eventKind === 'scheduled',
      render: (ctx) => <SchedulePage ctx={ctx} />,
    },
    { id: 'ratings', label: 'tx.tab.ratings', render: (ctx) => <RatingsPage ctx={ctx} /> },
  ],
  actions: (page, submitted) => {
    const ctx = submitted ? { ...page, submitted } : page;
    return (
      <>
        {ctx.access.participantId ? <PlayerActions ctx={ctx} me={ctx.access.participantId} /> : null}
        {ctx.access.isDirector ? <DirectorDesk ctx={ctx} /> : null}
      </>
    );
  },
  parseForm: parseTpForm,
  // TX-12: what seeding reads besides the tournament rating (participant.rating).
  participantAttributes: ['lobbyRating', 'lobbyGames', 'ratingGames'],
};
