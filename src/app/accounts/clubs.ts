/**
 * Club use cases: the server admin creates clubs (and is their first admin); a club's admins see
 * its members — people who accepted an invitation (app/accounts/invitations.ts) — with their names and
 * addresses.
 */
import { err, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import type { AccountStore, Club, ClubRole } from '../../store/accounts.js';
import type { Clock } from '../clock.js';
import { isClubAdmin, type Viewer } from './access.js';
import { nameSchema } from './account-schemas.js';
import { newId } from './tokens.js';

export interface ClubMember {
  readonly personId: string;
  readonly name: string;
  readonly email: string;
  readonly role: ClubRole;
}

export class ClubService {
  constructor(
    private readonly store: AccountStore,
    private readonly clock: Clock,
  ) {}

  async create(viewer: Viewer, name: string): Promise<Result<Club, Refusal>> {
    const person = viewer.person;
    if (!person?.serverAdmin)
      return err(refusal('ERR_FORBIDDEN', 'only the server administrator creates clubs'));
    const checked = nameSchema.safeParse(name);
    if (!checked.success)
      return err(refusal('ERR_INVALID_NAME', `name: ${checked.error.issues[0]?.message}`, { path: 'name' }));
    const now = this.clock.now();
    const club: Club = { id: newId('club'), name: checked.data, createdAt: now };
    await this.store.createClub(club, {
      at: now,
      actor: person.id,
      action: 'club.created',
      subject: club.id,
    });
    await this.store.setMembership(
      { clubId: club.id, personId: person.id, role: 'admin' },
      {
        at: now,
        actor: person.id,
        action: 'member.set',
        subject: person.email,
        details: { clubId: club.id, role: 'admin' },
      },
    );
    return ok(club);
  }

  /** The clubs the viewer administers. */
  async administeredBy(viewer: Viewer): Promise<Club[]> {
    return (await this.store.listClubs()).filter((club) => isClubAdmin(viewer, club.id));
  }

  /** A club and its members, for its admins only. */
  async overview(viewer: Viewer, clubId: string): Promise<{ club: Club; members: ClubMember[] } | undefined> {
    const club = await this.store.getClub(clubId);
    if (!club || !isClubAdmin(viewer, club.id)) return undefined;
    const members: ClubMember[] = [];
    for (const m of await this.store.membersOf(club.id)) {
      const person = await this.store.getPerson(m.personId);
      if (person) members.push({ personId: person.id, name: person.name, email: person.email, role: m.role });
    }
    return { club, members };
  }

  /** The origins whose pages may frame the club's embeddable views (`/embed/…`); none by default. */
  embedOrigins(clubId: string): Promise<string[]> {
    return this.store.embedOrigins(clubId);
  }

  /** Sets the origins that may frame the club's views, for its admins: `text` lists them by space, comma or line. */
  async setEmbedOrigins(viewer: Viewer, clubId: string, text: string): Promise<Result<string[], Refusal>> {
    const club = await this.store.getClub(clubId);
    if (!club || !isClubAdmin(viewer, club.id) || !viewer.person)
      return err(refusal('ERR_FORBIDDEN', 'only the club’s admins set who may embed its pages'));
    const origins = parseOrigins(text);
    if (!origins.ok) return origins;
    await this.store.setEmbedOrigins(club.id, origins.value, {
      at: this.clock.now(),
      actor: viewer.person.id,
      action: 'club.embedding',
      subject: club.id,
      details: { origins: origins.value.join(' ') },
    });
    return origins;
  }
}

/** At most this many origins may frame a club's views. */
export const MAX_EMBED_ORIGINS = 20;

/**
 * Web origins (`https://club.example`, `http://localhost:8080`) from a list separated by spaces,
 * commas or lines: each an http(s) address without path, query or user; written as its origin.
 */
export function parseOrigins(text: string): Result<string[], Refusal> {
  const out: string[] = [];
  for (const item of text.split(/[\s,]+/).filter((x) => x !== '')) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (
      !url ||
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      url.username !== '' ||
      url.password !== '' ||
      url.pathname !== '/' ||
      url.search !== '' ||
      url.hash !== '' ||
      /[/?#]./.test(item.replace(/^https?:\/\//i, ''))
    )
      return err(
        refusal('ERR_INVALID_ORIGIN', `"${item}" is not a web origin such as https://club.example`, {
          path: 'origins',
          params: { origin: item },
        }),
      );
    if (!out.includes(url.origin)) out.push(url.origin);
  }
  if (out.length > MAX_EMBED_ORIGINS)
    return err(
      refusal('ERR_INVALID_ORIGIN', `at most ${MAX_EMBED_ORIGINS} origins may embed a club's pages`, {
        path: 'origins',
        params: { max: MAX_EMBED_ORIGINS },
      }),
    );
  return ok(out);
}
