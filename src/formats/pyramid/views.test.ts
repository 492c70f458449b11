import { describe, expect, it } from 'vitest';
import { LANGS } from '../../core/types.js';
import {
  accept,
  challenge,
  forParticipant,
  letters,
  on,
  pyramidLog,
  report,
} from '../../test-support/pyramid.js';
import { challengeOptions } from './eligibility.js';
import { pyramid } from './index.js';
import { pyramidMessages } from './messages.js';
import { archiveView } from './views/archive.js';
import { runningChallenges } from './views/challenges.js';
import { due } from './views/due.js';
import { makePgnHeaders, makeResultsCsv } from './views/export.js';
import { rounds, standings } from './views/generic.js';
import { waitingListsView } from './views/lists.js';
import { playerView } from './views/player.js';
import { pyramidView } from './views/pyramid.js';

/** g beat d (final), h and e drew (provisional), k challenges g, j waits, c left. */
const club = () => {
  const log = pyramidLog(letters(11));
  log.must(on('03-01'), challenge('g', 'd'));
  log.must(on('03-02'), accept('g', 'd'));
  log.must(on('04-01'), report('g', 'd', '1-0'));
  log.must(on('04-02'), challenge('h', 'e'));
  log.must(on('04-20'), report('h', 'e', '1/2-1/2'));
  log.must(on('04-21'), challenge('k', 'g'));
  log.must(on('04-22'), forParticipant('LeavePyramid', 'c'));
  log.must(on('04-23'), forParticipant('AnnounceVacation', 'f', { from: '2026-04-20', to: '2026-05-10' }));
  return log;
};
const roster = new Map(
  letters(11).map((id, i) => [
    id,
    { id, name: `Player ${id.toUpperCase()}`, ...(i < 2 ? { rating: 2000 + i } : {}) },
  ]),
);

