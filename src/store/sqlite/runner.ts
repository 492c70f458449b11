/**
 * The SQLite runner of the shared SQL (../sql/runner.ts): statements prepared once per SQL text
 * (a bounded cache), flags stored as 1/0, transactions IMMEDIATE (one writer at a time).
 */
import type Database from 'better-sqlite3';
import { type Outcome, type Row, runSync, type SqlRunner, type Statement, type Work } from '../sql/runner.js';

/**
 * Prepared statements kept per database. The stores' queries are a few dozen texts; `anyOf` makes
 * one text per list length, so the cache is bounded and drops the statement used least recently.
 */
export const STATEMENT_CACHE = 256;

export class SqliteRunner implements SqlRunner {
  readonly true = '1';
  readonly false = '0';
  readonly forUpdate = '';
  readonly skipLocked = '';
  /** Prepared once per text (preparing costs more than running most statements), in order of last use. */
  private readonly statements = new Map<string, Database.Statement>();

  private static readonly runners = new WeakMap<Database.Database, SqliteRunner>();

  /** The runner of `db`: one per database, so that the stores on it share the prepared statements. */
  static of(db: Database.Database): SqliteRunner {
    let runner = SqliteRunner.runners.get(db);
    if (!runner) SqliteRunner.runners.set(db, (runner = new SqliteRunner(db)));
    return runner;
  }

  private constructor(readonly db: Database.Database) {}

  /** The prepared statement of `text`, prepared at its first use and again after it was dropped. */
  private prepared(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (statement) this.statements.delete(text);
    else {
      statement = this.db.prepare(text);
      if (this.statements.size >= STATEMENT_CACHE) {
        const oldest = this.statements.keys().next().value as string;
        this.statements.delete(oldest);
      }
    }
    this.statements.set(text, statement);
    return statement;
  }

  /** The texts whose statements are kept, least recently used first (for the tests of the bound). */
  cachedTexts(): readonly string[] {
    return [...this.statements.keys()];
  }

  private execute(s: Statement): Outcome {
    const statement = this.prepared(s.text);
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
