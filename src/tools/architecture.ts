/**
 * The architecture as figures (issue 27): which files outside `src/formats/` name a format, which
 * files import each other in a circle, and which functions run over 100 lines. Read from the
 * sources with the TypeScript compiler's own import scan (`preProcessFile`, which sees type-only
 * and dynamic imports too). `npm run arch` prints the report (`arch.ts`); `src/architecture.test.ts`
 * holds all three at zero.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The code that ships: every `.ts`/`.tsx` below `root` except tests and test support. */
export function shippedSources(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'test-support' ? [] : walk(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    });
  return walk(resolve(root)).sort();
}

/** The file a relative specifier names (`./x.js` is `./x.ts` or `./x.tsx`), if it is a source. */
function resolveSpecifier(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.js$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path));
}

/**
 * The files a dynamic `import()` with a computed folder can name (`import(\`./${name}/module.js\`)`,
 * how `formats/modules.ts` finds each format's module): every file whose path fits, a computed
 * part standing for one folder's name.
 */
function computedImports(from: string, text: string, known: readonly string[]): string[] {
  const specs = [...text.matchAll(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?`(\.[^`]*)`\s*\)/g)].map(
    (m) => m[1] as string,
  );
  return specs.flatMap((spec) => {
    const path = resolve(dirname(from), spec.replace(/\$\{[^}]*\}/g, '\0')).replace(/\.js$/, '');
    const escaped = path.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&').replace(/\0/g, '[^/]+');
    const fits = new RegExp(`^${escaped}\\.tsx?$`);
    return known.filter((file) => fits.test(file));
  });
}

/**
 * Each file's imports of other files (static, type-only, re-exports and dynamic `import()`, that
 * of a computed folder too).
 */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const { importedFiles } = ts.preProcessFile(text, true, true);
      const targets = importedFiles
        .map(({ fileName }) => resolveSpecifier(file, fileName))
        .filter((target): target is string => target !== undefined && known.has(target));
      return [file, [...new Set([...targets, ...computedImports(file, text, files)])]];
    }),
  );
}

/** The import circles: each strongly connected group of files (Tarjan), as a closed path. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group.reverse());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

/** The formats: the folders of `src/formats/`. */
export const formatNames = (src: string): string[] =>
  readdirSync(join(src, 'formats'))
    .filter((name) => statSync(join(src, 'formats', name)).isDirectory())
    .sort();

/**
 * Files that name a format although they are not in `src/formats/`: a format's name as a whole
 * string (`'keizer'`) or an import from its folder. The benchmarks and the tools are left out
 * (they sit above everything and measure or photograph each format on purpose).
 */
export function filesNamingAFormat(
  src: string,
  files: readonly string[],
): { file: string; names: string[] }[] {
  const formats = formatNames(src);
  const hosts = (file: string) => !/^(formats|bench|tools)\//.test(relative(src, file));
  return files.filter(hosts).flatMap((file) => {
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    const names = formats.filter((name) => new RegExp(`['"\`]${name}['"\`]|formats/${name}/`).test(text));
    return names.length > 0 ? [{ file, names }] : [];
  });
}

/**
 * For each format, the lines outside the format folders that name it (as in `filesNamingAFormat`:
 * its name as a whole string, or a path through its folder), as `file:line`. The one list of
 * formats (`formats/catalog.ts`) names each on one line; any other line is a second list. The
 * benchmarks and the tools are left out, as there, and so are the format folders (a championship
 * may pair a round the Swiss way).
 */
export function linesNamingEachFormat(src: string, files: readonly string[]): Map<string, string[]> {
  const formats = formatNames(src);
  const outside = files.filter((file) => !/^(bench|tools|formats\/[^/]+)\//.test(relative(src, file)));
  const texts = outside.map((file) => ({
    file,
    lines: readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, (comment) => comment.replace(/[^\n]/g, ''))
      .split('\n'),
  }));
  return new Map(
    formats.map((name) => {
      const naming = new RegExp(`['"\`]${name}['"\`]|/${name}/`);
      const lines = texts.flatMap(({ file, lines }) =>
        lines.flatMap((line, i) => (naming.test(line) ? [`${relative(src, file)}:${i + 1}`] : [])),
      );
      return [name, lines];
    }),
  );
}

export interface LongFunction {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly lines: number;
}

const nameOf = (node: ts.Node): string => {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
};

/** Functions (declarations, expressions, arrows, methods) longer than `limit` lines. */
export function longFunctions(files: readonly string[], limit = 100): LongFunction[] {
  return files.flatMap((file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: LongFunction[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        if (end - start + 1 > limit)
          found.push({ file, line: start + 1, name: nameOf(node), lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

export interface ArchitectureReport {
  readonly naming: { file: string; names: string[] }[];
  readonly cycles: string[][];
  readonly long: LongFunction[];
}

export function architectureReport(src: string): ArchitectureReport {
  const files = shippedSources(src);
  return {
    naming: filesNamingAFormat(src, files),
    cycles: importCycles(importGraph(files)),
    long: longFunctions(files),
  };
}
