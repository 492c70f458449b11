/**
 * Demo tournaments, as scripts of commands the engine runs like real input:
 *
 * - `demo-tantrix-weekend`: twelve players, three groups of four on Saturday, the top two of each
 *   into a cup on Sunday. It shows colour draws (TX-9), time penalties and lateness (TX-3,
 *   TX-10), a no-show (TX-4), a double crash (TX-6), a tie for a qualifying place decided by a
 *   play-off with an over-time loss (TX-7), byes for the top seeds (TX-12), a cup match tied on
 *   TP, wins and stones and settled by a tie-break game, a match won on TP with fewer games won,
 *   a cup no-show (TX-8, TX-4) and a director's TP decision after a robot game (TX-14).
 * - `demo-tantrix-scheduled`: six players arranging their own games over five rounds: messages
 *   and answers, appointments, a missed appointment rearranged, a player who never answers and
 *   loses the game, a no-show at an appointment, and open games with deadlines (TX-11).
 *
 * Game ids come from the same pure draw functions the format uses, so the scripts stay valid.
 *
 * Anchored (in UTC, the format's zone): the weekend keeps its Saturday and Sunday and ended a week
 * or two before the anchor (finished); the scheduled league moves by whole days so that its last
 * authored message is less than a day before the anchor (round 5 running, deadlines ahead).
 */
import { cutAt, DemoCalendar, type DemoScript, type DemoStep } from '../../core/demo.js';
import type { Actor } from '../../core/events.js';
import { addDuration, moment } from '../../core/moment.js';
import type { Participant } from '../../core/participant.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import { parseConfig, type TpConfig } from './config.js';
import { groupGames } from './groups.js';
import { cupSlotsFromGroups, drawGroups, seedEntry } from './seeding.js';
import type { GroupGame } from './state.js';

const director: Actor = { kind: 'director', personId: 'demo-director' };

function presetConfig(preset: string): TpConfig {
  const parsed = parseConfig({}, preset);
  if (!parsed.ok) throw new Error(`preset ${preset}: ${parsed.error.map((e) => e.message).join('; ')}`);
  return parsed.value;
}
const as = (participantId: ParticipantId): Actor => ({ kind: 'player', participantId });

type Command = DemoStep['command'];

function script() {
  const steps: DemoStep[] = [];
  return {
    steps,
    add(at: string, actor: Actor, command: Command, recordedAt?: string) {
      steps.push({
        at: moment(at),
        actor,
        command,
        ...(recordedAt ? { recordedAt: moment(recordedAt) } : {}),
      });
    },
  };
}

/** The format's zone, and the authored moments the demos are placed by. */
const ZONE = 'UTC';
const WEEKEND_REFERENCE = moment('2026-06-20T08:10:00Z');
const SCHEDULED_REFERENCE = moment('2026-11-20T19:00:00Z');

/** A name's season and year from a date: `Summer 2026`. */
function seasonOf(date: string): string {
  const month = Number(date.slice(5, 7));
  const season = ['Winter', 'Spring', 'Summer', 'Autumn'][Math.floor((month % 12) / 3)] as string;
  return `${season} ${date.slice(0, 4)}`;
}

const later = (at: string, minutes: number): string => addDuration(moment(at), { minutes });

function findGame(games: Iterable<GroupGame>, x: ParticipantId, y: ParticipantId): GroupGame {
  for (const g of games) if (g.players.includes(x) && g.players.includes(y)) return g;
  throw new Error(`the demo draw has no game ${x} – ${y}`);
}

const played = (scores: [number, number], minutes: [number, number] = [12, 13], late?: [number, number]) => ({
  kind: 'played',
  scores,
  minutes,
  ...(late ? { late } : {}),
});

const WEEKEND_PLAYERS: Participant[] = [
  { id: 'mira', name: 'Mira Okafor', rating: 1872, attributes: { ratingGames: 140 } },
  { id: 'jonas', name: 'Jonas Lindqvist', rating: 1846, attributes: { ratingGames: 95 } },
  { id: 'akiko', name: 'Akiko Tanaka', rating: 1821 },
  { id: 'pieter', name: 'Pieter de Vries', rating: 1794 },
  { id: 'sofia', name: 'Sofia Marin', attributes: { lobbyRating: 905, lobbyGames: 30 } },
  { id: 'tomas', name: 'Tomás Ruiz', rating: 1768 },
  { id: 'ines', name: 'Ines Brandt', rating: 1741, attributes: { ratingGames: 33 } },
  { id: 'kwame', name: 'Kwame Mensah', rating: 1725 },
  { id: 'lena', name: 'Lena Hofer', rating: 1698 },
  { id: 'ravi', name: 'Ravi Iyer', attributes: { lobbyRating: 820 } },
  { id: 'noor', name: 'Noor Haddad', rating: 1655 },
  { id: 'ben', name: 'Ben Carter', alias: 'Benny' },
];

