/**
 * The club's inbox: every received mail is stored raw first (once per Message-ID), then
 * processed. Processing reads the mail, recognises machines (auto-replies, bounces: never
 * executed), finds out who sent it (a signed reply address, or a DKIM-aligned `From` of a known
 * person), which competition and player it is about, and what it asks (mail/syntax.ts, the
 * format's grammar), then runs its commands in order at the mail's moment (PYR-0, PYR-12), each
 * as one step written with its events, so that a crash in the middle re-processes the mail
 * without doing anything twice. Whatever cannot run — an unknown or unverified sender, text that
 * cannot be understood, a command the rules refuse — is held for the director with the reason;
 * nothing is dropped. The director executes a held mail (now, or at its own moment with the
 * impact of a late entry) or rejects it with a reason. Every executed, refused or rejected mail
 * from a known person is answered in his language.
 */

import type { Actor } from '../../core/events.js';
import { addDuration, instantOf, isAfter } from '../../core/moment.js';
import type { Roster } from '../../core/participant.js';
import { type Lang, type Moment, type Refusal, type Result, refusal } from '../../core/types.js';
import { requestsOf, YES } from '../../mail/answers.js';
import { cleanHeaderText } from '../../mail/control-characters.js';
import { fold } from '../../mail/dates.js';
import type { GrammarContext } from '../../mail/grammar.js';
import { grammarOf } from '../../mail/grammars.js';
import { findParticipant } from '../../mail/names.js';
import { readingInWords } from '../../mail/reading.js';
import { type ParsedMail, parseMailText, type Request, type Unreadable } from '../../mail/syntax.js';
import type { Person } from '../../store/accounts.js';
import {
  type InboundDecision,
  type InboundFinding,
  type InboundMail,
  type InboundReport,
  type InboundSource,
  type InboundStatus,
  type MailStep,
  MailStepDone,
  type ReplyAddress,
} from '../../store/mailbox.js';
import type { Store } from '../../store/store.js';
import { newId, newToken } from '../accounts/tokens.js';
import type { Clock } from '../clock.js';
import { competitionsOfClub } from '../competitions/club-competitions.js';
import type { CompetitionService } from '../competitions/competitions.js';
import type { DkimCheck } from './dkim.js';
import { type MailReading, readMail } from './mail-reading.js';
import { type BoundedRaw, messageIdOf } from './raw-mail.js';
import { findReplyToken, type MailboxAddress, parseMailboxAddress } from './reply-address.js';

export interface InboxSettings {
  /** The club whose mailbox this is. */
  readonly clubId: string;
  /** The club's address (`pyramide@desc.example`); reply addresses are `pyramide+…@desc.example`. */
  readonly address: string;
  /** Bytes of a message that are stored; the rest is counted, not kept. */
  readonly maxBytes: number;
  /** The language of answers to senders whose language is unknown. */
  readonly lang: Lang;
}

/** What a run of a mail's commands did, for the answer. */
export interface RunOutcome {
  readonly mail: InboundMail;
  readonly reading?: MailReading;
  readonly person?: Person;
  readonly steps: readonly MailStep[];
  /** The lines the sender wrote for each step, in order. */
  readonly lines: readonly string[];
  /** For whom each step was (a director's `für Meier:`), by step: the participant, else undefined. */
  readonly players?: readonly (string | undefined)[];
  readonly run: number;
}

/** Receives what processing decided, to answer the sender (the outbox, see app/mail/inbox-answers.ts). */
/** A command line of a mail, and for whom it was when a director wrote a name in front (`für Meier:`). */
export interface CommandLine {
  readonly text: string;
  /** The player's name in the roster when the name written fits one, else the name as written. */
  readonly for?: string;
}

export type Answerer = (outcome: RunOutcome) => Promise<void>;

/** Who a mail is from and what it is about, once known. */
interface Sender {
  readonly person?: Person;
  readonly verifiedBy?: 'token' | 'dkim';
  readonly reply?: ReplyAddress;
  readonly competitionId?: string;
  readonly participantId?: string;
  /** The mail gives commands for other players (`für Meier:`): the sender directs the competition. */
  readonly forOthers?: boolean;
}

type Held = { readonly status: 'held' | 'ignored'; readonly report: InboundReport };

const held = (code: `ERR_${string}`, message: string, params?: Record<string, string | number>): Held => ({
  status: 'held',
  report: { code, message, ...(params ? { params } : {}) },
});

/** A mail that waited this long unprocessed was left by a crash (or another server's crash). */
const RECOVER_AFTER_SECONDS = 60;

export class InboxService {
  private readonly mailboxAddress: MailboxAddress;
  private secret?: Promise<string>;
  private readonly parsed = new WeakMap<MailReading, Map<string, ParsedMail>>();

  constructor(
    private readonly store: Store,
    private readonly competitions: CompetitionService,
    private readonly clock: Clock,
    readonly settings: InboxSettings,
    private readonly dkim: DkimCheck,
    private readonly answer: Answerer,
  ) {
    this.mailboxAddress = parseMailboxAddress(settings.address);
  }

