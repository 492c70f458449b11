/**
 * Pairing a Keizer evening while results of earlier evenings are missing (issue 15, item 8;
 * KZ-12), over HTTP on real SQLite: the pairing form lists the missing games by name and pairs
 * only when the director confirms; without, nothing is recorded and the reason is in his language.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { keizerClub, players } from '../../../test-support/keizer-web.js';
import { textOf } from '../../../test-support/page-text.js';

const club = await keizerClub();
afterAll(() => club.close());

const ID = 'kz-missing';
await club.season(ID, players(6));
await club.run(ID, {
  type: 'PlanEvenings',
  evenings: [
    { round: 1, date: '2026-11-15' },
    { round: 2, date: '2026-11-22' },
  ],
});
const [paired] = (await club.run(ID, { type: 'PairRound', round: 1 }, '2026-11-15T18:00:00+01:00')).events;
const games = (paired?.payload.games ?? []) as { white: string; black: string }[];
const [first, ...open] = games;
if (!first) throw new Error('round 1 has no games');
await club.run(ID, { type: 'RecordResult', round: 1, ...first, result: '1-0' }, '2026-11-15T22:00:00+01:00');
const name = (id: string) => `Player ${id.slice(1)}`;

const post = async (fields: Record<string, string>, lang = 'en') => {
  const { res, html } = await club.director.submit(`/c/${ID}/act?lang=${lang}`, `/c/${ID}/commands`, fields);
  return { status: res.status, text: textOf(html) };
};
const pairings = async () => (await club.events(ID)).filter((e) => e.type === 'RoundPaired').length;

describe('pairing with results of earlier evenings missing (KZ-12)', () => {
  it('lists the missing games by name on the pairing form', async () => {
    const text = textOf((await club.director.page(`/c/${ID}/act?section=evening&round=2&lang=en`)).html);
    expect(open.length).toBeGreaterThan(0);
    expect(text).toContain(`${open.length} results of earlier evenings are missing:`);
    for (const g of open) expect(text).toContain(`Round 1: ${name(g.white)} – ${name(g.black)}`);
    expect(text).not.toContain(`Round 1: ${name(first.white)} – ${name(first.black)}`);
  });

  it('refuses to pair without the confirmation, in the director’s language, and records nothing', async () => {
    const before = await pairings();
    const refused = await post({ _form: 'pair:2', round: '2' }, 'de');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(
      'Erst die fehlenden Ergebnisse eintragen oder das Auslosen ohne sie bestätigen.',
    );
    expect(await pairings()).toBe(before);
  });

  it('pairs when the director confirms', async () => {
    const before = await pairings();
    await post({ _form: 'pair:2', round: '2', confirmMissing: '1' });
    expect(await pairings()).toBe(before + 1);
    const last = (await club.events(ID)).at(-1);
    expect(last).toMatchObject({ type: 'RoundPaired', payload: { round: 2 } });
  });
});
