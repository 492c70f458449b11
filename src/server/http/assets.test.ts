/**
 * The served stylesheet parses with a real CSS parser (css-tree) without an error, every block is
 * closed, and a print block only adjusts what the screen styles define: a screen rule swallowed
 * by an unclosed `@media print {` (the Tantrix pages once lost every style that way) fails here.
 */
import * as csstree from 'css-tree';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test-support/server.js';

const { app, close } = await testApp();
const css = await (await app.request('/assets/app.css')).text();
const favicon = await app.request('/favicon.ico');
const icon = Buffer.from(await favicon.arrayBuffer());
await close();

describe('the icon', () => {
  it('is served at /favicon.ico, an ICO holding one 16-px PNG (issue 25)', () => {
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toBe('image/x-icon');
    expect([...icon.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(icon.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
  });
});

const isPrint = (node: csstree.Atrule): boolean =>
  node.name === 'media' && node.prelude !== null && /\bprint\b/.test(csstree.generate(node.prelude));

const classesOf = (selector: string): string[] =>
  [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1] as string);

/** Properties that only mean something on paper: a print rule of these alone needs no screen rule. */
const PAPER = /^(break-|page-break-|orphans|widows|(-webkit-)?print-color-adjust)/;

interface Parsed {
  readonly errors: string[];
  readonly screenClasses: Set<string>;
  readonly printRules: { selector: string; nested: boolean; paperOnly: boolean }[];
}

function parse(text: string): Parsed {
  const errors: string[] = [];
  const ast = csstree.parse(text, {
    positions: true,
    onParseError: (e) => errors.push(`${e.message} at line ${(e as { line?: number }).line ?? '?'}`),
  });
  const screenClasses = new Set<string>();
  const printRules: Parsed['printRules'] = [];
  const visit = (node: csstree.CssNode, inPrint: boolean) => {
    if (node.type === 'Atrule') {
      const print = isPrint(node);
      if (inPrint) {
        const prelude = node.prelude ? csstree.generate(node.prelude) : '';
        printRules.push({ selector: `@${node.name} ${prelude}`.trim(), nested: true, paperOnly: false });
      }
      node.block?.children.forEach((child) => {
        visit(child, inPrint || print);
      });
    } else if (node.type === 'Rule') {
      const selector = csstree.generate(node.prelude);
      const properties = csstree.findAll(
        node.block,
        (n) => n.type === 'Declaration',
      ) as csstree.Declaration[];
      // Hiding on paper (navigation, buttons) is a print adjustment too.
      const hides = (d: csstree.Declaration) =>
        d.property === 'display' && /^none\b/.test(csstree.generate(d.value));
      const paperOnly = properties.every((d) => PAPER.test(d.property) || hides(d));
      if (inPrint) printRules.push({ selector, nested: false, paperOnly });
      else for (const c of classesOf(selector)) screenClasses.add(c);
    }
  };
  (ast as csstree.StyleSheet).children.forEach((node) => {
    visit(node, false);
  });
  return { errors, screenClasses, printRules };
}

/** Print rules that are not adjustments of screen styles: nested at-rules, or classes no screen rule has. */
function screenRulesInPrint(text: string): string[] {
  const { screenClasses, printRules } = parse(text);
  return printRules
    .filter((r) => r.nested || (!r.paperOnly && classesOf(r.selector).some((c) => !screenClasses.has(c))))
    .map((r) => r.selector);
}

describe('the served stylesheet', () => {
  it('parses without an error and closes every block', () => {
    expect(parse(css).errors).toEqual([]);
    const opened = css.split('{').length;
    expect(css.split('}').length).toBe(opened);
  });

  it('keeps every screen rule out of the print blocks', () => {
    expect(parse(css).printRules.length).toBeGreaterThan(5);
    expect(screenRulesInPrint(css)).toEqual([]);
  });

  it('styles the Tantrix bracket on screen', () => {
    const { screenClasses } = parse(css);
    for (const c of ['tp-tournament-bracket', 'tp-tournament-winner', 'tp-tournament-match'])
      expect(screenClasses.has(c), c).toBe(true);
  });

  it('catches an unclosed print block', () => {
    const broken = '.a { color: red; }\n@media print { .a { color: black; }\n.b { display: flex; }\n';
    expect(screenRulesInPrint(broken)).toEqual(['.b']);
    const nested =
      '.a { color: red; }\n@media print { .a { color: black; }\n@media print { .a { color: blue; } } }';
    expect(screenRulesInPrint(nested)).toEqual(['@media print']);
  });
});
