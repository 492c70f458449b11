/**
 * Club use cases: the server admin creates clubs (and is their first admin); a club's admins see
 * its members — people who accepted an invitation (app/invitations.ts) — with their names and
 * addresses.
 */
import { err, ok, type Refusal, type Result, refusal } from '../core/types.js';
import type { AccountStore, Club, ClubRole } from '../store/accounts.js';
import { isClubAdmin, type Viewer } from './access.js';
import { nameSchema } from './account-schemas.js';
import type { Clock } from './clock.js';
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
}
