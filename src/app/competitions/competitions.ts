/**
 * Competition use cases: create, import, export, load (with a fold cache), execute commands
 * (validate → authorize → decide against the state as of the command's moment → append with
 * optimistic concurrency, re-deciding on conflict) and read views as of any moment.
 * Every format is handled alike through the format contract.
 *
 * The fold cache: by default every load asks the store for the competition's last sequence number
 * and folds again only if the log grew. When the store notifies the service of every write by any
 * server (PostgreSQL, see app/competitions/changes.ts), the cache is trusted until a notification says
 * otherwise, and a load costs no query at all. SQLite notifies of this process's writes, and its
 * data version (`foreignVersion`) tells of another process's: one pragma per load.
 *
 * The cache is bounded in bytes (`cacheBytes`, the setting `ARBITER_CACHE_MB`): the least recently
 * used competitions are forgotten first. An entry's size is an estimate, not a measurement (see
 * `estimateBytes`): a fixed part, a part per participant and a part per event that grows with the
 * size of the events' payloads. What the pages remember of a cached fold (their HTML and its
 * compressed copies) is counted exactly, as it is made (`hold`).
 */

import { z } from 'zod';
import { refusalsFromZod } from '../../core/config.js';
import {
  type Decision,
  decideCommand,
  extendFold,
  type FoldResult,
  fold,
  isCoreCommand,
  type ParsedCommand,
  parseCommand,
} from '../../core/engine.js';
import { type Actor, actsAsDirector, type StoredEvent } from '../../core/events.js';
import type { AnyFormat, GameOfCommand } from '../../core/format.js';
import { type PerState, perState } from '../../core/memo.js';
import { isAfter } from '../../core/moment.js';
import { nextParticipantId, participantSchema, type Roster } from '../../core/participant.js';
import { textProblem } from '../../core/text.js';
import { err, type Moment, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import {
  type DueItem,
  type RoundOutline,
  type RoundView,
  roundOutline,
  type StandingsTable,
} from '../../core/views.js';
import { loadFormat, loadFormatAt } from '../../formats/loaders.js';
import type { MailStep } from '../../store/mailbox.js';
import {
  type ColdStart,
  type CompetitionRecord,
  type EventStore,
  type FoldSnapshot,
  StoreConflict,
} from '../../store/port.js';
import type { Viewer } from '../accounts/access.js';
import type { Clock } from '../clock.js';
import type { CompetitionDocument } from '../imports/document.js';
import type { NoticeHook } from '../mail/notices.js';
import { checkJsonValue } from '../text-input.js';
import { competitionsOfClub, inStoreOrder } from './club-competitions.js';
import { commandVariants, type Schema, withSeed } from './command-schema.js';
import { COMPETITION_ID_PATTERN } from './competition-id.js';
import {
  decodeSnapshot,
  encodeSnapshot,
  loadSnapshotClasses,
  SNAPSHOT_EVERY,
  snapshotVersion,
} from './snapshots.js';

/**
 * A loaded competition: its record and the fold of its whole log. The log itself is read only when
 * something asks for it (`CompetitionService.log`): a competition loaded from its snapshot has
 * not read the events before it, and its current pages do not need them.
 */
export interface Loaded {
  readonly record: CompetitionRecord;
  readonly format: AnyFormat;
  /** The fold of the whole log (no "as of"). */
  readonly head: FoldResult;
}

export interface CompetitionViews {
  readonly asOf: Moment;
  readonly standings: StandingsTable;
  readonly rounds: readonly RoundView[];
  readonly due: readonly DueItem[];
}

export interface ExecuteInput {
  readonly actor: Actor;
  /**
   * The command's moment; defaults to now, and for a result to its game's moment when that lies
   * before (a result entered after its evening counts on its evening). A moment before the latest
   * event is a late entry.
   */
  readonly at?: Moment;
  /**
   * The result the sender's form showed for the game (`''`: none). When the game's result has
   * changed since, the command is refused with `ERR_RESULT_CHANGED` rather than overwriting a
   * result its sender never saw; a correction is sent with the result it corrects.
   */
  readonly seen?: string;
  /**
   * The step of an inbound mail this command is, written with its events (with the command, the
   * new sequence numbers and the impact as its detail); if it was written before, nothing is
   * appended and execute throws `MailStepDone`.
   */
  readonly mailStep?: Pick<MailStep, 'mailId' | 'run' | 'step' | 'competitionId' | 'at'>;
  /** Text a mail asked to relay to the recipient of a notice (a message to the opponent, TX-11). */
  readonly relay?: string;
}

/**
 * Attempts of one command against concurrent writers, with a random pause growing to 250 ms
 * between them (about 2 s in all). Commands to one competition are taken one at a time within a
 * server, so only another server's writes can get in between; this outlasts a busy burst there.
 */
const MAX_ATTEMPTS = 16;
const retryPause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(250, 2 ** attempt)));