/** The weekend's script and its two days, in the club's zone. */
interface Weekend {
  readonly s: ReturnType<typeof script>;
  readonly sat: (time: string) => string;
  readonly sun: (time: string) => string;
}

function weekend(anchor?: Moment): DemoScript {
  const preset = 'tantrix-weekend';
  const s = script();
  const cal = DemoCalendar.of(anchor, ZONE, WEEKEND_REFERENCE, 7);
  const sat = (time: string): string => cal.at(`2026-06-13T${time}:00Z`);
  const sun = (time: string): string => cal.at(`2026-06-14T${time}:00Z`);
  const days: Weekend = { s, sat, sun };
  chooseColours(days);
  const seeding = groupStage(days, presetConfig(preset));
  groupPlayOff(days);
  cupStage(days, seeding);
  return {
    id: 'demo-tantrix-weekend',
    name: `Tantrix Online ${seasonOf(sat('08:00')).replace(' ', ' Weekend ')} (demo)`,
    format: 'tp-tournament',
    preset,
    createdAt: cal.at('2026-05-20T18:00:00Z'),
    participants: WEEKEND_PLAYERS,
    steps: s.steps,
  };
}

/** TX-9: colour choices before the draw; Sofia and Kwame chose alike, so their colours are drawn. */
function chooseColours({ s, sat }: Weekend): void {
  const choices: [ParticipantId, string, string][] = [
    ['mira', 'red', 'yellow'],
    ['jonas', 'blue', 'green'],
    ['akiko', 'red', 'green'],
    ['pieter', 'green', 'blue'],
    ['sofia', 'red', 'blue'],
    ['kwame', 'red', 'blue'],
    ['ines', 'yellow', 'red'],
    ['lena', 'blue', 'yellow'],
  ];
  for (const [i, [participant, first, second]] of choices.entries())
    s.add(sat(`08:${String(10 + i).padStart(2, '0')}`), as(participant), {
      type: 'ChooseColours',
      participant,
      first,
      second,
    });
}

/** Saturday: the groups drawn and scheduled, and their games (TX-3, TX-4, TX-6, TX-10, TX-14); the draw's seeding. */
function groupStage({ s, sat }: Weekend, config: TpConfig) {
  const seed = 'demo-weekend-groups';
  s.add(sat('09:00'), director, { type: 'DrawGroups', seed });
  for (const [round, time] of [
    [1, '10:00'],
    [2, '11:00'],
    [3, '12:00'],
  ] as const)
    s.add(sat('09:05'), director, { type: 'ScheduleRound', stage: 'groups', round, startsAt: sat(time) });

  const { seeding, groups } = drawGroups(
    WEEKEND_PLAYERS.map((p) => seedEntry(p, config)),
    seed,
    3,
  );
  const { games } = groupGames(groups, 1);
  const startOf = (g: GroupGame) => sat(`${String(9 + g.round).padStart(2, '0')}:00`);
  const report = (x: ParticipantId, y: ParticipantId, result: object, by: Actor = as(x), after = 40) => {
    const g = findGame(games.values(), x, y);
    s.add(later(startOf(g), after), by, { type: 'RecordResult', game: g.id, players: [x, y], result });
  };

  // Group A: Sofia and Kwame end level on TP and on their game, tied for the second qualifying place.
  report('mira', 'sofia', played([30, 20]));
  report('mira', 'kwame', played([30, 20]));
  report('mira', 'ben', played([40, 18]));
  report('sofia', 'kwame', played([25, 25], [13, 14]), as('kwame'));
  report('sofia', 'ben', played([34, 24]));
  report('kwame', 'ben', played([29, 19]));
  // Group B: Ravi does not come (claimed after the 15 minutes of TX-10); Tomás and Ines crash
  // together (TX-6); Tomás overruns; Tomás comes 8 minutes late against Ravi (TX-10).
  report('jonas', 'ravi', { kind: 'no-show', absent: ['ravi'] }, as('jonas'), 16);
  report('tomas', 'ines', { kind: 'double-crash' }, director);
  report('jonas', 'tomas', played([33, 28], [12, 16]));
  report('jonas', 'ines', played([31, 27]));
  report('tomas', 'ravi', played([36, 22], [13, 11], [8, 0]));
  report('ines', 'ravi', played([30, 25]));
  // Group C: Lena's win over Noor came after the robot played badly for Noor (seed 3b).
  report('akiko', 'pieter', played([28, 26]));
  report('akiko', 'lena', played([35, 20]));
  report('noor', 'akiko', played([31, 30]));
  report('pieter', 'lena', played([32, 23], [15, 12]));
  report('pieter', 'noor', played([30, 24]));
  const robot = findGame(games.values(), 'lena', 'noor');
  // Entered late by the director: it took effect when the game ended, it was recorded at 13:30.
  s.add(
    later(startOf(robot), 40),
    director,
    { type: 'RecordResult', game: robot.id, players: ['lena', 'noor'], result: played([27, 26]) },
    sat('13:30'),
  );
  s.add(sat('13:40'), director, {
    type: 'OverrideOutcome',
    override: { target: 'game-points', game: robot.id, players: ['lena', 'noor'], tp: [120, 80] },
    reason:
      'The robot took over for Noor after a crash and allowed an avoidable loop; adjudicated 12:8 (seed rule 3b).',
  });
  return seeding;
}

