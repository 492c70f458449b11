/**
 * The JSON form of a season's history; every error names its line (jsonc-parser keeps offsets).
 *
 * ```json
 * { "players": [{ "id": "anna", "name": "Anna", "rating": 1850, "group": "A", "joined": 1, "entry": "120" }],
 *   "rounds": [{ "round": 1, "date": "2025-09-04",
 *                "games": [{ "white": "anna", "black": "bram", "result": "1-0" }],
 *                "bye": "eva", "unpaired": [], "absent": [{ "player": "frits", "kind": "notice" }] }] }
 * ```
 */
import { getNodeValue, type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { err, type Refusal, type Result } from '../../core/types.js';
import type { KeizerConfig } from './config.js';
import {
  type ImportedSeason,
  inFileOrder,
  type Located,
  lineError,
  type SeasonPlayer,
  type SeasonRound,
  seasonFromDocument,
} from './import-season.js';

function lineIndex(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

const prop = (node: Node | undefined, key: string): Node | undefined =>
  node?.type === 'object'
    ? node.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1]
    : undefined;

export function parseSeasonJson(text: string, config: KeizerConfig): Result<ImportedSeason, Refusal[]> {
  const lineOf = lineIndex(text);
  const parseErrors: ParseError[] = [];
  const root = parseTree(text, parseErrors, { allowTrailingComma: true, disallowComments: false });
  if (parseErrors.length > 0 || !root) {
    return err(
      parseErrors.length > 0
        ? parseErrors.map((e) => lineError(lineOf(e.offset), `JSON syntax: ${printParseErrorCode(e.error)}`))
        : [lineError(1, 'the file is empty')],
    );
  }
  const errors: Refusal[] = [];
  const at = (node: Node | undefined) => lineOf(node?.offset ?? 0);
  const textOf = (node: Node | undefined, what: string, required = true): string | undefined => {
    if (node === undefined) {
      if (required) errors.push(lineError(at(root), `${what} is missing`));
      return undefined;
    }
    const v = getNodeValue(node);
    if (typeof v === 'string' || typeof v === 'number') return String(v);
    errors.push(lineError(at(node), `${what} must be text`));
    return undefined;
  };
  const num = (node: Node | undefined, what: string): number | undefined => {
    if (node === undefined) return undefined;
    const v = getNodeValue(node);
    if (typeof v === 'number') return v;
    errors.push(lineError(at(node), `${what} must be a number`));
    return undefined;
  };
  const list = (node: Node | undefined, what: string): Node[] => {
    if (node === undefined) return [];
    if (node.type === 'array') return node.children ?? [];
    errors.push(lineError(at(node), `${what} must be a list`));
    return [];
  };

  if (root.type !== 'object')
    return err([lineError(at(root), 'the document must be an object with "players" and "rounds"')]);
  const players: Located<SeasonPlayer>[] = list(prop(root, 'players'), '"players"').map((node) => {
    const rating = num(prop(node, 'rating'), 'rating');
    const group = textOf(prop(node, 'group'), 'group', false);
    const entry = textOf(prop(node, 'entry'), 'entry', false);
    return {
      line: at(node),
      value: {
        id: textOf(prop(node, 'id'), 'a player id') ?? '',
        name: textOf(prop(node, 'name'), 'a player name') ?? '',
        joined: num(prop(node, 'joined'), 'joined') ?? 1,
        ...(rating !== undefined ? { rating } : {}),
        ...(group ? { group } : {}),
        ...(entry ? { entry } : {}),
      },
    };
  });
  const rounds: Located<SeasonRound>[] = list(prop(root, 'rounds'), '"rounds"').map((node) => {
    const single = (key: string) =>
      prop(node, key) === undefined || getNodeValue(prop(node, key) as Node) === null
        ? []
        : [{ line: at(prop(node, key)), value: textOf(prop(node, key), key) ?? '' }];
    return {
      line: at(node),
      value: {
        round: num(prop(node, 'round'), 'round') ?? 0,
        date: textOf(prop(node, 'date'), 'the round date') ?? '',
        games: list(prop(node, 'games'), 'games').map((g) => {
          const result = textOf(prop(g, 'result'), 'result', false);
          return {
            line: at(g),
            value: {
              white: textOf(prop(g, 'white'), 'white') ?? '',
              black: textOf(prop(g, 'black'), 'black') ?? '',
              ...(result ? { result } : {}),
            },
          };
        }),
        byes: single('bye'),
        unpaired: list(prop(node, 'unpaired'), 'unpaired').map((u) => ({
          line: at(u),
          value: textOf(u, 'unpaired') ?? '',
        })),
        absences: list(prop(node, 'absent'), 'absent').map((a) => ({
          line: at(a),
          value: {
            player: textOf(prop(a, 'player'), 'player') ?? '',
            kind: textOf(prop(a, 'kind'), 'kind') ?? '',
          },
        })),
      },
    };
  });
  if (errors.length > 0) return err(inFileOrder(errors));
  return seasonFromDocument({ players, rounds }, config);
}
