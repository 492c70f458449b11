/** The championship's manifest in the one list of formats (formats/catalog.ts, formats/manifest.ts). */
import type { FormatManifest, SnapshotClass } from '../manifest.js';
import type { Round } from './state.js';

export const manifest: FormatManifest = {
  name: 'championship',
  rules: async () => (await import('./index.js')).championship,
  demos: async () => (await import('./demo.js')).demos,
  mail: async () => (await import('./mail/index.js')).championshipMail,
  tools: 'tools of the championship format (tsh interchange, SD-17)',
  snapshotClasses: async () => {
    const state = await import('./state.js');
    const round: SnapshotClass<Round> = {
      name: 'championship Round',
      prototype: state.Round.prototype,
      encode: ({ round, seq, method, pairings, slot, recorded, chunks }) => ({
        round,
        seq,
        method,
        pairings,
        slot,
        recorded,
        chunks,
      }),
      decode: (fields) => {
        const f = fields as Round;
        return new state.Round(f.round, f.seq, f.method, f.pairings, f.slot, f.recorded, f.chunks);
      },
    };
    return [round as SnapshotClass<object>];
  },
};
