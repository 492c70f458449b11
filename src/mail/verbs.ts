/** What a mail can ask for, whatever its language: the verbs the readers (syntax.ts, prose.ts) find. */
export const VERBS = [
  'challenge',
  'confirm',
  'accept',
  'result',
  'no-show',
  'objection',
  'join-waiting',
  'leave-waiting',
  'join-eternal',
  'leave-eternal',
  'vacation',
  'absence',
  'appointment',
  'message',
] as const;
export type Verb = (typeof VERBS)[number];
