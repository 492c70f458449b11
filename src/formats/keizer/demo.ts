/**
 * Demo seasons: the DSC main competition with 40 players and half a season played (absences with
 * and without notice, a late notice, club team matches, a no-show streak that signs a player
 * off and his return, a late entrant with proposed entry points, a re-paired evening, a corrected
 * result), and the rapid competition beside it. The scripts are made by playing the season
 * through the format itself, so every step is valid; results follow the ratings with a fixed lot.
 * Anchored, the evenings stay on Thursdays: round 13 is the last Thursday evening at or before the
 * anchor and round 14 the coming one, what lies after the anchor cut.
 */
import { cutAt, DemoCalendar, DemoRecorder, type DemoScript } from '../../core/demo.js';
import type { Actor } from '../../core/events.js';
import { createLot, type Lot } from '../../core/lot.js';
import type { Participant } from '../../core/participant.js';
import { makeRational } from '../../core/rational.js';
import type { Moment } from '../../core/types.js';
import { localMoment } from './calendar.js';
import { type KeizerConfig, parseConfig } from './config.js';
import { proposeEntryPoints } from './entry.js';
import type { Game } from './events.js';
import { keizer } from './index.js';
import type { KeizerState } from './state.js';

const NAMES = [
  'Anna de Vries',
  'Bram Jansen',
  'Carla Bakker',
  'Daan Visser',
  'Eva Smit',
  'Frits Meijer',
  'Gijs de Boer',
  'Hanna Mulder',
  'Iris de Groot',
  'Joost Bos',
  'Karin Vos',
  'Lars Peters',
  'Marit Hendriks',
  'Niels van Dijk',
  'Olga Dekker',
  'Pim Brouwer',
  'Quinten de Wit',
  'Rosa Dijkstra',
  'Sander Smits',
  'Tessa de Graaf',
  'Ulrich Schouten',
  'Vera van der Meer',
  'Wout van Leeuwen',
  'Xander Kok',
  'Yara Jacobs',
  'Zeger de Haan',
  'Arjen Vermeulen',
  'Bregje van den Berg',
  'Cas van der Linden',
  'Dirk Kuipers',
  'Elke Veenstra',
  'Femke Koster',
  'Gerard Huisman',
  'Hein Willems',
  'Ilse Prins',
  'Jeroen Post',
  'Kees Kuiper',
  'Lieke Vonk',
  'Maarten Sanders',
  'Nora Verhoeven',
];

const ZONE = 'Europe/Amsterdam';
const director: Actor = { kind: 'director', personId: 'wedstrijdleider' };
const asPlayer = (participantId: string): Actor => ({ kind: 'player', participantId });

function players(count: number, prefix: string, lot: Lot): Participant[] {
  const groups = ['A', 'B', 'C', 'D'];
  return NAMES.slice(0, count).map((name, i) => ({
    id: `${prefix}${String(i + 1).padStart(2, '0')}`,
    name,
    rating: 2150 - i * 22 - lot.below(15),
    attributes: { group: groups[Math.floor((i * groups.length) / count)] as string },
  }));
}

/** The authored evening of round 13: anchored, the last Thursday evening at or before the anchor. */
const REFERENCE = '2025-11-27T20:00:00+01:00' as Moment;

/** Thursdays from 4 September 2025 (`dayAfter` for team matches on the Friday). */
const evening = (cal: DemoCalendar, round: number, dayAfter = 0): string =>
  cal.date(new Date(Date.UTC(2025, 8, 4 + 7 * (round - 1) + dayAfter)).toISOString().slice(0, 10));
/** The season's years, `2025–2026` on the authored calendar. */
const season = (cal: DemoCalendar): string => {
  const year = Number(cal.date('2025-08-28').slice(0, 4));
  return `${year}–${year + 1}`;
};
/** A wall-clock time on a date already on the calendar. */
const when = (date: string, time: string): Moment => localMoment(date, time, ZONE);

/** The games of a round as paired now. */
const gamesOf = (rec: Recorder, round: number): readonly Game[] => rec.state.rounds.get(round)?.games ?? [];

type Recorder = DemoRecorder<KeizerState>;

/** A result drawn from the rating difference (Elo expectation, a third of close games drawn). */
function drawResult(lot: Lot, white: number, black: number): string {
  const expected = 1 / (1 + 10 ** ((black - white - 35) / 400));
  const draw = 0.28 * (1 - Math.abs(2 * expected - 1));
  const x = lot.next();
  if (x < draw) return '1/2-1/2';
  return x < draw + (1 - draw) * expected ? '1-0' : '0-1';
}

function playResults(
  rec: Recorder,
  lot: Lot,
  round: number,
  at: Moment,
  games: readonly Game[],
  rating: (id: string) => number,
) {
  games.forEach((g, board) => {
    const result = drawResult(lot, rating(g.white), rating(g.black));
    // Most players enter their own result (KZ-17); the director enters the rest.
    const actor = board % 3 === 2 ? director : asPlayer(g.white);
    rec.run(at, actor, { type: 'RecordResult', round, white: g.white, black: g.black, result });
  });
}

