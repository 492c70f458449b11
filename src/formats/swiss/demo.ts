/**
 * Demo: a club's rapid Swiss, 7 rounds on Thursday evenings, 40 players. Anchored, round 4 is
 * the last Thursday evening at or before the anchor (its results cut where the anchor falls
 * during it); the director pairs each round on the Monday before. On the way: the colour of round
 * 1 as chosen, a result corrected by the director, a forfeit, a half-point bye asked for by a
 * player, a late entry in round 2 and a withdrawal after round 3.
 */
import { cutAt, DemoCalendar, DemoRecorder, type DemoScript } from '../../core/demo.js';
import type { Actor } from '../../core/events.js';
import { createLot } from '../../core/lot.js';
import { addDays, addDuration } from '../../core/moment.js';
import type { Participant } from '../../core/participant.js';
import type { Moment } from '../../core/types.js';
import { swiss } from './index.js';
import { gameKey, type SwissState } from './state.js';

const FIRST = (
  'Anna, Bram, Carla, Daan, Eva, Finn, Greta, Hugo, Ilse, Jonas, Katrin, Lars, Mila, Noah, ' +
  'Olga, Paul, Quirin, Rosa, Sven, Tessa, Ute, Viktor, Wiebke, Xaver, Yara, Jan, Lotte, ' +
  'Moritz, Nina, Otto, Pia, Ruben, Sanne, Tim, Vera, Wim, Zoë, Bas, Fenna, Gerrit'
).split(', ');
const LAST = (
  'Bakker, Schmidt, de Vries, Weber, Jansen, Fischer, Visser, Wagner, Meyer, de Boer, ' +
  'Hoffmann, Smit, Becker, Bos, Schulz, Koch, Peters, Richter, van Dijk, Wolf, Dekker, ' +
  'Neumann, Brouwer, Krüger, de Jong, Lange, Vos, Hartmann, Maas, Kraus, van Leeuwen, Braun, ' +
  'Kok, Zimmermann, Willems, Hahn, Graf, Post, Roth, Sommer'
).split(', ');

/** 40 players rated 2150 down to about 1250, each first and last name once (13 and 40 share no factor). */
const PLAYERS: Participant[] = Array.from({ length: 40 }, (_, i) => ({
  id: `s${i + 1}`,
  name: `${FIRST[i]} ${LAST[(13 * i) % LAST.length]}`,
  rating: 2150 - 23 * i,
}));
const LATE: Participant = { id: 's41', name: 'Kees Mulder', rating: 1760 };

const director: Actor = { kind: 'director', personId: 'demo-director' };
const ZONE = 'Europe/Berlin';
/** Round 4, the latest evening played on the authored calendar. */
const LAST_EVENING = '2026-10-22T19:30:00+02:00' as Moment;

function rapidSwiss(anchor?: Moment): DemoScript {
  const calendar = DemoCalendar.of(anchor, ZONE, LAST_EVENING, 7);
  const first = calendar.at('2026-10-01T19:30:00+02:00');
  const createdAt = calendar.at('2026-09-20T12:00:00+02:00');
  const lot = createLot('demo-swiss-rapid-2026');
  const parsed = swiss.parseConfig({}, 'club-rapid');
  if (!parsed.ok) throw new Error(parsed.error[0]?.message);
  const rec = new DemoRecorder<SwissState>('demo-swiss', swiss, {
    config: parsed.value,
    participants: PLAYERS,
  });
  const rating = new Map([...PLAYERS, LATE].map((p) => [p.id, p.rating ?? 0]));

  rec.run(
    addDays(first, -10),
    { kind: 'player', participantId: 's7' },
    {
      type: 'RequestBye',
      participant: 's7',
      round: 3,
      kind: 'half',
    },
  );
  for (let r = 1; r <= 5; r++) {
    const evening = addDays(first, 7 * (r - 1));
    if (r === 2) rec.run(addDays(evening, -4), director, { type: 'RegisterParticipant', participant: LATE });
    if (r === 4) rec.run(addDays(evening, -4), director, { type: 'Withdraw', participant: 's23' });
    rec.run(addDays(evening, -3), director, { type: 'PairRound', round: r });
    if (r === 5) break;
    const paired = rec.state.rounds[r - 1];
    for (const [board, { white, black }] of (paired?.pairs ?? []).entries()) {
      const at = addDuration(evening, { minutes: 40 + 3 * board });
      const forfeit = r === 2 && board === 11;
      const expected = 1 / (1 + 10 ** (((rating.get(black) ?? 0) - (rating.get(white) ?? 0)) / 400));
      const x = lot.next();
      const result = forfeit ? '+-' : x < expected - 0.12 ? '1-0' : x > expected + 0.12 ? '0-1' : '1/2-1/2';
      rec.run(at, forfeit ? director : { kind: 'player', participantId: white }, {
        type: 'RecordResult',
        round: r,
        white,
        black,
        result,
      });
    }
    if (r === 1) {
      // Board 3 was reported the wrong way round; the director corrects it the next day.
      const game = paired?.pairs[2];
      if (game) {
        const standing = rec.state.results.get(gameKey(1, game.white, game.black))?.result;
        rec.run(addDays(evening, 1), director, {
          type: 'RecordResult',
          round: 1,
          white: game.white,
          black: game.black,
          result: standing === '1-0' ? '0-1' : '1-0',
          reason: 'reported the wrong way round; both players confirmed',
        });
      }
    }
  }
  return cutAt(
    {
      id: 'demo-swiss',
      name: `Rapid Swiss ${first.slice(0, 4)} (demo)`,
      format: 'swiss',
      preset: 'club-rapid',
      createdAt,
      participants: PLAYERS,
      steps: rec.steps,
    },
    anchor,
  );
}

/** The demos placed relative to `anchor` (the first start), or on their authored dates. */
export const demos = (anchor?: Moment) => [rapidSwiss(anchor)] as const;
