/**
 * A simulated club: players challenge, accept, play, report, object, go on vacation, use the
 * waiting lists, leave and come back; the guardian issues assignments, scores forfeits, decides
 * disputes and writes to inactive players. Every action is a command decided against the state of
 * its moment and folded like the engine does, so what comes out is a valid log. The property
 * tests, the benchmark and the demo are built on it; randomness is a recorded seed (core/lot.ts).
 */

import { DAY_MS, deadlineInstant } from '../../core/deadline.js';
import { fold } from '../../core/engine.js';
import type { Actor, NewEvent, RosterEvent, StoredEvent } from '../../core/events.js';
import { makeActor } from '../../core/events.js';
import { createLot, type Lot } from '../../core/lot.js';
import { instantOf } from '../../core/moment.js';
import type { Participant, Roster } from '../../core/participant.js';
import type { Moment, ParticipantId, Refusal } from '../../core/types.js';
import type { PyramidCommand } from './commands.js';
import type { PyramidConfig } from './config.js';
import { decide } from './decide.js';
import { challengeablePlaces, freeTargets } from './eligibility.js';
import type { PyramidEvent } from './events.js';
import { advance, evolve } from './evolve.js';
import { placeOfSlot } from './formula.js';
import { pyramid } from './index.js';
import { gameLimit, inactiveFrom, objectionEndInstant } from './periods.js';
import { initialState, inPyramid, type PyramidState, playerAt } from './state.js';

const MINUTE = 60_000;

/** A moment in a fixed offset (+01:00) from epoch milliseconds, without a time-zone database. */
export const momentAt = (ms: number): Moment =>
  `${new Date(ms + 3_600_000).toISOString().slice(0, 19)}+01:00` as Moment;

export interface Performed {
  readonly at: Moment;
  readonly recordedAt: Moment;
  readonly actor: Actor;
  readonly command:
    | PyramidCommand
    | { readonly type: 'RegisterParticipant'; readonly participant: Participant };
}

export interface Simulation {
  readonly lot: Lot;
  readonly config: PyramidConfig;
  readonly initial: readonly Participant[];
  /** Every command accepted, in the order it was recorded. */
  readonly performed: Performed[];
  /** The log, in recording order. */
  readonly events: StoredEvent[];
  /** The state as of `now` (what was recorded by then). */
  state(): PyramidState;
  now(): Moment;
  /** Lets time pass. */
  wait(ms: number): void;
  /** Decides and records a command now, or late with an earlier moment (PYR-0). */
  perform(command: PyramidCommand, actor?: Actor, at?: Moment): StoredEvent[] | Refusal;
  register(participant: Participant): void;
}

const guardian: Actor = { kind: 'director', personId: 'guardian' };

export function createSimulation(options: {
  seed: string;
  config: PyramidConfig;
  participants: readonly Participant[];
  start: Moment;
}): Simulation {
  const roster = new Map(options.participants.map((p) => [p.id, p]));
  const setup = { config: options.config, participants: options.participants };
  let state = initialState(setup);
  let now = instantOf(options.start);
  const events: StoredEvent[] = [];
  const performed: Performed[] = [];

  const append = (decided: readonly NewEvent[], actor: Actor, recordedAt: Moment): StoredEvent[] => {
    const stamped = decided.map((e, i) => ({
      seq: events.length + 1 + i,
      at: e.at,
      recordedAt,
      actor: makeActor(actor),
      type: e.type,
      payload: e.payload,
      ...(e.supersedes ? { supersedes: e.supersedes } : {}),
      ...(e.reason ? { reason: e.reason } : {}),
    }));
    events.push(...stamped);
    return stamped;
  };

  const sim: Simulation = {
    lot: createLot(options.seed),
    config: options.config,
    initial: options.participants,
    performed,
    events,
    state: () => {
      state = advance(state, momentAt(now));
      return state;
    },
    now: () => momentAt(now),
    wait(ms) {
      now += ms;
    },
    perform(command, actor = guardian, at) {
      const recordedAt = momentAt(now);
      const moment = at ?? recordedAt;
      const late = at !== undefined && instantOf(at) < now;
      const before = late
        ? fold<PyramidState>(pyramid, setup, events, { asOf: moment }).state.format
        : sim.state();
      const decided = decide(before, command, { at: moment, actor, roster: roster as Roster });
      if (!decided.ok) return decided.error;
      const stamped = append(decided.value, actor, recordedAt);
      performed.push({ at: moment, recordedAt, actor, command });
      if (late) {
        state = fold<PyramidState>(pyramid, setup, events, { asOf: recordedAt }).state.format;
      } else {
        // The simulation stamps what decide returned, as the engine would: the pyramid's events.
        for (const e of stamped) state = evolve(advance(state, e.at), e as PyramidEvent).state;
      }
      return stamped;
    },
    register(participant) {
      roster.set(participant.id, participant);
      const at = momentAt(now);
      const [e] = append([{ at, type: 'ParticipantRegistered', payload: { participant } }], guardian, at);
      performed.push({
        at,
        recordedAt: at,
        actor: guardian,
        command: { type: 'RegisterParticipant', participant },
      });
      state = evolve(advance(state, at), e as RosterEvent).state;
    },
  };
  return sim;
}

