/**
 * A mail's reading in words (reading.ts), the sentence a proposal shows before anything is
 * carried out (docs/mail.md): names as the roster has them when the written name fits one player.
 */
import { describe, expect, it } from 'vitest';
import type { Roster } from '../core/participant.js';
import { readingInWords, requestInWords } from './reading.js';

const roster: Roster = new Map([['dd', { id: 'dd', name: 'Dora Dietrich' }]]);

describe('a request in words', () => {
  it('a result from the sender’s side, with the opponent as the roster names him', () => {
    expect(
      requestInWords({ verb: 'result', score: ['1', '0'], outcome: 'won', opponent: 'Dietrich' }, roster),
    ).toEqual({
      en: 'the result 1-0 (won) against Dora Dietrich, from your side',
      de: 'das Ergebnis 1-0 (gewonnen) gegen Dora Dietrich, aus Ihrer Sicht',
      nl: 'de uitslag 1-0 (gewonnen) tegen Dora Dietrich, vanuit jouw kant',
    });
  });

  it('a result with both players named, in their order', () => {
    expect(
      requestInWords({ verb: 'result', players: ['Meier', 'Dietrich'], score: ['½', '½'] }, roster),
    ).toEqual({
      en: 'the result Meier – Dora Dietrich ½-½',
      de: 'das Ergebnis Meier – Dora Dietrich ½-½',
      nl: 'de uitslag Meier – Dora Dietrich ½-½',
    });
  });

  it('requests that name nothing, joined with others', () => {
    expect(readingInWords([{ verb: 'join-waiting' }, { verb: 'answer', text: 'ja' }])).toEqual({
      en: 'a place on the waiting list; an answer',
      de: 'einen Eintrag in die Warteliste; eine Antwort',
      nl: 'een plaats op de wachtlijst; een antwoord',
    });
  });
});
