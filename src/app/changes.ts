/**
 * An in-process change feed: who wants to hear that a competition's log grew (open pages via
 * server-sent events, caches). The PostgreSQL store bridges it across servers.
 */
export interface ChangeFeed {
  subscribe(listener: (competitionId: string, lastSeq: number) => void): () => void;
  publish(competitionId: string, lastSeq: number): void;
}

export function localChangeFeed(): ChangeFeed {
  const listeners = new Set<(competitionId: string, lastSeq: number) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(competitionId, lastSeq) {
      for (const l of listeners) l(competitionId, lastSeq);
    },
  };
}