const playerActor = (id: ParticipantId): Actor => ({ kind: 'player', participantId: id });

const RESULTS = ['1-0', '1-0', '1-0', '1-0', '0-1', '0-1', '0-1', '1/2-1/2', '1/2-1/2', '1/2-1/2'] as const;
const OPENINGS = ['1.e4', '1.d4', '1.c4', '1.Nf3', '1.g3', '1.b3', '1.f4'] as const;
const REPLIES = ['1...e5', '1...c5', '1...e6', '1...d5', '1...Nf6', '1...g6'] as const;

type Action = () => PyramidCommand | undefined;

const random = <T>(lot: Lot, items: readonly T[]): T | undefined =>
  items.length === 0 ? undefined : lot.pick(items);

/** What a step of club life sees: the state now, the lot, and the games of players not kept quiet. */
interface StepScene {
  readonly sim: Simulation;
  readonly s: PyramidState;
  readonly lot: Lot;
  readonly now: number;
  readonly free: (id: ParticipantId) => boolean;
  readonly open: PyramidState['open'];
}

type WeightedAction = [number, Action, (c: PyramidCommand) => Actor];

/** Running challenges: assignments sent, confirmed, answered, and their games reported or forfeited. */
function runningActions({ lot, now, open }: StepScene): WeightedAction[] {
  return [
    // The guardian sends assignments at once.
    [
      open.some((g) => g.status === 'assigned') ? 40 : 0,
      () => {
        const g = open.find((o) => o.status === 'assigned');
        return g && { type: 'IssueAssignedChallenge', challenger: g.challenger, defender: g.defender };
      },
      () => guardian,
    ],
    // Most challengers from the waiting list confirm; some let it lapse.
    [
      open.some((g) => g.status === 'confirming') ? 25 : 0,
      () => {
        const g = open.find((o) => o.status === 'confirming');
        return g && lot.next() < 0.85
          ? {
              type: 'ConfirmChallenge',
              challenger: g.challenger,
              defender: g.defender,
              firstMove: lot.pick(OPENINGS),
            }
          : undefined;
      },
      (c) => playerActor((c as { challenger: string }).challenger),
    ],
    // Defenders answer the oldest challenge first; most answer in time.
    [
      open.some((g) => g.status === 'accepting') ? 40 : 0,
      () => {
        const g = open.find((o) => o.status === 'accepting' && o.accept && deadlineInstant(o.accept) > now);
        return g && lot.next() < 0.95
          ? {
              type: 'AcceptChallenge',
              challenger: g.challenger,
              defender: g.defender,
              reply: lot.pick(REPLIES),
            }
          : undefined;
      },
      (c) => playerActor((c as { defender: string }).defender),
    ],
    [
      10,
      () => {
        const g = random(
          lot,
          open.filter((o) => o.status === 'accepting' && o.accept && deadlineInstant(o.accept) < now),
        );
        return g && { type: 'ScoreForfeit', challenger: g.challenger, defender: g.defender };
      },
      () => guardian,
    ],
    [
      30,
      () => {
        const g = random(
          lot,
          open.filter(
            (o) => o.status === 'running' && o.acceptedAt && instantOf(o.acceptedAt) < now - 20 * DAY_MS,
          ),
        );
        return (
          g && {
            type: 'ReportResult',
            challenger: g.challenger,
            defender: g.defender,
            result: lot.pick(RESULTS),
          }
        );
      },
      (c) =>
        playerActor(
          lot.next() < 0.5 ? (c as { challenger: string }).challenger : (c as { defender: string }).defender,
        ),
    ],
  ];
}

