/**
 * Forms for commands, generated from the commands' zod schemas, so every command of every format
 * can be issued from the web (formats may add friendlier forms of their own). Participant fields
 * (schemas tagged `kind: 'participant'`) become choices of the roster; enums become choices;
 * numbers, booleans, moments and texts become the matching inputs; nested objects and tuples use
 * dotted names (`players.0`). A nullable field offers the choice `_null` (never an id) for null;
 * an empty field is always "not given", so forgetting to choose never means null. A union of
 * differently shaped alternatives (a game result) is entered as JSON.
 * `parseCommandForm` turns a submitted form back into a raw command for validation.
 */
import { z } from 'zod';
import { commandVariants, defOf, type Schema } from '../app/command-schema.js';
import type { Translate } from '../app/i18n.js';
import { type Audience, nameOf } from '../app/present.js';
import type { AnyFormat } from '../core/format.js';
import { participantIdSchema, type Roster } from '../core/participant.js';
import { Csrf, type FieldErrors } from './forms.js';

/** The choice that means null in a nullable field. */
export const NULL_CHOICE = '_null';

/**
 * Strips optional/default/nullable/pipe wrappers. `optional` says the field may be left empty;
 * `nullable` that it may be null.
 */
function unwrap(schema: Schema): { schema: Schema; optional: boolean; nullable: boolean } {
  let s = schema;
  let optional = false;
  let nullable = false;
  for (;;) {
    const def = defOf(s);
    if (
      (def.type === 'optional' ||
        def.type === 'default' ||
        def.type === 'nullable' ||
        def.type === 'prefault') &&
      def.innerType
    ) {
      if (def.type === 'nullable') nullable = true;
      else optional = true;
      s = def.innerType;
    } else if (def.type === 'pipe') {
      // A preprocessed field (`z.preprocess(normalize, z.enum(…))`) shows as its output type.
      const pipe = def as unknown as { in: Schema; out: Schema };
      s = defOf(pipe.in).type === 'transform' ? pipe.out : pipe.in;
    } else return { schema: s, optional, nullable };
  }
}

const isParticipant = (s: Schema): boolean =>
  (z.globalRegistry.get(s as z.ZodType) as { kind?: string } | undefined)?.kind === 'participant';

const humanize = (name: string): string =>
  name
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .trim();

export const fieldLabel = (t: Translate, name: string): string => {
  const key = `field.${name.split('.').pop()}`;
  const text = t(key);
  return text === key ? humanize(name.split('.').pop() ?? name) : text;
};

export const commandLabel = (t: Translate, type: string): string => {
  const key = `command.${type}`;
  const text = t(key);
  return text === key ? humanize(type) : text;
};

interface FormContext {
  /** The command type, so that field ids are unique on a page with many forms. */
  readonly form: string;
  readonly t: Translate;
  readonly roster: Roster;
  readonly audience: Audience;
  readonly errors: FieldErrors;
  readonly values: Readonly<Record<string, string | string[]>>;
  /** The player's own participant, preselected in participant fields. */
  readonly self?: string;
}