interface CacheEntry {
  loaded: Loaded;
  /** The log up to the fold, once read (a snapshot's load reads only the events after it). */
  log?: Promise<readonly StoredEvent[]>;
  /** The notification epoch in which this fold was known to be current. */
  epoch: number;
  /** The estimated bytes this entry keeps in memory (`estimateBytes`), `held` included. */
  bytes: number;
  /** The bytes of the pages remembered for this fold (`hold`): they go with it, not with the next. */
  held: number;
  /** The sequence number of the store's snapshot of this fold known to be usable (0: none). */
  snapshotSeq: number;
}

export interface ServiceOptions {
  /** The bound of the fold cache in (estimated) bytes (default `DEFAULT_CACHE_BYTES`). */
  readonly cacheBytes?: number;
  /** Write a snapshot once a log grew by this many events since the last (app/competitions/snapshots.ts). */
  readonly snapshotEvery?: number;
  /** Whether to read and write snapshots at all (default: when the store keeps them). */
  readonly snapshots?: boolean;
}

/** The default bound of the fold cache: a small server's share (`ARBITER_CACHE_MB`). */
export const DEFAULT_CACHE_BYTES = 128 * 1024 * 1024;

/** Bytes per cached competition, per participant and per event beside the payload (estimates). */
const ENTRY_BYTES = 16 * 1024;
const PARTICIPANT_BYTES = 1024;
const EVENT_BYTES = 600;
/** Events whose payloads are measured to estimate the average payload of a log. */
const SAMPLED_EVENTS = 32;

/**
 * An estimate of the memory a loaded competition keeps: its log (each event's fixed fields and
 * about three times its payload's JSON length, measured on up to 32 events spread over the log),
 * its fold state and the views and pages computed from it (a part per event and per participant).
 * The constants were set from the heap growth `npm run bench` prints (the fold cache bench).
 */
export const estimateBytes = (record: CompetitionRecord, events: readonly StoredEvent[]): number =>
  Math.round(ENTRY_BYTES + record.participants.length * PARTICIPANT_BYTES + eventsBytes(events));

/** The part of `estimateBytes` that grows with the events. */
function eventsBytes(events: readonly StoredEvent[]): number {
  let payload = 0;
  const step = Math.max(1, Math.floor(events.length / SAMPLED_EVENTS));
  let sampled = 0;
  for (let i = 0; i < events.length; i += step) {
    payload += JSON.stringify((events[i] as StoredEvent).payload ?? null).length;
    sampled += 1;
  }
  return events.length * (EVENT_BYTES + (sampled === 0 ? 0 : (3 * payload) / sampled));
}

/**
 * The same estimate for a competition loaded from a snapshot of `snapshotBytes` without its log:
 * its fold and views, about twice the snapshot's bytes in the heap (the fold cache bench).
 */
export const estimateSnapshotBytes = (record: CompetitionRecord, snapshotBytes: number): number =>
  Math.round(ENTRY_BYTES + record.participants.length * PARTICIPANT_BYTES + 2 * snapshotBytes);

export interface CacheStats {
  /** Competitions kept, least recently used first. */
  readonly ids: readonly string[];
  /** Their estimated bytes in all. */
  readonly bytes: number;
  /** The bound. */
  readonly limit: number;
}

export class CompetitionService {
  /** Folds kept, least recently used first (a Map keeps insertion order: a use re-inserts). */
  private readonly cache = new Map<string, CacheEntry>();
  /** The estimated bytes of every entry in the cache. */
  private cachedBytes = 0;
  /** Whether the store's notifications are flowing, so that a cached fold may be trusted. */
  private notified = false;
  /** Bumped whenever notifications may have been missed: older cache entries are checked again. */
  private epoch = 0;
  /** The store's `foreignVersion` when last looked at. */
  private foreignSeen: number | undefined;
  /** The last sequence number a notification announced, per competition. */
  private readonly announced = new Map<string, number>();
  /** Loads under way, per competition. */
  private readonly loading = new Map<string, Promise<Loaded | undefined>>();
  /** The tail of each competition's queue of commands. */
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Snapshots being written. */
  private readonly snapshotting = new Set<Promise<void>>();
  /** Loads that started from a snapshot, and snapshots written (for the tests and the bench). */
  readonly snapshotCounts = { used: 0, written: 0 };
  private readonly cacheBytes: number;
  private readonly snapshotEvery: number;
  private readonly snapshots: boolean;

  constructor(
    readonly store: EventStore,
    readonly clock: Clock,
    /** Notices of new events, appended with them (app/mail/notices.ts); none without. */
    private readonly notices?: NoticeHook,
    /** Told when notices were queued (wakes the outbox's sender). */
    private readonly mailQueued?: () => void,
    options: ServiceOptions = {},
  ) {
    this.cacheBytes = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
    this.snapshotEvery = options.snapshotEvery ?? SNAPSHOT_EVERY;
    this.snapshots = (options.snapshots ?? true) && !!store.readSnapshot && !!store.writeSnapshot;
  }

  /** Resolves once every snapshot begun so far is written (or failed: snapshots are never needed). */
  async snapshotsWritten(): Promise<void> {
    while (this.snapshotting.size > 0) await Promise.all([...this.snapshotting]);
  }

  /** What the fold cache holds now (for the bench and the tests). */
  cacheStats(): CacheStats {
    return { ids: [...this.cache.keys()], bytes: this.cachedBytes, limit: this.cacheBytes };
  }