/** TX-7: the play-off for place 2 of group A: a drawn game, then Sofia goes over the 5 minutes. */
function groupPlayOff({ s, sat }: Weekend): void {
  s.add(sat('13:10'), as('sofia'), {
    type: 'RecordResult',
    game: 'A:p2:g1',
    players: ['sofia', 'kwame'],
    result: { kind: 'played', scores: [15, 15] },
  });
  s.add(sat('13:20'), as('kwame'), {
    type: 'RecordResult',
    game: 'A:p2:g2',
    players: ['sofia', 'kwame'],
    result: { kind: 'played', scores: [22, 18], timeout: 'sofia' },
  });
}

/** Saturday afternoon the cup seeded from the groups (TX-12); Sunday its matches (TX-8, TX-4). */
function cupStage({ s, sat, sun }: Weekend, seeding: ReturnType<typeof drawGroups>['seeding']): void {
  const cupSeed = 'demo-weekend-cup';
  s.add(sat('14:00'), director, { type: 'SeedCup', seed: cupSeed });
  for (const [round, time] of [
    [1, '10:00'],
    [2, '12:00'],
    [3, '14:00'],
  ] as const)
    s.add(sat('14:05'), director, { type: 'ScheduleRound', stage: 'cup', round, startsAt: sun(time) });

  const rating = new Map(seeding.map((e) => [e.participantId, e.rating]));
  const qualifiers = (
    [
      ['mira', 'A', 1],
      ['kwame', 'A', 2],
      ['jonas', 'B', 1],
      ['ines', 'B', 2],
      ['akiko', 'C', 1],
      ['pieter', 'C', 2],
    ] as const
  ).map(([participantId, group, place]) => ({
    participantId,
    group,
    place,
    rating: rating.get(participantId) ?? 0,
  }));
  const { slots } = cupSlotsFromGroups(qualifiers, cupSeed);
  const matchOf = (round: number, x: ParticipantId): number => {
    // Round 1 positions come from the slots; the demo's later rounds follow the bracket by hand.
    const index = slots.indexOf(x);
    return Math.floor(index / 2 ** round) + 1;
  };
  const cup = (
    round: number,
    x: ParticipantId,
    y: ParticipantId,
    game: string,
    result: object,
    by: Actor = as(x),
    time = '',
  ) => {
    const start = sun(['10:00', '12:00', '14:00'][round - 1] as string);
    const n = Number(game.slice(1));
    s.add(time || later(start, 30 * n), by, {
      type: 'RecordResult',
      game: `cup:r${round}:m${matchOf(round, x)}:${game}`,
      players: [x, y],
      result,
    });
  };
  // Round 1: Pieter – Kwame ends 30:30 TP, one win each, 75:75 stones; a tie-break game decides.
  cup(1, 'pieter', 'kwame', 'g1', played([30, 20]));
  cup(1, 'pieter', 'kwame', 'g2', played([20, 30]), as('kwame'));
  cup(1, 'pieter', 'kwame', 'g3', played([25, 25]));
  cup(1, 'pieter', 'kwame', 't1', { kind: 'played', scores: [14, 19] }, as('kwame'), sun('11:40'));
  cup(1, 'akiko', 'ines', 'g1', played([33, 21]));
  cup(1, 'akiko', 'ines', 'g2', played([21, 28]), as('ines'));
  cup(1, 'akiko', 'ines', 'g3', played([30, 22]));
  // Semi-finals: Kwame misses his third game (50:14 in the cup, TX-4); Akiko wins on TP with one win.
  cup(2, 'mira', 'kwame', 'g1', played([34, 26]));
  cup(2, 'mira', 'kwame', 'g2', played([29, 27]));
  cup(2, 'mira', 'kwame', 'g3', { kind: 'no-show', absent: ['kwame'] }, director);
  cup(2, 'jonas', 'akiko', 'g1', played([26, 25]));
  cup(2, 'jonas', 'akiko', 'g2', played([24, 23]));
  cup(2, 'jonas', 'akiko', 'g3', played([20, 45]), as('akiko'));
  // The final: Mira overruns in game 2 (16 minutes, two TP to Akiko) and still wins.
  cup(3, 'mira', 'akiko', 'g1', played([32, 30]));
  cup(3, 'mira', 'akiko', 'g2', played([26, 31], [16, 13]), as('akiko'));
  cup(3, 'mira', 'akiko', 'g3', played([36, 22]));
}

