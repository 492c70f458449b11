/** `arbiter serve`: the web app on the store of `--db` (server/main.ts). */
import { startServer } from '../../server/main.js';
import type { CliContext } from '../context.js';

export async function serve(
  opts: { db?: string; port?: string; host?: string; demo: boolean },
  context: CliContext,
): Promise<void> {
  const { settings } = context;
  await startServer({
    db: opts.db ?? settings.db,
    port: Number(opts.port ?? settings.port),
    host: opts.host ?? settings.host,
    demo: opts.demo,
    ...(settings.poolSize === undefined ? {} : { poolSize: settings.poolSize }),
  });
}