  /** The secret reply addresses are signed with: made once per database, shared by every server. */
  replySecret(): Promise<string> {
    this.secret ??= this.store.mailbox.secret('reply-address', newToken);
    return this.secret;
  }

  /** The inbox's clock: receivers stamp what they receive with it. */
  now(): Moment {
    return this.clock.now();
  }

  get address(): MailboxAddress {
    return this.mailboxAddress;
  }

  /**
   * Stores a received message raw, once per Message-ID (a second copy is reported as a duplicate).
   * `receivedAt` is its moment: when it reached the club's server (default: now, its receipt).
   * Receivers acknowledge a message once this returns; processing follows.
   */
  async accept(input: {
    readonly message: BoundedRaw;
    readonly source: InboundSource;
    readonly receivedAt?: Moment;
  }): Promise<{ readonly mail: InboundMail; readonly duplicate: boolean }> {
    const now = this.clock.now();
    return this.store.mailbox.saveInbound({
      id: newId('mail'),
      messageId: messageIdOf(input.message.raw),
      source: input.source,
      clubId: this.settings.clubId,
      receivedAt: input.receivedAt ?? now,
      storedAt: now,
      raw: input.message.raw,
      size: input.message.size,
    });
  }

  /** Stores a received message (see `accept`) and processes it unless it came before. */
  async receive(
    input: Parameters<InboxService['accept']>[0],
  ): Promise<{ readonly mail: InboundMail; readonly duplicate: boolean }> {
    const saved = await this.accept(input);
    if (saved.duplicate) return saved;
    return { mail: await this.process(saved.mail.id), duplicate: false };
  }

  /** Processes a stored mail that is still `received`; a processed one is returned as it is. */
  async process(id: string): Promise<InboundMail> {
    const mail = await this.mustGet(id);
    if (mail.status !== 'received') return mail;
    const raw = (await this.store.mailbox.rawOf(id)) ?? new Uint8Array();
    const read = await readMail(raw);
    const reading = read.ok ? read.mail : undefined;
    const base = reading ? this.basics(reading) : {};
    if (!read.ok) {
      await this.finish(mail, {
        ...held('ERR_MAIL_UNREADABLE', `the message cannot be read: ${read.reason}`, { reason: read.reason }),
      });
      return this.mustGet(id);
    }
    const found = await this.examine(mail, read.mail, raw);
    const proposal = await this.proposalConfirmed(read.mail, found);
    if (proposal) {
      await this.confirmProposal(proposal, found);
      await this.finish(mail, {
        ...base,
        ...this.senderFields({ ...found, competitionId: proposal.competitionId as string }),
        status: 'done',
        report: {
          code: 'ok',
          message: `confirms the reading of the mail of ${proposal.receivedAt}`,
          params: { confirms: proposal.id },
          ...(found.verifiedBy ? { verifiedBy: found.verifiedBy } : {}),
        },
      });
      return this.mustGet(id);
    }
    if ('status' in found) {
      await this.finish(mail, { ...base, ...found, ...this.senderFields(found) });
      await this.answerHeld(mail, read.mail, found);
      return this.mustGet(id);
    }
    // A reply to a notice that went to the director is the director's, and so is a mail with
    // commands for other players (both checked in examine).
    const actor: Actor =
      found.person && (found.forOthers || found.participantId === undefined)
        ? { kind: 'director', personId: found.person.id }
        : { kind: 'player', participantId: found.participantId as string, ...personOf(found) };
    // The language is learnt first: the notices the commands cause are written in it.
    await this.learnLanguage(found.person, read.mail);
    const outcome = await this.run(mail, read.mail, found, 0, { at: this.momentOf(mail), actor });
    await this.finish(mail, { ...base, ...this.senderFields(found), ...outcome.finding });
    const finished = await this.mustGet(id);
    await this.answer({ ...outcome.run, mail: finished });
    return finished;
  }

  /**
   * The held mail whose proposed reading this mail confirms: a verified sender's "ja" / "yes" /
   * "ja graag" with no command of its own, answering (`In-Reply-To`, `References`) the answer to
   * his mail that was held with a proposed reading.
   */
  private async proposalConfirmed(reading: MailReading, found: Sender): Promise<InboundMail | undefined> {
    if (!found.person || !found.verifiedBy || !reading.references?.length) return undefined;
    const parsed = this.parse(reading, reading.date ?? this.clock.now());
    if (parsed.requests.length > 0) return undefined;
    if (!YES.test(fold(parsed.text.split('\n')[0] ?? '').trim())) return undefined;
    const refs = new Set(reading.references);
    const waiting = await this.store.mailbox.listInbound({
      clubId: this.settings.clubId,
      status: 'held',
      limit: 500,
    });
    return waiting.find(
      (m) =>
        m.personId === found.person?.id &&
        m.report?.code === 'ERR_MAIL_PROPOSED' &&
        m.competitionId !== undefined &&
        m.participantId !== undefined &&
        refs.has(m.messageId),
    );
  }