/** New challenges, and players joining the waiting list. */
function challengeActions({ s, lot, free }: StepScene): WeightedAction[] {
  return [
    [
      30,
      () => {
        for (let attempt = 0; attempt < 8; attempt++) {
          const slot = lot.below(Math.max(1, s.slots.length));
          const p = playerAt(s, slot);
          if (!p || !free(p.id)) continue;
          const targets = challengeablePlaces(s, p.id).filter((t) => {
            const d = playerAt(s, t);
            return !d || free(d.id);
          });
          const target = random(lot, targets);
          if (target === undefined) continue;
          const d = playerAt(s, target);
          return d
            ? {
                type: 'IssueChallenge',
                challenger: p.id,
                targets: [{ player: d.id }],
                firstMove: lot.pick(OPENINGS),
              }
            : { type: 'IssueChallenge', challenger: p.id, targets: [placeOfSlot(target)] };
        }
        return undefined;
      },
      (c) => playerActor((c as { challenger: string }).challenger),
    ],
    [
      4,
      () => {
        const p = random(
          lot,
          s.players
            .toArray()
            .filter(
              (r) =>
                inPyramid(r) &&
                free(r.id) &&
                r.slot > 0 &&
                !r.waitingSince &&
                freeTargets(s, r.slot).length === 0,
            ),
        );
        return p && !s.open.some((g) => g.challenger === p.id)
          ? { type: 'JoinWaitingList', participant: p.id }
          : undefined;
      },
      (c) => playerActor((c as { participant: string }).participant),
    ],
  ];
}

/** Objections to results, the guardian's decisions, and vacations. */
function objectionActions({ s, lot, now, free }: StepScene): WeightedAction[] {
  return [
    [
      0.5,
      () => {
        // Only the newest results can still be objected to; older ones end the search.
        let cell = s.finished;
        while (cell && cell.head.ending !== 'reported' && objectionEndInstant(s, cell.head) > now)
          cell = cell.tail;
        if (cell && objectionEndInstant(s, cell.head) <= now) return undefined;
        const g = cell?.head;
        if (!g || g.objection || !g.defender || !free(g.challenger) || !free(g.defender)) return undefined;
        return {
          type: 'ObjectToResult',
          challenger: g.challenger,
          defender: g.defender,
          by: g.defender,
          reason: 'wrong result',
        };
      },
      (c) => playerActor((c as { by: string }).by),
    ],
    [
      8,
      () => {
        // The guardian decides within weeks: older games need no look.
        for (
          let cell = s.finished;
          cell && instantOf(cell.head.endedAt) > now - 60 * DAY_MS;
          cell = cell.tail
        ) {
          const g = cell.head;
          if (g.objection && !g.decidedAt && g.defender && instantOf(g.objection.at) < now - 3 * DAY_MS) {
            const result = lot.next() < 0.5 ? g.result : lot.pick(['1-0', '0-1', '1/2-1/2'] as const);
            return {
              type: 'DecideDispute',
              challenger: g.challenger,
              defender: g.defender,
              result: result as '1-0',
              reason: 'score sheet checked',
            };
          }
        }
        return undefined;
      },
      () => guardian,
    ],
    [
      2,
      () => {
        const p = random(
          lot,
          s.players.toArray().filter((r) => inPyramid(r) && free(r.id)),
        );
        if (!p) return undefined;
        const from = momentAt(now + lot.below(20) * DAY_MS).slice(0, 10);
        const to = momentAt(now + (lot.below(20) + 3 + lot.below(14)) * DAY_MS).slice(0, 10);
        return from <= to ? { type: 'AnnounceVacation', participant: p.id, from, to } : undefined;
      },
      (c) => playerActor((c as { participant: string }).participant),
    ],
  ];
}

