/**
 * The SQLite adapter of the AccountStore port (the queries are shared: ../sql/account-store.ts).
 * Shares the database (and its durability settings) with the event store.
 */
import type Database from 'better-sqlite3';
import type { AuditEntry } from '../accounts.js';
import { SqlAccountStore } from '../sql/account-store.js';
import { dataVersionOf } from './data-version.js';
import { SqliteRunner } from './runner.js';

export class SqliteAccountStore extends SqlAccountStore {
  /**
   * Publication, remembered so that showing a page needs no query (every page view asks): this
   * connection's changes replace an entry, another process's commit (the data version) forgets
   * them all.
   */
  private readonly published = new Map<string, boolean>();
  private readonly dataVersion: () => number;
  private seenVersion: number;
  /** Bumped on every change of publication here: a read that began before must not be remembered. */
  private generation = 0;

  constructor(db: Database.Database) {
    super(SqliteRunner.of(db));
    this.dataVersion = dataVersionOf(db);
    this.seenVersion = this.dataVersion();
  }

  override async setPublished(competitionId: string, published: boolean, audit: AuditEntry): Promise<void> {
    this.generation += 1;
    this.published.delete(competitionId);
    await super.setPublished(competitionId, published, audit);
    this.generation += 1;
    this.published.set(competitionId, published);
  }

  override async isPublished(competitionId: string): Promise<boolean> {
    const version = this.dataVersion();
    if (version !== this.seenVersion) {
      this.seenVersion = version;
      this.generation += 1;
      this.published.clear();
    }
    const known = this.published.get(competitionId);
    if (known !== undefined) return known;
    const generation = this.generation;
    const published = await super.isPublished(competitionId);
    if (generation === this.generation) this.published.set(competitionId, published);
    return published;
  }
}