  /** Carries out a held mail's proposed reading that its sender confirmed, at its own moment. */
  private async confirmProposal(target: InboundMail, found: Sender): Promise<void> {
    const read = await readMail(await this.rawOf(target));
    if (!read.ok) return;
    const runs = (await this.store.mailbox.stepsOf(target.id)).map((s) => s.run);
    const outcome = await this.run(
      target,
      read.mail,
      {
        ...(found.person ? { person: found.person } : {}),
        ...(found.verifiedBy ? { verifiedBy: found.verifiedBy } : {}),
        competitionId: target.competitionId as string,
        participantId: target.participantId as string,
      },
      Math.max(0, ...runs) + 1,
      {
        at: this.momentOf(target),
        actor: { kind: 'player', participantId: target.participantId as string, ...personOf(found) },
        confirmed: true,
      },
    );
    await this.finish(target, { ...findingOf(target), ...outcome.finding });
    await this.answer({ ...outcome.run, mail: await this.mustGet(target.id) });
  }

  /**
   * Processes every mail a crash left `received` (stored more than a minute ago), oldest first.
   * A mail whose processing fails again is held for the director with the reason, so that it
   * neither blocks the mails after it nor comes back at every recovery (issue 24, point 9); when
   * even that cannot be written (the database is away) it waits for the next recovery.
   */
  async recover(): Promise<number> {
    const before = addDuration(this.clock.now(), { seconds: -RECOVER_AFTER_SECONDS });
    const pending = await this.store.mailbox.pendingInbound(before, 100);
    let unwritten: unknown;
    for (const mail of pending) {
      try {
        await this.process(mail.id);
      } catch (e) {
        const reason = cleanHeaderText(e instanceof Error ? e.message : String(e)).slice(0, 300);
        await this.finish(
          mail,
          held('ERR_MAIL_FAILED', `processing the mail failed: ${reason}`, { reason }),
        ).catch((again) => {
          unwritten ??= again;
        });
      }
    }
    if (unwritten) throw unwritten;
    return pending.length;
  }

  private async mustGet(id: string): Promise<InboundMail> {
    const mail = await this.store.mailbox.getInbound(id);
    if (!mail) throw new Error(`there is no inbound mail ${id}`);
    return mail;
  }

  /** A mail's moment as a command's: never in the future (a server clock a little ahead). */
  private momentOf(mail: InboundMail): Moment {
    const now = this.clock.now();
    return isAfter(mail.receivedAt, now) ? now : mail.receivedAt;
  }

  /** What every finding keeps of the mail: its sender's address, subject and language. */
  private basics(reading: MailReading) {
    return {
      ...(reading.from ? { from: reading.from } : {}),
      ...(reading.subject !== undefined ? { subject: reading.subject.slice(0, 500) } : {}),
      lang: this.languageOf(reading),
    };
  }

  /** The sender's language: of his keywords, else the one his mail declares, else the club's. */
  private languageOf(reading: MailReading): Lang {
    return this.parse(reading, reading.date ?? this.clock.now()).lang ?? reading.lang ?? this.settings.lang;
  }

  /**
   * `at` is the mail's moment: its written dates are read from that day in the sender's zone.
   * Processing asks several times (language, competition, commands): each reading is read once a day.
   */
  private parse(reading: MailReading, at: Moment): ParsedMail {
    const today = senderDate(reading, at);
    let byDay = this.parsed.get(reading);
    if (!byDay) this.parsed.set(reading, (byDay = new Map()));
    let parsed = byDay.get(today);
    if (!parsed) {
      parsed = parseMailText({
        body: reading.text,
        ...(reading.subject !== undefined ? { subject: reading.subject } : {}),
        today,
      });
      byDay.set(today, parsed);
    }
    return parsed;
  }

  private senderFields(s: Sender) {
    return {
      ...(s.person ? { personId: s.person.id } : {}),
      ...(s.competitionId ? { competitionId: s.competitionId } : {}),
      ...(s.participantId ? { participantId: s.participantId } : {}),
    };
  }

  private async finish(
    mail: InboundMail,
    finding: Omit<InboundFinding, 'report'> & { report: InboundReport },
  ) {
    await this.store.mailbox.finishInbound(mail.id, {
      ...finding,
      report: { ...finding.report, ...(mail.truncated ? { truncated: true } : {}) },
    });
  }

