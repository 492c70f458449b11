/**
 * The stylesheet, served at /assets/app.css. Phone first; readable contrast (WCAG AA); visible
 * focus; print-friendly (navigation hidden, tables full width).
 */
import { slugOf } from '../../core/slug.js';

export const APP_CSS = `
:root { --fg: #1b1f24; --muted: #57606a; --bg: #ffffff; --line: #d0d7de; --accent: #0b5cad; --accent-bg: #e8f1fb;
  --warn: #8a4b00; --warn-bg: #fff4e0; --bad: #a40e26; --bad-bg: #ffebe9; --ok: #116329; --ok-bg: #dafbe1;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; color: var(--fg); background: var(--bg); }
* { box-sizing: border-box; }
body { margin: 0; }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, summary:focus-visible,
.table-wrap:focus-visible, pre:focus-visible {
  outline: 3px solid #f9a825; outline-offset: 2px; }

.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.skip { position: absolute; left: -999px; } .skip:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem; z-index: 10; }
header.top { background: #0d2a4a; color: #fff; padding: .5rem 1rem; display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; }
header.top a { color: #fff; text-decoration: none; font-weight: 600; }
header.top nav { display: flex; gap: 1rem; flex-wrap: wrap; align-items: center; flex: 1; }
header.top .account { margin-left: auto; display: flex; gap: .75rem; align-items: center; }
header.top form.logout { margin: 0; } button.link { background: none; border: 0; color: #fff; padding: 0; min-height: 0; text-decoration: underline; font-weight: 600; }
header.top .langs { flex: none; display: flex; gap: .5rem; } header.top .langs a[aria-current] { text-decoration: underline; }
/* A phone: the links in one row, the account and the languages in the next. */
@media (max-width: 40rem) { header.top nav:first-child { flex-basis: 100%; gap: .25rem .9rem; } header.top .account { margin-left: 0; } }
main { max-width: 64rem; margin: 0 auto; padding: 1rem; }
/* An embeddable view (routes/embed.tsx): the table alone, the frame's width. */
body.embed main { max-width: none; padding: .5rem; } body.embed h1 { font-size: 1.2rem; margin: 0 0 .5rem; } body.embed [data-print] { display: none; }
pre.code { white-space: pre-wrap; overflow-wrap: anywhere; }
h1 { font-size: 1.5rem; margin: .5rem 0 1rem; } h2 { font-size: 1.2rem; margin: 1.5rem 0 .5rem; }
.muted { color: var(--muted); } .small { font-size: .875rem; }
.tabs { display: flex; gap: .25rem; flex-wrap: wrap; border-bottom: 1px solid var(--line); margin-bottom: 1rem; }
.tabs a { padding: .5rem .75rem; text-decoration: none; border-radius: .375rem .375rem 0 0; }
.tabs a[aria-current="page"] { background: var(--accent-bg); font-weight: 600; }
/* Relative: the visually hidden texts in a wide table (absolute) scroll with it instead of widening the page. */
.table-wrap { overflow-x: auto; -webkit-overflow-scrolling: touch; position: relative; }
table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
/* A wide table on a phone: the row's name stays at the left edge and its total at the right while the rest scrolls between. */
.sticky-names th[scope="row"] { position: sticky; left: 0; z-index: 1; background: var(--bg); white-space: nowrap; }
.sticky-names .sticky-end { position: sticky; right: 0; z-index: 1; background: var(--bg); box-shadow: -1px 0 0 var(--line); padding-left: .6rem; }
@media (max-width: 30rem) { .sticky-names th, .sticky-names td { padding: .35rem .3rem; } }
th, td { padding: .4rem .5rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
th { font-size: .875rem; color: var(--muted); font-weight: 600; }
td.num, th.num { text-align: right; }
tr.struck td { text-decoration: line-through; color: var(--muted); }
.badge { display: inline-block; padding: 0 .4rem; border-radius: .75rem; font-size: .75rem; font-weight: 600; background: var(--accent-bg); color: var(--accent); }
.badge.warn { background: var(--warn-bg); color: var(--warn); } .badge.bad { background: var(--bad-bg); color: var(--bad); } .badge.ok { background: var(--ok-bg); color: var(--ok); }
.cards { list-style: none; padding: 0; display: grid; gap: .75rem; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); }
.cards li { border: 1px solid var(--line); border-radius: .5rem; padding: .75rem 1rem; }
.cards a { font-weight: 600; }
form .field, fieldset { margin: 0 0 .75rem; } fieldset { border: 1px solid var(--line); border-radius: .5rem; }
details { border: 1px solid var(--line); border-radius: .5rem; padding: .5rem .75rem; margin: .5rem 0; }
details > summary { cursor: pointer; font-weight: 600; } details[open] > summary { margin-bottom: .5rem; }
input[aria-invalid="true"], select[aria-invalid="true"] { border-color: var(--bad); border-width: 2px; }
form.inline { display: flex; gap: .5rem; flex-wrap: wrap; align-items: end; margin: .5rem 0 1rem; }
label { display: block; font-weight: 600; font-size: .875rem; }
input, select, textarea, button { font: inherit; padding: .45rem .6rem; border: 1px solid #8c959f; border-radius: .375rem; min-height: 2.5rem; }
button, .button { background: var(--accent); color: #fff; border-color: var(--accent); cursor: pointer; text-decoration: none; display: inline-block; }
button.secondary { background: #fff; color: var(--accent); }
a.button { padding: .5rem 1rem; border: 1px solid var(--accent); border-radius: .375rem; min-height: 2.75rem; line-height: 1.6; font-weight: 600; }
.due-list { list-style: none; padding: 0; } .due-list li { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; justify-content: space-between; padding: .5rem 0; border-bottom: 1px solid var(--line); }
.due-list .due-text { flex: 1 1 16rem; } .due-list .button { flex: 0 0 auto; }
.all-commands { border: 0; padding: 0; margin: 1.5rem 0 0; } .all-commands > summary > h2 { display: inline; font-size: 1.25rem; }
.dash-due { list-style: none; padding: 0; margin: .25rem 0; } .dash-due li { padding: .3rem 0; border-bottom: 1px solid var(--line); }
.dash-quiet { list-style: none; padding: 0; } .dash-quiet li { padding: .25rem 0; }
.dash-kind { border: 0; padding: 0; margin: 0; } .dash-kind > summary { font-weight: 400; } .dash-kind .dash-due { margin-left: 1.25rem; }
.field-error { color: var(--bad); font-size: .875rem; margin: .25rem 0 0; }
.notice { padding: .75rem 1rem; border-radius: .5rem; background: var(--accent-bg); margin: 1rem 0; }
.notice.error { background: var(--bad-bg); color: var(--bad); } .notice.ok { background: var(--ok-bg); color: var(--ok); }
.new-competition input[type="text"], .new-competition select { width: 100%; max-width: 36rem; }
.invitation-link-list { list-style: none; padding: 0; } .invitation-link-list input { width: 100%; font-family: monospace; } .open-invitations .actions form { display: inline-block; margin: .25rem .5rem .25rem 0; }
footer { max-width: 64rem; margin: 2rem auto; padding: 0 1rem; color: var(--muted); font-size: .875rem; }
/* keizer: ranking, evening, crosstable, chart, player and act pages */
.keizer-me, .sticky-names .keizer-me th[scope="row"] { background: var(--accent-bg); }
.keizer-up { color: var(--ok); } .keizer-down { color: var(--bad); }
@media (max-width: 40rem) { .keizer-wide { display: none; } }
/* On a phone the ranking drops the movement column and lets a long name wrap: place, name, value, score and change stay in sight. */
@media (max-width: 30rem) { .keizer-narrow-hide { display: none; } .keizer-ranking th[scope="row"] { white-space: normal; } }
.keizer-crosstable td.keizer-cell { text-align: center; white-space: nowrap; font-size: .8rem; line-height: 1.2; }
.keizer-crosstable td.keizer-win { background: var(--ok-bg); } .keizer-crosstable td.keizer-loss, .keizer-crosstable td.keizer-no-show, .keizer-crosstable td.keizer-late-notice { background: var(--bad-bg); }
/* Term and text side by side; a long term (Dutch, German) wraps at half the width instead of widening the page. */
.keizer-legend, .keizer-facts { display: grid; grid-template-columns: fit-content(50%) minmax(0, 1fr); gap: .2rem 1rem; margin: .5rem 0 1rem; }
.keizer-legend dt { font-weight: 700; } .keizer-legend dd, .keizer-facts dd { margin: 0; } .keizer-facts dt { color: var(--muted); }
.keizer-choices legend { grid-column: 1 / -1; }
.keizer-choices { display: grid; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: .25rem .75rem; }
.keizer-choices label.choice { font-weight: normal; font-size: 1rem; display: flex; gap: .5rem; align-items: center; min-height: 2.5rem; }
.keizer-choices label.choice input { min-height: 0; width: 1.25rem; height: 1.25rem; }
.keizer-card { border: 1px solid var(--line); border-radius: .5rem; padding: .75rem 1rem; margin: .75rem 0; }
.keizer-buttons { display: flex; gap: .5rem; flex-wrap: wrap; border: 0; padding: 0; margin: 0; }
.keizer-buttons legend { font-weight: 600; margin-bottom: .25rem; } .keizer-buttons button { flex: 1 1 6rem; min-height: 3rem; font-size: 1.05rem; }
.keizer-board-list { padding-left: 1.75rem; } .keizer-board { padding: .25rem 0 .75rem; border-bottom: 1px solid var(--line); }
.keizer-board p { margin: .25rem 0 .5rem; } .keizer-board details, .keizer-absent details { margin: .25rem 0; }
/* A recorded board is one line: the players, the result and a small "Correct the result" beside them (issue 25.13). */
.keizer-board > p:first-child:has(+ details) { display: inline; }
.keizer-board > p:first-child + details:not([open]) { display: inline-block; border: 0; padding: 0; margin: 0 0 0 .75rem; }
.keizer-board > p:first-child + details:not([open]) > summary { font-weight: 400; font-size: .875rem; color: var(--accent); }
.keizer-groups { display: grid; gap: 0 1.5rem; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
.keizer-members { padding-left: 0; list-style: none; } .keizer-notices form { display: inline-flex; margin: 0 0 0 .5rem; }
.keizer-form select, .keizer-form input { max-width: 100%; } .keizer-form textarea { width: 100%; } .keizer-form td .field { margin: 0; }
.keizer-section > summary { font-size: 1.1rem; } .keizer-pair { display: flex; gap: .75rem; flex-wrap: wrap; }
@media print { .keizer-crosstable { font-size: 8pt; } .keizer-me { background: none; } }
/* handicap league (hl-) */
.hl-rank { white-space: nowrap; } .hl-caption { caption-side: top; text-align: left; font-size: .875rem; color: var(--muted); }
.hl-games { list-style: none; padding: 0; display: grid; gap: .5rem; }
.hl-games > li, .hl-card { border: 1px solid var(--line); border-radius: .5rem; padding: .5rem .75rem; }
.hl-games > li.hl-proposed { border-color: var(--accent); background: var(--accent-bg); }
.hl-next { border: 2px solid var(--accent); border-radius: .5rem; padding: 0 1rem .75rem; }
.hl-buttons { display: flex; flex-wrap: wrap; gap: .5rem; } form.button-form { display: inline-block; margin: .25rem .5rem .25rem 0; }
.hl-attendance { list-style: none; padding: 0; } .hl-boardno { font-weight: 600; }
.hl-facts { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: .25rem 1rem; } .hl-facts dt { font-weight: 600; color: var(--muted); } .hl-facts dd { margin: 0; }
.hl-sfen code, .notice code { overflow-wrap: anywhere; } .hl-columns { columns: 14rem; }
.hl-diagram { display: block; width: 100%; max-width: 24rem; height: auto; }
@media (max-width: 30rem) { .hl-wide { display: none; } }
.pyr-levels, .pyr-places { list-style: none; padding: 0; margin: 0; }
.pyr-level { margin: 0 0 .75rem; } .pyr-level-no { font-size: 1rem; margin: .25rem 0; text-align: center; }
/* Every place of a level in sight at any width: the places share the row and wrap to the next when a phone has no room. */
.pyr-places { display: flex; flex-wrap: wrap; justify-content: center; gap: .4rem; margin: 0 auto; }
.pyr-place { flex: 1 1 0; min-width: min(6.5rem, 30%); max-width: 11rem; border: 1px solid var(--line); border-radius: .4rem; padding: .3rem .4rem; text-align: center; overflow-wrap: anywhere; }
@media (max-width: 30rem) { .pyr-place { min-width: 40%; } }
.pyr-place .pyr-pos { color: var(--muted); font-variant-numeric: tabular-nums; } .pyr-place .pyr-marks { display: block; }
.pyr-xxx { border-style: dashed; color: var(--muted); } .pyr-busy { background: var(--warn-bg); }
.pyr-target { border: 2px solid var(--accent); background: var(--accent-bg); } .pyr-me { outline: 3px solid var(--accent); }
.pyr-form { border-top: 1px solid var(--line); padding: .5rem 0; } .pyr-buttons { display: flex; flex-wrap: wrap; gap: .5rem; }
.pyr-facts { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: .25rem 1rem; } .pyr-facts dt { font-weight: 600; color: var(--muted); } .pyr-facts dd { margin: 0; }
.pyr-export { overflow-x: auto; white-space: pre; } .pyr-options .pyr-ok { font-weight: 600; }
@media print {
  header.top, .tabs, form, .no-print, footer { display: none !important; }
  main { max-width: none; padding: 0; } a { color: inherit; text-decoration: none; }
  table { font-size: 11pt; } th, td { border-bottom: 1px solid #000; }
}

/* the one chart (server/pages/chart.tsx): values over rounds; names in the legend, readable at any width */
.chart { margin: 1rem 0; max-width: 44rem; } .chart > svg { display: block; width: 100%; height: auto; }
.chart-grid line { stroke: var(--line); } .chart-grid line.chart-zero { stroke: var(--muted); }
.chart-grid text { font-size: 15px; fill: var(--muted); }
/* The drawing is scaled down on a phone: larger figures in its units keep them readable. */
@media (max-width: 30rem) { .chart-grid text { font-size: 24px; } }
.chart-series polyline, .chart-swatch line { fill: none; stroke: currentColor; stroke-width: 2.5; stroke-linejoin: round; }
.chart-series circle { fill: currentColor; }
.chart-s0 { color: #0072b2; } .chart-s1 { color: #d55e00; } .chart-s2 { color: #007a5a; } .chart-s3 { color: #a4457f; }
.chart-s4 { color: #8a5a00; } .chart-s5 { color: #2b6ca3; } .chart-s6 { color: #1b1f24; } .chart-s7 { color: #882255; }
.chart-s1 polyline, .chart-s5 polyline, .chart-s1 line, .chart-s5 line { stroke-dasharray: 8 4; }
.chart-s3 polyline, .chart-s7 polyline, .chart-s3 line, .chart-s7 line { stroke-dasharray: 2 3; }
.chart-legend { list-style: none; padding: 0; margin: .5rem 0; display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; }
.chart-legend li { display: flex; align-items: center; gap: .4rem; }
.chart-swatch { width: 1.75rem; height: .6rem; flex: none; }

.championship-rounds { display: flex; flex-wrap: wrap; gap: .25rem; margin: .5rem 0; }
.championship-rounds a { min-width: 2.5rem; padding: .4rem .5rem; text-align: center; border: 1px solid var(--line); border-radius: .375rem; text-decoration: none; }
.championship-rounds a[aria-current] { background: var(--accent); color: #fff; border-color: var(--accent); }
.championship-seat { display: block; }
.championship-self th, .championship-self td { background: var(--accent-bg); }
.championship-withdrawn th, .championship-withdrawn td { color: var(--muted); }
.championship-fixed td { background: var(--warn-bg); }
.championship-groups { display: grid; gap: 0 1.5rem; grid-template-columns: repeat(auto-fill, minmax(min(20rem, 100%), 1fr)); }
.championship-group-games { padding-left: 1.25rem; font-size: .875rem; }
.championship-facts { display: grid; grid-template-columns: fit-content(50%) minmax(0, 1fr); gap: .25rem 1rem; }
.championship-facts dt { font-weight: 600; color: var(--muted); } .championship-facts dd { margin: 0; }
.championship-player-list { columns: 14rem; padding-left: 1.25rem; }
.championship-you { border-left: 4px solid var(--accent); padding: .25rem 1rem; margin: 1rem 0; }
.championship-panel { border: 1px solid var(--line); border-radius: .5rem; padding: .5rem 1rem; margin: 1rem 0; }
.championship-act h2 .badge { margin-left: .5rem; vertical-align: middle; }
.championship-form { margin: .5rem 0 1rem; }
.championship-report { border: 2px solid var(--accent); border-radius: .5rem; padding: .75rem 1rem; }
.championship-scores { display: grid; grid-template-columns: 1fr 1fr; gap: 0 .75rem; align-items: end; }
.championship-form .number-field { font-size: 1.25rem; }
.championship-result-list { list-style: none; padding: 0; }
.championship-result-list > li { border-bottom: 1px solid var(--line); padding: .5rem 0; }
.championship-board-form { display: flex; flex-wrap: wrap; gap: 0 .75rem; align-items: end; margin: 0; }
.championship-board-form .championship-scores .field { margin: 0; }
.championship-board-label { width: 100%; margin: 0; font-weight: 600; }
.championship-manual { list-style: none; padding: 0; }
.championship-manual li { display: flex; flex-wrap: wrap; gap: 0 .75rem; border-bottom: 1px solid var(--line); margin-bottom: .5rem; }
.championship-codes { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(12rem, 100%), 1fr)); gap: 0 1rem; }
.championship-codes input { width: 5rem; }
@media (max-width: 40rem) { .championship-wide { display: none; } }
/* The Swiss's pairings and player card on a phone: the points beside the names, no board or rating column. */
.sw-why > summary > h3 { display: inline; font-size: 1rem; } .sw-narrow { display: none; } @media (max-width: 30rem) { .sw-wide { display: none; } .sw-narrow { display: inline; } }
@media print {
  .championship-page-break { break-before: page; } .championship-seat { display: inline; margin-left: .5rem; }
  .championship-self th, .championship-self td, .championship-fixed td { background: none; }
  .championship-groups { display: block; } .championship-group { break-inside: avoid; }
}
/* tp-tournament: group tables, the cup bracket (SVG), game sheets, the player's next game */
.tp-tournament-kind { color: var(--muted); margin: -.5rem 0 .5rem; }
tr.tp-tournament-marked { background: var(--ok-bg); }
.tp-tournament-notes { padding-left: 1.25rem; } .tp-tournament-notes li { margin: .25rem 0; }
.tp-tournament-attention { color: var(--warn); font-weight: 600; }
.tp-tournament-colour { white-space: nowrap; } .tp-tournament-colour > .small { white-space: normal; }
.tp-tournament-swatch { display: inline-block; width: .9em; height: .9em; border-radius: 50%; border: 1px solid #0008; vertical-align: -.1em; margin-right: .3em; }
.tp-tournament-red { background: #d32f2f; } .tp-tournament-yellow { background: #f9c80e; }
.tp-tournament-green { background: #2e7d32; } .tp-tournament-blue { background: #1565c0; }
.tp-tournament-bracket svg { display: block; max-width: 100%; height: auto; font: 13px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
/* A phone gets the bracket as a list, round below round; wider screens the drawing. */
.tp-tournament-bracket-list { list-style: none; padding: 0; margin: 0 0 1rem; }
.tp-tournament-bracket-list h3 { font-size: 1rem; margin: .75rem 0 .25rem; }
.tp-tournament-bracket-list ul { list-style: none; padding: 0; margin: 0; display: grid; gap: .4rem; }
.tp-tournament-bracket-list ul > li { border: 1px solid #8c959f; border-radius: .375rem; }
.tp-tournament-line { display: grid; grid-template-columns: 1.5rem 1fr auto; gap: .5rem; padding: .2rem .5rem; }
.tp-tournament-line + .tp-tournament-line { border-top: 1px solid var(--line); }
.tp-tournament-line .tp-tournament-seed { color: var(--muted); } .tp-tournament-line.tp-tournament-winner { font-weight: 700; }
.tp-tournament-bracket-list p.tp-tournament-champion { font-weight: 700; background: var(--ok-bg); border: 1px solid var(--ok); border-radius: .375rem; padding: .2rem .5rem; margin: 0; }
@media (min-width: 40rem) { .tp-tournament-bracket-list { display: none; } }
@media (max-width: 39.99rem) { .tp-tournament-bracket { display: none; } }
.tp-tournament-bracket rect { fill: #fff; stroke: #8c959f; } .tp-tournament-bracket text { fill: var(--fg); }
.tp-tournament-bracket .tp-tournament-seed { fill: var(--muted); font-size: 11px; }
.tp-tournament-bracket .tp-tournament-total { text-anchor: end; }
.tp-tournament-bracket .tp-tournament-winner text { font-weight: 700; } .tp-tournament-bracket .tp-tournament-loser text { fill: var(--muted); }
.tp-tournament-bracket .tp-tournament-link, .tp-tournament-bracket .tp-tournament-divider { stroke: #8c959f; fill: none; }
.tp-tournament-bracket .tp-tournament-round { font-weight: 600; fill: var(--muted); }
.tp-tournament-bracket .tp-tournament-champion rect { fill: var(--ok-bg); stroke: var(--ok); }
.tp-tournament-bracket .tp-tournament-champion text { font-weight: 700; }
.tp-tournament-bracket .tp-tournament-open rect, .tp-tournament-bracket .tp-tournament-tie-break rect { stroke: var(--warn); }
.tp-tournament-matches, .tp-tournament-games { display: grid; gap: .75rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr)); }
.tp-tournament-match, .tp-tournament-game, .tp-tournament-next { min-width: 0; border: 1px solid var(--line); border-radius: .5rem; padding: .5rem .75rem; }
.tp-tournament-match h3, .tp-tournament-game h3, .tp-tournament-next h3 { font-size: 1rem; margin: .25rem 0; }
.tp-tournament-next { border: 2px solid var(--accent); margin: .5rem 0 1rem; }
.tp-tournament-kicker { text-transform: uppercase; letter-spacing: .05em; font-size: .75rem; font-weight: 700; color: var(--accent); margin: 0; }
.tp-tournament-facts { list-style: none; padding: 0; margin: .5rem 0; } .tp-tournament-facts li { margin: .2rem 0; }
.tp-tournament-pair { display: grid; grid-template-columns: 1fr 1fr; gap: 0 .75rem; }
.number-field { width: 100%; max-width: 9rem; }
.tp-tournament-radios { display: flex; flex-wrap: wrap; gap: 0 1rem; }
.tp-tournament-radios label.choice { font-weight: 400; display: inline-flex; align-items: center; gap: .35rem; min-height: 2.75rem; }
.tp-tournament-breakdown dl { display: grid; grid-template-columns: fit-content(50%) minmax(0, 1fr); gap: .25rem .75rem; margin: .5rem 0; }
.tp-tournament-breakdown dt { font-weight: 600; } .tp-tournament-breakdown dd { margin: 0; }
.tp-tournament-contacts .notice form { margin-top: .5rem; }
@media print {
  .tp-tournament-group, .tp-tournament-match, .tp-tournament-game { break-inside: avoid; }
  .tp-tournament-bracket { overflow: visible; display: block; } .tp-tournament-bracket-list { display: none; }
  .tp-tournament-swatch { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
`;

