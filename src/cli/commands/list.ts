/** `arbiter list`: the competitions in the database, with their clubs (only the store is loaded). */
import type { CliContext } from '../context.js';
import { renderTable } from '../table.js';

export async function list(opts: { db?: string; json?: boolean }, context: CliContext): Promise<void> {
  await context.withStore(opts.db, async (store) => {
    const competitions = await store.events.listCompetitions();
    if (opts.json) {
      console.log(
        JSON.stringify(
          competitions.map(({ id, name, format, preset, clubId }) => ({ id, name, format, preset, clubId })),
        ),
      );
      return;
    }
    const clubs = new Map((await store.accounts.listClubs()).map((c) => [c.id, c.name]));
    console.log(
      renderTable(
        ['Id', 'Name', 'Format', 'Preset', 'Club'],
        competitions.map((c) => [c.id, c.name, c.format, c.preset, clubs.get(c.clubId) ?? c.clubId]),
      ),
    );
  });
}
