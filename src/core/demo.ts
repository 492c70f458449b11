/**
 * Demo competitions are scripts of commands, run through the engine like real input, so every
 * demo is valid by construction and shows the format's rules at work. Each format offers one or
 * more in `formats/<name>/demo.ts`; the app seeds them into a new database.
 *
 * Each script is written on a calendar of its own (the authored dates). Given an anchor — the
 * moment of the first start, which the app reads from the clock and stores — a `DemoCalendar`
 * moves the authored dates by whole weeks (or days) in the club's zone, so the demo is alive on
 * that day: club evenings stay on their weekday and wall-clock time, and `cutAt` drops what would
 * lie after the anchor (a prefix of a valid script is valid).
 */
import { DateTime } from 'luxon';
import type { CompetitionSetup } from './engine.js';
import type { Actor, StoredEvent } from './events.js';
import type { AnyFormat } from './format.js';
import { instantOf } from './moment.js';
import type { Participant } from './participant.js';
import { Session } from './session.js';
import type { Moment } from './types.js';

export interface DemoStep {
  readonly at: Moment;
  readonly actor: Actor;
  readonly command: { readonly type: string } & Record<string, unknown>;
  /** Recorded later than it took effect (a late message), if set. */
  readonly recordedAt?: Moment;
}

export interface DemoScript {
  /** URL-safe competition id, e.g. `demo-keizer`. */
  readonly id: string;
  readonly name: string;
  readonly format: string;
  readonly preset: string;
  /** Overrides on top of the preset. */
  readonly config?: Readonly<Record<string, unknown>>;
  readonly createdAt: Moment;
  readonly participants: readonly Participant[];
  readonly steps: readonly DemoStep[];
  /** The participant the demo player account plays as; default: the first. */
  readonly player?: string;
}

/**
 * A demo script under construction: each command is decided against the log so far (later steps
 * may depend on what earlier ones made, such as pairings), so the script is valid by construction.
 */
export class DemoRecorder<S> {
  readonly steps: DemoStep[] = [];
  private readonly session: Session<S>;

  constructor(
    private readonly id: string,
    format: AnyFormat,
    setup: CompetitionSetup,
  ) {
    this.session = new Session<S>(format, setup);
  }

  /** Runs one step; a refused step is a broken demo and throws, naming the step. */
  run(at: Moment, actor: Actor, command: DemoStep['command'], recordedAt?: Moment): readonly StoredEvent[] {
    const decided = this.session.attempt(command, { at, recordedAt: recordedAt ?? at, actor });
    if (!decided.ok) {
      throw new Error(
        `demo ${this.id} step ${this.steps.length} (${command.type}): ${decided.error.code}: ${decided.error.message}`,
      );
    }
    this.steps.push({ at, actor, command, ...(recordedAt ? { recordedAt } : {}) });
    return decided.value.events;
  }

  /** The format's state after the steps so far. */
  get state(): S {
    return this.session.state;
  }
}

const inZone = (m: string, zone: string): DateTime => DateTime.fromISO(m, { setZone: true }).setZone(zone);

/**
 * Where a demo's authored dates land: `days` later on the calendar of `zone`, at the same
 * wall-clock time. With no anchor it is the authored calendar itself (dates as written, for tests
 * that read them).
 */
export class DemoCalendar {
  private constructor(
    readonly zone: string,
    /** Calendar days added to every authored date: a multiple of the period. */
    readonly days: number,
  ) {}

  /**
   * The calendar that moves the authored moment `reference` by whole periods of `period` days
   * (7 keeps the weekday) to the latest such moment not after `anchor`; without an anchor, the
   * authored calendar.
   */
  static of(anchor: Moment | undefined, zone: string, reference: Moment, period: 1 | 7): DemoCalendar {
    if (anchor === undefined) return new DemoCalendar(zone, 0);
    const a = inZone(anchor, zone);
    const r = inZone(reference, zone);
    if (!a.isValid || !r.isValid) throw new RangeError(`demo calendar: unknown zone "${zone}" or moment`);
    let days = Math.round(a.startOf('day').diff(r.startOf('day'), 'days').days);
    if (r.plus({ days }).toMillis() > a.toMillis()) days -= 1;
    return new DemoCalendar(zone, Math.floor(days / period) * period);
  }

  /** An authored moment (`2026-01-08T19:00:00+01:00`) on this calendar. */
  at(authored: string): Moment {
    if (this.days === 0) return authored as Moment;
    return inZone(authored, this.zone)
      .plus({ days: this.days })
      .toISO({ suppressMilliseconds: true }) as Moment;
  }

  /** An authored calendar date (`2026-01-08`) on this calendar. */
  date(authored: string): string {
    if (this.days === 0) return authored;
    return DateTime.fromISO(authored, { zone: 'UTC' }).plus({ days: this.days }).toISODate() ?? authored;
  }

  /** The moment of a wall-clock time (`19:00`) on an authored date, in the zone. */
  local(authored: string, time: string): Moment {
    const [hour, minute] = time.split(':').map(Number);
    return DateTime.fromISO(this.date(authored), { zone: this.zone })
      .set({ hour: hour ?? 0, minute: minute ?? 0 })
      .toISO({ suppressMilliseconds: true }) as Moment;
  }
}

/** When a step is written to the log. */
export const recordedAtOf = (step: DemoStep): Moment => step.recordedAt ?? step.at;

/**
 * The script as far as it has happened at `anchor`: the steps up to the first one recorded after
 * it (a prefix, so still valid). Without an anchor, the whole script.
 */
export function cutAt(script: DemoScript, anchor: Moment | undefined): DemoScript {
  if (anchor === undefined) return script;
  const limit = instantOf(anchor);
  const after = script.steps.findIndex((s) => instantOf(recordedAtOf(s)) > limit);
  return after < 0 ? script : { ...script, steps: script.steps.slice(0, after) };
}
