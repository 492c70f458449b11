/**
 * PYR-8, challenges from a disputed result (issue 24; the seed 000: "Herausforderungen, die auf
 * Grund unwidersprochener falscher Ergebnisse zustande kommen, bleiben gültig"). G reports 1-0
 * against D and moves up; D objects; G challenges B from his new place; the guardian decides
 * 0-1 and G goes back. G's challenge of B now waits for the guardian (due list, review), who
 * keeps or voids it in one step. Challenges from an unopposed wrong result stay valid unasked.
 */
import { describe, expect, it } from 'vitest';
import { player } from '../../test-support/given.js';
import {
  challenge,
  gChallengesD,
  layout,
  objection,
  on,
  report,
  ruling,
} from '../../test-support/pyramid.js';
import { questionedChallenges } from './questioned.js';
import { archiveView } from './views/archive.js';
import { due } from './views/due.js';

const decideChallenge = (challenger: string, defender: string, decision: 'keep' | 'void') => ({
  type: 'DecideQuestionedChallenge',
  challenger,
  defender,
  decision,
  reason: 'PYR-8',
});

/** The story up to the guardian's decision of the dispute. */
function disputed(objected = true) {
  const log = gChallengesD();
  log.do(on('04-10'), report('g', 'd', '1-0'));
  if (objected) log.do(on('04-11'), objection('g', 'd', 'd', 'I won'));
  // From (3,1) G may challenge level 2, which he could not from level 4.
  log.do(on('04-12'), challenge('g', 'b'));
  log.do(on('04-20'), ruling(objected ? 'DecideDispute' : 'CorrectResult', 'g', 'd', '0-1', 'D won'));
  return log;
}

describe('PYR-8 a challenge from a disputed result goes to the guardian', () => {
  it('PYR-8 the decision takes G back and questions his challenge of B, which stays open meanwhile', () => {
    const log = disputed();
    expect(layout(log.state())).toBe('a | b c | d e f | g h i j');
    expect(log.state().open).toMatchObject([{ challenger: 'g', defender: 'b', status: 'accepting' }]);
    expect(questionedChallenges(log.state())).toMatchObject([
      { challenger: 'g', defender: 'b', disputed: { challenger: 'g', defender: 'd' }, at: on('04-20') },
    ]);
    // Before the decision nothing is questioned.
    expect(questionedChallenges(log.state(on('04-19')))).toEqual([]);
  });

  it('PYR-8 the due list names it for the guardian', () => {
    const items = due(disputed().state(), on('04-21')).filter((d) => d.code === 'pyr.due.questioned');
    expect(items).toMatchObject([
      {
        severity: 'due',
        participantIds: ['g', 'b'],
        params: { challenger: 'g', defender: 'b', disputedDefender: 'd' },
      },
    ]);
  });

  it('PYR-8 kept: the challenge stands and leaves the due list', () => {
    const log = disputed();
    log.do(on('04-21'), decideChallenge('g', 'b', 'keep'));
    expect(log.state().open).toMatchObject([{ challenger: 'g', defender: 'b', status: 'accepting' }]);
    expect(questionedChallenges(log.state())).toEqual([]);
    expect(due(log.state(), on('04-22')).map((d) => d.code)).not.toContain('pyr.due.questioned');
  });

  it('PYR-8 voided: the challenge ends, nobody moves, both are free, and it is archived as void', () => {
    const log = disputed();
    log.do(on('04-21'), decideChallenge('g', 'b', 'void'));
    expect(log.state().open).toEqual([]);
    expect(layout(log.state())).toBe('a | b c | d e f | g h i j');
    expect(questionedChallenges(log.state())).toEqual([]);
    expect(archiveView(log.state(), on('04-22'))[0]?.defender).not.toBe('b');
    expect(archiveView(log.state(), on('04-22'), { include: 'all', withoutPlay: true })[0]).toMatchObject({
      challenger: 'g',
      defender: 'b',
      ending: 'voided',
      moved: false,
    });
    // G is free again: from level 4 he challenges level 3.
    log.do(on('04-23'), challenge('g', 'e'));
  });

  it('PYR-8 one step each: a second decision, or one about a challenge not questioned, is refused', () => {
    const log = disputed();
    log.do(on('04-21'), decideChallenge('g', 'b', 'keep'));
    expect(log.refusal(on('04-22'), decideChallenge('g', 'b', 'void')).code).toBe('ERR_NOT_QUESTIONED');
    expect(log.refusal(on('04-22'), decideChallenge('d', 'a', 'keep')).code).toBe('ERR_NOT_QUESTIONED');
  });

  it('PYR-8 only the guardian decides', () => {
    const log = disputed();
    expect(log.refusal(on('04-21'), decideChallenge('g', 'b', 'keep'), { actor: player('g') }).code).toBe(
      'ERR_FORBIDDEN',
    );
  });

  it('PYR-8 a challenge from an unopposed wrong result stays valid without review', () => {
    const log = disputed(false);
    expect(layout(log.state())).toBe('a | b c | d e f | g h i j');
    expect(log.state().open).toMatchObject([{ challenger: 'g', defender: 'b' }]);
    expect(questionedChallenges(log.state())).toEqual([]);
    expect(due(log.state(), on('04-21')).map((d) => d.code)).not.toContain('pyr.due.questioned');
  });

  it('PYR-8 a challenge G issued before the disputed result is not questioned', () => {
    const log = gChallengesD();
    log.do(on('04-10'), report('g', 'd', '1-0'));
    log.do(on('04-11'), objection('g', 'd', 'd', 'I won'));
    log.do(on('04-12'), challenge('h', 'g'));
    log.do(on('04-20'), ruling('DecideDispute', 'g', 'd', '0-1', 'D won'));
    expect(questionedChallenges(log.state())).toEqual([]);
  });
});
