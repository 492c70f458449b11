/**
 * The demo pyramid: a year of the e-mail chess club's life with 40 players. 36 stand in the
 * pyramid when the year begins and four enter during it. Everyday play comes from the simulated
 * club (simulate.ts); on top of it the scenes the rules are about happen on given days: two
 * players leave and a newcomer's entry message takes their XXX places (PYR-1, PYR-11, PYR-12),
 * a result is disputed and corrected (PYR-8), a challenge's copy reaches the guardian late and
 * makes a later challenge invalid, which he reviews (PYR-0, PYR-5), a result is entered late,
 * and a player who twice did not accept is excluded (PYR-4). Waiting lists and vacations happen
 * on their own.
 * Every step is a command decided against what was recorded before it, so the script is valid.
 * Anchored, the year moves by whole days so that it ends on the morning of the anchor's day (or
 * the day before): challenges issued in the last days are open, their deadlines ahead.
 */
import { DAY_MS } from '../../core/deadline.js';
import { DemoCalendar, type DemoScript, type DemoStep } from '../../core/demo.js';
import { instantOf } from '../../core/moment.js';
import type { Participant } from '../../core/participant.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import type { PyramidCommand } from './commands.js';
import { parseConfig } from './config.js';
import { challengeablePlaces } from './eligibility.js';
import { levelOfSlot, placeOfSlot } from './formula.js';
import { clubStep, createSimulation, momentAt, type Simulation } from './simulate.js';
import { ineffectiveEvents, inPyramid, type PyramidState, VACANT } from './state.js';

const NAMES = [
  'Anna Becker',
  'Bernd Hoffmann',
  'Clara Wagner',
  'Dieter Schulz',
  'Eva Krüger',
  'Frank Neumann',
  'Gerda Schwarz',
  'Hans Zimmermann',
  'Ilse Braun',
  'Jörg Hartmann',
  'Karin Lange',
  'Lothar Schmitt',
  'Monika Werner',
  'Norbert Krause',
  'Olga Meier',
  'Peter Lehmann',
  'Renate Schmid',
  'Stefan Schulze',
  'Tanja Maier',
  'Uwe Köhler',
  'Vera Herrmann',
  'Werner König',
  'Xenia Walter',
  'Yusuf Mayer',
  'Zoe Huber',
  'Axel Kaiser',
  'Birgit Fuchs',
  'Carsten Peters',
  'Doris Lang',
  'Erik Scholz',
  'Frieda Möller',
  'Günter Weiß',
  'Heike Jung',
  'Ingo Hahn',
  'Jutta Schubert',
  'Klaus Vogel',
  'Lena Friedrich',
  'Marco Keller',
  'Nina Günther',
  'Otto Frank',
] as const;

const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z]+/g, '-');

const PLAYERS: Participant[] = NAMES.map((name, i) => ({ id: slug(name), name, rating: 2250 - i * 17 }));
const INITIAL = PLAYERS.slice(0, 36);
const NEWCOMERS = PLAYERS.slice(36);

const AUTHORED_START = '2025-04-01T08:00:00+01:00' as Moment;
/** The moment the authored year ends, for views asked "as of" the end. */
export const DEMO_END = momentAt(instantOf(AUTHORED_START) + 365 * DAY_MS);
/** The simulation's clock runs in +01:00 (simulate.ts); so does its calendar. */
const ZONE = 'Etc/GMT-1';
const HOUR = 3_600_000;
const guardian = { kind: 'director', personId: 'guardian' } as const;
const asPlayer = (id: ParticipantId) => ({ kind: 'player', participantId: id }) as const;

/** Free in every role and not on a list: someone a scene may use without disturbing a game. */
function idle(s: PyramidState, id: ParticipantId): boolean {
  const p = s.players.get(s.index.get(id) ?? -1);
  return (
    inPyramid(p) &&
    !p.waitingSince &&
    p.eternal === 'off' &&
    !s.open.some((g) => g.challenger === id || g.defender === id)
  );
}

/** PYR-11: an idle player on the level leaves; his place becomes an XXX place. */
function leaveFrom(sim: Simulation, level: number): void {
  const s = sim.state();
  const p = s.players.toArray().find((r) => r.slot >= 0 && levelOfSlot(r.slot) === level && idle(s, r.id));
  if (p) sim.perform({ type: 'LeavePyramid', participant: p.id }, asPlayer(p.id));
}

