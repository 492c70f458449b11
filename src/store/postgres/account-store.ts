/**
 * The PostgreSQL adapter of the AccountStore port (the queries are shared: ../sql/account-store.ts).
 * Shares the pool with the event store.
 */
import type pg from 'pg';
import type { AuditEntry } from '../accounts.js';
import { SqlAccountStore } from '../sql/account-store.js';
import { PostgresRunner } from './runner.js';

/** Told whether a competition is published, as read by a query that began when it was made. */
export type PublicationRead = (competitionId: string, published: boolean) => void;

export class PostgresAccountStore extends SqlAccountStore {
  /**
   * Publication, remembered while change notifications flow (index.ts), so that showing a page
   * needs no query: every page view asks. A change by this server makes the entry be read again at
   * once; a change by another server arrives as a notification and does the same.
   */
  private readonly published = new Map<string, boolean>();
  private remembering = false;
  /** Bumped on every forgetting: a read that began before must not be remembered. */
  private generation = 0;

  constructor(pool: pg.Pool) {
    super(new PostgresRunner(pool));
  }

  /** Whether to remember publication (true while notifications flow); either way starts afresh. */
  rememberPublications(on: boolean): void {
    this.remembering = on;
    this.generation += 1;
    this.published.clear();
  }

  forgetPublication(competitionId: string): void {
    this.generation += 1;
    this.published.delete(competitionId);
  }

  override async setPublished(competitionId: string, published: boolean, audit: AuditEntry): Promise<void> {
    this.forgetPublication(competitionId);
    await super.setPublished(competitionId, published, audit);
    this.forgetPublication(competitionId);
  }

  /**
   * For a read of publication made elsewhere (the cold start reads it with the record,
   * event-store.ts): taken before the read, told what it read after, remembered as `isPublished`
   * would remember it (not when a change was forgotten in between). A cold page so asks one query,
   * not two.
   */
  readonly publicationRead = (): PublicationRead => {
    const generation = this.generation;
    return (competitionId, published) => {
      if (this.remembering && generation === this.generation) this.published.set(competitionId, published);
    };
  };

  override async isPublished(competitionId: string): Promise<boolean> {
    const known = this.published.get(competitionId);
    if (known !== undefined) return known;
    const generation = this.generation;
    const published = await super.isPublished(competitionId);
    if (this.remembering && generation === this.generation) this.published.set(competitionId, published);
    return published;
  }
}
