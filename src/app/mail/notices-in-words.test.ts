/**
 * Every notice of every format in words (issue 24 point 4): each format's demo season played
 * step by step with notices on, its players reading German, Dutch or English, and the scheduler
 * looking between the steps (reminders, expiries, results turning final). No notice may show a
 * participant's id, an ISO moment, or (in German and Dutch) an English engine sentence.
 */
import { describe, expect, it } from 'vitest';
import { isAfter } from '../../core/moment.js';
import { LANGS, type Moment } from '../../core/types.js';
import { DEMOS } from '../../formats/demos.js';
import { noticesOf } from '../../mail/notice-registry.js';
import { openSqliteStore } from '../../store/sqlite/index.js';
import { fixedClock } from '../clock.js';
import { CompetitionService } from '../competitions/competitions.js';
import { NoticeScheduler } from './notice-scheduler.js';
import { Notifier, noticeHook } from './notices.js';

/** Words of the engine's English sentences that no German or Dutch text contains. */
const ENGLISH = /\b(the|already|against|since|cannot|player|challenge|result|superseded|waiting list)\b/i;
const ISO_MOMENT = /\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** One demo of each format (the round robin and the Swiss send no notices: none expected). */
const scripts = [...new Map(DEMOS().map((d) => [d.format, d])).values()];

describe('every notice of every format, in words', () => {
  for (const script of scripts)
    it(`${script.format}: names, moments in words, the reader’s language`, async () => {
      const store = openSqliteStore(':memory:');
      try {
        const clock = fixedClock(script.createdAt);
        const notifier = new Notifier(store, clock, {
          baseUrl: 'http://arbiter.test/',
          zone: 'Europe/Berlin',
          lang: 'de',
        });
        const competitions = new CompetitionService(store.events, clock, noticeHook(notifier));
        const scheduler = new NoticeScheduler(store, competitions, notifier, clock, { digestHour: 7 });
        const audit = { at: clock.now(), actor: 'test', action: 'setup', subject: 'club' };
        await store.accounts.createClub({ id: 'club', name: 'Club', createdAt: clock.now() }, audit);
        const created = await competitions.create({
          id: script.id,
          clubId: 'club',
          name: script.name,
          format: script.format,
          preset: script.preset,
          config: script.config ?? {},
          participants: script.participants,
        });
        if (!created.ok) throw new Error(created.error.map((r) => r.message).join('; '));
        for (const [i, p] of script.participants.entries()) {
          const person = { id: `person-${i}`, email: `p${i}@example.org`, name: p.name };
          await store.accounts.createPerson(
            { ...person, passwordHash: null, serverAdmin: false, createdAt: clock.now() },
            audit,
          );
          await store.accounts.grant(
            { competitionId: script.id, personId: person.id, role: 'player', participantId: p.id },
            audit,
          );
          await store.mailbox.setMailSettings(person.id, { lang: LANGS[i % 3], deliveries: {} });
        }
        await store.accounts.createPerson(
          {
            id: 'director',
            email: 'td@example.org',
            name: 'Tessa Director',
            passwordHash: null,
            serverAdmin: false,
            createdAt: clock.now(),
          },
          audit,
        );
        await store.accounts.grant(
          { competitionId: script.id, personId: 'director', role: 'director' },
          audit,
        );
        await store.mailbox.setMailSettings('director', { lang: 'nl', deliveries: {} });
        await scheduler.run();
        for (const step of script.steps) {
          const recorded = (step.recordedAt ?? step.at) as Moment;
          if (isAfter(recorded, clock.now())) clock.set(recorded);
          await scheduler.run();
          const done = await competitions.execute(script.id, step.command, {
            actor: step.actor,
            at: step.at,
          });
          expect(done.ok, step.command.type).toBe(true);
        }
        const mails = await store.outbox.mails({ competitionId: script.id }, 100_000);
        if (await noticesOf(script.format)) expect(mails.length).toBeGreaterThan(0);
        const ids = script.participants.map((p) => p.id);
        const wrong: string[] = [];
        for (const m of mails) {
          const text = `${m.subject}\n${m.text}`
            .replace(/https?:\/\/\S+/g, '')
            .replace(/^(Arbiter|Hallo|Hello|Beste) .*$/gm, '');
          const word = (id: string) =>
            new RegExp(
              `(?<![\\p{L}\\d_-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d_-])`,
              'u',
            );
          const raw = ids.find(
            (id) => !script.participants.some((p) => p.name.includes(id)) && word(id).test(text),
          );
          if (raw) wrong.push(`${m.kind} (${m.lang}) shows the id ${raw}: ${m.subject}`);
          if (ISO_MOMENT.test(text)) wrong.push(`${m.kind} (${m.lang}) shows an ISO moment: ${m.subject}`);
          if (m.lang !== 'en' && ENGLISH.test(text))
            wrong.push(`${m.kind} (${m.lang}) shows English (${ENGLISH.exec(text)?.[0]}): ${text}`);
        }
        expect(wrong.slice(0, 10)).toEqual([]);
      } finally {
        await store.close();
      }
    }, 120_000);
});