  /** Keeps an entry as the most recently used, then forgets the least recently used over the bound. */
  private keep(id: string, entry: CacheEntry): void {
    this.forget(id);
    this.cache.set(id, entry);
    this.cachedBytes += entry.bytes;
    for (const [oldest, old] of this.cache) {
      if (this.cachedBytes <= this.cacheBytes || oldest === id) break;
      this.cache.delete(oldest);
      this.cachedBytes -= old.bytes;
    }
  }

  /** Changes the estimate of an entry still cached (its log was read), then keeps to the bound. */
  private resize(id: string, entry: CacheEntry, bytes: number): void {
    if (this.cache.get(id) !== entry || bytes === entry.bytes) return;
    this.forget(id);
    entry.bytes = bytes;
    this.keep(id, entry);
  }

  /**
   * Counts `bytes` more (or fewer, when negative) kept in memory with a loaded competition's fold:
   * a page or table remembered for it (server/http/rendered.ts), which lives as long as the fold.
   * Only while that fold is the cached one (a fold already replaced or forgotten takes its pages
   * with it); the entry becomes the most recently used and those over the bound are forgotten.
   */
  hold(loaded: Loaded, bytes: number): void {
    const id = loaded.record.id;
    const entry = this.cache.get(id);
    if (entry?.loaded !== loaded) return;
    const held = Math.max(0, entry.held + bytes);
    this.resize(id, entry, entry.bytes - entry.held + held);
    entry.held = held;
  }

  private forget(id: string): void {
    const entry = this.cache.get(id);
    if (!entry) return;
    this.cache.delete(id);
    this.cachedBytes -= entry.bytes;
  }

  /** The cached entry of a competition, marked as the most recently used. */
  private touch(id: string): CacheEntry | undefined {
    const entry = this.cache.get(id);
    if (entry) {
      this.cache.delete(id);
      this.cache.set(id, entry);
    }
    return entry;
  }

  async create(input: {
    id: string;
    clubId: string;
    name: string;
    format: string;
    preset?: string;
    config?: unknown;
    participants?: unknown;
  }): Promise<Result<CompetitionRecord, Refusal[]>> {
    const format = await loadFormat(input.format);
    if (!format)
      return err([
        refusal('ERR_UNKNOWN_FORMAT', `format: "${input.format}" is not a format`, { path: 'format' }),
      ]);
    if (!COMPETITION_ID_PATTERN.test(input.id)) {
      return err([refusal('ERR_INVALID_ID', 'id: use lower-case letters, digits and "-"', { path: 'id' })]);
    }
    const nameProblem = textProblem(input.name.trim(), false);
    if (nameProblem) return err([refusal('ERR_INVALID_NAME', `name: ${nameProblem}`, { path: 'name' })]);
    const clean = checkJsonValue({ config: input.config ?? {}, participants: input.participants ?? [] }, '');
    if (!clean.ok) return err([clean.error]);
    const config = format.parseConfig(input.config ?? {}, input.preset);
    if (!config.ok) return err(config.error);
    const participants = z.array(participantSchema).safeParse(input.participants ?? []);
    if (!participants.success) return err(refusalsFromZod(participants.error, 'participants'));
    const record: CompetitionRecord = {
      id: input.id,
      clubId: input.clubId,
      name: input.name.trim(),
      format: format.name,
      formatVersion: format.version,
      preset: input.preset ?? format.defaultPreset,
      config: config.value,
      participants: participants.data,
      createdAt: this.clock.now(),
    };
    try {
      await this.store.createCompetition(record);
    } catch (e) {
      return err([toRefusal(e)]);
    }
    return ok(record);
  }

  /** Imports a competition document into the store: all or nothing. */
  async importDocument(
    text: string,
    source: string,
    clubId: string,
    id?: string,
  ): Promise<Result<CompetitionRecord, Refusal>> {
    // The document's reader (and every format's rules) loads only for an import.
    const { parseDocument } = await import('../imports/document.js');
    const parsed = parseDocument(text, source);
    if (!parsed.ok) return parsed;
    return this.storeDocument(parsed.value, clubId, id);
  }

  /** Stores a parsed and checked competition document (`parseDocument`): all or nothing. */
  async storeDocument(
    doc: CompetitionDocument,
    clubId: string,
    id?: string,
  ): Promise<Result<CompetitionRecord, Refusal>> {
    const record: CompetitionRecord = { ...doc.competition, ...(id ? { id } : {}), clubId };
    try {
      await this.store.createCompetition(record, doc.events);
    } catch (e) {
      return err(toRefusal(e));
    }
    return ok(record);
  }

  async exportDocument(id: string): Promise<string | undefined> {
    const loaded = await this.load(id);
    if (!loaded) return undefined;
    const { clubId: _club, ...competition } = loaded.record;
    const { makeDocument } = await import('../imports/document.js');
    return makeDocument(competition, await this.log(loaded));
  }