  /**
   * Who sent the mail and which competition and player it is about, or why it is held (or
   * ignored). A held mail keeps what is known (the person, the competition, the player) for the
   * director, and for the answer.
   */
  private async examine(
    mail: InboundMail,
    reading: MailReading,
    raw: Uint8Array,
  ): Promise<Sender | (Held & Sender)> {
    if (reading.automatic)
      return {
        status: 'ignored',
        report: {
          code: 'ERR_MAIL_AUTOMATIC',
          message: `${reading.automatic === 'auto-reply' ? 'an automatic reply' : 'a delivery report'}; never executed`,
          params: { kind: reading.automatic },
        },
      };
    const { sender, problem } = await this.identify(reading, raw);
    let known: Sender = sender;
    // A message cut at the limit cannot be verified or read whole: that is its problem.
    let trouble: Held | undefined = mail.truncated
      ? held(
          'ERR_MAIL_TOO_LARGE',
          `the mail has ${mail.size} bytes; only the first ${this.settings.maxBytes} were kept, so it is not executed`,
          { size: mail.size, limit: this.settings.maxBytes },
        )
      : problem;
    const behalf = this.parse(reading, reading.date ?? this.clock.now()).behalf.filter(
      (n): n is string => n !== undefined,
    );
    if (known.person && !known.competitionId) {
      const chosen = await this.competitionOf(known.person, reading, behalf);
      if ('status' in chosen) trouble ??= chosen;
      else known = { ...known, ...chosen };
    }
    if (known.person && known.competitionId && behalf.length > 0) {
      if (await this.directs(known.person, known.competitionId)) known = { ...known, forOthers: true };
      else
        trouble ??= held(
          'ERR_MAIL_NOT_DIRECTOR_FOR',
          `${known.person.name} does not direct this competition and may give commands only for themselves, not for ${behalf.join(', ')}`,
          { person: known.person.name, names: behalf.join(', ') },
        );
    }
    if (!trouble && known.reply && known.participantId === undefined && known.person)
      trouble = (await this.directs(known.person, known.reply.competitionId))
        ? undefined
        : held('ERR_MAIL_NOT_DIRECTOR', `${known.person.name} no longer directs this competition`, {
            person: known.person.name,
          });
    if (!trouble && reading.garbled)
      trouble = held(
        'ERR_MAIL_CHARSET',
        'characters of the mail could not be read (a wrong charset); it is not executed as it may be misread',
      );
    if (!trouble && reading.controlCharacters)
      trouble = held(
        'ERR_MAIL_CONTROL_CHARACTERS',
        'the mail holds control characters (such as NUL); they were removed, and it is not executed as it may be misread',
      );
    return trouble ? { ...trouble, ...known } : known;
  }

  /** The sender: by a signed reply address, else by a DKIM-aligned From of a known person. */
  private async identify(reading: MailReading, raw: Uint8Array): Promise<{ sender: Sender; problem?: Held }> {
    const token = findReplyToken(this.mailboxAddress, await this.replySecret(), reading.recipients);
    const byFrom = reading.from ? await this.store.accounts.findPersonByEmail(reading.from) : undefined;
    const unverified: Sender = byFrom ? { person: byFrom } : {};
    if (token.kind === 'tampered')
      return {
        sender: unverified,
        problem: held(
          'ERR_MAIL_BAD_TOKEN',
          `the reply address ${token.address} was changed; Arbiter did not make it`,
          {
            address: token.address,
          },
        ),
      };
    if (token.kind === 'valid') {
      const reply = await this.store.mailbox.replyAddress(token.id);
      const person = reply && (await this.store.accounts.getPerson(reply.personId));
      if (!reply || !person)
        return {
          sender: unverified,
          problem: held('ERR_MAIL_BAD_TOKEN', 'the reply address belongs to no notice Arbiter sent'),
        };
      return {
        sender: {
          person,
          verifiedBy: 'token',
          reply,
          competitionId: reply.competitionId,
          ...(reply.participantId ? { participantId: reply.participantId } : {}),
        },
      };
    }
    if (!reading.from)
      return { sender: {}, problem: held('ERR_MAIL_NO_SENDER', 'the mail names no sender (From)') };
    if (!byFrom)
      return {
        sender: {},
        problem: held('ERR_MAIL_UNKNOWN_SENDER', `${reading.from} is the address of nobody at this club`, {
          from: reading.from,
        }),
      };
    const dkim = await this.dkim(raw);
    if (!dkim.aligned)
      return {
        sender: unverified,
        problem: held(
          'ERR_MAIL_UNVERIFIED',
          `the sender could not be verified: ${dkim.reason ?? 'no signature'}`,
          {
            from: reading.from,
            why: dkim.why ?? 'none',
            domain: dkim.domain ?? '',
          },
        ),
      };
    return { sender: { person: byFrom, verifiedBy: 'dkim' } };
  }

  /** Whether a person directs a competition: its director, or an admin of its club. */
  private async directs(person: Person, competitionId: string): Promise<boolean> {
    const grants = await this.store.accounts.grantsIn(competitionId);
    if (grants.some((g) => g.personId === person.id && g.role === 'director')) return true;
    return this.isClubAdmin(person);
  }

  /** A person who chose no language is written to in the one he writes in. */
  private async learnLanguage(person: Person | undefined, reading: MailReading): Promise<void> {
    const lang = this.parse(reading, reading.date ?? this.clock.now()).lang;
    if (!person || !lang) return;
    const settings = await this.store.mailbox.mailSettings(person.id);
    if (!settings.lang) await this.store.mailbox.setMailSettings(person.id, { ...settings, lang });
  }

