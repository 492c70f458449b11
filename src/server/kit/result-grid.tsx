/**
 * The director's result grid of a round of games between a white and a black player (the round
 * robin's and the Swiss's act page, core/game-results.ts): one choice per game, typed with one
 * key, sent as one `RecordResults` with the games whose result is new or changed. A refusal
 * names a line of the command (`results.2.white`); the grid shows it at that game's choice. The
 * format gives its games, its results and its texts (keys under its own prefix).
 */
import type { Child } from 'hono/jsx';
import type { ParticipantId } from '../../core/types.js';
import { ActForm, formView, Hidden, SelectField, TextArea } from '../forms/form-kit.js';
import { FormReader, withReason } from '../forms/form-reader.js';
import type { PageContext, ParsedForm, SubmittedForm } from './ui.js';

/** The grid's form (`_form`). */
export const RESULT_GRID = 'grid';

/** A game of the round, at its line of the grid, with its standing result. */
export interface GridGame {
  readonly white: ParticipantId;
  readonly black: ParticipantId;
  readonly result?: string | undefined;
  /** The choice's label: the board and the players. */
  readonly label: string;
}

/** The grid's lines that say something new: a result chosen that differs from the standing one. */
export function changedLines(values: SubmittedForm['values'], games: readonly Omit<GridGame, 'label'>[]) {
  const out: { line: number; white: ParticipantId; black: ParticipantId; result: string }[] = [];
  for (const [line, game] of games.entries()) {
    const chosen = values[`results.${line}.result`];
    const result = typeof chosen === 'string' ? chosen : '';
    if (result && result !== game.result) out.push({ line, white: game.white, black: game.black, result });
  }
  return out;
}

/**
 * Reads the grid into one `RecordResults` with the games whose result is new or changed, each
 * line with the result the grid showed for it (`results.N.seen`, issue 25.15): the command is
 * refused at a line whose game got another result since, naming both, so nothing recorded
 * meanwhile is lost (core/game-results.ts, decided inside the write).
 */
export function parseResultGrid(
  values: SubmittedForm['values'],
  ctx: PageContext,
  rounds: number,
  gamesOf: (round: number) => readonly Omit<GridGame, 'label'>[],
  nothing: string,
): ParsedForm {
  const r = new FormReader(values, ctx.t);
  const round = r.int('round', 1, Math.max(1, rounds), 'form.choose');
  if (round === undefined) return r.done({ type: 'RecordResults' });
  const lines = changedLines(values, gamesOf(round));
  if (lines.length === 0) r.fail('_', nothing);
  const reason = r.reason(false);
  return r.done(() => ({
    type: 'RecordResults',
    round,
    results: lines.map(({ line, white, black, result }) => {
      const seen = values[`results.${line}.seen`];
      return { white, black, result, ...(typeof seen === 'string' ? { seen } : {}) };
    }),
    ...withReason(reason),
  }));
}

export interface ResultGridProps {
  readonly ctx: PageContext;
  readonly submitted: SubmittedForm | undefined;
  /** The format's prefix of ids and texts: `rr`, `sw` (`<prefix>.grid.title` …, `<prefix>.result.<r>`). */
  readonly prefix: string;
  readonly round: number;
  readonly games: readonly GridGame[];
  readonly results: readonly string[];
  /** Above the form (a round chooser) and under the games (the bye). */
  readonly before?: Child;
  readonly after?: Child;
  readonly class?: string;
}

export function ResultGrid({ ctx, submitted, prefix, round, games, results, ...props }: ResultGridProps) {
  const { t } = ctx;
  const own = submitted?.form === RESULT_GRID ? submitted : undefined;
  const sentLines = own ? changedLines(own.values, games) : [];
  const errors: Record<string, string> = {};
  for (const [key, error] of Object.entries(own?.errors ?? {})) {
    const line = /^results\.(\d+)\./.exec(key);
    const row = line ? sentLines[Number(line[1])]?.line : undefined;
    errors[row !== undefined ? `results.${row}.result` : key] = error;
  }
  const view = formView(prefix, RESULT_GRID, own ? { ...own, errors } : submitted);
  const options = [
    ['', t(`${prefix}.result.none`)] as const,
    ...results.map((r) => [r, t(`${prefix}.result.${r}`)] as const),
  ];
  return (
    <section aria-labelledby={`${prefix}-grid-title`} {...(props.class ? { class: props.class } : {})}>
      <h2 id={`${prefix}-grid-title`}>{t(`${prefix}.grid.title`, { round })}</h2>
      {props.before}
      <ActForm
        ctx={ctx}
        view={view}
        hidden={{ type: 'RecordResults', round, _next: `/c/${ctx.loaded.record.id}/act?round=${round}` }}
        fields={[...games.map((_, line) => `results.${line}.result`), 'reason']}
        submit={t(`${prefix}.grid.save`)}
      >
        <p class="small muted">{t(`${prefix}.grid.hint`)}</p>
        {games.map((g, line) => (
          <SelectField
            view={view}
            name={`results.${line}.result`}
            label={g.label}
            value={g.result ?? ''}
            options={options}
          />
        ))}
        {/* What each line showed: a result recorded meanwhile elsewhere is not overwritten (issue 25.15). */}
        {games.map((g, line) => (
          <Hidden name={`results.${line}.seen`} value={g.result ?? ''} />
        ))}
        {props.after}
        <TextArea view={view} name="reason" label={t(`${prefix}.grid.reason`)} />
      </ActForm>
    </section>
  );
}
