import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PersistentArray } from './persistent-array.js';

type Op = { kind: 'set'; index: number; value: number } | { kind: 'append'; value: number };

describe('PersistentArray (the players of a state, PYR-0 refolds)', () => {
  it('PYR-0 behaves like a copied array, and earlier versions never change', () => {
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), index: fc.nat(200), value: fc.integer() }),
      fc.record({ kind: fc.constant('append' as const), value: fc.integer() }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 100 }),
        fc.array(op, { maxLength: 80 }),
        (start, ops) => {
          let model = start.slice();
          let vec = PersistentArray.of(start);
          const versions: [number[], PersistentArray<number>][] = [[model, vec]];
          for (const o of ops) {
            if (o.kind === 'append') {
              model = [...model, o.value];
              vec = vec.append(o.value);
            } else if (o.index < model.length) {
              model = model.slice();
              model[o.index] = o.value;
              if (o.index % 3 === 0) vec = vec.with(o.index, o.value);
              else if (o.index % 3 === 1) vec = vec.withAll([o.index], [o.value]);
              else {
                const draft = vec.draft();
                draft.set(o.index, o.value - 1);
                expect(draft.get(o.index)).toBe(o.value - 1);
                draft.set(o.index, o.value);
                vec = draft.done();
              }
            }
            versions.push([model, vec]);
          }
          for (const [m, v] of versions) {
            expect(v.toArray()).toEqual(m);
            expect([...v]).toEqual(m);
            expect(v.length).toBe(m.length);
            expect(v.get(m.length)).toBeUndefined();
          }
        },
      ),
    );
  });
});