  private async rawOf(mail: InboundMail): Promise<Uint8Array> {
    return (await this.store.mailbox.rawOf(mail.id)) ?? new Uint8Array();
  }

  /**
   * The competition of the club a verified person plays in that the mail is about; for a mail with
   * commands for other players (`behalf`, their names), one he plays in or directs (whether he
   * directs it is checked after), where those names are players when the mail does not say.
   */
  private async competitionOf(
    person: Person,
    reading: MailReading,
    behalf: readonly string[],
  ): Promise<{ competitionId: string; participantId?: string } | Held> {
    const grants = (await this.store.accounts.grantsOf(person.id)).filter(
      (g) => behalf.length > 0 || (g.role === 'player' && g.participantId !== undefined),
    );
    const ids = new Set(grants.map((g) => g.competitionId));
    if (behalf.length > 0 && (await this.isClubAdmin(person)))
      for (const r of await competitionsOfClub(this.store.events, this.settings.clubId)) ids.add(r.id);
    const candidates: { competitionId: string; participantId?: string; name: string; format: string }[] = [];
    for (const id of ids) {
      const record = await this.store.events.getCompetition(id);
      const own = grants.find((g) => g.competitionId === id && g.role === 'player')?.participantId;
      if (record && record.clubId === this.settings.clubId)
        candidates.push({
          competitionId: record.id,
          ...(own !== undefined ? { participantId: own } : {}),
          name: record.name,
          format: record.format,
        });
    }
    if (candidates.length === 0)
      return behalf.length > 0
        ? held(
            'ERR_MAIL_NOT_DIRECTOR_FOR',
            `${person.name} does not direct this competition and may give commands only for themselves, not for ${behalf.join(', ')}`,
            { person: person.name, names: behalf.join(', ') },
          )
        : held('ERR_MAIL_NOT_A_PLAYER', `${person.name} plays in no competition of this club`, {
            person: person.name,
          });
    if (candidates.length === 1) return candidates[0] as { competitionId: string; participantId?: string };
    const text = fold(`${reading.subject ?? ''}\n${reading.text}`);
    const named = candidates.filter((c) => text.includes(fold(c.name)) || text.includes(c.competitionId));
    const verbs = new Set(this.parse(reading, reading.date ?? this.clock.now()).requests.map((r) => r.verb));
    const considered = named.length > 0 ? named : candidates;
    const grammars = await Promise.all(considered.map((c) => grammarOf(c.format)));
    const fitting = considered.filter((_, i) => {
      const grammar = grammars[i];
      return grammar !== undefined && [...verbs].every((v) => grammar.verbs.includes(v));
    });
    const [only, second] = named.length === 1 ? named : await this.withPlayers(fitting, behalf);
    if (only && !second) return only;
    const names = candidates.map((c) => c.name).join(', ');
    return held(
      'ERR_MAIL_WHICH_COMPETITION',
      `${person.name} plays in ${names}; the mail does not say which it is about`,
      {
        competitions: names,
      },
    );
  }

  /** The competitions among `candidates` in which every name of `behalf` is a player. */
  private async withPlayers<C extends { competitionId: string }>(
    candidates: readonly C[],
    behalf: readonly string[],
  ): Promise<readonly C[]> {
    if (behalf.length === 0 || candidates.length < 2) return candidates;
    const out: C[] = [];
    for (const c of candidates) {
      const roster = (await this.competitions.load(c.competitionId))?.head.state.roster;
      if (roster && behalf.every((n) => findParticipant(roster, n).ok)) out.push(c);
    }
    return out;
  }

  private async isClubAdmin(person: Person): Promise<boolean> {
    const memberships = await this.store.accounts.membershipsOf(person.id);
    return (
      person.serverAdmin || memberships.some((m) => m.clubId === this.settings.clubId && m.role === 'admin')
    );
  }

  /** The requests of a mail and the line each came from. */
  private requestsOf(
    reading: MailReading,
    at: Moment,
    reply?: ReplyAddress,
  ): {
    parsed: ParsedMail;
    requests: readonly Request[];
    lines: readonly string[];
    behalf: readonly (string | undefined)[];
  } {
    const parsed = this.parse(reading, at);
    const requests = requestsOf(parsed, reply?.context.expects as string | undefined);
    // An obvious answer has no command line of its own: its first line stands for it.
    if (requests === parsed.requests) return { parsed, requests, lines: parsed.lines, behalf: parsed.behalf };
    const lines = requests.map(() => parsed.text.split('\n')[0] ?? '');
    return { parsed, requests, lines, behalf: requests.map(() => undefined) };
  }

