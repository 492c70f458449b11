/**
 * Groups (KZ-2) and the proposal for next season (KZ-15): this season's groups in ranking order,
 * then who moves up or down and why, with the sizes that result. The director confirms groups
 * (this season's, or next season's in the new competition) on the "act" page.
 */

import { PrintButton, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { proposeGroups, rankingAfter } from '../index.js';
import { href, PlayerLink, stateOf } from './shared.js';

export function GroupsPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const rows = rankingAfter(state).rows.filter((r) => !r.entering);
  const names = state.config.groups;
  const without = rows.filter((r) => !r.group || !names.includes(r.group));
  const proposal = proposeGroups(state);
  return (
    <section aria-labelledby="keizer-groups-title">
      <h2 id="keizer-groups-title">{t('keizer.groups.title')}</h2>
      <PrintButton t={ctx.t} />
      <div class="keizer-groups">
        {[
          ...names.map((g) => [g, rows.filter((r) => r.group === g)] as const),
          ...(without.length > 0 ? [['', without] as const] : []),
        ].map(([group, members]) => (
          <section aria-label={group ? t('keizer.groups.group', { group }) : t('keizer.groups.none')}>
            <h3>{group ? t('keizer.groups.group', { group }) : t('keizer.groups.none')}</h3>
            <ol class="keizer-members">
              {members.map((r) => (
                <li>
                  <span class="muted">{r.place}.</span> <PlayerLink ctx={ctx} id={r.participantId} />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <h2>{t('keizer.groups.proposal')}</h2>
      <p class="small muted">{t('keizer.groups.proposalHint')}</p>
      {proposal.moves.length === 0 ? (
        <p class="muted">{t('keizer.groups.noMoves')}</p>
      ) : (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">{t('keizer.groups.proposal')}</caption>
            <TableHead
              columns={[
                t('col.name'),
                t('keizer.groups.from'),
                t('keizer.groups.to'),
                t('keizer.groups.why'),
              ]}
            />
            <tbody>
              {proposal.moves.map((m) => (
                <tr>
                  <th scope="row">
                    <PlayerLink ctx={ctx} id={m.participantId} />
                  </th>
                  <td>{m.from ?? '–'}</td>
                  <td>{m.to}</td>
                  <td>{t(`keizer.groups.reason.${m.reason}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        {t('keizer.groups.sizes')} {names.map((g) => `${g}: ${proposal.sizes[g] ?? 0}`).join(' · ')}
      </p>
      {ctx.access.isDirector ? (
        <p class="no-print">
          <a href={href(ctx, '/act', { section: 'groups' })}>{t('keizer.groups.confirmLink')}</a>
        </p>
      ) : null}
    </section>
  );
}
