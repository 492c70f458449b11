/**
 * The SQL both adapters share. A store's queries are written once, as a generator that yields
 * statements (with `?` placeholders) and is handed back their outcomes; each dialect's runner
 * executes it: SQLite synchronously (better-sqlite3 is synchronous, so nothing else can slip into
 * its transaction), PostgreSQL on one pooled connection. Where the dialects differ in words, the
 * runner says how (`true`, `forUpdate`, `anyOf`, `serialize`, `fromJson`, `isUniqueViolation`).
 */
import type { Row } from '../rows.js';

export type { Row };

export interface Statement {
  readonly text: string;
  readonly values: readonly unknown[];
}

export interface Outcome {
  readonly rows: readonly Row[];
  /** Rows inserted, updated or deleted. */
  readonly changes: number;
}

/** Work on the database: yields statements, receives their outcomes, returns its result. */
export type Work<T> = Generator<Statement, T, Outcome>;

export const sql = (text: string, ...values: unknown[]): Statement => ({ text, values });

export function* all(text: string, ...values: unknown[]): Work<readonly Row[]> {
  return (yield sql(text, ...values)).rows;
}

export function* one(text: string, ...values: unknown[]): Work<Row | undefined> {
  return (yield sql(text, ...values)).rows[0];
}

export function* change(text: string, ...values: unknown[]): Work<number> {
  return (yield sql(text, ...values)).changes;
}

export interface SqlRunner {
  /** Runs `work` in one transaction (SQLite: IMMEDIATE, so writers queue; PostgreSQL: one connection). */
  transaction<T>(work: Work<T>): Promise<T>;
  /** Runs `work` statement by statement, outside a transaction (reads, one-statement writes). */
  run<T>(work: Work<T>): Promise<T>;
  /** The literals of a flag column (SQLite stores 1/0, PostgreSQL booleans); literals keep partial indexes usable. */
  readonly true: string;
  readonly false: string;
  /** Appended to a SELECT whose rows a transaction changes next (empty in SQLite, whose writers queue). */
  readonly forUpdate: string;
  /** Appended to a SELECT of rows to claim: those another transaction holds are left out (empty in SQLite). */
  readonly skipLocked: string;
  /** `column` equal to one of `values`, as a condition and its values. */
  anyOf(column: string, type: 'text' | 'bigint', values: readonly unknown[]): Statement;
  /** Statements that make concurrent transactions on the same `name` wait for each other (none in SQLite). */
  serialize(name: string): readonly Statement[];
  /** A JSON column as read (SQLite: text to parse; PostgreSQL: parsed already). */
  fromJson(value: unknown): unknown;
  /** Whether `e` is the violation of the unique key on `table`'s `column`. */
  isUniqueViolation(e: unknown, table: string, column: string): boolean;
  /** Whether `e` is the violation of `table`'s primary key. */
  isPrimaryKeyViolation(e: unknown, table: string): boolean;
}

/** Drives `work`, executing each statement with `execute` (synchronous). */
export function runSync<T>(work: Work<T>, execute: (s: Statement) => Outcome): T {
  let step = work.next();
  while (!step.done) {
    let outcome: Outcome;
    try {
      outcome = execute(step.value);
    } catch (e) {
      step = work.throw(e);
      continue;
    }
    step = work.next(outcome);
  }
  return step.value;
}

/** Drives `work`, executing each statement with `execute` (asynchronous). */
export async function runAsync<T>(work: Work<T>, execute: (s: Statement) => Promise<Outcome>): Promise<T> {
  let step = work.next();
  while (!step.done) {
    let outcome: Outcome;
    try {
      outcome = await execute(step.value);
    } catch (e) {
      step = work.throw(e);
      continue;
    }
    step = work.next(outcome);
  }
  return step.value;
}
