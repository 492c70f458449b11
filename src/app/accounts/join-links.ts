/**
 * A competition's join link (issue 25): a club without a mail server brings its players in by
 * one link for all. The director switches it on (with or without "needs my approval"), sees the
 * link once (only its hash is stored), may make a new one (the old one stops working) or turn it
 * off. Whoever opens it — signed in, or with an account made there — asks to play: without
 * approval he becomes a participant at once; with approval his request waits for a director.
 *
 * Adding the participant is the competition's own command (the caller runs it, so it is an event
 * in the history); this service keeps the link, the requests and the player's role.
 */
import { err, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import {
  type AccountStore,
  auditBy,
  EmailTaken,
  type JoinLink,
  type JoinRequest,
  type Person,
} from '../../store/accounts.js';
import type { Clock } from '../clock.js';
import type { Viewer } from './access.js';
import { emailSchema, nameSchema } from './account-schemas.js';
import type { PasswordHasher } from './passwords.js';
import { hashToken, newId, newToken } from './tokens.js';

/** A join link just made: its address, shown once to the director. */
export interface IssuedJoinLink extends JoinLink {
  readonly link: string;
}

/** Where the holder of a join link stands in its competition. */
export type JoinStanding = 'player' | 'pending' | 'none';

export class JoinLinkService {
  constructor(
    private readonly store: AccountStore,
    private readonly clock: Clock,
    private readonly link: (path: string) => string,
    private readonly passwords: PasswordHasher,
  ) {}

  private readonly audit = auditBy(() => this.clock.now());

  /** The competition's join link, if it has one (for its directors: whether it is on). */
  current(competitionId: string): Promise<JoinLink | undefined> {
    return this.store.joinLinkOf(competitionId);
  }

  /** Switches the link on with a new token (the old one, if any, stops working). */
  async issue(director: Person, competitionId: string, approval: boolean): Promise<IssuedJoinLink> {
    const token = newToken();
    const link: JoinLink = {
      competitionId,
      tokenHash: hashToken(token),
      approval,
      createdBy: director.id,
      createdAt: this.clock.now(),
    };
    await this.store.setJoinLink(
      competitionId,
      link,
      this.audit(director.id, 'join-link.issued', competitionId, { approval }),
    );
    return { ...link, link: this.link(`join/${token}`) };
  }

  /** Changes whether joining needs approval; the link stays the same. False if it is off. */
  async setApproval(director: Person, competitionId: string, approval: boolean): Promise<boolean> {
    const link = await this.store.joinLinkOf(competitionId);
    if (!link) return false;
    await this.store.setJoinLink(
      competitionId,
      { ...link, approval },
      this.audit(director.id, 'join-link.approval', competitionId, { approval }),
    );
    return true;
  }

  /** Turns the link off: it stops working. Pending requests stay for the director to answer. */
  async revoke(director: Person, competitionId: string): Promise<void> {
    await this.store.setJoinLink(
      competitionId,
      undefined,
      this.audit(director.id, 'join-link.revoked', competitionId),
    );
  }

  /** The link a token opens, if it is on. */
  find(token: string): Promise<JoinLink | undefined> {
    return this.store.findJoinLink(hashToken(token));
  }

  /** Whether the viewer plays in the competition already, or waits for approval there. */
  async standing(viewer: Viewer, competitionId: string): Promise<JoinStanding> {
    const person = viewer.person;
    if (!person) return 'none';
    if (viewer.grants.some((g) => g.competitionId === competitionId && g.role === 'player')) return 'player';
    const pending = await this.store.joinRequestsOf(competitionId);
    return pending.some((r) => r.personId === person.id) ? 'pending' : 'none';
  }

  /** Whether the person plays in the competition, as stored now (not as his request began). */
  async plays(personId: string, competitionId: string): Promise<boolean> {
    return (await this.store.grantsOf(personId)).some(
      (g) => g.competitionId === competitionId && g.role === 'player',
    );
  }

  /**
   * Asks to play: a pending request, for a director's approval (or, without approval, held while
   * the participant is added, so that two clicks at once add him once); undefined if one is
   * pending already.
   */
  async request(person: Person, link: JoinLink): Promise<JoinRequest | undefined> {
    const request: JoinRequest = {
      id: newId('join'),
      competitionId: link.competitionId,
      personId: person.id,
      name: person.name,
      status: 'pending',
      createdAt: this.clock.now(),
    };
    const stored = await this.store.requestToJoin(
      request,
      this.audit(person.id, 'join.requested', link.competitionId, { request: request.id }),
    );
    return stored ? request : undefined;
  }

  /** Closes a request held while joining without approval: approved by the link, or refused. */
  async settle(request: JoinRequest, link: JoinLink, joined: boolean): Promise<void> {
    await this.store.answerJoinRequest(
      request.id,
      'pending',
      joined ? 'approved' : 'refused',
      link.createdBy,
      this.audit(request.personId, joined ? 'join.by-link' : 'join.not-added', link.competitionId, {
        request: request.id,
      }),
    );
  }

  /** A competition's requests waiting for approval, oldest first. */
  pending(competitionId: string): Promise<JoinRequest[]> {
    return this.store.joinRequestsOf(competitionId);
  }

  /**
   * A director takes a pending request: approved (the caller then adds the participant and
   * `admit`s him, or `reopen`s it when that is refused) or refused. Refused if it was answered.
   */
  async answer(
    director: Person,
    competitionId: string,
    id: string,
    approve: boolean,
  ): Promise<Result<JoinRequest, Refusal>> {
    const request = await this.store.findJoinRequest(id);
    if (!request || request.competitionId !== competitionId)
      return err(refusal('ERR_NOT_FOUND', 'there is no such request to join'));
    const to = approve ? 'approved' : 'refused';
    const done = await this.store.answerJoinRequest(
      id,
      'pending',
      to,
      director.id,
      this.audit(director.id, `join.${to}`, competitionId, { request: id, person: request.personId }),
    );
    return done ? ok(request) : err(refusal('ERR_NOT_FOUND', 'the request was answered meanwhile'));
  }

  /** Puts an approved request back to pending (adding the participant was refused). */
  async reopen(director: Person, request: JoinRequest): Promise<void> {
    await this.store.answerJoinRequest(
      request.id,
      'approved',
      'pending',
      director.id,
      this.audit(director.id, 'join.reopened', request.competitionId, { request: request.id }),
    );
  }

  /** Gives the person the player's role for the participant just added for him. */
  async admit(by: string, personId: string, competitionId: string, participantId: string): Promise<void> {
    await this.store.grant(
      { competitionId, personId, role: 'player', participantId },
      this.audit(by, 'join.joined', competitionId, { person: personId, participantId }),
    );
  }

  /** Makes an account on the join page (no mail server needed); refused if the address has one. */
  async newAccount(input: {
    email: string;
    name: string;
    password: string;
  }): Promise<Result<Person, Refusal>> {
    const email = emailSchema.safeParse(input.email);
    if (!email.success)
      return err(refusal('ERR_INVALID_EMAIL', 'email: not an e-mail address', { path: 'email' }));
    const name = nameSchema.safeParse(input.name);
    if (!name.success)
      return err(refusal('ERR_INVALID_NAME', `name: ${name.error.issues[0]?.message}`, { path: 'name' }));
    const person: Person = {
      id: newId('person'),
      email: email.data,
      name: name.data,
      passwordHash: await this.passwords.hash(input.password),
      serverAdmin: false,
      createdAt: this.clock.now(),
    };
    try {
      await this.store.createPerson(person, this.audit(person.id, 'account.created-to-join', person.email));
    } catch (e) {
      if (e instanceof EmailTaken)
        return err(refusal('ERR_EMAIL_TAKEN', 'this address has an account: sign in to join'));
      throw e;
    }
    return ok(person);
  }
}