function config(preset: string): KeizerConfig {
  const parsed = parseConfig({}, preset);
  if (!parsed.ok) throw new Error(parsed.error.map((e) => e.message).join('; '));
  return parsed.value;
}

/**
 * The demo player account plays as the first participant (app/competitions/demo.ts): Gijs de Boer, a team
 * player in the middle of the ranking, who has still to report his last game and has already
 * sent word that he misses an evening after the winter break.
 */
const DEMO_PLAYER = 'k07';

/** One evening of the main season as it is written: the recorder, the season's lot, the date. */
interface Evening {
  readonly rec: DemoRecorder<KeizerState>;
  readonly lot: Lot;
  readonly cal: DemoCalendar;
  readonly round: number;
  readonly date: string;
  readonly rating: (id: string) => number;
}

function mainSeason(cal: DemoCalendar): DemoScript {
  const lot = createLot('demo-keizer-dsc-2025');
  const rated = players(40, 'k', lot);
  const field = [...rated.filter((p) => p.id === DEMO_PLAYER), ...rated.filter((p) => p.id !== DEMO_PLAYER)];
  const rec = new DemoRecorder<KeizerState>('demo-keizer', keizer, {
    config: config('dsc'),
    participants: field,
  });
  const rating = (id: string) => rec.state.byId.get(id)?.rating ?? 1500;
  // The first half of the season; the evenings after the winter break are for the director to plan.
  rec.run(when(cal.date('2025-08-28'), '20:00'), director, {
    type: 'PlanEvenings',
    evenings: Array.from({ length: 14 }, (_, i) => ({ round: i + 1, date: evening(cal, i + 1) })),
  });
  rec.run(when(cal.date('2025-08-28'), '20:05'), director, { type: 'SetInitialRanking', basis: 'rating' });
  for (let round = 1; round <= 14; round++) {
    const night: Evening = { rec, lot, cal, round, date: evening(cal, round), rating };
    absences(night);
    teamMatch(night);
    lateNotices(night);
    if (round === 7) lateEntrant(night);
    if (round === 11) rec.run(when(night.date, '12:00'), director, { type: 'SignOn', participant: 'k40' });
    pairAndPlay(night);
    if (round === 5) correction(night);
  }
  rec.run(when(evening(cal, 14), '23:30'), asPlayer(DEMO_PLAYER), {
    type: 'NoticeAbsence',
    participant: DEMO_PLAYER,
    rounds: [16],
  });
  return {
    id: 'demo-keizer',
    name: `DSC interne competitie ${season(cal)} (demo)`,
    format: 'keizer',
    preset: 'dsc',
    createdAt: when(cal.date('2025-08-28'), '19:00'),
    participants: field,
    steps: rec.steps,
  };
}

/** About one player in ten sends word of an absence in the morning (KZ-11). */
function absences({ rec, lot, round, date }: Evening): void {
  const present = [...rec.state.players].filter((p) => p.firstRound <= round);
  for (const p of present) {
    if (p.id === 'k40' || (round === 14 && p.id === DEMO_PLAYER) || lot.next() >= 0.1) continue;
    rec.run(when(date, '11:00'), asPlayer(p.id), {
      type: 'NoticeAbsence',
      participant: p.id,
      rounds: [round],
    });
  }
}

/** Every fourth evening a club team match the day after: four players from group A–B (KZ-8, KZ-16). */
function teamMatch({ rec, cal, round, date }: Evening): void {
  const team = ['k05', 'k07', 'k09', 'k11'].filter((id) => !rec.state.notices.has(`${round}:${id}`));
  if (round % 4 !== 3 || team.length === 0) return;
  rec.run(when(date, '12:00'), director, {
    type: 'NoticeAbsence',
    participant: team[0] as string,
    rounds: [round],
    reason: 'team-match',
  });
  for (const id of team.slice(1)) {
    rec.run(when(date, '12:05'), asPlayer(id), {
      type: 'NoticeAbsence',
      participant: id,
      rounds: [round],
      reason: 'team-match',
    });
  }
  rec.run(when(date, '12:10'), director, {
    type: 'RecordTeamMatch',
    date: evening(cal, round, 1),
    team: 'DSC 1',
    opponent: ['Schaakclub Zwolle', 'SV Deventer', 'ESGOO Enschede'][round % 3] as string,
    away: round % 8 === 3,
    players: team,
    drivers: round % 8 === 3 ? [{ name: 'Frits Meijer', km: 64 + round }] : [],
  });
}

/** KZ-11: a notice after 17:00 counts as without notice, unless the director accepts it. */
function lateNotices({ rec, round, date }: Evening): void {
  const noNotice = (id: string) => !rec.state.notices.has(`${round}:${id}`);
  if (round === 5 && noNotice('k23')) {
    rec.run(when(date, '17:25'), asPlayer('k23'), {
      type: 'NoticeAbsence',
      participant: 'k23',
      rounds: [round],
    });
  }
  if (round === 9 && noNotice('k31')) {
    rec.run(when(date, '17:40'), asPlayer('k31'), {
      type: 'NoticeAbsence',
      participant: 'k31',
      rounds: [round],
    });
    rec.run(when(date, '17:45'), director, { type: 'AcceptLateNotice', participant: 'k31', round });
  }
}

