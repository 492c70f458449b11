/**
 * The SQLite adapter of the AccountStore port (the queries are shared: ../sql/account-store.ts).
 * Shares the database (and its durability settings) with the event store.
 */
import type Database from 'better-sqlite3';
import { SqlAccountStore } from '../sql/account-store.js';
import { SqliteRunner } from './runner.js';

export class SqliteAccountStore extends SqlAccountStore {
  constructor(db: Database.Database) {
    super(SqliteRunner.of(db));
  }
}
