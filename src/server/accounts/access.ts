/**
 * Loading a competition for a request, with the viewer's access to it. A competition the viewer
 * may not see answers exactly like one that does not exist (404), so nothing leaks.
 */
import type { Context } from 'hono';
import type { Access } from '../../app/accounts/access.js';
import type { Loaded } from '../../app/competitions/competitions.js';
import type { AppEnv, Services } from '../http/context.js';

export interface Visible {
  readonly loaded: Loaded;
  readonly access: Access;
  readonly published: boolean;
}

export async function visibleCompetition(
  services: Services,
  c: Context<AppEnv>,
  id: string,
): Promise<Visible | undefined> {
  const loaded = await services.competitions.load(id);
  if (!loaded) return undefined;
  const { access, published } = await services.accounts.visibility(c.get('viewer'), loaded.record);
  return access.canView ? { loaded, access, published } : undefined;
}
