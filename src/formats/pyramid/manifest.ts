/** The pyramid's manifest in the one list of formats (formats/catalog.ts, formats/manifest.ts). */
import type { FormatManifest, SnapshotClass } from '../manifest.js';
import type { PersistentArray } from './persistent-array.js';

export const manifest: FormatManifest = {
  name: 'pyramid',
  rules: async () => (await import('./index.js')).pyramid,
  demos: async () => (await import('./demo.js')).demos,
  mail: async () => (await import('./mail/index.js')).pyramidMail,
  trf: async () => (await import('./trf.js')).pyramidTrf,
  tools:
    'pyramid tools: the pyramid, challenges, eligibility, waiting lists, due list, review, rating export',
  snapshotClasses: async () => {
    const { PersistentArray: Class } = await import('./persistent-array.js');
    const array: SnapshotClass<PersistentArray<unknown>> = {
      name: 'PersistentArray',
      prototype: Class.prototype,
      encode: (value) => value.toArray(),
      decode: (fields) => Class.of(fields as unknown[]),
    };
    return [array as SnapshotClass<object>];
  },
};
