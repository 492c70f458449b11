/**
 * Demo championships, as scripts of commands the engine runs like real input:
 *
 * - `demo-championship`: a German championship weekend with 41 players (remainder 1: a group of
 *   five and nine of four), 19 of 20 rounds played. It shows the drawn groups with their byes,
 *   New Swiss rounds with byes in the odd field, results reported by players and by the
 *   director, a score corrected by the director, a result entered late, a forfeit, and a player
 *   who withdraws (the field becomes even). Round 20 is next: the final-candidates page has its
 *   preview.
 * - `demo-championship-final`: a club championship of 16 over 7 rounds with the candidates round,
 *   the final (1–1 in games, decided by the total score) and a placement round for the others.
 * - `demo-championship-swiss`: a Swiss Saturday under the `new-swiss` preset, round 5 under way.
 *
 * The first participant — the demo player's — is a final candidate in the first, a finalist in the
 * second, and has an open game in the third.
 *
 * The scripts are built by deciding each command against the log so far (the pairings depend on
 * the results), so they are valid by construction.
 *
 * Anchored, each keeps its weekday: the championship weekend began on the last Friday at or before
 * the anchor (in progress), the club championship was played the Saturday a week or two before
 * (finished), and the Swiss Saturday is the last Saturday (under way); what lies after the anchor
 * is cut.
 */
import { cutAt, DemoCalendar, DemoRecorder, type DemoScript, type DemoStep } from '../../core/demo.js';
import type { Actor } from '../../core/events.js';
import { createLot, type Lot } from '../../core/lot.js';
import { addDuration, moment } from '../../core/moment.js';
import type { Participant } from '../../core/participant.js';
import type { Moment } from '../../core/types.js';
import type { Pairing } from './events.js';
import { championship } from './index.js';
import type { ChampionshipState } from './state.js';

const director: Actor = { kind: 'director', personId: 'demo-director' };
const ZONE = 'Europe/Berlin';

/** Authored moments that land on the last such weekday at or before the anchor. */
const REFERENCE = {
  championship: moment('2026-10-02T09:30:00+02:00'),
  final: moment('2026-11-21T09:30:00+01:00'),
  swiss: moment('2026-11-21T09:40:00+01:00'),
};
const calendarOf = (anchor: Moment | undefined, demo: keyof typeof REFERENCE) =>
  DemoCalendar.of(anchor, ZONE, REFERENCE[demo], 7);

const NAMES = [
  'Ulla Berger',
  'Jörg Hansen',
  'Petra Lindner',
  'Ingrid Vogt',
  'Maria Schulte',
  'Doris Kramer',
  'Theo Albers',
  'Christof Brandt',
  'Sebastian Wolff',
  'Claudia Neumann',
  'Johann Richter',
  'Ulrike Hahn',
  'Martin Keller',
  'Uschi Lange',
  'Stefan Franke',
  'Ben Schröder',
  'Liesbeth Kühn',
  'Anja Seidel',
  'Bernd Krause',
  'Carola Ziegler',
  'Dieter Busch',
  'Elke Pohl',
  'Frank Sommer',
  'Gisela Haas',
  'Heiko Graf',
  'Iris Dietrich',
  'Jens Engel',
  'Karin Horn',
  'Lars Otto',
  'Monika Friedrich',
  'Norbert Lorenz',
  'Olga Simon',
  'Paul Jäger',
  'Renate Winter',
  'Sven Roth',
  'Tanja Beck',
  'Uwe Fuchs',
  'Vera Schuster',
  'Werner Kaiser',
  'Yvonne Huber',
  'Zora Peters',
];

const fieldOf = (n: number, seed: string): Participant[] => {
  const lot = createLot(seed);
  return NAMES.slice(0, n).map((name, i) => ({
    id: `p${i + 1}`,
    name,
    rating: 1950 - 18 * i - lot.below(12),
  }));
};