  /** Loads a competition, folding only when the log has grown since the cached fold. */
  async load(id: string): Promise<Loaded | undefined> {
    const cached = this.touch(id);
    if (cached && this.isCurrent(id, cached)) return cached.loaded;
    // Requests arriving together share one trip to the store (and one fold).
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.refresh(id).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  /**
   * The log of a loaded competition up to its fold (`loaded.head.lastSeq`): read from the store on
   * the first asking (a load from a snapshot reads only the events after it) and kept with the
   * cached fold from then on.
   */
  async log(loaded: Loaded): Promise<readonly StoredEvent[]> {
    const id = loaded.record.id;
    const entry = this.cache.get(id);
    const mine = entry?.loaded === loaded ? entry : undefined;
    if (mine?.log) return mine.log;
    const last = loaded.head.lastSeq;
    const reading = this.store
      .readEvents(id)
      .then((events) => ((events.at(-1)?.seq ?? 0) > last ? events.filter((e) => e.seq <= last) : events));
    if (mine) {
      mine.log = reading;
      reading.then(
        // The log is in memory now: the entry's estimate counts it.
        (events) =>
          this.resize(
            id,
            mine,
            Math.max(mine.bytes - mine.held, estimateBytes(loaded.record, events)) + mine.held,
          ),
        () => {
          if (mine.log === reading) mine.log = undefined;
        },
      );
    }
    return reading;
  }

  private async refresh(id: string): Promise<Loaded | undefined> {
    const epoch = this.epoch;
    const cached = this.cache.get(id);
    if (cached) {
      const { loaded } = cached;
      const last = await this.store.lastSeq(id);
      if (last === loaded.head.lastSeq) {
        cached.epoch = epoch;
        return loaded;
      }
      const more = await this.store.readEvents(id, loaded.head.lastSeq);
      const log = cached.log?.then((events) => [...events, ...more]);
      const extended = extendFold(loaded.format, loaded.head, more);
      if (extended)
        return this.remember(loaded.record, loaded.format, extended, epoch, {
          ...(log ? { log } : {}),
          snapshotSeq: cached.snapshotSeq,
          bytes: cached.bytes - cached.held + eventsBytes(more),
        });
      return this.foldWhole(loaded.record, loaded.format, epoch);
    }
    const start = await this.coldStart(id);
    if (!start) return undefined;
    const { record } = start;
    const found = await loadFormatAt(record.format, record.formatVersion);
    if (!found.ok) throw new Error(`competition ${id}: ${found.error.message}`);
    const format = withViewsOnce(found.value);
    const snapshot = start.snapshot && (await this.useSnapshot(start.snapshot, format));
    if (snapshot) {
      // Only the events after the snapshot are read; the log before it stays in the store.
      const added = start.after ?? (await this.store.readEvents(id, snapshot.head.lastSeq));
      const extended = extendFold(format, snapshot.head, added);
      if (extended) {
        this.snapshotCounts.used += 1;
        return this.remember(record, format, extended, epoch, {
          snapshotSeq: snapshot.head.lastSeq,
          bytes: estimateSnapshotBytes(record, snapshot.bytes),
        });
      }
    }
    return this.foldWhole(record, format, epoch);
  }

  /** Folds a competition's whole log (no cached fold, no usable snapshot). */
  private async foldWhole(record: CompetitionRecord, format: AnyFormat, epoch: number): Promise<Loaded> {
    const events = await this.store.readEvents(record.id);
    const head = fold(format, record, events);
    return this.remember(record, format, head, epoch, {
      log: Promise.resolve(events),
      snapshotSeq: 0,
      bytes: estimateBytes(record, events),
    });
  }

  /**
   * What a competition opened cold starts from: its record and, when snapshots are used, its
   * snapshot and the events after it, in one trip to the store where it can (`readColdStart`).
   */
  private async coldStart(id: string): Promise<ColdStart | undefined> {
    if (!this.snapshots) {
      const record = await this.store.getCompetition(id);
      return record && { record };
    }
    if (this.store.readColdStart) return this.store.readColdStart(id);
    const record = await this.store.getCompetition(id);
    const snapshot = record && (await this.store.readSnapshot?.(id));
    return record && (snapshot ? { record, snapshot } : { record });
  }

  /**
   * A snapshot of a competition's fold, when it is one this code may use; the standings, the
   * rounds' outline and the format's kept views it holds are remembered as those of its state
   * (`withViewsOnce`), so that a page of an unchanged competition does not compute them again.
   */
  private async useSnapshot(
    stored: FoldSnapshot,
    format: AnyFormat,
  ): Promise<{ head: FoldResult; bytes: number } | undefined> {
    if (stored.version !== snapshotVersion(format)) return undefined;
    await loadSnapshotClasses(format.name);
    const snapshot = decodeSnapshot(stored.data);
    if (!snapshot || snapshot.head.lastSeq !== stored.seq) return undefined;
    const state = snapshot.head.state.format as object;
    const memos = viewMemos.get(format);
    const { standings, roundOutlines, kept } = snapshot.views ?? {};
    if (memos && standings !== undefined) memos.standings.remember(state, standings as StandingsTable);
    if (memos && roundOutlines !== undefined) memos.outlines.remember(state, roundOutlines as RoundOutline[]);
    for (const [name, value] of Object.entries(kept ?? {})) format.views.kept?.[name]?.remember(state, value);
    return { head: snapshot.head, bytes: stored.data.length };
  }

  /**
   * Writes a snapshot of `head` with its views after the response (a snapshot is never needed:
   * failures pass).
   */
  private saveSnapshot(id: string, format: AnyFormat, head: FoldResult): void {
    const writing = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        const state = head.state.format;
        await loadSnapshotClasses(format.name);
        const outlines = viewMemos.get(format)?.outlines;
        const views = {
          standings: format.views.standings(state),
          ...(outlines ? { roundOutlines: outlines(state as object) } : {}),
        };
        const kept = Object.entries(format.views.kept ?? {}).map(([name, view]) => [
          name,
          view(state as object),
        ]);
        // A kept view the snapshot cannot hold costs its pages the time it saves, not the snapshot.
        const data =
          (kept.length > 0 && encodeSnapshot(head, { ...views, kept: Object.fromEntries(kept) })) ||
          encodeSnapshot(head, views);
        if (!data) return;
        await this.store.writeSnapshot?.(id, { seq: head.lastSeq, version: snapshotVersion(format), data });
        this.snapshotCounts.written += 1;
      })
      .catch(() => undefined)
      .finally(() => this.snapshotting.delete(writing));
    this.snapshotting.add(writing);
  }

  private isCurrent(id: string, cached: CacheEntry): boolean {
    if (!this.notified) return false;
    const foreign = this.store.foreignVersion?.();
    if (foreign !== this.foreignSeen) {
      // Another process wrote (SQLite: the CLI): every cached fold is checked once more.
      this.foreignSeen = foreign;
      this.epoch += 1;
    }
    return cached.epoch === this.epoch && cached.loaded.head.lastSeq >= (this.announced.get(id) ?? 0);
  }

  /**
   * Keeps a fold in the cache and writes a snapshot of it once the log has grown by
   * `snapshotEvery` events since the last snapshot (`snapshotSeq`; 0: none).
   */
  private remember(
    record: CompetitionRecord,
    format: AnyFormat,
    head: FoldResult,
    epoch: number,
    known: { log?: Promise<readonly StoredEvent[]>; snapshotSeq: number; bytes: number },
  ): Loaded {
    const loaded: Loaded = { record, format, head };
    let snapshotAt = known.snapshotSeq;
    if (this.snapshots && head.lastSeq - snapshotAt >= this.snapshotEvery) {
      this.saveSnapshot(record.id, format, head);
      snapshotAt = head.lastSeq;
    }
    const entry: CacheEntry = { loaded, epoch, bytes: known.bytes, held: 0, snapshotSeq: snapshotAt };
    if (known.log) entry.log = known.log;
    this.keep(record.id, entry);
    return loaded;
  }

  /**
   * Tells the cache that a competition's log grew to `lastSeq` (a notification: another server,
   * or the CLI, wrote), or, without `lastSeq`, forgets its fold; without `id`, forgets every fold.
   */
  invalidate(id?: string, lastSeq?: number): void {
    if (id === undefined) {
      this.cache.clear();
      this.cachedBytes = 0;
    } else if (lastSeq === undefined) this.forget(id);
    else this.announced.set(id, Math.max(lastSeq, this.announced.get(id) ?? 0));
  }

  /**
   * Whether the store's notifications reach this service (see app/competitions/changes.ts). Switching either
   * way makes every cached fold be checked against the store once more: changes may have been
   * missed while they were not flowing.
   */
  setNotified(flowing: boolean): void {
    this.notified = flowing;
    this.epoch += 1;
  }

  /** Validates a raw command against the format's schema (or the core commands). */
  parseCommand(format: AnyFormat, raw: unknown): Result<ParsedCommand, Refusal[]> {
    // No text may hold control characters, whatever the edge it came through (PostgreSQL refuses NUL).
    const clean = checkJsonValue(raw, '');
    if (!clean.ok) return err([clean.error]);
    return parseCommand(format, raw);
  }

  /** Whether `actor` may issue `command` (players only as themselves; the public never). */
  authorize(format: AnyFormat, command: { type: string }, actor: Actor): Refusal | undefined {
    if (actsAsDirector(actor)) return undefined;
    const policy = isCoreCommand(command) ? { kind: 'director' as const } : format.policies[command.type];
    if (!policy || policy.kind === 'director') {
      return refusal('ERR_FORBIDDEN', `only the director may ${command.type}`);
    }
    if (actor.kind === 'player' && policy.actingFor(command).includes(actor.participantId)) return undefined;
    return refusal('ERR_FORBIDDEN', 'a player may act only for themselves');
  }

  /**
   * Decides and appends a command. Commands to one competition are taken one at a time; on a
   * concurrent write by another server the command is decided again on the fresh log, so it is
   * either accepted against the latest state or refused for the rule's reason.
   */
  async execute(id: string, raw: unknown, input: ExecuteInput): Promise<Result<Decision, Refusal>> {
    const done = await this.executeAll(id, [raw], input);
    return done.ok ? done : err(done.error.refusal);
  }

  /**
   * Decides several commands in order, each on the state the ones before it leave, and appends
   * all their events in one write — or none of them: the first refusal stops the run and is
   * returned with the index of the command it belongs to (adding a pasted list of participants).
   */
  async executeAll(
    id: string,
    raws: readonly unknown[],
    input: ExecuteInput,
  ): Promise<Result<Decision, { readonly index: number; readonly refusal: Refusal }>> {
    return this.inTurn(id, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        if (attempt > 0) await retryPause(attempt);
        const outcome = await this.attempt(id, raws, input);
        if (outcome !== 'conflict') return outcome;
      }
      return err({
        index: 0,
        refusal: refusal('ERR_CONFLICT', 'the competition is too busy right now; please try again'),
      });
    });
  }

  private async attempt(
    id: string,
    raws: readonly unknown[],
    input: ExecuteInput,
  ): Promise<Result<Decision, { index: number; refusal: Refusal }> | 'conflict'> {
    const epoch = this.epoch;
    const loaded = await this.load(id);
    const refused = (index: number, r: Refusal) => err({ index, refusal: r });
    if (!loaded) return refused(0, refusal('ERR_NO_SUCH_COMPETITION', `there is no competition "${id}"`));
    const now = this.clock.now();
    if (input.at !== undefined && isAfter(input.at, now)) {
      return refused(
        0,
        refusal('ERR_FUTURE_MOMENT', `at: ${input.at} lies in the future (now is ${now})`, { path: 'at' }),
      );
    }
    let firstAt: Moment | undefined;
    const variants = commandVariants(loaded.format.commandSchema as Schema);
    const log = await this.log(loaded);
    let events = log;
    let head = loaded.head;
    const added: StoredEvent[] = [];
    const impact: Decision['impact'][number][] = [];
    let lastCommand: ParsedCommand | undefined;
    let lastDecision: Decision | undefined;
    /** Whether a late entry made the whole log be folded again (a snapshot before it is of no use). */
    let refolded = false;
    for (const [index, raw] of raws.entries()) {
      const filled = withSeed(withParticipantId(raw, head.state.roster), variants);
      const command = this.parseCommand(loaded.format, filled);
      if (!command.ok) return refused(index, command.error[0] as Refusal);
      const forbidden = this.authorize(loaded.format, command.value, input.actor);
      if (forbidden) return refused(index, forbidden);
      const game = loaded.format.gameOf?.(head.state.format, command.value);
      const changed = game && resultChanged(game, input.seen);
      if (changed) return refused(index, changed);
      const at = input.at ?? momentOfGame(game, now);
      firstAt ??= at;
      const decided = decideCommand(
        loaded.format,
        loaded.record,
        events,
        command.value,
        { at, recordedAt: now, actor: input.actor },
        head,
      );
      if (!decided.ok) return refused(index, decided.error);
      if (decided.value.events.length === 0) continue;
      events = [...events, ...decided.value.events];
      const extended = extendFold(loaded.format, head, decided.value.events);
      refolded ||= !extended;
      head = extended ?? fold(loaded.format, loaded.record, events);
      added.push(...decided.value.events);
      impact.push(...decided.value.impact);
      lastCommand = command.value;
      lastDecision = decided.value;
    }
    const decision: Decision = { events: added, impact };
    if (added.length === 0) return ok(decision);
    const delivery = this.notices
      ? await this.notices({
          record: loaded.record,
          format: loaded.format,
          roster: loaded.head.state.roster,
          before: await this.stateAt(loaded, firstAt ?? now),
          events: added,
          impact,
          log,
          ...(input.relay ? { relay: input.relay } : {}),
        })
      : undefined;
    try {
      await this.store.append(id, loaded.head.lastSeq, added, {
        ...(input.mailStep && lastCommand && lastDecision
          ? { mailStep: appliedStep(input.mailStep, lastCommand, lastDecision) }
          : {}),
        ...(delivery ? { mails: delivery.mails, digest: delivery.digest } : {}),
      });
    } catch (e) {
      if (!(e instanceof StoreConflict)) throw e;
      this.invalidate(id, e.actualSeq);
      return 'conflict';
    }
    if (delivery && delivery.mails.length > 0) this.mailQueued?.();
    this.remember(loaded.record, loaded.format, head, epoch, {
      log: Promise.resolve(events),
      snapshotSeq: refolded ? 0 : (this.cache.get(id)?.snapshotSeq ?? 0),
      bytes: estimateBytes(loaded.record, events),
    });
    return ok(decision);
  }

  /** Runs `task` after every earlier task of the same competition has finished. */
  private async inTurn<T>(id: string, task: () => Promise<T>): Promise<T> {
    const run = (this.queues.get(id) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    this.queues.set(id, tail);
    try {
      return await run;
    } finally {
      if (this.queues.get(id) === tail) this.queues.delete(id);
    }
  }

  /** The generic views as of a moment (default: now). */
  async views(id: string, asOf?: Moment): Promise<CompetitionViews | undefined> {
    const loaded = await this.load(id);
    if (!loaded) return undefined;
    const moment = asOf ?? this.clock.now();
    const state = await this.stateAt(loaded, moment);
    const views = loaded.format.views;
    return {
      asOf: moment,
      standings: views.standings(state),
      rounds: views.rounds(state),
      due: views.due(state, moment),
    };
  }

  /**
   * The format state as of a moment: the cached head advanced, or, for a moment before the latest
   * event, a fresh fold of the log (read for it, see `log`).
   */
  async stateAt(loaded: Loaded, asOf: Moment): Promise<unknown> {
    const head = loaded.head.state.format as object;
    // A log with no event yet has no moment to count from (a pyramid's activity then counts from
    // the moment asked): such a head is advanced afresh every time.
    if (loaded.head.latestAt === undefined) return loaded.format.advance(head, asOf);
    if (!this.isPast(loaded, asOf)) return advancedHead(loaded.format, head, asOf);
    return fold(loaded.format, loaded.record, await this.log(loaded), { asOf }).state.format;
  }

  /**
   * The rounds of a loaded competition's current state without their pairings (for the "as of"
   * picker of every page): once per state, and from the snapshot after a cold load.
   */
  roundOutlines(loaded: Loaded): readonly RoundOutline[] {
    const state = loaded.head.state.format as object;
    const outlines = viewMemos.get(loaded.format)?.outlines;
    return outlines ? outlines(state) : loaded.format.views.rounds(state).map(roundOutline);
  }

  /** Whether `asOf` lies before the latest event's moment (its state needs the log). */
  isPast(loaded: Loaded, asOf: Moment): boolean {
    return loaded.head.latestAt !== undefined && isAfter(loaded.head.latestAt, asOf);
  }

  /** A competition's record, from the cache when it holds the competition. */
  async record(id: string): Promise<CompetitionRecord | undefined> {
    return this.cache.get(id)?.loaded.record ?? (await this.store.getCompetition(id));
  }

  /** The competitions `ids` names that exist, in the order of `ids`. */
  async ofIds(ids: readonly string[]): Promise<CompetitionRecord[]> {
    const records: CompetitionRecord[] = [];
    for (const id of new Set(ids)) {
      const record = await this.record(id);
      if (record) records.push(record);
    }
    return records;
  }

  /** Every competition of one club, in the store's order (never those of other clubs). */
  async ofClub(clubId: string): Promise<CompetitionRecord[]> {
    return competitionsOfClub(this.store, clubId);
  }

  /**
   * The competitions a viewer directs or plays in: those of his grants and of the clubs he is an
   * admin of, in the store's order (creation, then id). Read by id and by club, never all: the
   * server admin's power over every club is not a list of every competition.
   */
  async actedInBy(viewer: Viewer): Promise<CompetitionRecord[]> {
    const clubs = new Set(viewer.memberships.filter((m) => m.role === 'admin').map((m) => m.clubId));
    const byId = new Map<string, CompetitionRecord>();
    for (const clubId of clubs) for (const r of await this.ofClub(clubId)) byId.set(r.id, r);
    for (const r of await this.ofIds(viewer.grants.map((g) => g.competitionId))) byId.set(r.id, r);
    return [...byId.values()].sort(inStoreOrder);
  }

  /** The names of the competitions `ids` names, by id (those that exist). */
  async names(ids: readonly string[]): Promise<Map<string, string>> {
    return new Map((await this.ofIds(ids)).map((r) => [r.id, r.name]));
  }

  /**
   * One page of the competitions `visible` lets through, in the store's stable order (creation,
   * then id): the first `limit` after the competition `after`, or the last before `before`, or the
   * first; of one club when `clubId` is given. The neighbours are named when there are any: the
   * cursors of the pages before and after it.
   */
  async page(
    query: PageQuery,
    visible: (record: CompetitionRecord) => Promise<boolean>,
  ): Promise<CompetitionPage> {
    const limit = Math.max(1, Math.min(MAX_PAGE, Math.floor(query.limit)));
    const club = query.clubId === undefined ? {} : { clubId: query.clubId };
    const scan = async (direction: 'after' | 'before', from: string | undefined, want: number) => {
      const found: CompetitionRecord[] = [];
      let cursor = from;
      const batch = Math.max(want, SCAN_BATCH);
      for (;;) {
        const rows = await this.store.listCompetitionPage({
          ...club,
          ...(cursor === undefined ? {} : { [direction]: cursor }),
          limit: batch,
        });
        const ordered = direction === 'before' ? rows.reverse() : rows;
        for (const r of ordered) {
          if (await visible(r)) found.push(r);
          if (found.length === want) return found;
        }
        if (rows.length < batch) return found;
        cursor = ordered.at(-1)?.id;
      }
    };
    if (query.before !== undefined) {
      const back = await scan('before', query.before, limit + 1);
      const items = back.slice(0, limit).reverse();
      const last = items.at(-1);
      return {
        items,
        ...(back.length > limit && items[0] ? { previous: items[0].id } : {}),
        ...(last ? { next: last.id } : {}),
      };
    }
    const ahead = await scan('after', query.after, limit + 1);
    const items = ahead.slice(0, limit);
    const [first, last] = [items[0], items.at(-1)];
    const earlier = first && query.after !== undefined ? await scan('before', first.id, 1) : [];
    return {
      items,
      ...(earlier.length > 0 && first ? { previous: first.id } : {}),
      ...(ahead.length > limit && last ? { next: last.id } : {}),
    };
  }
}