describe('the pyramid page (PYR-16)', () => {
  it('PYR-16 levels of places with names, XXX places, busy players and vacations', () => {
    const log = club();
    const view = pyramidView(log.state(on('04-24')), { asOf: on('04-24') });
    expect(view.levels.map((l) => l.places.map((p) => p.participantId ?? 'XXX').join(' '))).toEqual([
      'a',
      'b XXX',
      'g e f',
      'd h i j',
      'k',
    ]);
    expect(view.levels[2]?.places[0]).toMatchObject({
      participantId: 'g',
      defending: { opponent: 'k', since: on('04-21') },
    });
    expect(view.levels[4]?.places[0]?.challenging).toEqual({
      opponent: 'g',
      since: on('04-21'),
      status: 'accepting',
    });
    expect(view.levels[2]?.places[2]?.onVacation).toBe(true);
    expect(view.levels[4]).toMatchObject({ reach: { from: 3, to: 4 }, free: 4 });
    expect(view).toMatchObject({ players: 10, vacant: 1 });
  });

  it('PYR-3, PYR-16 for a signed-in player the places he may challenge are marked', () => {
    const view = pyramidView(club().state(on('04-24')), { asOf: on('04-24'), viewer: 'j' });
    const marked = view.levels.flatMap((l) =>
      l.places.filter((p) => p.challengeable).map((p) => p.participantId),
    );
    expect(marked).toEqual(['e', 'f']);
    const busy = pyramidView(club().state(on('04-24')), { viewer: 'k' });
    expect(busy.viewerHindrance?.code).toBe('ERR_ALREADY_CHALLENGING');
  });

  it('PYR-16 running challenges with their deadlines and official start', () => {
    expect(runningChallenges(club().state(on('04-24')), on('04-24'))).toEqual([
      {
        challenger: 'k',
        defender: 'g',
        challengerPlace: { level: 5, index: 1 },
        defenderPlace: { level: 3, index: 1 },
        kind: 'direct',
        status: 'accepting',
        challengedAt: on('04-21'),
        officialStart: on('05-05'),
        acceptBy: { at: on('05-05'), extendedBy: 0, passed: false },
        gameLimit: '2027-05-05T12:00:00+01:00',
        firstMove: '1.e4',
        forced: false,
      },
    ]);
  });

  it('PYR-16 the waiting lists in order of priority', () => {
    const log = pyramidLog(letters(6));
    log.must(on('03-01'), challenge('d', 'b'));
    log.must(on('03-01'), challenge('e', 'c'));
    log.must(on('03-02'), forParticipant('JoinWaitingList', 'f'));
    log.must(on('03-03'), forParticipant('JoinEternalWaitingList', 'a'));
    expect(waitingListsView(log.state())).toEqual({
      waiting: [{ participantId: 'f', place: { level: 3, index: 3 }, since: on('03-02'), eternal: false }],
      eternal: [{ participantId: 'a', place: { level: 1, index: 1 }, status: 'active' }],
    });
  });

  it('PYR-16 the archive holds the final results; provisional ones are shown marked', () => {
    const state = club().state(on('04-24'));
    expect(
      archiveView(state, on('04-24')).map((g) => `${g.challenger}-${g.defender} ${g.result} ${g.status}`),
    ).toEqual(['g-d 1-0 final']);
    expect(archiveView(state, on('04-24'), { include: 'all' }).map((g) => g.status)).toEqual([
      'provisional',
      'final',
    ]);
  });

  it('PYR-8 the final results export as CSV for rating', () => {
    const log = club();
    expect(makeResultsCsv(log.state(on('04-28')), roster, on('04-28'))).toBe(
      'event,date,white,black,result,white_id,black_id,white_rating,black_rating,ended\r\n' +
        'DESC Pyramide,2026-03-01,Player G,Player D,1-0,g,d,,,2026-04-01\r\n' +
        'DESC Pyramide,2026-04-02,Player H,Player E,1/2-1/2,h,e,,,2026-04-20\r\n',
    );
  });

  it('PYR-8 the final results export as PGN header blocks; names are escaped', () => {
    const log = pyramidLog(['a', 'b']);
    log.must(on('03-01'), challenge('b', 'a'));
    log.must(on('03-20'), report('b', 'a', '0-1'));
    const names = new Map([
      ['a', { id: 'a', name: 'Anna "the Pharaoh" A.', rating: 2101 }],
      ['b', { id: 'b', name: 'Bert B.' }],
    ]);
    expect(makePgnHeaders(log.state(on('04-01')), names, on('04-01'))).toBe(
      [
        '[Event "DESC Pyramide"]',
        '[Site "DESC e-mail"]',
        '[Date "2026.03.01"]',
        '[Round "-"]',
        '[White "Bert B."]',
        '[Black "Anna \\"the Pharaoh\\" A."]',
        '[Result "0-1"]',
        '[BlackElo "2101"]',
        '',
        '0-1',
        '',
      ].join('\n'),
    );
    expect(makePgnHeaders(log.state(on('03-21')), names, on('03-21'))).toBe('');
  });

  it('PYR-16 the generic views: standings in pyramid order without XXX places, rounds of running and latest games', () => {
    const state = club().state(on('04-24'));
    const table = standings(state);
    expect(table.rows.map((r) => `${r.place}:${r.participantId}:${r.cells.position}`).slice(0, 4)).toEqual([
      '1:a:(1,1)',
      '2:b:(2,1)',
      '4:g:(3,1)',
      '5:e:(3,2)',
    ]);
    expect(table.notes).toEqual(['XXX places (players who left): (2,2)']);
    const [running, latest] = rounds(state);
    expect(running?.pairings).toEqual([{ first: 'k', second: 'g', note: 'accepting' }]);
    expect(latest?.pairings.map((p) => `${p.first}-${p.second} ${p.result}`)).toEqual(['h-e ½–½', 'g-d 1–0']);
  });

  it('PYR-16 a player’s own page: place, games, options', () => {
    const view = playerView(club().state(on('04-24')), 'g', on('04-24'));
    expect(view).toMatchObject({
      place: { level: 3, index: 1 },
      defending: { challenger: 'k' },
      eternal: 'off',
      forfeits: 0,
      games: [{ challenger: 'g', defender: 'd', result: '1-0' }],
    });
    expect(view?.options.levels).toEqual({ from: 2, to: 2 });
  });
});

describe('messages', () => {
  it('PYR-16 every language has the same keys', () => {
    const keys = Object.keys(pyramidMessages.en).sort();
    for (const lang of LANGS) expect(Object.keys(pyramidMessages[lang]).sort()).toEqual(keys);
    expect(pyramid.messages).toBe(pyramidMessages);
  });

  it('PYR-16 every due code the dashboard produces has a text', () => {
    const log = club();
    const codes = new Set(due(log.state(on('2027-06-01')), on('2027-06-01')).map((i) => i.code));
    expect(codes.size).toBeGreaterThan(1);
    for (const code of codes) expect(pyramidMessages.en[code]).toBeDefined();
  });

  it('PYR-3 every reason of "why not" has a text with the params it names', () => {
    const state = club().state(on('04-24'));
    const seen = new Set<string>();
    for (const id of ['a', 'c', 'j', 'k']) {
      const options = challengeOptions(state, id);
      for (const p of [options.hindrance, ...options.places.map((o) => o.hindrance)]) {
        if (!p) continue;
        seen.add(p.code);
        const text = pyramidMessages.de[`refusal.pyramid.${p.code}`];
        expect(text).toBeDefined();
        for (const name of (text ?? '').match(/\{(\w+)\}/g) ?? [])
          expect(p.params).toHaveProperty(name.slice(1, -1));
      }
    }
    expect([...seen].sort()).toEqual([
      'ERR_ALREADY_CHALLENGING',
      'ERR_DEFENDER_BUSY',
      'ERR_NOBODY_ABOVE',
      'ERR_NOT_IN_PYRAMID',
    ]);
  });
});