/**
 * A late entrant joins with the entry points the system proposes (KZ-6), and goes into the group
 * of the player rated closest to him (seed, "Groepen indeling" 3).
 */
function lateEntrant({ rec, date, rating }: Evening): void {
  const late: Participant = { id: 'k41', name: 'Oscar Timmermans', rating: 1890 };
  rec.run(when(date, '10:00'), director, { type: 'RegisterParticipant', participant: late });
  const proposal = proposeEntryPoints(rec.state, late.id);
  rec.run(when(date, '10:05'), director, {
    type: 'SetEntryPoints',
    participant: late.id,
    points: makeRational(proposal?.points ?? { n: 0, d: 1 }),
  });
  const grouped = rec.state.players.filter((p) => rec.state.groups.has(p.id));
  const closest = grouped.reduce((a, b) =>
    Math.abs(b.rating - rating(late.id)) < Math.abs(a.rating - rating(late.id)) ? b : a,
  );
  rec.run(when(date, '10:06'), director, {
    type: 'AssignGroups',
    groups: { [late.id]: rec.state.groups.get(closest.id) as string },
  });
}

/** The pairing at six, a no-show repaired (KZ-13), and the results at half past ten. */
function pairAndPlay({ rec, lot, round, date, rating }: Evening): void {
  rec.run(when(date, '18:00'), director, { type: 'PairRound', round });
  let games = gamesOf(rec, round);
  if (round === 6 || round === 7) {
    // k40 stops coming without a word: two no-shows sign him off (KZ-13).
    if (
      games.some((g) => g.white === 'k40' || g.black === 'k40') ||
      rec.state.rounds.get(round)?.bye === 'k40'
    ) {
      rec.run(when(date, '19:45'), director, { type: 'RecordNoShow', round, participant: 'k40' });
      rec.run(when(date, '19:50'), director, { type: 'RepairRound', round });
      games = gamesOf(rec, round);
    }
  }
  // The demo player has not reported his last game yet (KZ-17).
  const reported = games.filter((g) => round < 14 || (g.white !== DEMO_PLAYER && g.black !== DEMO_PLAYER));
  playResults(rec, lot, round, when(date, '22:30'), reported, rating);
}

/** A result entered wrongly in round 3 is corrected by the director (KZ-17). */
function correction({ rec, date }: Evening): void {
  const g = rec.state.rounds.get(3)?.games[2] as Game;
  const had = rec.state.rounds.get(3)?.results.get(`${g.white}:${g.black}`)?.result;
  const corrected = had === '1-0' ? '1/2-1/2' : '1-0';
  rec.run(when(date, '23:15'), director, {
    type: 'RecordResult',
    round: 3,
    white: g.white,
    black: g.black,
    result: corrected,
    reason: 'score sheet misread',
  });
}

function rapidSeason(cal: DemoCalendar): DemoScript {
  const lot = createLot('demo-keizer-rapid-2025');
  const field = players(24, 'r', lot);
  const rec = new DemoRecorder<KeizerState>('demo-keizer-rapid', keizer, {
    config: config('dsc-rapid'),
    participants: field,
  });
  const rating = (id: string) => rec.state.byId.get(id)?.rating ?? 1500;
  // Rapid evenings: three rounds an evening, on two evenings so far.
  const dates = ['2025-10-02', '2025-10-02', '2025-10-02', '2025-11-06', '2025-11-06', '2025-11-06'].map(
    cal.date,
    cal,
  );
  rec.run(when(cal.date('2025-09-20'), '12:00'), director, {
    type: 'PlanEvenings',
    evenings: dates.map((date, i) => ({ round: i + 1, date })),
  });
  dates.forEach((date, i) => {
    const round = i + 1;
    if (round === 4) {
      rec.run(when(date, '12:00'), asPlayer('r08'), {
        type: 'NoticeAbsence',
        participant: 'r08',
        rounds: [4, 5, 6],
      });
    }
    const start = ['19:30', '20:30', '21:30'][i % 3] as string;
    rec.run(when(date, start), director, { type: 'PairRound', round });
    const end = ['20:20', '21:20', '22:20'][i % 3] as string;
    playResults(rec, lot, round, when(date, end), gamesOf(rec, round), rating);
  });
  return {
    id: 'demo-keizer-rapid',
    name: `DSC rapidcompetitie ${season(cal)} (demo)`,
    format: 'keizer',
    preset: 'dsc-rapid',
    createdAt: when(cal.date('2025-09-20'), '11:00'),
    participants: field,
    steps: rec.steps,
  };
}

/**
 * The club's main season and its rapid competition, placed relative to `anchor` (the first start)
 * on one calendar, or on their authored dates.
 */
export const demos = (anchor?: Moment) => {
  const cal = DemoCalendar.of(anchor, ZONE, REFERENCE, 7);
  return [cutAt(mainSeason(cal), anchor), cutAt(rapidSeason(cal), anchor)] as const;
};
