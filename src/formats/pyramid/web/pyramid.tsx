/**
 * PYR-16, the main page: the pyramid drawn as a pyramid — one row per level, the pharaoh on top,
 * each place with its notation and player; XXX places, busy players (challenging, defending or
 * assigned), waiting lists and vacations marked in words, not colour alone; for a signed-in player
 * the places he may challenge now highlighted and linked to the challenge form (PYR-3, PYR-2),
 * or the reason he may challenge nobody. On a phone the rows scroll sideways inside the drawing.
 */

import type { PageContext } from '../../../server/kit/ui.js';
import { clubDate, type PlaceView, pyramidView } from '../index.js';
import {
  nameFor,
  PlayerLink,
  pathOf,
  placeText,
  pyramidOf,
  reachText,
  reasonText,
  whenOf,
} from './common.js';

export function PyramidPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const me = ctx.access.participantId;
  const view = pyramidView(pyramidOf(ctx), { asOf: ctx.asOf, ...(me ? { viewer: me } : {}) });
  const mine = view.levels.flatMap((l) => l.places).filter((p) => p.challengeable).length;
  return (
    <section class="pyr" aria-labelledby="pyr-title">
      <h2 id="pyr-title">{t('pyr.page.title')}</h2>
      <p>
        {t('pyr.page.summary', { players: view.players, levels: view.levels.length, vacant: view.vacant })}
      </p>
      {me ? (
        <p class="notice" id="pyr-viewer">
          {view.viewerHindrance
            ? t('pyr.page.cannot', { reason: reasonText(ctx, view.viewerHindrance) })
            : mine > 0
              ? t('pyr.page.youMay', { count: mine })
              : t('pyr.page.nobodyFree')}{' '}
          {mine > 0 && !ctx.historic ? <a href={pathOf(ctx, '/act')}>{t('pyr.page.toChallenge')}</a> : null}
        </p>
      ) : null}
      <p class="small muted">{t('pyr.page.legend')}</p>
      <div class="pyr-drawing">
        <ol class="pyr-levels">
          {view.levels.map((level) => (
            <li class="pyr-level">
              <h3 class="pyr-level-no">
                {t('pyr.page.level', { level: level.level })}
                {level.reach ? <span class="small muted"> · {reachText(ctx, level.reach)}</span> : null}
              </h3>
              <ol class="pyr-places">
                {level.places.map((p) => (
                  <Place ctx={ctx} p={p} />
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/**
 * What the page reads of the moment of asking, for an anonymous visitor: the club's day (who is on
 * vacation, PYR-15). The year a moment is written with is every remembered page's (`stampOf`).
 */
export const pyramidPageDay = (ctx: PageContext): string => clubDate(pyramidOf(ctx), ctx.asOf);

function Place({ ctx, p }: { ctx: PageContext; p: PlaceView }) {
  const { t } = ctx;
  const classes = [
    'pyr-place',
    p.participantId === null ? 'pyr-xxx' : '',
    p.challenging || p.defending ? 'pyr-busy' : '',
    p.challengeable ? 'pyr-target' : '',
    p.participantId !== null && p.participantId === ctx.access.participantId ? 'pyr-me' : '',
  ].filter(Boolean);
  const place = placeText({ level: p.level, index: p.index });
  const marks: string[] = [];
  if (p.challenging)
    marks.push(
      t(p.challenging.status === 'assigned' ? 'pyr.mark.assignedTo' : 'pyr.mark.challenging', {
        name: nameFor(ctx)(p.challenging.opponent),
        since: whenOf(ctx, p.challenging.since),
      }),
    );
  if (p.defending)
    marks.push(
      t(p.defending.status === 'assigned' ? 'pyr.mark.assignedFrom' : 'pyr.mark.defending', {
        name: nameFor(ctx)(p.defending.opponent),
        since: whenOf(ctx, p.defending.since),
      }),
    );
  if (p.waiting) marks.push(t('pyr.mark.waiting'));
  if (p.eternal !== 'off') marks.push(t(`pyr.eternal.${p.eternal}`));
  if (p.onVacation) marks.push(t('pyr.mark.vacation'));
  return (
    <li class={classes.join(' ')} data-slot={String(p.slot)}>
      <span class="pyr-pos">{place}</span>{' '}
      {p.participantId === null ? (
        <span class="pyr-name">{t('pyr.vacant')}</span>
      ) : (
        <span class="pyr-name">
          <PlayerLink ctx={ctx} id={p.participantId} />
        </span>
      )}
      {marks.length > 0 ? <span class="pyr-marks small">{marks.join(' · ')}</span> : null}
      {p.challengeable ? (
        ctx.historic ? (
          <span class="pyr-marks small">{t('pyr.mark.mayChallenge')}</span>
        ) : (
          <a class="pyr-marks small" href={pathOf(ctx, `/act?target=${p.slot}#pyr-challenge`)}>
            {t('pyr.mark.mayChallenge')}
          </a>
        )
      ) : null}
    </li>
  );
}
