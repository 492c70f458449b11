import { describe, expect, it } from 'vitest';
import { moment } from '../../core/moment.js';
import { rosterOf } from '../../core/participant.js';
import { at, League, shogiPlayer } from '../../test-support/handicap-league.js';
import { eveningBoard } from './board.js';
import { due } from './due.js';
import { playerHistory } from './history.js';
import { archive, evenings, handicapBetween, ranking } from './league-views.js';
import { displayName, displayNames, isAliased, TOKUMEI } from './names.js';
import { proposePairings } from './pairing.js';
import { rounds, standings } from './views.js';

const people = [
  shogiPlayer('p1', '1 Dan', { name: 'Hanna Geheim', alias: 'Kitsune' }),
  shogiPlayer('p2', '3 Kyu', { name: 'Otto Verborgen', alias: TOKUMEI }),
  shogiPlayer('p3', '5 Kyu', { name: 'Carla Offen' }),
  shogiPlayer('p4', '8 Kyu', { name: 'Dieter Privat', alias: TOKUMEI }),
];
const hidden = ['Hanna Geheim', 'Otto Verborgen', 'Dieter Privat'];
const EVENING = at(19, 2).slice(0, 10);

describe('HL-10 publication under aliases', () => {
  it('HL-10 the public sees the personal alias or Tokumei; the director sees the real name', () => {
    const [hanna, otto, carla] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    expect(displayName(hanna, 'public')).toBe('Kitsune');
    expect(displayName(otto, 'public')).toBe('Tokumei');
    expect(displayName(carla, 'public')).toBe('Carla Offen');
    expect(displayName(otto, 'director')).toBe('Otto Verborgen');
    expect([hanna, otto, carla].map(isAliased)).toEqual([true, true, false]);
  });

  it('HL-10 the public names of a roster never contain the real name behind an alias', () => {
    const names = [...displayNames(rosterOf(people), 'public').values()];
    expect(names).toEqual(['Kitsune', 'Tokumei', 'Carla Offen', 'Tokumei']);
    for (const name of hidden) expect(names).not.toContain(name);
    expect([...displayNames(rosterOf(people), 'director').values()]).toEqual(people.map((p) => p.name));
  });

  it('HL-10 no view and no event names anyone: views carry participant ids only', () => {
    const league = new League(people);
    league.evening(1, [
      ['p1', 'p2', 'p1'],
      ['p3', 'p4', null],
    ]);
    league.do(at(12, 2), { type: 'TakeOutPlayer', participant: 'p4' });
    league.do(at(19, 2), { type: 'OpenEvening' });
    league.do(at(19.1, 2), { type: 'CheckIn', evening: EVENING, participant: 'p3' });
    league.do(at(19.2, 2), { type: 'StartGame', evening: EVENING, players: ['p1', 'p3'] });
    league.do(at(19.3, 2), { type: 'CheckIn', evening: EVENING, participant: 'p2' });
    const s = league.state();
    const everything = {
      ranking: ranking(s),
      standings: standings(s),
      rounds: rounds(s),
      due: due(s, moment(at(23, 3))),
      board: eveningBoard(s),
      pairings: proposePairings(s),
      histories: ['p1', 'p2', 'p3', 'p4'].map((id) => playerHistory(s, id)),
      evenings: evenings(s),
      archive: archive(s),
      calculator: handicapBetween(s, 'p2', 'p4'),
      events: league.events,
      outcomes: [...league.fold().outcomes.values()],
    };
    const text = JSON.stringify(everything, (_k, v) => (v instanceof Map ? [...v] : v));
    for (const person of people) expect(text).not.toContain(person.name);
    expect(text).toContain('p2');
  });
});
