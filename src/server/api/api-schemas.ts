/**
 * The JSON API's routes as OpenAPI 3.1 route definitions (`@hono/zod-openapi`): paths,
 * parameters and response schemas in one place, so that `/api/openapi.json` is generated from the
 * very definitions the routes are registered with. Handlers are in api.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { momentSchema } from '../../core/events.js';
import { API_VIEW_IDS } from './api-views.js';

/** The body of `POST /competitions/{id}/commands`. */
export const commandRequest = z.strictObject({
  command: z.record(z.string(), z.unknown()),
  at: momentSchema.optional(),
  seen: z.string().max(200).optional().meta({
    description:
      "For a result: the game's result as the caller last saw it (`''`: none, else as GET /events writes it: `1-0`, a winner's id). When the game's result has changed since, the command is refused with 409 `ERR_RESULT_CHANGED` naming both (`params.current`, `params.seen`) instead of replacing a result the caller never saw; send it again with the new `seen` to correct it. Absent: not checked (a result on a game with one is a correction, its event `supersedes` the old).",
  }),
});

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'ERR_NO_SUCH_COMPETITION' }),
      message: z.string(),
      path: z.string().optional(),
      params: z
        .record(z.string(), z.union([z.string(), z.number()]))
        .optional()
        .openapi({ description: 'The values the message names (ERR_RESULT_CHANGED: `current`, `seen`)' }),
    }),
  })
  .openapi('Error');

const ERROR_TEXTS = {
  400: 'Invalid input (the code says what, `path` where)',
  401: 'Not signed in, or the API token is invalid',
  403: 'Not allowed for the caller',
  404: 'No such competition (also for one the caller may not see)',
  409: 'Someone else wrote first (ERR_RESULT_CHANGED: the game has another result than `seen`); try again',
  422: 'Refused by the rules (the code and message say why)',
  429: 'Too many requests from this client (live streams, sign-ins); try again later',
} as const;

type ErrorStatus = keyof typeof ERROR_TEXTS;

/** The error answers of a route: those named, and 401 (a bad API token) and 429, which every route may give. */
const errors = <S extends ErrorStatus>(...named: S[]) =>
  Object.fromEntries(
    [...new Set<ErrorStatus>([...named, 401, 429])]
      .sort()
      .map((s) => [
        s,
        { description: ERROR_TEXTS[s], content: { 'application/json': { schema: errorSchema } } },
      ]),
  ) as unknown as {
    [K in S]: { description: string; content: { 'application/json': { schema: typeof errorSchema } } };
  };

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const moment = z
  .string()
  .openapi({ example: '2026-03-27T10:15:00+01:00', description: 'A moment (ISO 8601 with offset)' });

/** The `asOf` of an answer (api-as-of.ts `reportedAsOf`). */
const answerAsOf = z.string().openapi({
  description:
    'The moment the answer is for: the `asOf` asked for, else the moment of the last event in effect (not the time of the request, so the ETag stays while nothing changes; deadlines passed since then and pairings published since then are shown all the same)',
  example: '2026-03-27T10:15:00+01:00',
});

const idParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: 'demo-round-robin' }),
});

/** Every route takes `lang` (the middleware reads it before the route, server/http/middleware.ts). */
const langQuery = z.object({
  lang: z.string().optional().openapi({
    description:
      'The language of texts in the answer (column labels, messages, errors): en, de or nl; otherwise the cookie or Accept-Language decides',
    example: 'de',
  }),
});

const asOfQuery = langQuery.extend({
  asOf: z.string().optional().openapi({
    description:
      "Show the competition as of this moment (default: now): a moment with an offset (2026-03-27T10:15:00Z), a date and time in the club's zone (2026-03-27T19:30), or a date (2026-03-27: the end of that day in the club's zone)",
    example: '2026-03-27T10:15:00Z',
  }),
});

const pageQuery = langQuery.extend({
  limit: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .openapi({ description: 'How many competitions one page holds (1 to 200, default 20)', example: '20' }),
  after: z.string().optional().openapi({
    description:
      'The page after this competition (the id the Link header names with rel="next"); the first page without',
    example: 'desc-pyramid-2026',
  }),
  before: z.string().optional().openapi({
    description: 'The page before this competition (the id the Link header names with rel="prev")',
    example: 'desc-pyramid-2026',
  }),
});

const competitionSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    format: z.string(),
    preset: z.string(),
    createdAt: moment,
    published: z.boolean(),
  })
  .openapi('CompetitionSummary');

