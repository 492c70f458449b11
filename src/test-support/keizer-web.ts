/**
 * A club for the Keizer web tests: the demo club (server.ts) with small Keizer seasons created on
 * demand, the demo player playing as their first participant.
 */
import type { DemoScript } from '../core/demo.js';
import { moment } from '../core/moment.js';
import type { Participant } from '../core/participant.js';
import { demoClub } from './server.js';

/** p1 … pn, ratings falling from 2000 by 20. */
export const players = (n: number): Participant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, rating: 2000 - 20 * i }));

export async function keizerClub(demos: readonly DemoScript[] = []) {
  const club = await demoClub(demos);
  /** A published Keizer season in the demo club; the demo player plays as its first participant. */
  const season = (id: string, participants: readonly Participant[], preset = 'dsc') =>
    club.competition(
      { id, name: `Keizer ${id}`, format: 'keizer', preset, participants },
      participants[0]?.id,
    );
  return { ...club, season, setNow: (at: string) => club.clock.set(moment(at)) };
}
