/**
 * Invitations by e-mail — into a club (member or admin) or to a role in one competition (director
 * or the player of a participant). Nothing changes for anyone's account before the invitee says
 * yes, and the inviter learns nothing of the address: whether it has an account, its stored name.
 *
 * The answer to the inviter is made without looking the address up (the invitation and its mail
 * are written together, the same for every address). The link's holder then meets one of: a form
 * to create his account (no account with that address: the link proves the mailbox), a request
 * to sign in first (an account exists: a link never signs anyone in), or, signed in as the
 * invitee, a choice to accept or decline. A competition role confers no club membership: the
 * club's other unpublished competitions stay closed to them.
 *
 * A club may have no mail server: so the inviter gets the link too, shown once (only its hash is
 * stored), to pass on by hand. Inviting the same address to the same thing again renews the
 * pending invitation (a new link, the old one stops working) instead of making a second one.
 */
import { addDuration, instantOf } from '../../core/moment.js';
import { err, type Lang, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import {
  type AccountStore,
  auditBy,
  type Club,
  type ClubRole,
  type CompetitionGrant,
  EmailTaken,
  type Invitation,
  type Person,
} from '../../store/accounts.js';
import type { Clock } from '../clock.js';
import { isClubAdmin, type Viewer } from './access.js';
import { invitationMail } from './account-mails.js';
import { emailSchema, nameSchema } from './account-schemas.js';
import type { PasswordHasher } from './passwords.js';
import { hashToken, newId, newToken } from './tokens.js';

export const INVITE_DAYS = 14;

export interface InvitationRequest {
  readonly clubId: string;
  readonly email: string;
  readonly name: string;
  readonly clubRole?: ClubRole;
  /** A role in one of the club's competitions. */
  readonly grant?: Omit<CompetitionGrant, 'personId'>;
  /** That competition's name, for the mail. */
  readonly competitionName?: string;
}

/** What the holder of an invitation link meets. */
export type InvitationView =
  | { readonly state: 'invalid' }
  | {
      /** `new-account`: no account has the address; `sign-in`: one has, sign in first;
       * `accept`: signed in as the invitee; `other-account`: signed in as someone else. */
      readonly state: 'new-account' | 'sign-in' | 'accept' | 'other-account';
      readonly invitation: Invitation;
      readonly club: Club;
      /** The inviter's name. */
      readonly inviter: string;
    };

/** An invitation just made or renewed, with its link: shown once to the inviter. */
export interface IssuedInvitation extends Invitation {
  readonly link: string;
  /** An invitation that was pending already got a new link. */
  readonly renewed: boolean;
}

export interface PendingInvitation {
  readonly invitation: Invitation;
  readonly club: Club;
  /** The inviter's name. */
  readonly inviter: string;
}

const forbidden = (message: string) => err(refusal('ERR_FORBIDDEN', message));

export class InvitationService {
  constructor(
    private readonly store: AccountStore,
    private readonly clock: Clock,
    private readonly link: (path: string) => string,
    private readonly passwords: PasswordHasher,
    private readonly mailQueued: () => void,
  ) {}

  private readonly audit = auditBy(() => this.clock.now());

  private live(invitation: Invitation | undefined): invitation is Invitation {
    return invitation?.status === 'pending' && instantOf(invitation.expiresAt) > instantOf(this.clock.now());
  }

  /** May the viewer invite to this? Club roles: club admins; a competition role: its directors too. */
  private mayInvite(viewer: Viewer, request: InvitationRequest): boolean {
    if (isClubAdmin(viewer, request.clubId)) return true;
    const grant = request.grant;
    return (
      request.clubRole === undefined &&
      grant !== undefined &&
      viewer.grants.some((g) => g.competitionId === grant.competitionId && g.role === 'director')
    );
  }

  async invite(
    viewer: Viewer,
    request: InvitationRequest,
    lang: Lang,
  ): Promise<Result<IssuedInvitation, Refusal>> {
    const inviter = viewer.person;
    if (!inviter || !this.mayInvite(viewer, request)) return forbidden('you may not invite to this');
    if (!request.clubRole && !request.grant)
      return err(
        refusal('ERR_INVALID_INVITATION', 'an invitation confers a club role or a competition role'),
      );
    const email = emailSchema.safeParse(request.email);
    if (!email.success)
      return err(refusal('ERR_INVALID_EMAIL', 'email: not an e-mail address', { path: 'email' }));
    const name = nameSchema.safeParse(request.name);
    if (!name.success)
      return err(refusal('ERR_INVALID_NAME', `name: ${name.error.issues[0]?.message}`, { path: 'name' }));
    const club = await this.store.getClub(request.clubId);
    if (!club) return err(refusal('ERR_NOT_FOUND', `there is no club "${request.clubId}"`));
    const pending = (await this.pendingOf(club.id)).find(
      (i) => i.email === email.data && sameRole(i, request),
    );
    if (pending) return this.renewed(inviter, pending, club, lang, request.competitionName);
    const token = newToken();
    const now = this.clock.now();
    const invitation: Invitation = {
      id: newId('invitation'),
      tokenHash: hashToken(token),
      clubId: club.id,
      email: email.data,
      name: name.data,
      ...(request.clubRole ? { clubRole: request.clubRole } : {}),
      ...(request.grant ? { grant: request.grant } : {}),
      invitedBy: inviter.id,
      createdAt: now,
      expiresAt: addDuration(now, { days: INVITE_DAYS }),
      status: 'pending',
    };
    const link = this.link(`invite/${token}`);
    await this.store.createInvitation(
      invitation,
      [this.mailOf(invitation, link, inviter, club, lang, request.competitionName)],
      this.audit(inviter.id, 'invitation.sent', invitation.email, {
        clubId: club.id,
        ...(request.clubRole ? { clubRole: request.clubRole } : {}),
        ...(request.grant ? { ...request.grant } : {}),
      }),
    );
    this.mailQueued();
    return ok({ ...invitation, link, renewed: false });
  }

  /**
   * A new link for a pending invitation, mailed again: for its club's admins and, for a role in a
   * competition, that competition's directors.
   */
  async renew(
    viewer: Viewer,
    id: string,
    lang: Lang,
    competitionName?: string,
  ): Promise<Result<IssuedInvitation, Refusal>> {
    const invitation = await this.store.findInvitation({ id });
    const inviter = viewer.person;
    const club = invitation && (await this.store.getClub(invitation.clubId));
    if (!this.live(invitation) || !inviter || !club || !this.mayManage(viewer, invitation))
      return err(refusal('ERR_NOT_FOUND', 'there is no such invitation'));
    return this.renewed(inviter, invitation, club, lang, competitionName);
  }

  private async renewed(
    inviter: Person,
    invitation: Invitation,
    club: Club,
    lang: Lang,
    competitionName?: string,
  ): Promise<Result<IssuedInvitation, Refusal>> {
    const token = newToken();
    const renewal = {
      tokenHash: hashToken(token),
      expiresAt: addDuration(this.clock.now(), { days: INVITE_DAYS }),
    };
    const link = this.link(`invite/${token}`);
    const fresh = { ...invitation, ...renewal };
    const done = await this.store.renewInvitation(
      invitation.id,
      renewal,
      [this.mailOf(fresh, link, inviter, club, lang, competitionName)],
      this.audit(inviter.id, 'invitation.renewed', invitation.email, { invitation: invitation.id }),
    );
    if (!done) return err(refusal('ERR_NOT_FOUND', 'the invitation was answered meanwhile'));
    this.mailQueued();
    return ok({ ...fresh, link, renewed: true });
  }

  private mailOf(
    invitation: Invitation,
    link: string,
    inviter: Person,
    club: Club,
    lang: Lang,
    competitionName?: string,
  ) {
    return invitationMail({
      to: invitation.email,
      name: invitation.name,
      lang,
      link,
      days: INVITE_DAYS,
      inviter: inviter.name,
      club: club.name,
      role: invitation.grant?.role ?? invitation.clubRole ?? 'member',
      ...(invitation.grant ? { competitionId: invitation.grant.competitionId } : {}),
      ...(competitionName !== undefined ? { competition: competitionName } : {}),
      expiresAt: invitation.expiresAt,
    });
  }

  /** May the viewer renew or withdraw this invitation? Its club's admins; its competition's directors. */
  private mayManage(viewer: Viewer, invitation: Invitation): boolean {
    if (isClubAdmin(viewer, invitation.clubId)) return true;
    const grant = invitation.grant;
    return (
      grant !== undefined &&
      viewer.grants.some((g) => g.competitionId === grant.competitionId && g.role === 'director')
    );
  }

  /** What the holder of the link `token` meets, signed in as `viewer` or not. */
  async view(token: string, viewer: Viewer): Promise<InvitationView> {
    const invitation = await this.store.findInvitation({ tokenHash: hashToken(token) });
    const club = invitation && (await this.store.getClub(invitation.clubId));
    if (!this.live(invitation) || !club) return { state: 'invalid' };
    const inviter = (await this.store.getPerson(invitation.invitedBy))?.name ?? '';
    if (viewer.person) {
      const state = viewer.person.email === invitation.email ? 'accept' : 'other-account';
      return { state, invitation, club, inviter };
    }
    const account = await this.store.findPersonByEmail(invitation.email);
    return { state: account ? 'sign-in' : 'new-account', invitation, club, inviter };
  }

  /** Creates the invitee's account with the link (no account has the address) and accepts. */
  async acceptWithNewAccount(
    token: string,
    input: { name: string; password: string },
  ): Promise<Result<Person, Refusal>> {
    const seen = await this.view(token, { memberships: [], grants: [] });
    if (seen.state === 'sign-in')
      return err(refusal('ERR_EMAIL_TAKEN', 'this address has an account: sign in to accept'));
    if (seen.state !== 'new-account')
      return err(refusal('ERR_LINK_INVALID', 'this invitation is invalid, answered or expired'));
    const person: Person = {
      id: newId('person'),
      email: seen.invitation.email,
      name: input.name,
      passwordHash: await this.passwords.hash(input.password),
      serverAdmin: false,
      createdAt: this.clock.now(),
    };
    try {
      const accepted = await this.store.acceptInvitation(
        seen.invitation.id,
        person.id,
        this.audit(person.id, 'invitation.accepted', person.email, { invitation: seen.invitation.id }),
        person,
      );
      if (!accepted)
        return err(refusal('ERR_LINK_INVALID', 'this invitation is invalid, answered or expired'));
    } catch (e) {
      if (e instanceof EmailTaken)
        return err(refusal('ERR_EMAIL_TAKEN', 'this address has an account: sign in to accept'));
      throw e;
    }
    return ok(person);
  }

  /** The signed-in invitee accepts (or declines) an invitation to his address. */
  async answer(viewer: Viewer, id: string, accept: boolean): Promise<Result<Invitation, Refusal>> {
    const person = viewer.person;
    const invitation = await this.store.findInvitation({ id });
    if (!person || !this.live(invitation) || invitation.email !== person.email)
      return err(refusal('ERR_NOT_FOUND', 'there is no such invitation for you'));
    const audit = this.audit(
      person.id,
      accept ? 'invitation.accepted' : 'invitation.declined',
      person.email,
      {
        invitation: id,
      },
    );
    const done = accept
      ? await this.store.acceptInvitation(id, person.id, audit)
      : await this.store.closeInvitation(id, 'declined', audit);
    return done ? ok(invitation) : err(refusal('ERR_NOT_FOUND', 'the invitation was answered meanwhile'));
  }

  /** A club admin (or the competition's director) withdraws a pending invitation. */
  async withdraw(viewer: Viewer, id: string): Promise<Result<true, Refusal>> {
    const invitation = await this.store.findInvitation({ id });
    if (!invitation || !viewer.person || !this.mayManage(viewer, invitation))
      return err(refusal('ERR_NOT_FOUND', 'there is no such invitation'));
    const closed = await this.store.closeInvitation(
      id,
      'withdrawn',
      this.audit(viewer.person.id, 'invitation.withdrawn', invitation.email, { invitation: id }),
    );
    return closed ? ok(true) : err(refusal('ERR_NOT_FOUND', 'the invitation was answered meanwhile'));
  }

  /** The invitations waiting for a person's answer, newest first. */
  async pendingFor(person: Person): Promise<PendingInvitation[]> {
    const out: PendingInvitation[] = [];
    for (const invitation of await this.store.invitationsTo(person.email)) {
      const club = await this.store.getClub(invitation.clubId);
      const inviter = (await this.store.getPerson(invitation.invitedBy))?.name ?? '';
      if (club && this.live(invitation)) out.push({ invitation, club, inviter });
    }
    return out;
  }

  /** A club's invitations still waiting for an answer, newest first (for its admins). */
  async pendingOf(clubId: string): Promise<Invitation[]> {
    return (await this.store.invitationsOf(clubId)).filter((i) => this.live(i));
  }

  /** A competition's invitations still waiting for an answer, newest first (for its directors). */
  async pendingTo(clubId: string, competitionId: string): Promise<Invitation[]> {
    return (await this.pendingOf(clubId)).filter((i) => i.grant?.competitionId === competitionId);
  }
}

/** Whether a pending invitation confers what the request asks for (then it is renewed). */
const sameRole = (i: Invitation, request: InvitationRequest): boolean =>
  i.clubRole === request.clubRole &&
  i.grant?.competitionId === request.grant?.competitionId &&
  i.grant?.role === request.grant?.role &&
  i.grant?.participantId === request.grant?.participantId;