/** The club around the games: adjudications, inactivity letters, leaving and rejoining, the eternal waiting list. */
function clubActions({ s, lot, now, free, open }: StepScene): WeightedAction[] {
  return [
    [
      1,
      () => {
        const p = random(
          lot,
          s.players.toArray().filter((r) => inPyramid(r) && free(r.id)),
        );
        if (!p) return undefined;
        // A minority uses the eternal list; members suspend, resume or leave it again.
        if (p.eternal === 'off') {
          return lot.next() < 0.3 ? { type: 'JoinEternalWaitingList', participant: p.id } : undefined;
        }
        if (lot.next() < 0.5) return { type: 'LeaveEternalWaitingList', participant: p.id };
        return p.eternal === 'active'
          ? { type: 'SuspendAutomaticChallenges', participant: p.id }
          : { type: 'ResumeAutomaticChallenges', participant: p.id };
      },
      (c) => playerActor((c as { participant: string }).participant),
    ],
    [
      0.05,
      () => {
        const p = random(
          lot,
          s.players.toArray().filter((r) => inPyramid(r) && free(r.id)),
        );
        return p && { type: 'LeavePyramid', participant: p.id };
      },
      (c) => playerActor((c as { participant: string }).participant),
    ],
    [
      0.05,
      () => {
        const p = random(
          lot,
          s.players.toArray().filter((r) => r.slot < 0 && free(r.id)),
        );
        return p && { type: 'RejoinPyramid', participant: p.id };
      },
      () => guardian,
    ],
    [
      2,
      () => {
        const p = s.players.toArray().find((r) => {
          if (!inPyramid(r) || r.letter || !free(r.id)) return false;
          // A cheap test first: the exact one does calendar arithmetic.
          const since = r.lastActiveAt ?? s.origin;
          if (since && instantOf(since) > now - 360 * DAY_MS) return false;
          const from = inactiveFrom(s, r);
          return from !== undefined && instantOf(from) <= now;
        });
        return p && { type: 'SendInactivityLetter', participant: p.id };
      },
      () => guardian,
    ],
    [
      2,
      () => {
        const p = random(
          lot,
          s.players.toArray().filter((r) => r.letter && free(r.id)),
        );
        return p && lot.next() < 0.7 ? { type: 'AnswerInactivityLetter', participant: p.id } : undefined;
      },
      (c) => playerActor((c as { participant: string }).participant),
    ],
    [
      2,
      () => {
        const g = open.find((o) => {
          if (o.status !== 'running' || !o.challengedAt || instantOf(o.challengedAt) > now - 370 * DAY_MS)
            return false;
          const limit = gameLimit(s, o);
          return limit !== undefined && instantOf(limit) <= now;
        });
        return (
          g && {
            type: 'AdjudicateGame',
            challenger: g.challenger,
            defender: g.defender,
            result: lot.pick(RESULTS),
          }
        );
      },
      () => guardian,
    ],
  ];
}

/**
 * One step of club life: picks something a real club would do now and performs it. Players in
 * `quiet` take no action (the demo keeps them still around a scene). Returns whether an event
 * was recorded.
 */
export function clubStep(sim: Simulation, quiet: ReadonlySet<ParticipantId> = new Set()): boolean {
  const s = sim.state();
  const { lot } = sim;
  const now = instantOf(sim.now());
  const free = (id: ParticipantId) => !quiet.has(id);
  const open = s.open.filter((g) => free(g.challenger) && free(g.defender));
  const scene: StepScene = { sim, s, lot, now, free, open };
  const actions: WeightedAction[] = [
    ...runningActions(scene),
    ...challengeActions(scene),
    ...objectionActions(scene),
    ...clubActions(scene),
  ];
  const total = actions.reduce((sum, [w]) => sum + w, 0);
  let pick = lot.next() * total;
  for (const [weight, action, actor] of actions) {
    pick -= weight;
    if (pick > 0 || weight === 0) continue;
    const command = action();
    if (!command) return false;
    const r = sim.perform(command, actor(command));
    return Array.isArray(r);
  }
  return false;
}

/** A steady stream of club life: one step every few hours until `events` events are logged. */
export function simulateEvents(options: {
  seed: string;
  config: PyramidConfig;
  players: number;
  events: number;
  start?: Moment;
}): Simulation {
  const participants = Array.from({ length: options.players }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Player ${i + 1}`,
  }));
  const sim = createSimulation({
    seed: options.seed,
    config: options.config,
    participants,
    start: options.start ?? ('2026-01-05T12:00:00+01:00' as Moment),
  });
  // A club too small to act at all stops rather than looping forever.
  for (let step = 0; sim.events.length < options.events && step < options.events * 100; step++) {
    sim.wait((30 + sim.lot.below(6 * 60)) * MINUTE);
    clubStep(sim);
  }
  return sim;
}
