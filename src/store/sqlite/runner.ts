/**
 * The SQLite runner of the shared SQL (../sql/runner.ts): statements prepared once, flags stored
 * as 1/0, transactions IMMEDIATE (one writer at a time).
 */
import type Database from 'better-sqlite3';
import { type Outcome, type Row, runSync, type SqlRunner, type Statement, type Work } from '../sql/runner.js';

export class SqliteRunner implements SqlRunner {
  readonly true = '1';
  readonly false = '0';
  readonly forUpdate = '';
  /** Prepared once: preparing costs more than running most statements. */
  private readonly statements = new Map<string, Database.Statement>();

  private static readonly runners = new WeakMap<Database.Database, SqliteRunner>();

  /** The runner of `db`: one per database, so that the stores on it share the prepared statements. */
  static of(db: Database.Database): SqliteRunner {
    let runner = SqliteRunner.runners.get(db);
    if (!runner) SqliteRunner.runners.set(db, (runner = new SqliteRunner(db)));
    return runner;
  }

  private constructor(readonly db: Database.Database) {}

  private execute(s: Statement): Outcome {
    let statement = this.statements.get(s.text);
    if (!statement) this.statements.set(s.text, (statement = this.db.prepare(s.text)));
    const values = s.values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v));
    if (statement.reader) return { rows: statement.all(...values) as Row[], changes: 0 };
    return { rows: [], changes: statement.run(...values).changes };
  }

  /** Runs `work` at once, in the caller's transaction if there is one. */
  now<T>(work: Work<T>): T {
    return runSync(work, (s) => this.execute(s));
  }

  async run<T>(work: Work<T>): Promise<T> {
    return this.now(work);
  }

  async transaction<T>(work: Work<T>): Promise<T> {
    return this.db.transaction(() => this.now(work)).immediate();
  }

  anyOf(column: string, _type: 'text' | 'bigint', values: readonly unknown[]): Statement {
    return { text: `${column} IN (${values.map(() => '?').join(', ')})`, values };
  }

  serialize(): readonly Statement[] {
    return [];
  }

  fromJson(value: unknown): unknown {
    return JSON.parse(value as string);
  }

  isUniqueViolation(e: unknown, table: string, column: string): boolean {
    const { code, message } = e as { code?: string; message?: string };
    return code === 'SQLITE_CONSTRAINT_UNIQUE' && message?.includes(`${table}.${column}`) === true;
  }

  isPrimaryKeyViolation(e: unknown, table: string): boolean {
    const { code, message } = e as { code?: string; message?: string };
    return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' && message?.includes(`${table}.`) === true;
  }
}