const SCHEDULED_PLAYERS: Participant[] = [
  { id: 'hana', name: 'Hana Novak', rating: 1810 },
  { id: 'oliver', name: 'Oliver Grant', rating: 1775 },
  { id: 'marta', name: 'Marta Kowalska', rating: 1752 },
  { id: 'david', name: 'David Levi', rating: 1730 },
  { id: 'yuki', name: 'Yuki Mori', attributes: { lobbyRating: 850, lobbyGames: 60 } },
  { id: 'emil', name: 'Emil Sørensen', rating: 1688 },
];

/** Scores for the plain games of the scheduled demo, in order of play. */
const SCHEDULED_SCORES: [number, number][] = [
  [31, 24],
  [22, 29],
  [35, 18],
  [27, 27],
  [30, 26],
  [19, 33],
  [28, 21],
  [33, 30],
  [24, 31],
  [38, 20],
];

function scheduled(anchor?: Moment): DemoScript {
  const preset = 'tantrix-scheduled';
  const s = script();
  const cal = DemoCalendar.of(anchor, ZONE, SCHEDULED_REFERENCE, 1);
  const day = (d: string, time = '19:00'): string => cal.at(`2026-${d}T${time}:00Z`);
  const games = scheduledGroup(s, day, presetConfig(preset));
  scheduledRounds(s, day, games);
  return {
    id: 'demo-tantrix-scheduled',
    name: `Tantrix Online ${seasonOf(day('09-21')).replace(' ', ' League ')} (demo)`,
    format: 'tp-tournament',
    preset,
    createdAt: cal.at('2026-09-01T12:00:00Z'),
    participants: SCHEDULED_PLAYERS,
    steps: s.steps,
  };
}

/** The scheduled demo's days: `day('09-21', '20:00')`, placed by its calendar. */
type Day = (d: string, time?: string) => string;

/** Colours chosen (TX-9), the one group drawn and its five rounds scheduled; the group's games. */
function scheduledGroup(s: ReturnType<typeof script>, day: Day, config: TpConfig) {
  const seed = 'demo-scheduled-group';
  s.add(day('09-14', '10:00'), as('hana'), {
    type: 'ChooseColours',
    participant: 'hana',
    first: 'green',
    second: 'red',
  });
  s.add(day('09-15', '10:00'), as('emil'), {
    type: 'ChooseColours',
    participant: 'emil',
    first: 'green',
    second: 'yellow',
  });
  s.add(day('09-18', '09:00'), director, { type: 'DrawGroups', seed });
  const rounds = ['09-21', '10-05', '10-19', '11-02', '11-16'];
  for (const [i, start] of rounds.entries()) {
    const end = ['10-04', '10-18', '11-01', '11-15', '11-29'][i] as string;
    s.add(day('09-18', '09:10'), director, {
      type: 'ScheduleRound',
      stage: 'groups',
      round: i + 1,
      startsAt: day(start, '00:00'),
      endsBy: day(end, '23:59'),
    });
  }
  const { groups } = drawGroups(
    SCHEDULED_PLAYERS.map((p) => seedEntry(p, config)),
    seed,
    1,
  );
  return groupGames(groups, 1).games;
}

/** A side of a group game: its first or its second player. */
type Side = (g: GroupGame) => ParticipantId;
const [x, y]: [Side, Side] = [(g) => g.players[0], (g) => g.players[1]];

