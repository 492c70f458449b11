/**
 * Benchmarks of the tournament-points pages (`npm run bench`): the HTML of the main view (group
 * tables and the cup), the bracket and the games page of a finished weekend event, rendered from
 * a state no page has seen yet (nothing remembered), as the first request after a result would.
 * Targets are ours: a page within a tenth of a second for 64 players, a quarter for 256.
 */

import type { Access } from '../app/accounts/access.js';
import type { Loaded } from '../app/competitions/competitions.js';
import { DEFAULT_ZONE, momentText } from '../app/moment-text.js';
import { fold } from '../core/engine.js';
import { moment } from '../core/moment.js';
import { tpTournament } from '../formats/tp-tournament/index.js';
import type { TpState } from '../formats/tp-tournament/state.js';
import { BracketPage } from '../formats/tp-tournament/web/bracket.js';
import { GamesPage } from '../formats/tp-tournament/web/games.js';
import { MainView } from '../formats/tp-tournament/web/main.js';
import { translator } from '../server/http/context.js';
import type { PageContext } from '../server/kit/ui.js';
import { atMost, type Bench, timeMs } from './harness.js';
import { weekendLog } from './tp-tournament.js';

const DIRECTOR: Access = { canView: true, isDirector: true, audience: 'director' };

function pageBench(players: number, target: number): Bench {
  return {
    name: `tp-tournament pages: weekend event, ${players} players`,
    run() {
      const { setup, events } = weekendLog(players);
      const result = fold<TpState>(tpTournament, setup, events);
      const loaded = {
        record: { id: 'bench', config: setup.config },
        format: tpTournament,
        events,
        head: result,
      } as unknown as Loaded;
      const context = (state: TpState): PageContext => ({
        t: translator('en'),
        lang: 'en',
        loaded,
        state,
        roster: result.state.roster,
        asOf: moment('2026-06-15T09:00:00Z'),
        zone: DEFAULT_ZONE,
        when: momentText('en', DEFAULT_ZONE, moment('2026-06-15T09:00:00Z')),
        historic: false,
        access: DIRECTOR,
        csrf: '',
        query: {},
      });
      // A copy of the state is a state no view has remembered anything of.
      const render = (page: (ctx: PageContext) => unknown) => () =>
        String(page(context({ ...result.state.format })));
      return [
        atMost(
          'main view (group tables, cup)',
          timeMs(render((ctx) => <MainView ctx={ctx} />)),
          'ms',
          target,
        ),
        atMost('bracket', timeMs(render((ctx) => <BracketPage ctx={ctx} />)), 'ms', target),
        atMost('games (every game sheet)', timeMs(render((ctx) => <GamesPage ctx={ctx} />)), 'ms', target),
      ];
    },
  };
}

export const pageBenches: Bench[] = [pageBench(64, 100), pageBench(256, 250)];
