/**
 * `PairingGraph.setTriangleById` and `setOrderedTriangle` against `set`: a window's weights set by
 * their ids into the round's table must reach the matcher as the same weights in the same order
 * (the pairs of the current matching first, then row by row; less their top field in a local
 * graph, whole once the graph is full), so that every solve gives the same partners. Random
 * windows of a local graph, fixed pairs between them, and a turn to the full graph part of the way.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test-support/properties.js';
import { PairingGraph } from './graph.js';
import type { Completion } from './weights.js';

const LOW = 12n;

/** The pairs (r, c) of the triangle from row `from` in the order the graph sets them. */
function triangleOrder(
  partner: readonly number[],
  vertices: readonly number[],
  from: number,
): [number, number][] {
  const first: [number, number][] = [];
  const rest: [number, number][] = [];
  for (let r = from; r < vertices.length; r++) {
    const c = vertices.indexOf(partner[vertices[r] as number] as number);
    if (c >= 0 && c < r) first.push([r, c]);
  }
  for (let r = from; r < vertices.length; r++)
    for (let c = 0; c < r; c++) if (!first.some(([fr, fc]) => fr === r && fc === c)) rest.push([r, c]);
  return [...first, ...rest];
}

describe('PairingGraph', () => {
  it('sets a triangle by weight ids as by weights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 14 }),
        fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 14, maxLength: 14 }),
        // The table: id 0 is no pair; the others above every top field, so that a window weight
        // (less its top field) is never negative.
        fc.array(fc.bigInt({ min: 4n << LOW, max: (4n << LOW) + 40n }), { minLength: 1, maxLength: 6 }),
        fc.array(
          fc.record({
            members: fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
            from: fc.nat(),
            ids: fc.array(fc.nat(), { minLength: 100, maxLength: 100 }),
            ordered: fc.boolean(),
            term: fc.array(fc.bigInt({ min: -20n, max: 20n }), { minLength: 14, maxLength: 14 }),
            fix: fc.boolean(),
            full: fc.boolean(),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (n, parts, table, steps) => {
          const values = [0n, ...table];
          const top: Completion = {
            part: Uint8Array.from(parts.slice(0, n)),
            fields: [1n << LOW, 2n << LOW, 3n << LOW],
          };
          const byWeight = new PairingGraph(n, top);
          const byId = new PairingGraph(n, top);
          const fixed = new Array<boolean>(n).fill(false);
          for (const step of steps) {
            const vertices = [...Array(n).keys()].filter((v) => step.members[v] && !fixed[v]);
            if (vertices.length < 2) continue;
            const from = step.ordered ? 0 : step.from % vertices.length;
            const id = (r: number, c: number): number =>
              (step.ids[(r * 7 + c) % step.ids.length] as number) % values.length;
            const at = (k: number): number => vertices[k] as number;
            for (const [r, c] of triangleOrder(byWeight.partner, vertices, from)) {
              const w = values[id(r, c)] as bigint;
              if (!step.ordered) byWeight.set(at(r), at(c), w);
              else byWeight.set(at(c), at(r), w === 0n ? 0n : w + (step.term[c] as bigint));
            }
            if (step.ordered) byId.setOrderedTriangle(vertices, id, values, step.term);
            else byId.setTriangleById(vertices, from, id, values);
            if (byWeight.local) {
              byWeight.activate(vertices);
              byId.activate(vertices);
            }
            if (step.full) {
              const weightOf = (u: number, v: number): bigint =>
                values[(u * 3 + v) % values.length] as bigint;
              byWeight.toFull(weightOf);
              byId.toFull(weightOf);
            }
            const partner = [...byWeight.solve()];
            expect(byId.solve()).toEqual(partner);
            const v = vertices[0] as number;
            const u = partner[v] as number;
            if (step.fix && u !== v && u !== byWeight.rest) {
              byWeight.fix(v, u);
              byId.fix(v, u);
              fixed[v] = fixed[u] = true;
            }
          }
        },
      ),
      { numRuns: runs(300), seed: 28 },
    );
  });
});
