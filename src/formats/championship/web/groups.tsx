/**
 * The preliminary groups (SD-3 … SD-7): how they came about (drawn with a recorded seed, or set
 * by hand), each group's players by letter with rating and record after the group rounds, and
 * its games of rounds 1–3 with byes and results.
 */

import { numeric, PrintButton, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import {
  computeStandings,
  formatRecord,
  formatSpread,
  GROUP_ROUNDS,
  groupsView,
  type Standing,
} from '../index.js';
import { type ChampionshipPage, PlayerLink, pageOf } from './page.js';

type Groups = NonNullable<ReturnType<typeof groupsView>>;

function GroupSection(props: {
  page: ChampionshipPage;
  group: Groups['groups'][number];
  /** Standings after the group rounds. */
  byId: ReadonlyMap<string, Standing>;
}) {
  const { page, group, byId } = props;
  const { t } = page;
  const letterOf = new Map(group.members.map((m) => [m.id, m.letter]));
  const labelled = (id: string) => `${letterOf.get(id) ?? ''} ${page.name(id)}`;
  const heading = `champ-group-${group.number}`;
  return (
    <section class="championship-group">
      <h2 id={heading}>
        {t('champ.groups.group', { n: group.number })} · {t(`champ.group.${group.kind}`)}
      </h2>
      <div class="table-wrap">
        <table aria-labelledby={heading}>
          <TableHead
            columns={[
              t('champ.groups.letter'),
              t('col.name'),
              numeric(t('col.rating')),
              numeric(t('champ.col.record')),
              numeric(t('champ.col.spread')),
            ]}
          />
          <tbody>
            {group.members.map((m) => {
              const s = byId.get(m.id);
              return (
                <tr>
                  <td>{m.letter}</td>
                  <th scope="row">
                    <PlayerLink page={page} id={m.id} />
                  </th>
                  <td class="num">{m.rating || ''}</td>
                  <td class="num">{s ? formatRecord(s.halfWins, s.halfLosses) : ''}</td>
                  <td class="num">{s ? formatSpread(s.spread) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul class="championship-group-games">
        {group.games.map((g) => (
          <li>
            <span class="muted">{t('round.label', { n: g.round })}:</span> {labelled(g.first)} –{' '}
            {g.second === null ? <em>{t('champ.result.bye')}</em> : labelled(g.second)}
            {g.text && g.second !== null
              ? ` ${g.text === 'forfeit' ? t('champ.result.forfeit') : g.text}`
              : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function GroupsPage({ ctx }: { ctx: PageContext }) {
  const page = pageOf(ctx);
  const { t } = page;
  const { state } = page;
  const view = groupsView(state);
  if (!view) return <p class="muted">{t('champ.groups.none')}</p>;
  const after = computeStandings(state, Math.min(GROUP_ROUNDS, state.rounds.length));
  const byId = new Map(after.map((s) => [s.id, s]));
  return (
    <>
      <p>
        {view.method === 'drawn'
          ? t('champ.groups.drawn', { seed: view.seed ?? '' })
          : t('champ.groups.fixed')}
      </p>
      <p class="small muted">{t('champ.groups.explain')}</p>
      <PrintButton t={t} />
      <div class="championship-groups">
        {view.groups.map((group) => (
          <GroupSection page={page} group={group} byId={byId} />
        ))}
      </div>
    </>
  );
}
