/**
 * A Tantrix scheduled event run by e-mail (TX-11), through real SMTP both ways: once the director
 * has drawn the group and scheduled the rounds, the players get their opponents and dates by mail,
 * write to each other through the club (the message is relayed and logged; the reply is the
 * answer), arrange their game with a `Termin`, report the result and get the TP and the group
 * table; a player who never answers is reminded, reported to the director after 5 days and loses
 * the game 2 days later.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startTantrixAutumn, tantrixAutumn } from '../../bench/mail-club.js';
import { allGames } from '../../formats/tp-tournament/games.js';
import type { TpState } from '../../formats/tp-tournament/state.js';
import { mailWorld } from '../../test-support/mail-world.js';

let world: Awaited<ReturnType<typeof mailWorld>> | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const PLAYERS = [
  { id: 'hana', name: 'Hana Novak', rating: 1810 },
  { id: 'oliver', name: 'Oliver Grant', rating: 1775 },
  { id: 'marta', name: 'Marta Kowalska', rating: 1752 },
  { id: 'david', name: 'David Levi', rating: 1730 },
];

describe('a Tantrix scheduled event by mail', () => {
  it('opponents, a relayed message and its answer, a Termin, a result; silence reported and lost (TX-11)', async () => {
    world = await mailWorld({
      now: '2026-09-10T09:00:00Z',
      competition: tantrixAutumn(PLAYERS),
    });
    const w = world;
    await startTantrixAutumn(w.competitions, w.competitionId);
    await w.deliver();
    expect(w.last('hana', /Ihre Gruppe A/).text).toMatch(/gegen (Oliver Grant|Marta Kowalska|David Levi), /);

    const state = () => w.state<TpState>();
    const [g1, g2] = allGames(await state()).filter((g) => g.round?.round === 1);
    if (!g1 || !g2) throw new Error('round 1 has two games');
    const [a, b] = g1.players;
    const [c, d] = g2.players;
    const name = (id: string) => PLAYERS.find((p) => p.id === id)?.name ?? id;
    expect(w.last(a, /Runde 1/).text).toContain(name(b));

    // a writes to b through the club; b gets the message and answers by replying (TX-11).
    w.clock.set('2026-09-14T18:00:00Z' as never);
    await w.write(a, { body: `Nachricht an ${name(b)}: Wann spielen wir? Dienstag 20 Uhr?` });
    await w.deliver();
    const message = w.last(b, new RegExp(`Eine Nachricht von ${name(a)}`));
    expect(message.text).toContain('> Wann spielen wir? Dienstag 20 Uhr?');
    await w.reply(message, 'Dienstag passt mir gut.', '2026-09-15T07:00:00Z');
    await w.deliver();
    expect(w.last(a, new RegExp(`${name(b)} hat geantwortet`)).text).toContain('> Dienstag passt mir gut.');

    // a fixes the appointment; b is told; b reports the result from his side with the minutes.
    await w.write(a, { body: `Termin: ${name(b)} 15.9. 20:00 UTC`, at: '2026-09-15T08:00:00Z' });
    await w.deliver();
    expect(w.last(b, /Termin mit/).text).toContain('15. September');
    await w.write(b, { body: `Ergebnis: 23-18 gegen ${name(a)}, Zeit 12-14`, at: '2026-09-15T21:30:00Z' });
    await w.deliver();
    const result = w.last(a, new RegExp(`Ergebnis ${name(b)} – ${name(a)}|Ergebnis ${name(a)} – ${name(b)}`));
    expect(result.text).toMatch(/23:18|18:23/);
    expect(result.text).toContain('Turnierpunkte');

    // c writes to d, who never answers: reminded on day 4, reported on day 5, lost on day 7.
    await w.write(c, { body: `Nachricht an ${name(d)}: Wann passt es dir?`, at: '2026-09-16T10:00:00Z' });
    await w.scheduler.run();
    for (const day of ['2026-09-20T12:00:00Z', '2026-09-21T12:00:00Z', '2026-09-23T12:00:00Z']) {
      w.clock.set(day as never);
      await w.scheduler.run();
    }
    await w.deliver();
    expect(w.last(d, new RegExp(`Erinnerung: ${name(c)} antworten`)).text).toContain('21. Sept');
    expect(w.last('director', new RegExp(`${name(d)} antwortet ${name(c)} nicht`))).toBeDefined();
    expect(w.last(c, /Partie ohne Antwort verloren/).text).toContain(
      `${name(d)} hat ${name(c)} nicht rechtzeitig geantwortet`,
    );
    expect((await state()).forfeits.get(g2.id)).toMatchObject({ absent: d });

    // Each notice once, however often the scheduler looked.
    await w.scheduler.run();
    expect(await w.deliver()).toEqual([]);
    const events = await w.store.events.readEvents(w.competitionId);
    expect(events.map((e) => e.type)).toEqual([
      'GroupsDrawn',
      'RoundScheduled',
      'MessageSent',
      'MessageAnswered',
      'GameArranged',
      'ResultRecorded',
      'MessageSent',
    ]);
  });
});