  /**
   * Runs a mail's commands as run `run`: each request turned into a command against the state as
   * of `at` that the previous ones left, and executed as one step (PYR-12). Steps recorded by an
   * earlier, interrupted attempt of the same run are not done again.
   */
  private async run(
    mail: InboundMail,
    reading: MailReading,
    sender: Sender,
    run: number,
    how: { at: Moment; actor: Actor; confirmed?: boolean },
  ): Promise<{ finding: Pick<InboundFinding, 'status' | 'report'> & { lang?: Lang }; run: RunOutcome }> {
    const competitionId = sender.competitionId as string;
    const participantId = sender.participantId ?? '';
    const { parsed, requests, lines, behalf } = this.requestsOf(reading, mail.receivedAt, sender.reply);
    const lang = this.languageOf(reading);
    const loaded = await this.competitions.load(competitionId);
    // For whom each request is: a name a director wrote (`für Meier:`) is found in the roster.
    const players = behalf.map((name) =>
      name === undefined || !loaded ? undefined : findParticipant(loaded.head.state.roster, name),
    );
    const outcome = (steps: readonly MailStep[]): RunOutcome => ({
      mail,
      reading,
      ...(sender.person ? { person: sender.person } : {}),
      steps,
      lines,
      ...(players.some(Boolean) ? { players: players.map((p) => (p?.ok ? p.value : undefined)) } : {}),
      run,
    });
    const grammar = loaded ? await grammarOf(loaded.format.name) : undefined;
    if (!loaded || !grammar) {
      const report = held(
        'ERR_MAIL_NO_GRAMMAR',
        `${loaded?.record.name ?? competitionId} takes no commands by mail`,
        {
          competition: loaded?.record.name ?? competitionId,
        },
      ).report;
      return { finding: { status: 'held', report, lang }, run: outcome([]) };
    }
    if (requests.length === 0) {
      const unreadable = parsed.unreadable[0];
      const report: InboundReport = unreadable
        ? unreadableReport(unreadable)
        : { code: 'ERR_MAIL_NOT_UNDERSTOOD', message: 'the mail contains no command Arbiter understands' };
      return { finding: { status: 'held', report, lang }, run: outcome([]) };
    }
    // Certainty before action: a reading in doubt is proposed, and carried out once confirmed.
    const doubtAt = requests === parsed.requests ? parsed.doubts.findIndex(Boolean) : -1;
    if (doubtAt >= 0 && !how.confirmed) {
      const report = proposalReport(requests, loaded.head.state.roster, lang, [
        parsed.doubts[doubtAt] as string,
        lines[doubtAt] ?? '',
      ]);
      return { finding: { status: 'held', report, lang }, run: outcome([]) };
    }
    const done = new Map(
      (await this.store.mailbox.stepsOf(mail.id)).filter((s) => s.run === run).map((s) => [s.step, s]),
    );
    for (const [i, request] of requests.entries()) {
      if (done.has(i)) continue;
      const player = players[i];
      const step = await this.step(mail, reading, sender, request, {
        run,
        step: i,
        competitionId,
        participantId,
        ...(player ? { player } : {}),
        ...how,
      });
      done.set(i, step);
    }
    const steps = [...done.values()].sort((a, b) => a.step - b.step);
    const { report, stopped } = stepsReport(steps, parsed.unreadable[0]);
    return {
      finding: {
        status: stopped ? 'held' : 'done',
        report: { ...report, ...(sender.verifiedBy ? { verifiedBy: sender.verifiedBy } : {}) },
        lang,
      },
      run: outcome(steps),
    };
  }

  /**
   * One request: made into a command for the sender, or for the player a director named
   * (`player`, found in the roster or refused with the candidates), and executed, or refused;
   * recorded once.
   */
  private async step(
    mail: InboundMail,
    reading: MailReading,
    sender: Sender,
    request: Request,
    s: {
      run: number;
      step: number;
      competitionId: string;
      participantId: string;
      player?: Result<string, Refusal>;
      at: Moment;
      actor: Actor;
    },
  ): Promise<MailStep> {
    const key = { mailId: mail.id, run: s.run, step: s.step, competitionId: s.competitionId, at: s.at };
    const refuse = async (r: Refusal, command?: unknown): Promise<MailStep> => {
      const step: MailStep = {
        ...key,
        outcome: 'refused',
        detail: {
          code: r.code,
          message: r.message,
          ...(r.params ? { params: r.params } : {}),
          ...(command ? { command } : {}),
        },
      };
      await this.store.mailbox.recordStep(step);
      return (await this.recorded(mail.id, s.run, s.step)) ?? step;
    };
    const loaded = await this.competitions.load(s.competitionId);
    if (!loaded)
      return refuse(refusal('ERR_NO_SUCH_COMPETITION', `there is no competition ${s.competitionId}`));
    const grammar = await grammarOf(loaded.format.name);
    if (!grammar)
      return refuse(refusal('ERR_MAIL_NO_GRAMMAR', `${loaded.record.name} takes no commands by mail`));
    if (s.player && s.actor.kind !== 'director') {
      const [person, names] = [sender.person?.name ?? '', request.verb];
      return refuse(
        refusal('ERR_MAIL_NOT_DIRECTOR_FOR', 'only a director may give commands for other players', {
          params: { person, names },
        }),
      );
    }
    if (s.player && !s.player.ok) return refuse(s.player.error);
    if (!s.player && sender.forOthers && s.participantId === '')
      return refuse(
        refusal('ERR_MAIL_FOR_WHOM', 'say for whom this command is, in front of it: "for Meier:"'),
      );
    const ctx: GrammarContext = {
      at: s.at,
      today: senderDate(reading, mail.receivedAt),
      offset: reading.offset === 'Z' ? '+00:00' : reading.offset,
      sender: s.player?.ok ? s.player.value : s.participantId,
      roster: loaded.head.state.roster,
      ...(sender.reply ? { reply: sender.reply.context } : {}),
    };
    const made = grammar.command(await this.competitions.stateAt(loaded, s.at), request, ctx);
    if (!made.ok) return refuse(made.error);
    try {
      const relay = request.verb === 'message' || request.verb === 'answer' ? request.text : undefined;
      const executed = await this.competitions.execute(s.competitionId, made.value, {
        actor: s.actor,
        at: s.at,
        mailStep: key,
        ...(relay ? { relay } : {}),
      });
      if (!executed.ok) return refuse(executed.error, made.value);
      if (executed.value.events.length === 0) {
        await this.store.mailbox.recordStep({
          ...key,
          outcome: 'applied',
          detail: { command: made.value, seqs: [], impact: [] },
        });
      }
    } catch (e) {
      if (!(e instanceof MailStepDone)) throw e;
    }
    return (await this.recorded(mail.id, s.run, s.step)) as MailStep;
  }

