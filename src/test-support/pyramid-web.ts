/**
 * A club for the pyramid web tests: the demo club (server.ts) with small pyramids created on
 * demand (the demo player plays as a participant of choice) and their states.
 */
import type { DemoScript } from '../core/demo.js';
import type { Participant } from '../core/participant.js';
import type { PyramidState } from '../formats/pyramid/index.js';
import { demoClub } from './server.js';

export async function pyramidClub(demos: readonly DemoScript[] = []) {
  const club = await demoClub(demos);
  /** A published pyramid in the demo club, entered in the order given; the demo player plays as `player`. */
  const ladder = (id: string, participants: readonly Participant[], player: string) =>
    club.competition({ id, name: `Pyramid ${id}`, format: 'pyramid', participants }, player);
  const state = async (id: string) => (await club.competitions.load(id))?.head.state.format as PyramidState;
  return { ...club, ladder, state };
}