/** A Scrabble game's two scores, the higher-rated player winning more often. */
function scores(lot: Lot, first: Participant, second: Participant): [number, number] {
  const edge = Math.round(((first.rating ?? 1500) - (second.rating ?? 1500)) / 10);
  const a = 330 + lot.below(170) + edge;
  const b = 330 + lot.below(170) - edge;
  return a === b ? [a + 1, b] : [a, b];
}

/** A script under construction: each command is decided against the log so far. */
function builder(
  id: string,
  name: string,
  preset: string,
  config: Record<string, unknown>,
  players: Participant[],
) {
  const parsed = championship.parseConfig(config, preset);
  if (!parsed.ok) throw new Error(`demo ${id}: ${parsed.error.map((e) => e.message).join('; ')}`);
  const recorder = new DemoRecorder<ChampionshipState>(id, championship, {
    config: parsed.value,
    participants: players,
  });
  const byId = new Map(players.map((p) => [p.id, p]));
  const self = {
    issue(at: Moment, command: DemoStep['command'], actor: Actor = director, recordedAt?: Moment) {
      recorder.run(at, actor, command, recordedAt);
    },
    state: (): ChampionshipState => recorder.state,
    /** Records every open game of a round (those `open` leaves open excepted), from `start` on. */
    play(
      round: number,
      start: Moment,
      lot: Lot,
      special: (i: number) => 'player' | 'late' | 'normal' = () => 'normal',
      open: (p: Pairing, i: number) => boolean = () => false,
    ) {
      const current = self.state().rounds[round - 1];
      for (const [i, p] of (current?.pairings ?? []).entries()) {
        if (p.second === null || current?.results[i] !== undefined || open(p, i)) continue;
        const [a, b] = scores(lot, byId.get(p.first) as Participant, byId.get(p.second) as Participant);
        // Boards finish in order, two a minute: each result at or after the last, so it extends the fold.
        const at = addDuration(start, { minutes: 45 + Math.floor(i / 2) });
        const kind = special(i);
        self.issue(
          at,
          { type: 'RecordGame', round, first: p.first, second: p.second, firstScore: a, secondScore: b },
          kind === 'player' ? { kind: 'player', participantId: p.first } : director,
          kind === 'late' ? addDuration(at, { hours: 14 }) : undefined,
        );
      }
    },
    script: (createdAt: Moment): DemoScript => ({
      id,
      name,
      format: championship.name,
      preset,
      config,
      createdAt,
      participants: players,
      steps: recorder.steps,
    }),
  };
  return self;
}

/** Round r's start: six or seven rounds a day over three days, an hour per round. */
function roundStart(first: Moment, round: number): Moment {
  const day = round <= 6 ? 0 : round <= 13 ? 1 : 2;
  const index = round <= 6 ? round - 1 : round <= 13 ? round - 7 : round - 14;
  return addDuration(first, { days: day, hours: index });
}

function championshipDemo(anchor?: Moment): DemoScript {
  const players = fieldOf(41, 'demo-dm-ratings');
  const b = builder('demo-championship', 'Deutsche Scrabble-Meisterschaft (demo)', 'dm', {}, players);
  const first = calendarOf(anchor, 'championship').at('2026-10-02T10:00:00+02:00');
  const lot = createLot('demo-dm-scores-11');
  b.issue(addDuration(first, { minutes: -30 }), { type: 'DrawGroups', seed: 'demo-dm-2026' });
  for (let round = 1; round <= 19; round++) {
    const start = roundStart(first, round);
    if (round > 3) b.issue(start, { type: 'PairRound', round });
    if (round === 9) {
      // A player does not turn up for round 9: the opponent wins by forfeit.
      const game = b.state().rounds[8]?.pairings.find((p) => p.second !== null && p.board === 12);
      if (game?.second)
        b.issue(addDuration(start, { minutes: 15 }), { type: 'RecordForfeit', round, absent: [game.second] });
    }
    b.play(round, start, lot, (i) => (i % 7 === 3 ? 'player' : round === 11 && i === 5 ? 'late' : 'normal'));
    if (round === 6) {
      // The director corrects a score slip read the wrong way round.
      const game = b.state().rounds[5]?.pairings[2];
      const result = b.state().rounds[5]?.results[2];
      if (game?.second && result?.kind === 'scores') {
        b.issue(addDuration(start, { minutes: 58 }), {
          type: 'RecordGame',
          round,
          first: game.first,
          second: game.second,
          firstScore: result.secondScore,
          secondScore: result.firstScore,
          reason: 'score slip read the wrong way round',
        });
      }
    }
    if (round === 12) {
      // A player leaves after round 12 for family reasons.
      b.issue(addDuration(start, { minutes: 59 }), {
        type: 'WithdrawParticipant',
        participant: 'p37',
        round: 13,
      });
    }
  }
  return b.script(addDuration(first, { days: -14 }));
}