/** A result takes effect at its game's moment when that lies before now (entered late), else now. */
const momentOfGame = (game: GameOfCommand | undefined, now: Moment): Moment =>
  game?.at !== undefined && isAfter(now, game.at) ? game.at : now;

/** The refusal of a result whose game changed since its sender's form showed it, naming both results. */
function resultChanged(game: GameOfCommand, seen: string | undefined): Refusal | undefined {
  if (seen === undefined || game.result === undefined || game.result === seen.trim()) return undefined;
  return refusal(
    'ERR_RESULT_CHANGED',
    `the game's result is ${game.result || 'not recorded'} now, not ${seen.trim() || 'unrecorded'} as your form showed; send yours again as a correction if it should replace it`,
    { path: 'result', params: { current: game.result, seen: seen.trim() } },
  );
}

/** Which page of competitions `CompetitionService.page` gives. */
export interface PageQuery {
  readonly clubId?: string;
  readonly after?: string;
  readonly before?: string;
  readonly limit: number;
}

/** A page of competitions and the cursors of its neighbours (`after=next`, `before=previous`). */
export interface CompetitionPage {
  readonly items: readonly CompetitionRecord[];
  readonly next?: string;
  readonly previous?: string;
}

/** The most competitions one page holds; the default of the pages and the API is `PAGE_SIZE`. */
export const MAX_PAGE = 200;
export const PAGE_SIZE = 20;
/** Competitions read from the store at a time while looking for those a viewer may see. */
const SCAN_BATCH = 100;