  private async recorded(mailId: string, run: number, step: number): Promise<MailStep | undefined> {
    return (await this.store.mailbox.stepsOf(mailId)).find((s) => s.run === run && s.step === step);
  }

  private async answerHeld(mail: InboundMail, reading: MailReading, found: Held & Sender): Promise<void> {
    if (found.status === 'ignored' || !found.person) return;
    await this.answer({
      mail: (await this.store.mailbox.getInbound(mail.id)) as InboundMail,
      reading,
      person: found.person,
      steps: [],
      lines: [],
      run: 0,
    });
  }

  /**
   * The director's decision on a held mail: execute its commands now or at the mail's own moment
   * (a late entry: the impact is in the steps), for the player it is from (or the one the director
   * names when the mail did not say), or reject it with a reason. Either way the sender is told.
   */
  async decide(
    id: string,
    director: Person,
    decision:
      | {
          readonly action: 'execute' | 'execute-at-moment';
          readonly competitionId?: string;
          readonly participantId?: string;
        }
      | { readonly action: 'reject'; readonly reason: string },
  ): Promise<InboundMail> {
    const mail = await this.mustGet(id);
    if (mail.status !== 'held')
      throw new InboxError(
        'ERR_MAIL_NOT_HELD',
        `the mail is ${mail.status}; only a held mail waits for a decision`,
      );
    const now = this.clock.now();
    const person = mail.personId ? await this.store.accounts.getPerson(mail.personId) : undefined;
    const raw = await this.rawOf(mail);
    const read = await readMail(raw);
    const reading = read.ok ? read.mail : undefined;
    if (decision.action === 'reject') {
      const record: InboundDecision = {
        action: 'rejected',
        by: director.id,
        at: now,
        reason: decision.reason,
      };
      await this.store.mailbox.finishInbound(id, {
        ...findingOf(mail),
        status: 'rejected',
        decision: record,
      });
      await this.answer({
        mail: await this.mustGet(id),
        ...(reading ? { reading } : {}),
        ...(person ? { person } : {}),
        steps: [],
        lines: [],
        run: 0,
      });
      return this.mustGet(id);
    }
    const competitionId = decision.competitionId ?? mail.competitionId;
    const participantId = decision.participantId ?? mail.participantId;
    if (!reading || !competitionId || !participantId)
      throw new InboxError(
        'ERR_MAIL_NO_PLAYER',
        'the mail names no player of a competition; choose the competition and the player it is from',
      );
    const reply = await this.replyOf(reading);
    const runs = (await this.store.mailbox.stepsOf(id)).map((s) => s.run);
    const run = Math.max(0, ...runs) + 1;
    const at = decision.action === 'execute' ? now : this.momentOf(mail);
    const outcome = await this.run(
      mail,
      reading,
      { ...(person ? { person } : {}), ...(reply ? { reply } : {}), competitionId, participantId },
      run,
      { at, actor: { kind: 'director', personId: director.id }, confirmed: true },
    );
    const record: InboundDecision = {
      action: decision.action === 'execute' ? 'executed' : 'executed-at-moment',
      by: director.id,
      at: now,
    };
    await this.store.mailbox.finishInbound(id, {
      ...findingOf(mail),
      competitionId,
      participantId,
      ...outcome.finding,
      decision: record,
    });
    await this.answer({ ...outcome.run, mail: await this.mustGet(id) });
    return this.mustGet(id);
  }

  /** The inbox as a viewer may see it: every mail, or those of his competitions and of none. */
  async list(query: {
    competitionIds?: readonly string[];
    status?: InboundStatus;
    limit?: number;
  }): Promise<InboundMail[]> {
    return this.store.mailbox.listInbound({ clubId: this.settings.clubId, ...query });
  }