function championshipFinalDemo(anchor?: Moment): DemoScript {
  const players = fieldOf(16, 'demo-club-ratings');
  const config = { rounds: 7, candidatesRound: 7, placementRound: true };
  const b = builder('demo-championship-final', 'Club championship with final (demo)', 'dm', config, players);
  const first = calendarOf(anchor, 'final').at('2026-11-14T10:00:00+01:00');
  const lot = createLot('demo-club-scores-17');
  b.issue(addDuration(first, { minutes: -30 }), { type: 'DrawGroups', seed: 'demo-club-2026' });
  for (let round = 1; round <= 7; round++) {
    const start = addDuration(first, { hours: round - 1 });
    if (round > 3) b.issue(start, { type: 'PairRound', round });
    b.play(round, start, lot);
  }
  const evening = addDuration(first, { hours: 7 });
  b.issue(evening, { type: 'PairFinal' });
  b.issue(evening, { type: 'PairRound', round: 8 });
  b.play(8, evening, lot);
  // The final: one game each, the total score decides.
  b.issue(addDuration(evening, { minutes: 50 }), {
    type: 'RecordFinalGame',
    game: 1,
    firstScore: 412,
    secondScore: 371,
  });
  b.issue(addDuration(evening, { minutes: 100 }), {
    type: 'RecordFinalGame',
    game: 2,
    firstScore: 366,
    secondScore: 398,
  });
  return b.script(addDuration(first, { days: -7 }));
}

/**
 * A club's Swiss Saturday under the `new-swiss` preset (no groups, no final): 13 players, so one
 * bye a round; round 5 of 6 is under way and the first player's game is still open — what a
 * player sees on the phone between two games.
 */
function championshipSwissDemo(anchor?: Moment): DemoScript {
  const players = fieldOf(13, 'demo-swiss-ratings');
  const b = builder(
    'demo-championship-swiss',
    'Club Swiss Saturday (demo)',
    'new-swiss',
    { rounds: 6 },
    players,
  );
  const first = calendarOf(anchor, 'swiss').at('2026-11-21T10:00:00+01:00');
  const lot = createLot('demo-swiss-scores');
  b.issue(addDuration(first, { minutes: -20 }), { type: 'DrawLot', seed: 'demo-swiss-2026' });
  for (let round = 1; round <= 5; round++) {
    const start = addDuration(first, { hours: round - 1 });
    b.issue(start, { type: 'PairRound', round });
    // Round 5: the first boards are still playing, the first player's game among them.
    const playing = (p: Pairing) =>
      round === 5 && (p.first === 'p1' || p.second === 'p1' || (p.board ?? 9) <= 2);
    b.play(round, start, lot, (i) => (i % 3 === 1 ? 'player' : 'normal'), playing);
  }
  return b.script(addDuration(first, { days: -3 }));
}

/**
 * The German championship with its prelims and Swiss rounds, a final on its own, and an open Swiss,
 * placed relative to `anchor` (the first start) or on their authored dates.
 */
export const demos = (anchor?: Moment) =>
  [
    cutAt(championshipDemo(anchor), anchor),
    cutAt(championshipFinalDemo(anchor), anchor),
    cutAt(championshipSwissDemo(anchor), anchor),
  ] as const;