const formatsWithViewsOnce = new Map<AnyFormat, AnyFormat>();
/** The remembered views of each format `withViewsOnce` gave (by the format it gave). */
const viewMemos = new Map<
  AnyFormat,
  {
    standings: PerState<object, StandingsTable>;
    rounds: PerState<object, readonly RoundView[]>;
    outlines: PerState<object, readonly RoundOutline[]>;
  }
>();

/**
 * The format with its standings and rounds (and the rounds' outline, `roundOutlines`) computed once
 * per state: views are pure functions of
 * immutable states, and `advance` returns the state itself while no deadline passes, so every
 * request for the current standings of an unchanged competition shares one computation.
 */
function withViewsOnce(format: AnyFormat): AnyFormat {
  let wrapped = formatsWithViewsOnce.get(format);
  if (!wrapped) {
    const { views } = format;
    const rounds = perState<object, readonly RoundView[]>((s) => views.rounds(s));
    const memos = {
      standings: perState<object, StandingsTable>((s) => views.standings(s)),
      rounds,
      outlines: perState<object, readonly RoundOutline[]>((s) => rounds(s).map(roundOutline)),
    };
    wrapped = { ...format, views: { ...views, standings: memos.standings, rounds } };
    formatsWithViewsOnce.set(format, wrapped);
    viewMemos.set(wrapped, memos);
  }
  return wrapped;
}