/** PYR-1, PYR-12: a newcomer enters and challenges the XXX places above him, the lowest first. */
function enterWithChallenges(sim: Simulation, newcomer: Participant): void {
  sim.register(newcomer);
  const s = sim.state();
  const vacant = s.slots
    .map((i, slot) => (i === VACANT ? slot : -1))
    .filter((slot) => slot >= 0)
    .reverse()
    .map((slot) => placeOfSlot(slot));
  if (vacant.length > 0) {
    sim.perform({ type: 'IssueChallenge', challenger: newcomer.id, targets: vacant }, asPlayer(newcomer.id));
  }
}

/** PYR-8: the loser of the newest provisional result objects. */
function object(sim: Simulation): { challenger: ParticipantId; defender: ParticipantId } | undefined {
  const s = sim.state();
  const g = s.finished?.head;
  if (g?.ending !== 'reported' || !g.defender || g.objection) return undefined;
  const by = g.result === '0-1' ? g.challenger : g.defender;
  const done = sim.perform(
    {
      type: 'ObjectToResult',
      challenger: g.challenger,
      defender: g.defender,
      by,
      reason: 'my opponent exceeded the time',
    },
    asPlayer(by),
  );
  return Array.isArray(done) ? { challenger: g.challenger, defender: g.defender } : undefined;
}

/**
 * PYR-0, PYR-5: two players challenge the same free defender an hour apart; the first copy reaches
 * the guardian days later. Returns the late challenge to record then, and the players to keep quiet.
 */
function raceForDefender(
  sim: Simulation,
): { late: PyramidCommand & { type: 'IssueChallenge' }; at: Moment; quiet: ParticipantId[] } | undefined {
  const s = sim.state();
  for (const defender of s.slots
    .map((i) => s.players.get(i)?.id)
    .filter((id): id is string => id !== undefined)) {
    if (!idle(s, defender)) continue;
    const challengers = s.players
      .toArray()
      .filter(
        (p) =>
          idle(s, p.id) &&
          challengeablePlaces(s, p.id).includes(s.players.get(s.index.get(defender) ?? -1)?.slot ?? -1),
      )
      .map((p) => p.id);
    const [first, second] = challengers;
    if (!first || !second) continue;
    const at = sim.now();
    sim.wait(HOUR);
    sim.perform(
      { type: 'IssueChallenge', challenger: second, targets: [{ player: defender }], firstMove: '1.d4' },
      asPlayer(second),
    );
    return {
      late: { type: 'IssueChallenge', challenger: first, targets: [{ player: defender }], firstMove: '1.e4' },
      at,
      quiet: [first, second, defender],
    };
  }
  return undefined;
}

/**
 * The demo year's plot: the stories set going on one day and finished a few days later, and the
 * players who stay out of everyday life meanwhile (so that the story stays as told).
 */
interface Plot {
  readonly sim: Simulation;
  readonly quiet: Set<ParticipantId>;
  readonly pending: { day: number; run: () => void }[];
  dispute?: { challenger: ParticipantId; defender: ParticipantId } | undefined;
  race?: ReturnType<typeof raceForDefender>;
  lateResult?: { command: PyramidCommand; at: Moment; actor: ParticipantId } | undefined;
}

function buildPyramidDemo(anchor?: Moment): DemoScript {
  const START = DemoCalendar.of(anchor, ZONE, DEMO_END, 1).at(AUTHORED_START);
  const parsed = parseConfig({});
  if (!parsed.ok) throw new Error('the desc preset is invalid');
  const sim = createSimulation({
    seed: 'desc-pyramid-demo-2025',
    config: parsed.value,
    participants: INITIAL,
    start: START,
  });
  const plot: Plot = { sim, quiet: new Set(), pending: [] };
  const goTo = (ms: number) => sim.wait(Math.max(0, ms - instantOf(sim.now())));
  for (let day = 0; day < 365; day++) {
    const morning = instantOf(START) + day * DAY_MS;
    goTo(morning);
    comingsAndGoings(sim, day);
    if (day >= 130 && !plot.dispute) startDispute(plot, day);
    if (day >= 200 && !plot.race) startRace(plot, day);
    if (day >= 260 && !plot.lateResult) startLateResult(plot, day);
    for (const p of plot.pending.filter((q) => q.day === day)) p.run();
    excludeOffender(plot);
    // Everyday life: up to three messages a day, at random hours.
    const hours = [sim.lot.below(14), sim.lot.below(14), sim.lot.below(14)].sort((a, b) => a - b);
    for (const h of hours.slice(0, sim.lot.below(4))) {
      goTo(morning + (h + 1) * HOUR + sim.lot.below(60) * 60_000);
      clubStep(sim, plot.quiet);
    }
  }
  const steps: DemoStep[] = sim.performed.map((p) => ({
    at: p.at,
    actor: p.actor,
    command: p.command as DemoStep['command'],
    ...(p.recordedAt !== p.at ? { recordedAt: p.recordedAt } : {}),
  }));
  const me = demoPlayer(sim.state());
  return {
    id: 'demo-pyramid',
    name: 'DESC Pyramide (demo year)',
    format: 'pyramid',
    preset: 'desc',
    createdAt: START,
    participants: INITIAL,
    steps,
    ...(me ? { player: me.id } : {}),
  };
}

