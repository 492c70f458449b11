import { it } from 'vitest';
import { decideCommand, fold } from '../../core/engine.js';
import type { StoredEvent } from '../../core/events.js';
import { formatRational } from '../../core/rational.js';
import { tpDemos } from './demo.js';
import { tpTournament } from './index.js';
import type { TpState } from './model.js';
import { bracket, due, groupTables, ratingList, rounds, scheduleView, standings } from './views.js';

it('print', () => {
  for (const demo of tpDemos) {
    const parsed = tpTournament.parseConfig({}, demo.preset);
    if (!parsed.ok) throw new Error();
    const setup = { config: parsed.value, participants: demo.participants };
    const events: StoredEvent[] = [];
    for (const step of demo.steps) {
      const d = decideCommand(tpTournament, setup, events, tpTournament.commandSchema.parse(step.command), {
        at: step.at,
        recordedAt: step.recordedAt ?? step.at,
        actor: step.actor,
      });
      if (!d.ok) throw new Error(d.error.message);
      events.push(...d.value.events);
    }
    const asOf = demo.id.includes('scheduled') ? '2026-06-20T12:00:00Z' : '2026-06-14T18:00:00Z';
    const s = fold<TpState>(tpTournament, setup, events, { asOf: asOf as never }).state.format;
    console.log('=====', demo.id, events.length);
    for (const t of groupTables(s)) {
      console.log(
        'group',
        t.id,
        'final',
        t.final,
        JSON.stringify(t.playoffs.map((p) => [p.place, p.players, p.winner, p.games.length])),
        JSON.stringify(t.openTies),
      );
      for (const r of t.rows)
        console.log(
          '  ',
          r.place,
          r.tied ? '=' : ' ',
          r.participantId.padEnd(8),
          r.tp,
          r.wins / 2,
          r.margin,
          r.stones,
          r.decidedBy,
        );
    }
    const b = bracket(s);
    for (const round of b?.rounds ?? [])
      for (const m of round)
        console.log(m.id, m.players, m.status, m.winner, m.decidedBy, JSON.stringify(m.totals));
    console.log('champion', b?.champion, JSON.stringify(b?.placings));
    const st = standings(s);
    for (const r of st.rows) console.log(r.place, r.tied, r.participantId, JSON.stringify(r.cells));
    console.log(st.notes);
    for (const r of rounds(s))
      console.log(
        r.id,
        r.label,
        r.status,
        r.at,
        r.pairings.map((p) => `${p.first}-${p.second} ${p.result ?? ''} ${p.note}`).join(' | '),
      );
    for (const d of due(s, asOf as never)) console.log('DUE', d.code, d.severity, d.due, d.message);
    for (const r of ratingList(s).rows)
      console.log('ELO', r.participantId, r.start, r.startSource, formatRational(r.rating, 1), r.games);
    if (demo.id.includes('scheduled'))
      for (const g of scheduleView(s, asOf as never).games)
        console.log(
          'SCH',
          g.game.id,
          g.decided,
          g.appointment?.startsAt,
          JSON.stringify(g.contacts.map((c) => [c.from, c.to, c.status])),
          JSON.stringify(g.chances),
        );
  }
});