/** The latest state a head was advanced to after a deadline passed, and the moment it was advanced to. */
const advancedHeads = new WeakMap<object, { readonly at: Moment; readonly state: unknown }>();

/**
 * The head advanced to `asOf`. Once a deadline has passed, `advance` gives a new state, and gave a
 * new one at every request until the next event: every view and remembered page of it (keyed by
 * the state) was computed again for each. So the state advanced last is kept with its head and
 * given again for a later moment while no further deadline passes before it (`advance` of it
 * returns it itself; that equals advancing the head at once, as the format contract requires).
 */
function advancedHead(format: AnyFormat, head: object, asOf: Moment): unknown {
  const last = advancedHeads.get(head);
  if (last && !isAfter(last.at, asOf) && format.advance(last.state, asOf) === last.state) return last.state;
  const state = format.advance(head, asOf);
  if (state !== head && !(last && isAfter(last.at, asOf))) advancedHeads.set(head, { at: asOf, state });
  return state;
}

/** A participant registered without an id gets the next free `p<n>` (ids are the app's to give). */
function withParticipantId(raw: unknown, roster: Roster): unknown {
  const command = raw as { type?: unknown; participant?: { id?: unknown } } | null;
  if (
    command?.type !== 'RegisterParticipant' ||
    typeof command.participant !== 'object' ||
    command.participant === null
  )
    return raw;
  if (typeof command.participant.id === 'string' && command.participant.id.trim() !== '') return raw;
  return { ...command, participant: { ...command.participant, id: nextParticipantId(roster) } };
}

function appliedStep(
  step: Pick<MailStep, 'mailId' | 'run' | 'step' | 'competitionId' | 'at'>,
  command: unknown,
  decision: Decision,
): MailStep {
  return {
    ...step,
    outcome: 'applied',
    detail: {
      command,
      seqs: decision.events.map((e) => e.seq),
      impact: decision.impact.map((i) => ({
        seq: i.seq,
        type: i.type,
        at: i.at,
        before: i.before,
        after: i.after,
      })),
    },
  };
}

function toRefusal(e: unknown): Refusal {
  if (e instanceof Error && 'code' in e && typeof e.code === 'string' && e.code.startsWith('ERR_')) {
    return refusal(e.code as `ERR_${string}`, e.message);
  }
  throw e;
}