/** Players who leave and newcomers who enter, on their days of the year. */
function comingsAndGoings(sim: Simulation, day: number): void {
  if (day === 52) {
    leaveFrom(sim, 8);
    leaveFrom(sim, 6);
    enterWithChallenges(sim, NEWCOMERS[0] as Participant);
  }
  if (day === 110 || day === 230) sim.register(NEWCOMERS[day === 110 ? 1 : 2] as Participant);
  if (day === 300) enterWithChallenges(sim, NEWCOMERS[3] as Participant);
}

/** PYR-8: an objection to a result, decided by the guardian as a draw five days later. */
function startDispute(plot: Plot, day: number): void {
  const { sim } = plot;
  plot.dispute = object(sim);
  const decided = plot.dispute;
  if (!decided) return;
  plot.pending.push({
    day: day + 5,
    run: () =>
      sim.perform(
        { type: 'DecideDispute', ...decided, result: '1/2-1/2', reason: 'score sheets checked: a draw' },
        guardian,
      ),
  });
}

/**
 * PYR-0/PYR-5: two challengers race for one defender; the first one's message arrives three days
 * late, and the guardian confirms what it made ineffective (the earlier copy decides).
 */
function startRace(plot: Plot, day: number): void {
  const { sim, quiet } = plot;
  plot.race = raceForDefender(sim);
  const r = plot.race;
  if (!r) return;
  for (const id of r.quiet) quiet.add(id);
  plot.pending.push({
    day: day + 3,
    run: () => {
      const late = sim.perform(r.late, asPlayer(r.late.challenger), r.at);
      for (const id of r.quiet) quiet.delete(id);
      const ineffective = ineffectiveEvents(sim.state()).map((e) => e.seq);
      if (Array.isArray(late) && ineffective.length > 0) {
        sim.perform({ type: 'ConfirmReview', seqs: ineffective, note: 'the earlier copy decides' }, guardian);
      }
    },
  });
}

/** PYR-0: a result of a long-running game that reaches the club two days after it was sent. */
function startLateResult(plot: Plot, day: number): void {
  const { sim, quiet } = plot;
  const s = sim.state();
  const g = s.open.find(
    (o) =>
      o.status === 'running' &&
      !quiet.has(o.challenger) &&
      !quiet.has(o.defender) &&
      o.acceptedAt &&
      instantOf(o.acceptedAt) < instantOf(sim.now()) - 30 * DAY_MS,
  );
  if (!g) return;
  const entry = {
    command: { type: 'ReportResult', challenger: g.challenger, defender: g.defender, result: '1-0' } as const,
    at: sim.now(),
    actor: g.challenger,
  };
  plot.lateResult = entry;
  quiet.add(g.challenger);
  quiet.add(g.defender);
  plot.pending.push({
    day: day + 2,
    run: () => {
      sim.perform(entry.command, asPlayer(entry.actor), entry.at);
      quiet.delete(g.challenger);
      quiet.delete(g.defender);
    },
  });
}

/** PYR-4: the guardian excludes a player who has twice not accepted a challenge. */
function excludeOffender({ sim, quiet }: Plot): void {
  const offender = sim
    .state()
    .players.toArray()
    .find((p) => inPyramid(p) && p.forfeits >= 2 && !quiet.has(p.id));
  if (offender) {
    sim.perform(
      { type: 'ExcludePlayer', participant: offender.id, reason: 'did not accept two challenges (PYR-4)' },
      guardian,
    );
  }
}

/**
 * The demo player account plays as an idle player in the middle of the pyramid who may
 * challenge somebody: a newcomer signed in as him sees highlighted places and can challenge.
 */
function demoPlayer(end: PyramidState) {
  return end.players
    .toArray()
    .find(
      (r) =>
        r.slot >= 0 &&
        INITIAL.some((p) => p.id === r.id) &&
        levelOfSlot(r.slot) >= 4 &&
        idle(end, r.id) &&
        challengeablePlaces(end, r.id).length > 0,
    );
}

/** A year of the club's pyramid, ending at `anchor` (the first start) or on its authored dates. */
export const demos = (anchor?: Moment) => [buildPyramidDemo(anchor)] as const;
