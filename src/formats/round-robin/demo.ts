/**
 * Demo: a club championship as an 8-player round robin, five of seven rounds played on weekly
 * club evenings (Tuesdays), with one result corrected by the director and one entered a week late.
 * Anchored, round 5 is the last Tuesday evening at or before the anchor (its results cut if the
 * anchor falls during that evening), and round 6 is on the coming Tuesday.
 */
import { cutAt, DemoCalendar, type DemoScript, type DemoStep } from '../../core/demo.js';
import type { Actor } from '../../core/events.js';
import { createLot } from '../../core/lot.js';
import { addDays, addDuration, moment } from '../../core/moment.js';
import type { Participant } from '../../core/participant.js';
import { roundRobinSchedule } from '../../core/round-robin.js';
import type { Moment } from '../../core/types.js';

const PLAYERS: Participant[] = [
  { id: 'p1', name: 'Anna de Vries', rating: 2105 },
  { id: 'p2', name: 'Bram Jansen', rating: 1987 },
  { id: 'p3', name: 'Chris Bakker', rating: 1920 },
  { id: 'p4', name: 'Dirk Visser', rating: 1874 },
  { id: 'p5', name: 'Eva Smit', rating: 1810 },
  { id: 'p6', name: 'Floor Meijer', rating: 1745 },
  { id: 'p7', name: 'Gert de Boer', rating: 1690 },
  { id: 'p8', name: 'Hanna Mulder', rating: 1602 },
];

const director: Actor = { kind: 'director', personId: 'demo-director' };

/** The club's zone, and the authored evening of round 5 (the latest evening played). */
const ZONE = 'Europe/Berlin';
const LAST_EVENING = moment('2026-09-29T20:00:00+02:00');

function clubChampionship(anchor?: Moment): DemoScript {
  const calendar = DemoCalendar.of(anchor, ZONE, LAST_EVENING, 7);
  const lot = createLot('demo-round-robin-2026');
  const start = calendar.at('2026-09-01T20:00:00+02:00');
  const steps: DemoStep[] = [];
  const schedule = roundRobinSchedule(PLAYERS.length, 1);
  const rating = new Map(PLAYERS.map((p) => [p.id, p.rating ?? 0]));
  const recorded = new Map<string, string>();
  for (const [r, round] of schedule.slice(0, 5).entries()) {
    const evening = addDays(start, 7 * r);
    for (const [board, g] of round.entries()) {
      if (g.black === null) continue;
      const white = PLAYERS[g.white - 1]?.id as string;
      const black = PLAYERS[g.black - 1]?.id as string;
      const expected = 1 / (1 + 10 ** (((rating.get(black) ?? 0) - (rating.get(white) ?? 0)) / 400));
      const x = lot.next();
      const result = x < expected - 0.15 ? '1-0' : x > expected + 0.15 ? '0-1' : '1/2-1/2';
      recorded.set(`${r + 1}:${white}:${black}`, result);
      const late = r === 3 && board === 2;
      steps.push({
        at: addDuration(evening, { minutes: 120 + 10 * board }),
        actor: late ? director : { kind: 'player', participantId: white },
        command: { type: 'RecordResult', round: r + 1, white, black, result },
        ...(late ? { recordedAt: addDays(evening, 7) } : {}),
      });
    }
  }
  // The director corrects a result reported the wrong way round in round 2.
  const fix = schedule[1]?.[1];
  if (fix && fix.black !== null) {
    const white = PLAYERS[fix.white - 1]?.id as string;
    const black = PLAYERS[fix.black - 1]?.id as string;
    const original = recorded.get(`2:${white}:${black}`);
    steps.push({
      at: addDays(start, 9),
      actor: director,
      command: {
        type: 'RecordResult',
        round: 2,
        white,
        black,
        result: original === '0-1' ? '1-0' : '0-1',
        reason: 'reported the wrong way round; both players confirmed',
      },
    });
  }
  steps.sort((a, b) => Date.parse(a.recordedAt ?? a.at) - Date.parse(b.recordedAt ?? b.at));
  return cutAt(
    {
      id: 'demo-round-robin',
      name: `Club championship ${start.slice(0, 4)} (round robin, demo)`,
      format: 'round-robin',
      preset: 'fide',
      createdAt: calendar.at('2026-08-25T19:00:00+02:00'),
      participants: PLAYERS,
      steps,
    },
    anchor,
  );
}

/** The demos placed relative to `anchor` (the first start), or on their authored dates. */
export const demos = (anchor?: Moment) => [clubChampionship(anchor)] as const;