const participantName = z.object({ id: z.string(), name: z.string() });

const competition = z
  .object({
    id: z.string(),
    name: z.string(),
    format: z.string(),
    preset: z.string(),
    config: z.unknown(),
    createdAt: moment,
    published: z.boolean(),
    participants: z.array(participantName),
    events: z.number().int().openapi({ description: 'How many events the log holds' }),
    you: z.object({ director: z.boolean(), participantId: z.string().nullable() }),
  })
  .openapi('Competition');

const standings = z
  .object({
    asOf: answerAsOf,
    columns: z.array(z.object({ id: z.string(), label: z.string() })),
    rows: z.array(
      z
        .object({ place: z.number().int(), tied: z.boolean(), participantId: z.string(), name: z.string() })
        .catchall(z.unknown())
        .openapi({ description: 'One row; the other members are the columns by id (display text)' }),
    ),
    notes: z.array(z.string()),
  })
  .openapi('Standings');

const pairing = z.object({
  board: z.number().int().optional(),
  first: z.string(),
  firstName: z.string(),
  second: z.string().nullable().openapi({ description: 'null for a bye' }),
  secondName: z.string(),
  result: z.string().optional(),
  note: z.string().optional(),
});

const rounds = z
  .object({
    asOf: answerAsOf,
    rounds: z.array(
      z.object({
        id: z.string(),
        label: z.string(),
        status: z.enum(['planned', 'paired', 'playing', 'complete']),
        at: moment.optional(),
        publishedAt: moment.optional(),
        pairings: z.array(pairing),
      }),
    ),
  })
  .openapi('Rounds');

const due = z
  .object({
    asOf: answerAsOf,
    due: z.array(
      z.object({
        code: z.string(),
        severity: z.enum(['info', 'due', 'overdue']),
        due: moment,
        participants: z.array(z.string()),
        message: z.string(),
      }),
    ),
  })
  .openapi('Due');

const outcome = z.object({
  status: z.enum(['applied', 'ineffective', 'rejected']),
  code: z.string().optional(),
  message: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  effects: z.array(z.string()).optional(),
});

const event = z
  .object({
    seq: z.number().int().openapi({ description: 'The sequence number in the log (1, 2, 3 …)' }),
    at: moment,
    recordedAt: moment,
    type: z.string().openapi({ example: 'ResultReported' }),
    payload: z.record(z.string(), z.unknown()).openapi({
      description:
        "The event's data as stored (a participant's public name only for the public); the fields per type are in docs/competition-document.md",
    }),
    actor: z.string().optional().openapi({ description: 'Who recorded it (directors only)' }),
    supersedes: z
      .array(z.number().int())
      .optional()
      .openapi({ description: 'The sequence numbers of the events this one corrects or voids' }),
    reason: z.string().optional(),
    supersededBy: z.number().int().optional().openapi({ description: 'The event that corrected this one' }),
    outcome,
  })
  .openapi('Event');

const events = z.array(event).openapi('Events');

const viewList = z
  .object({
    views: z.array(z.object({ id: z.string(), summary: z.string(), href: z.string() })),
  })
  .openapi('ViewList');

const formatView = z
  .object({
    asOf: answerAsOf,
    view: z.string(),
    names: z.record(z.string(), z.string()).openapi({
      description: 'The name the caller may see of every participant id (aliases for the public)',
    }),
    data: z.unknown().openapi({
      description:
        'The view as the pages draw it; participants by id, exact numbers as text ("71/2"), null where the competition has nothing to show',
    }),
  })
  .openapi('FormatView');

const calendarText = {
  description: 'An iCalendar feed (RFC 5545); moments in the club’s time zone (TZID)',
  content: { 'text/calendar': { schema: z.string() } },
};