function FieldFor({
  name,
  schema,
  ctx,
  label: givenLabel,
}: {
  name: string;
  schema: Schema;
  ctx: FormContext;
  label?: string;
}) {
  const unwrapped = unwrap(schema);
  const s = unwrapped.schema;
  // A seed left empty is drawn by the app (and recorded), so it is never required here.
  const optional = unwrapped.optional || name === 'seed';
  const def = defOf(s);
  const id = `c-${ctx.form}-${name.replace(/\./g, '-')}`;
  const label = givenLabel ?? fieldLabel(ctx.t, name);
  const error = ctx.errors[name];
  const value = ctx.values[name];
  const common = {
    id,
    name,
    ...(optional ? {} : { required: true }),
    ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
  };
  const roster = [...ctx.roster.values()].sort((a, b) => a.name.localeCompare(b.name));
  let input: unknown;
  if (def.type === 'object' && def.shape) {
    return (
      <fieldset>
        <legend>{label}</legend>
        {Object.entries(def.shape).map(([k, v]) => (
          <FieldFor name={`${name}.${k}`} schema={v} ctx={ctx} />
        ))}
      </fieldset>
    );
  }
  if (def.type === 'tuple' && def.items) {
    return (
      <fieldset {...(error ? { 'aria-describedby': `${id}-error` } : {})}>
        <legend>{label}</legend>
        {def.items.map((item, i) => (
          <FieldFor name={`${name}.${i}`} schema={item} ctx={ctx} label={`${label} ${i + 1}`} />
        ))}
        {error ? (
          <p id={`${id}-error`} class="field-error">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  }
  if (isParticipant(s)) {
    const selected = typeof value === 'string' ? value : ctx.self;
    input = (
      <select {...common}>
        <option value="">—</option>
        {unwrapped.nullable ? (
          <option value={NULL_CHOICE} {...(value === NULL_CHOICE ? { selected: true } : {})}>
            {ctx.t('form.none')}
          </option>
        ) : null}
        {roster.map((p) => (
          <option value={p.id} {...(p.id === selected ? { selected: true } : {})}>
            {nameOf(ctx.roster, p.id, ctx.audience)}
          </option>
        ))}
      </select>
    );
  } else if (def.type === 'array' && def.element && isParticipant(unwrap(def.element).schema)) {
    const chosen = new Set(Array.isArray(value) ? value : value ? [value] : []);
    input = (
      <select {...common} multiple size={Math.min(8, roster.length)}>
        {roster.map((p) => (
          <option value={p.id} {...(chosen.has(p.id) ? { selected: true } : {})}>
            {nameOf(ctx.roster, p.id, ctx.audience)}
          </option>
        ))}
      </select>
    );
  } else if (def.type === 'enum' || (def.type === 'literal' && (def.values?.length ?? 0) > 1)) {
    const options = def.type === 'enum' ? Object.values(def.entries ?? {}) : (def.values ?? []).map(String);
    input = (
      <select {...common}>
        {optional ? <option value="">—</option> : null}
        {options.map((o) => (
          <option value={o} {...(o === value ? { selected: true } : {})}>
            {o}
          </option>
        ))}
      </select>
    );
  } else if (def.type === 'boolean') {
    input = (
      <input
        type="checkbox"
        id={id}
        name={name}
        value="true"
        {...(value === 'true' ? { checked: true } : {})}
      />
    );
  } else if (def.type === 'number') {
    input = (
      <input
        type="number"
        inputmode="decimal"
        step="any"
        {...common}
        {...(typeof value === 'string' ? { value } : {})}
      />
    );
  } else if (def.type === 'array') {
    input = (
      <textarea {...common} rows={3} placeholder={ctx.t('form.onePerLine')}>
        {Array.isArray(value) ? value.join('\n') : (value ?? '')}
      </textarea>
    );
  } else if (def.type === 'union') {
    // Alternatives of different shapes (a result that is a game or a no-show) are entered as JSON.
    input = (
      <textarea {...common} rows={3} placeholder="{ }">
        {typeof value === 'string' ? value : ''}
      </textarea>
    );
  } else if (/reason|note|text|move|comment/i.test(name)) {
    input = (
      <textarea {...common} rows={2}>
        {typeof value === 'string' ? value : ''}
      </textarea>
    );
  } else {
    input = <input type="text" {...common} {...(typeof value === 'string' ? { value } : {})} />;
  }
  return (
    <div class="field">
      <label for={id}>
        {label}
        {optional ? <span class="muted small"> ({ctx.t('form.optional')})</span> : null}
      </label>
      {def.type === 'union' ? <div class="small muted">{ctx.t('form.json')}</div> : null}
      {input}
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CommandForm(props: {
  t: Translate;
  action: string;
  csrf: string;
  type: string;
  shape: Record<string, Schema>;
  roster: Roster;
  audience: Audience;
  errors?: FieldErrors;
  values?: Readonly<Record<string, string | string[]>>;
  self?: string;
  /** Directors may enter a command late, at its own moment. */
  allowMoment: boolean;
}) {
  const ctx: FormContext = {
    form: props.type,
    t: props.t,
    roster: props.roster,
    audience: props.audience,
    errors: props.errors ?? {},
    values: props.values ?? {},
    ...(props.self ? { self: props.self } : {}),
  };
  return (
    <form method="post" action={props.action} class="command" id={`cmd-${props.type}`} novalidate>
      <Csrf token={props.csrf} />
      <input type="hidden" name="type" value={props.type} />
      {Object.entries(props.shape)
        .filter(([k]) => k !== 'type')
        .map(([k, v]) => (
          <FieldFor name={k} schema={v} ctx={ctx} />
        ))}
      {props.allowMoment ? (
        <div class="field">
          <label for={`c-${props.type}-at`}>
            {props.t('form.moment')} <span class="muted small">({props.t('form.optional')})</span>
          </label>
          <div class="small muted">{props.t('form.momentHint')}</div>
          <input
            id={`c-${props.type}-at`}
            name="_at"
            type="text"
            placeholder="2026-03-02T18:00:00+01:00"
            value={typeof ctx.values._at === 'string' ? ctx.values._at : ''}
          />
          {ctx.errors._at ? <p class="field-error">{ctx.errors._at}</p> : null}
        </div>
      ) : null}
      <button type="submit">{commandLabel(props.t, props.type)}</button>
    </form>
  );
}

/** JSON for a union field; text that is no JSON stays text, for the schema to refuse. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text.trim();
  }
}

/** Rebuilds a raw command from submitted form fields, by the command's schema. */
export function parseCommandForm(
  variants: readonly { type: string; shape: Record<string, Schema> }[],
  form: Readonly<Record<string, string | string[]>>,
): { type: string; [k: string]: unknown } | undefined {
  const type = typeof form.type === 'string' ? form.type : undefined;
  const variant = variants.find((v) => v.type === type);
  if (!variant || !type) return undefined;
  const build = (shape: Record<string, Schema>, prefix: string): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(shape)) {
      if (key === 'type' && prefix === '') continue;
      const name = prefix ? `${prefix}.${key}` : key;
      const { schema: s, optional, nullable } = unwrap(schema);
      const def = defOf(s);
      const raw = form[name];
      if (def.type === 'object' && def.shape) {
        const inner = build(def.shape, name);
        if (Object.keys(inner).length > 0 || !optional) out[key] = inner;
        continue;
      }
      if (def.type === 'tuple' && def.items) {
        out[key] = Object.values(build(Object.fromEntries(def.items.map((item, i) => [i, item])), name));
        continue;
      }
      if (def.type === 'array') {
        const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/\r?\n/) : [];
        const cleaned = items.map((x) => x.trim()).filter(Boolean);
        if (cleaned.length > 0 || !optional) out[key] = cleaned;
        continue;
      }
      const text = Array.isArray(raw) ? raw[0] : raw;
      if (def.type === 'boolean') {
        if (text !== undefined || !optional) out[key] = text === 'true';
        continue;
      }
      if (text === undefined || text.trim() === '') {
        if (!optional) out[key] = undefined;
        continue;
      }
      if (nullable && text === NULL_CHOICE) {
        out[key] = null;
        continue;
      }
      if (def.type === 'union') {
        out[key] = parseJson(text);
        continue;
      }
      out[key] =
        def.type === 'number' && /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : text.trim();
    }
    return out;
  };
  return { type, ...build(variant.shape, '') };
}

/**
 * The command variants of a format that an actor may use from the web. `attributes` are the
 * participant attributes the format reads (a shogi rank …), offered when registering or updating.
 */
export function variantsFor(format: AnyFormat, isDirector: boolean, attributes: readonly string[] = []) {
  const core = isDirector ? commandVariants(coreForms(attributes)) : [];
  const own = commandVariants(format.commandSchema as Schema).filter(
    (v) =>
      isDirector || (format.policies as Record<string, { kind: string }>)[v.type]?.kind === 'participant',
  );
  return [...own, ...core];
}

function coreForms(attributes: readonly string[]): Schema {
  const extra =
    attributes.length === 0
      ? {}
      : {
          attributes: z
            .strictObject(Object.fromEntries(attributes.map((a) => [a, z.string().optional()])))
            .optional(),
        };
  return z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('RegisterParticipant'),
      participant: z.strictObject({
        name: z.string(),
        alias: z.string().optional(),
        rating: z.number().optional(),
        id: z.string().optional(),
        ...extra,
      }),
    }),
    z.strictObject({
      type: z.literal('UpdateParticipant'),
      participant: z.strictObject({
        id: participantIdSchema,
        name: z.string(),
        alias: z.string().optional(),
        rating: z.number().optional(),
        ...extra,
      }),
    }),
    z.strictObject({ type: z.literal('VoidEvent'), seq: z.number(), reason: z.string() }),
  ]) as unknown as Schema;
}
