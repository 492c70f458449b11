/**
 * The championship's web pages (rules/scrabble-dm.md): standings as the main page, pairings per
 * round with boards, the preliminary groups, the round-20 explanation, the final and each
 * player's page; friendly forms for players and directors on the act page.
 */

import type { FormatUi } from '../../../server/kit/ui.js';
import type { CompetitionRecord } from '../../../store/port.js';
import type { ChampionshipConfig } from '../index.js';
import { ChampionshipActions } from './act.js';
import { CandidatesPage } from './candidates.js';
import { FinalPage } from './final.js';
import { GroupsPage } from './groups.js';
import { PairingsPage } from './pairings.js';
import { parseChampionshipForm } from './parse.js';
import { PlayerPage } from './player.js';
import { StandingsPage } from './standings.js';

const configOf = (record: CompetitionRecord) => record.config as ChampionshipConfig;

export const championshipUi: FormatUi = {
  standings: (ctx) => <StandingsPage ctx={ctx} />,
  // Where it stands and the standings read only the state and the language (a player also his own
  // game, `?after=` another round); `advance` keeps the state: the same page until the next event.
  standingsOfState: true,
  tabs: [
    { id: 'pairings', label: 'champ.tab.pairings', render: (ctx) => <PairingsPage ctx={ctx} /> },
    {
      id: 'groups',
      label: 'champ.tab.groups',
      available: (loaded) => configOf(loaded.record).groupRounds,
      render: (ctx) => <GroupsPage ctx={ctx} />,
    },
    {
      id: 'candidates',
      label: 'champ.tab.candidates',
      available: (loaded) => configOf(loaded.record).candidatesRound !== null,
      render: (ctx) => <CandidatesPage ctx={ctx} />,
    },
    {
      id: 'final',
      label: 'champ.tab.final',
      available: (loaded) => configOf(loaded.record).final.enabled,
      render: (ctx) => <FinalPage ctx={ctx} />,
    },
    { id: 'player', label: 'champ.tab.player', render: (ctx) => <PlayerPage ctx={ctx} /> },
  ],
  actions: ChampionshipActions,
  parseForm: (values, ctx) =>
    typeof values._form === 'string' ? parseChampionshipForm(values._form, values, ctx) : undefined,
};