export const routes = {
  me: createRoute({
    method: 'get',
    path: '/me',
    tags: ['account'],
    summary: 'Who is asking: the signed-in person (with the CSRF token for a session), or signedIn false',
    request: { query: langQuery },
    responses: {
      200: json(
        z
          .object({
            signedIn: z.boolean(),
            id: z.string().optional(),
            name: z.string().optional(),
            email: z.string().optional(),
            csrf: z.string().optional(),
          })
          .openapi('Me'),
        'The caller (never stored: Cache-Control no-store)',
      ),
      ...errors(),
    },
  }),
  competitions: createRoute({
    method: 'get',
    path: '/competitions',
    tags: ['competitions'],
    summary: 'The competitions the caller may see, a page at a time (in order of creation, then id)',
    request: { query: pageQuery },
    responses: {
      200: {
        ...json(z.array(competitionSummary), 'One page of the competitions'),
        headers: {
          Link: {
            description:
              'The neighbouring pages (RFC 8288): `</api/competitions?after=…>; rel="next"`, `…; rel="prev"`; absent on a list of one page',
            schema: { type: 'string' },
          },
        },
      },
      ...errors(400),
    },
  }),
  competition: createRoute({
    method: 'get',
    path: '/competitions/{id}',
    tags: ['competitions'],
    summary: 'A competition: configuration, participants (public names for the public), size of the log',
    request: { params: idParams, query: asOfQuery },
    responses: { 200: json(competition, 'The competition'), ...errors(400, 404) },
  }),
  standings: createRoute({
    method: 'get',
    path: '/competitions/{id}/standings',
    tags: ['competitions'],
    summary: 'The standings (generic table)',
    request: { params: idParams, query: asOfQuery },
    responses: { 200: json(standings, 'The standings'), ...errors(400, 404) },
  }),
  rounds: createRoute({
    method: 'get',
    path: '/competitions/{id}/rounds',
    tags: ['competitions'],
    summary: 'Rounds and pairings; the public sees a pairing from its publication on (KZ-12)',
    request: { params: idParams, query: asOfQuery },
    responses: { 200: json(rounds, 'The rounds'), ...errors(400, 404) },
  }),
  due: createRoute({
    method: 'get',
    path: '/competitions/{id}/due',
    tags: ['competitions'],
    summary: 'What is due: every item for directors, their own for players',
    request: { params: idParams, query: asOfQuery },
    responses: { 200: json(due, 'The due items'), ...errors(400, 403, 404) },
  }),
  events: createRoute({
    method: 'get',
    path: '/competitions/{id}/events',
    tags: ['competitions'],
    summary: 'The log: every event the caller may see, superseded ones marked, a page at a time',
    description:
      'Events in sequence order, `limit` (default 200, at most 1000) after the cursor `after` (a sequence number; 0 or none: from the start). While more follow, the answer has a `Link` header with `rel="next"`: the address of the next page (`after` the last sequence number of this one).',
    request: {
      params: idParams,
      query: asOfQuery.extend({
        limit: z
          .string()
          .regex(/^([1-9]\d{0,2}|1000)$/, 'limit is a whole number from 1 to 1000')
          .optional()
          .openapi({ description: 'Events per page (1–1000, default 200)', example: '100' }),
        after: z
          .string()
          .regex(/^(0|[1-9]\d{0,8})$/, 'after is the sequence number of the last event already read')
          .optional()
          .openapi({ description: 'The cursor: only events with a higher sequence number', example: '0' }),
      }),
    },
    responses: {
      200: {
        ...json(events, 'A page of events'),
        headers: z.object({
          Link: z.string().optional().openapi({
            description: 'The next page: `</api/competitions/{id}/events?after=200&limit=200>; rel="next"`',
          }),
        }),
      },
      ...errors(400, 404),
    },
  }),
  views: createRoute({
    method: 'get',
    path: '/competitions/{id}/views',
    tags: ['views'],
    summary: "The format's own views this competition has for the caller",
    request: { params: idParams, query: langQuery },
    responses: { 200: json(viewList, 'The views'), ...errors(404) },
  }),
  view: createRoute({
    method: 'get',
    path: '/competitions/{id}/views/{view}',
    tags: ['views'],
    summary: "One of the format's own views (the pyramid, the crosstable, the bracket …) as JSON",
    description: `View ids by format are listed by \`/competitions/{id}/views\`; all ids: ${API_VIEW_IDS.join(', ')}.`,
    request: {
      params: idParams.extend({
        view: z.string().openapi({ param: { name: 'view', in: 'path' }, example: 'crosstable' }),
      }),
      query: asOfQuery.extend({
        participant: z.string().optional().openapi({ description: "A participant id (a player's view)" }),
        round: z
          .string()
          .regex(/^[1-9]\d{0,3}$/, 'a round is a positive whole number')
          .optional()
          .openapi({ description: 'A round or evening number' }),
      }),
    },
    responses: { 200: json(formatView, 'The view'), ...errors(400, 404) },
  }),
  command: createRoute({
    method: 'post',
    path: '/competitions/{id}/commands',
    tags: ['competitions'],
    summary:
      'Issue a command (directors: any; players: those acting for them); `at` (directors) enters it late',
    request: {
      params: idParams,
      query: langQuery,
      body: {
        description:
          "The command; for directors, the moment it took effect; for a result, the game's result the caller saw (`seen`)",
        // A plain JSON Schema: the handler reads the body itself, so that every error keeps its own code.
        content: { 'application/json': { schema: z.toJSONSchema(commandRequest, { io: 'input' }) as never } },
      },
    },
    responses: {
      201: json(
        z
          .object({
            events: z.array(event).openapi({ description: 'The events written, as GET /events shows them' }),
            impact: z
              .array(z.unknown())
              .openapi({ description: 'What the events changed (format-specific)' }),
          })
          .openapi('Decision'),
        'The events written and what they changed',
      ),
      ...errors(400, 401, 403, 404, 409, 422),
    },
  }),
  live: createRoute({
    method: 'get',
    path: '/competitions/{id}/live',
    tags: ['competitions'],
    summary: 'Server-sent events: `event: change` with `{ "lastSeq": n }` whenever the log grows',
    request: { params: idParams, query: langQuery },
    responses: {
      200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
      ...errors(404),
    },
  }),
  competitionCalendar: createRoute({
    method: 'get',
    path: '/competitions/{id}/calendar.ics',
    tags: ['calendars'],
    summary: "The competition's calendar: evenings and rounds, public deadlines",
    request: { params: idParams, query: langQuery },
    responses: { 200: calendarText, ...errors(404) },
  }),
  playerCalendar: createRoute({
    method: 'get',
    path: '/calendars/{token}',
    tags: ['calendars'],
    summary:
      "A person's calendar: every competition they play in, with their own deadlines; the secret address is made and revoked on the account page",
    request: {
      params: z.object({ token: z.string().openapi({ param: { name: 'token', in: 'path' } }) }),
      query: langQuery,
    },
    responses: { 200: calendarText, ...errors(404) },
  }),
  downloads: createRoute({
    method: 'get',
    path: '/competitions/{id}/downloads',
    tags: ['downloads'],
    summary:
      'The files the caller may download (CSV of the tables, TRF, tsh, PGN, the document), with addresses',
    request: { params: idParams, query: langQuery },
    responses: {
      200: json(
        z
          .array(
            z.object({
              name: z.string().openapi({ example: 'standings.csv' }),
              title: z.string(),
              contentType: z.string(),
              page: z.string().openapi({ description: 'The page (tab) whose table it is' }),
              href: z.string(),
            }),
          )
          .openapi('Downloads'),
        'The downloads',
      ),
      ...errors(404),
    },
  }),
  download: createRoute({
    method: 'get',
    path: '/competitions/{id}/downloads/{name}',
    tags: ['downloads'],
    summary:
      'One download as a file (Content-Disposition: attachment); `?bom=1` puts a UTF-8 byte-order mark before a CSV, `?lang=` chooses the headings',
    request: {
      params: idParams.extend({
        name: z.string().openapi({ param: { name: 'name', in: 'path' }, example: 'standings.csv' }),
      }),
      query: asOfQuery.extend({
        bom: z.enum(['1']).optional().openapi({ description: 'A byte-order mark first (for Excel)' }),
      }),
    },
    responses: {
      200: {
        description:
          'The file: CSV (RFC 4180, header row), TRF-2026, tsh .t, PGN or the competition document',
        content: {
          'text/csv': { schema: z.string() },
          'text/plain': { schema: z.string() },
          'application/vnd.chess-pgn': { schema: z.string() },
          'application/json': { schema: z.unknown() },
        },
      },
      ...errors(400, 404),
    },
  }),
  reference: createRoute({
    method: 'get',
    path: '/reference',
    tags: ['description'],
    summary: 'This description as a readable page',
    request: { query: langQuery },
    responses: {
      200: { description: 'HTML', content: { 'text/html': { schema: z.string() } } },
      ...errors(),
    },
  }),
} as const;

/** The description of `/openapi.json` itself (the document is made by `doc31`). */
export const documentRoute = createRoute({
  method: 'get',
  path: '/openapi.json',
  tags: ['description'],
  summary: 'This description (OpenAPI 3.1)',
  request: { query: langQuery },
  responses: { 200: json(z.record(z.string(), z.unknown()), 'The OpenAPI document'), ...errors() },
});