/**
 * Progressive enhancement only: every page works without it. Print buttons; a table or text
 * wider than the screen becomes a keyboard stop (Tab, then the arrow keys scroll it), named by
 * its caption or heading; pages marked data-refresh reload themselves now and then; and a
 * competition page that carries a live marker
 * (data-live: its stream, data-seq: the version shown) follows its stream and, when the log has
 * grown past what it shows, fetches itself again and swaps in the new main content (keeping the
 * scroll position).
 */
export const APP_JS = `
document.addEventListener('click', (e) => {
  if (e.target instanceof Element && e.target.closest('[data-print]')) window.print();
});
// Sideways scrolling by keyboard: only where something is wider than the screen, so no extra Tab stops.
const scrollables = () => {
  for (const el of document.querySelectorAll('.table-wrap, pre')) {
    if (el.scrollWidth > el.clientWidth + 1) {
      el.tabIndex = 0;
      const name = el.querySelector('caption')?.textContent ?? el.closest('section')?.querySelector('h2, h3')?.textContent;
      // A group, not a region: the section around it is the landmark of that name already.
      if (name && !el.hasAttribute('role')) {
        el.setAttribute('role', 'group');
        el.setAttribute('aria-label', name.trim());
      }
    } else el.removeAttribute('tabindex');
  }
};
scrollables();
addEventListener('resize', scrollables);
// data-refresh="30": a live page reloads itself while it is visible and nobody is typing.
for (const el of document.querySelectorAll('[data-refresh]')) {
  const seconds = Number(el.getAttribute('data-refresh'));
  if (seconds >= 10)
    setInterval(() => {
      const typing = document.activeElement?.matches('input, select, textarea');
      if (document.visibilityState === 'visible' && !typing) location.reload();
    }, seconds * 1000);
}
// data-slug="name id": the short name follows the name, made as the server makes it, until it is typed in.
const slugOf = ${slugOf.toString()};
for (const form of document.querySelectorAll('form[data-slug]')) {
  const [from, to] = form.dataset.slug.split(' ');
  const source = form.elements.namedItem(from);
  const target = form.elements.namedItem(to);
  if (!source || !target) continue;
  let typed = target.value !== '' && target.value !== slugOf(source.value);
  target.addEventListener('input', () => { typed = target.value !== ''; });
  source.addEventListener('input', () => { if (!typed) target.value = slugOf(source.value); });
}
const live = document.querySelector('[data-live]');
if (live && 'EventSource' in window) {
  let shown = Number(live.dataset.seq);
  let wanted = shown;
  let busy = false;
  const refresh = async () => {
    if (busy || wanted <= shown) return;
    busy = true;
    try {
      const res = await fetch(location.href, { headers: { accept: 'text/html' } });
      const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
      const fresh = doc.querySelector('main');
      const marker = doc.querySelector('[data-live]');
      const main = document.querySelector('main');
      if (!res.ok || !fresh || !marker || !main) throw new Error(String(res.status));
      main.replaceWith(fresh);
      scrollables();
      shown = Number(marker.dataset.seq);
      document.title = doc.title;
    } catch {
      wanted = shown;
    }
    busy = false;
    // Behind a load balancer the page may come from a server a moment behind: ask again shortly.
    setTimeout(refresh, 300);
  };
  new EventSource(live.dataset.live).addEventListener('change', (e) => {
    wanted = Math.max(wanted, JSON.parse(e.data).lastSeq);
    refresh();
  });
}
`;

/** The icon browsers ask for at /favicon.ico: a 16-px disc in the accent colour (an ICO holding a PNG). */
export const FAVICON_ICO = Buffer.from(
  'AAABAAEAEBAAAAEAIABpAAAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAAQAAAAEAgGAAAAH/P/YQAAADBJREFUeNpjYKA24I5Z+x8fpkgzXkOI1YzVEFI1YxgyasCwMIDihESVpEyVzEQOAADLb2TU4qxrAAAAAABJRU5ErkJggg==',
  'base64',
);