/** What the scheduled demo's players do in a game, as steps of the script: TX-11's routine and results. */
function gameSteps(s: ReturnType<typeof script>, games: ReadonlyMap<string, GroupGame>) {
  const byRound = (r: number) =>
    [...games.values()].filter((g) => g.round === r).sort((a, b) => a.board - b.board);
  let next = 0;
  const plain = (g: GroupGame, when: string) => {
    const scores = SCHEDULED_SCORES[next++ % SCHEDULED_SCORES.length] as [number, number];
    const winner = scores[0] >= scores[1] ? g.players[0] : g.players[1];
    s.add(when, as(winner), {
      type: 'RecordResult',
      game: g.id,
      players: g.players,
      result: played(scores, [13, 12]),
    });
  };
  const message = (g: GroupGame, when: string) =>
    s.add(when, as(x(g)), { type: 'LogMessage', game: g.id, from: x(g), to: y(g) });
  const answer = (g: GroupGame, when: string) =>
    s.add(when, as(y(g)), { type: 'LogAnswer', game: g.id, by: y(g), to: x(g) });
  const arrange = (g: GroupGame, when: string, by: Side, startsAt: string) =>
    s.add(when, as(by(g)), { type: 'ArrangeGame', game: g.id, by: by(g), startsAt });
  return { byRound, plain, message, answer, arrange };
}

/** The five rounds: TX-11's routine, a missed appointment, a player who never answers, a no-show. */
function scheduledRounds(
  s: ReturnType<typeof script>,
  day: Day,
  games: ReadonlyMap<string, GroupGame>,
): void {
  const { byRound, plain, message, answer, arrange } = gameSteps(s, games);
  // Round 1: the whole TX-11 routine for the first game; the others just report.
  const [r1a, r1b, r1c] = byRound(1) as [GroupGame, GroupGame, GroupGame];
  message(r1a, day('09-21', '20:00'));
  answer(r1a, day('09-23', '08:30'));
  arrange(r1a, day('09-23', '08:35'), y, day('09-26', '20:00'));
  plain(r1a, day('09-26', '20:45'));
  plain(r1b, day('09-27', '18:30'));
  plain(r1c, day('09-30', '21:10'));

  // Round 2: a missed appointment, rearranged once (TX-11), then played.
  const [r2a, r2b, r2c] = byRound(2) as [GroupGame, GroupGame, GroupGame];
  arrange(r2a, day('10-06', '12:00'), x, day('10-09', '20:00'));
  s.add(day('10-10', '09:00'), as(y(r2a)), {
    type: 'RearrangeGame',
    game: r2a.id,
    by: y(r2a),
    absent: y(r2a),
    startsAt: day('10-12', '20:00'),
  });
  plain(r2a, day('10-12', '20:50'));
  plain(r2b, day('10-08', '19:40'));
  plain(r2c, day('10-14', '21:00'));

  // Round 3: no answer for five days (reported), two more (lost, TX-11); the deadline does it.
  const [r3a, r3b, r3c] = byRound(3) as [GroupGame, GroupGame, GroupGame];
  message(r3a, day('10-19', '18:00'));
  plain(r3b, day('10-22', '20:30'));
  plain(r3c, day('10-24', '16:00'));

  // Round 4: a no-show at the appointment, claimed after waiting the 15 minutes.
  const [r4a, r4b, r4c] = byRound(4) as [GroupGame, GroupGame, GroupGame];
  arrange(r4a, day('11-03', '10:00'), x, day('11-06', '20:00'));
  s.add(day('11-06', '20:16'), as(x(r4a)), {
    type: 'RecordResult',
    game: r4a.id,
    players: r4a.players,
    result: { kind: 'no-show', absent: [y(r4a)] },
  });
  plain(r4b, day('11-04', '19:15'));
  plain(r4c, day('11-08', '17:45'));

  // Round 5, running as of late November 2026: an appointment to come, one result, and Emil's
  // message to Hana (the demo player) waiting for her answer before its deadline (TX-11).
  const [r5a, r5b, r5c] = byRound(5) as [GroupGame, GroupGame, GroupGame];
  message(r5b, day('11-17', '19:30'));
  answer(r5b, day('11-18', '08:00'));
  arrange(r5b, day('11-18', '08:05'), y, day('11-25', '20:00'));
  plain(r5c, day('11-19', '21:30'));
  message(r5a, day('11-20', '19:00'));
}

/** A weekend tournament and a scheduled one, placed relative to `anchor` (the first start) or on their authored dates. */
export const demos = (anchor?: Moment) =>
  [cutAt(weekend(anchor), anchor), cutAt(scheduled(anchor), anchor)] as const;
