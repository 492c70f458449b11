/**
 * The scripts and the theme of embedded views (docs/publication.md, "Embedding"):
 * - `/embed.js`, put on a club's page: `<script src="…/embed.js" data-competition="id"
 *   data-view="standings|rounds" data-latest data-lang="de" data-accent="#0b5cad"
 *   data-background="#ffffff" data-text="#1b1f24" async></script>` puts the frame in its place
 *   and sizes it to the content, as the frame reports its height;
 * - `/assets/embed-frame.js`, in the frame: reports the content's height to the page around it
 *   (`postMessage`, `{ type: 'arbiter:height', height }`) whenever it changes;
 * - `/embed/theme.css`: the club's colours as query parameters (`accent`, `background`, `text`,
 *   hexadecimal such as `0b5cad`) over the page's own (a stylesheet, so the frame's
 *   Content-Security-Policy needs no inline styles).
 */

/** The colours a club may give an embedded view, and the page's style variables they set. */
export const EMBED_COLOURS = {
  accent: ['--accent'],
  background: ['--bg'],
  text: ['--fg'],
} as const;
export type EmbedColour = keyof typeof EMBED_COLOURS;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `0b5cad` or `#0b5cad` as `#0b5cad`, else undefined. */
export function parseColour(text: string): string | undefined {
  const m = HEX.exec(text.trim());
  return m ? `#${m[1]?.toLowerCase()}` : undefined;
}

/** The stylesheet for colours already read by `parseColour`. */
export function themeCss(colours: Partial<Record<EmbedColour, string>>): string {
  const vars = Object.entries(colours).flatMap(([name, value]) =>
    EMBED_COLOURS[name as EmbedColour].map((v) => `${v}: ${value};`),
  );
  return vars.length > 0
    ? `:root { ${vars.join(' ')} }\nbody.embed { background: var(--bg); color: var(--fg); }\n`
    : '';
}

export const EMBED_FRAME_JS = `(function () {
  if (window.parent === window) return;
  var last = 0;
  function send() {
    var body = document.body;
    if (!body) return;
    var style = getComputedStyle(body);
    var height = Math.ceil(body.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom));
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'arbiter:height', height: height }, '*');
  }
  if (window.ResizeObserver) new ResizeObserver(send).observe(document.body);
  window.addEventListener('load', send);
  send();
})();
`;

export const EMBED_JS = `(function () {
  var script = document.currentScript;
  if (!script || !script.dataset.competition) return;
  var data = script.dataset;
  var base = new URL(script.src).origin;
  var query = new URLSearchParams();
  if (data.lang) query.set('lang', data.lang);
  if (data.view === 'rounds' && data.latest !== undefined) query.set('latest', '');
  ['accent', 'background', 'text'].forEach(function (name) {
    if (data[name]) query.set(name, data[name].replace(/^#/, ''));
  });
  var frame = document.createElement('iframe');
  var path = '/embed/c/' + encodeURIComponent(data.competition) + (data.view === 'rounds' ? '/rounds' : '');
  frame.src = base + path + (String(query) ? '?' + query : '');
  frame.title = data.title || data.competition;
  frame.style.cssText = 'display:block;width:100%;border:0;height:' + (data.height || '20rem');
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener('message', function (event) {
    if (event.origin !== base || event.source !== frame.contentWindow) return;
    var height = event.data && event.data.type === 'arbiter:height' ? event.data.height : 0;
    if (typeof height === 'number' && height > 0 && height < 100000) frame.style.height = Math.ceil(height) + 'px';
  });
})();
`;