  /** One mail with the steps of its runs. */
  async details(
    id: string,
  ): Promise<{ readonly mail: InboundMail; readonly steps: readonly MailStep[] } | undefined> {
    const mail = await this.store.mailbox.getInbound(id);
    return mail ? { mail, steps: await this.store.mailbox.stepsOf(id) } : undefined;
  }

  /** The message as it was stored. */
  async rawMessage(id: string): Promise<Uint8Array | undefined> {
    return this.store.mailbox.rawOf(id);
  }

  /** The lines of a mail that its steps were read from, by step (for the inbox page). */
  async linesOf(id: string): Promise<readonly CommandLine[]> {
    const mail = await this.mustGet(id);
    const read = await readMail(await this.rawOf(mail));
    if (!read.ok) return [];
    const reply = await this.replyOf(read.mail);
    const { lines, behalf } = this.requestsOf(read.mail, mail.receivedAt, reply);
    const roster =
      mail.competitionId && behalf.some(Boolean)
        ? (await this.competitions.load(mail.competitionId))?.head.state.roster
        : undefined;
    return lines.map((text, i) => {
      const written = behalf[i];
      if (written === undefined) return { text };
      const found = roster ? findParticipant(roster, written) : undefined;
      return { text, for: (found?.ok ? roster?.get(found.value)?.name : undefined) ?? written };
    });
  }

  private async replyOf(reading: MailReading): Promise<ReplyAddress | undefined> {
    const token = findReplyToken(this.mailboxAddress, await this.replySecret(), reading.recipients);
    return token.kind === 'valid' ? this.store.mailbox.replyAddress(token.id) : undefined;
  }
}

/**
 * The calendar date of a moment where the sender is (his Date header's offset, `+02:00` or `Z`):
 * a fixed offset, so plain arithmetic (processing asks for it several times a mail).
 */
/** The report of a line no grammar could read. */
const unreadableReport = (unreadable: Unreadable): InboundReport => ({
  code: unreadable.code,
  message: `${unreadable.message} (“${unreadable.line}”)`,
  params: { line: unreadable.line },
});

/** The report of a reading in doubt, proposed to the sender: `why` the sentence is not certain, on `line`. */
function proposalReport(
  requests: readonly Request[],
  roster: Roster,
  lang: Lang,
  [why, line]: readonly [string, string],
): InboundReport {
  const words = readingInWords(requests, roster);
  return {
    code: 'ERR_MAIL_PROPOSED',
    message: `I read: ${words.en}; but the sentence is not certain (${why}): “${line}”. Not carried out until confirmed`,
    // The reading in the words of the mail's language, as its answer is written.
    params: { reading: words[lang], why, line },
  };
}

/** The report of a run's steps: the first refusal, else the first unreadable line, else done. */
function stepsReport(
  steps: readonly MailStep[],
  unreadable: Unreadable | undefined,
): { report: InboundReport; stopped: boolean } {
  const commands = steps.map((s) => s.detail.command).filter((c) => c !== undefined);
  const refused = steps.find((s) => s.outcome === 'refused');
  const report: InboundReport = refused
    ? {
        code: String(refused.detail.code),
        message: String(refused.detail.message),
        ...(refused.detail.params
          ? { params: refused.detail.params as Record<string, string | number> }
          : {}),
        commands,
      }
    : unreadable
      ? { ...unreadableReport(unreadable), commands }
      : { code: 'ok', message: 'done', commands };
  return { report, stopped: refused !== undefined || unreadable !== undefined };
}

function senderDate(reading: MailReading, at: Moment): string {
  const m = /^([+-])(\d\d):(\d\d)$/.exec(reading.offset);
  const minutes = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  return new Date(instantOf(at) + minutes * 60_000).toISOString().slice(0, 10);
}

const personOf = (s: Sender): { personId?: string } => (s.person ? { personId: s.person.id } : {});

/** The stored finding of a mail, to write it back with changes. */
function findingOf(mail: InboundMail): InboundFinding {
  return {
    status: mail.status === 'received' ? 'held' : mail.status,
    report: mail.report ?? { code: 'ERR_MAIL_NOT_UNDERSTOOD', message: 'not processed' },
    ...(mail.from ? { from: mail.from } : {}),
    ...(mail.subject !== undefined ? { subject: mail.subject } : {}),
    ...(mail.lang ? { lang: mail.lang } : {}),
    ...(mail.competitionId ? { competitionId: mail.competitionId } : {}),
    ...(mail.personId ? { personId: mail.personId } : {}),
    ...(mail.participantId ? { participantId: mail.participantId } : {}),
    ...(mail.decision ? { decision: mail.decision } : {}),
  };
}

/** A decision the inbox cannot take, with a stable code (pages map it to a message). */
export class InboxError extends Error {
  constructor(
    readonly code: `ERR_${string}`,
    message: string,
  ) {
    super(message);
  }
}
