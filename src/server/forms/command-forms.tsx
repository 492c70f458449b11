/**
 * Forms for commands, generated from the commands' zod schemas through zod's public JSON Schema
 * (`z.toJSONSchema`), so every command of every format can be issued from the web (formats add
 * friendlier forms of their own, built from the same kit, form-kit.tsx). Participant fields
 * (schemas tagged `kind: 'participant'`) become choices of the roster; enums become choices named
 * in the reader's language (`choice.<value>`, command-names.ts); numbers (with a decimal comma
 * or point), booleans, moments and texts become the matching inputs; nested objects and tuples
 * use dotted names (`players.0`). A nullable field offers the choice `_null` (never an id) for
 * null; an empty field is always "not given", so forgetting to choose never means null. A union
 * of differently shaped alternatives (a game result), a list of objects or lists and a record are
 * entered as JSON.
 * `parseCommandForm` turns a submitted form back into a raw command for validation.
 */
import type { Child } from 'hono/jsx';
import { z } from 'zod';
import type { Schema } from '../../app/competitions/command-schema.js';
import { type Audience, nameOf } from '../../app/competitions/present.js';
import type { Translate } from '../../app/i18n.js';
import type { AnyFormat } from '../../core/format.js';
import { participantIdSchema, type Roster, SEXES, TITLES } from '../../core/participant.js';
import {
  CheckField,
  Field,
  CommandForm as Form,
  type FormValues,
  type FormView,
  formView,
  inputAttributes,
  NumberField,
  SelectField,
  TextArea,
  TextField,
} from './form-kit.js';
import { readNumber } from './form-reader.js';
import type { FieldErrors } from './forms.js';

/** The choice that means null in a nullable field. */
export const NULL_CHOICE = '_null';

/** A node of the JSON Schema that `z.toJSONSchema` writes for a command. */
export interface JsonNode {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonNode>>;
  readonly required?: readonly string[];
  readonly items?: JsonNode | false;
  readonly prefixItems?: readonly JsonNode[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonNode[];
  readonly oneOf?: readonly JsonNode[];
  readonly default?: unknown;
  /** Our own metadata: `participant` for a participant id. */
  readonly kind?: string;
}

/** One command of a format as a form: its type and the JSON Schema of its object. */
export interface CommandVariant {
  readonly type: string;
  readonly schema: JsonNode;
}

/** The variants of a command union (or of a single command schema), as JSON Schema. */
export function formVariants(schema: Schema): CommandVariant[] {
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonNode;
  return (json.oneOf ?? json.anyOf ?? [json]).flatMap((o) => {
    const type = o.properties?.type?.const;
    return typeof type === 'string' ? [{ type, schema: o }] : [];
  });
}

/** What a field is, read from its node: the input it becomes and how its value is read back. */
type Kind =
  | 'object'
  | 'tuple'
  | 'participant'
  | 'participants'
  | 'choice'
  | 'boolean'
  | 'number'
  | 'lines'
  | 'json'
  | 'text';

/** A field's node without the null alternative, and whether null is allowed. */
function nonNull(node: JsonNode): { node: JsonNode; nullable: boolean } {
  const alternatives = node.anyOf ?? node.oneOf;
  const others = alternatives?.filter((a) => a.type !== 'null');
  return alternatives && others?.length === 1 && others.length < alternatives.length
    ? {
        node: { ...others[0], ...(node.default !== undefined ? { default: node.default } : {}) },
        nullable: true,
      }
    : { node, nullable: false };
}

function kindOf(node: JsonNode): Kind {
  if (node.kind === 'participant') return 'participant';
  if (node.anyOf || node.oneOf) return 'json';
  if (node.enum) return 'choice';
  if (node.type === 'object') return node.properties ? 'object' : 'json';
  if (node.type === 'array' && node.prefixItems) return 'tuple';
  if (node.type === 'array') {
    const item = node.items || {};
    if (item.kind === 'participant') return 'participants';
    // A list of lists or objects (groups, drivers, targets) is entered as JSON; of texts or numbers, one a line.
    return item.type === 'object' || item.type === 'array' || item.anyOf || item.oneOf ? 'json' : 'lines';
  }
  if (node.type === 'boolean') return 'boolean';
  if (node.type === 'integer' || node.type === 'number') return 'number';
  return 'text';
}

/** A field of a form: its dotted name, node and whether it may stay empty. */
interface FormField {
  readonly name: string;
  readonly node: JsonNode;
  readonly kind: Kind;
  readonly optional: boolean;
  readonly nullable: boolean;
}

/** The fields of an object node, one level deep. */
function fieldsOf(node: JsonNode, prefix: string): FormField[] {
  return Object.entries(node.properties ?? {})
    .filter(([key]) => prefix !== '' || key !== 'type')
    .map(([key, raw]) => {
      const { node: inner, nullable } = nonNull(raw);
      const name = prefix ? `${prefix}.${key}` : key;
      // A seed left empty is drawn by the app (and recorded), so it is never required here.
      const optional = !(node.required ?? []).includes(key) || raw.default !== undefined || key === 'seed';
      return { name, node: inner, kind: kindOf(inner), optional, nullable };
    });
}

/** The items of a tuple node as fields `name.0`, `name.1` … */
const itemsOf = (field: FormField): FormField[] =>
  (field.node.prefixItems ?? []).map((raw, i) => {
    const { node, nullable } = nonNull(raw);
    return { name: `${field.name}.${i}`, node, kind: kindOf(node), optional: field.optional, nullable };
  });

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

/** An enum value in the reader's words (`choice.<value>`); the value itself only if it has none. */
export const choiceLabel = (t: Translate, value: string): string => {
  const key = `choice.${value}`;
  const text = t(key);
  return text === key ? value : text;
};

interface FormContext {
  readonly view: FormView;
  readonly t: Translate;
  readonly roster: Roster;
  readonly audience: Audience;
  /** The player's own participant, preselected in participant fields. */
  readonly self?: string | undefined;
}

const defaultOf = (node: JsonNode): string | undefined =>
  node.default === undefined || node.default === null ? undefined : String(node.default);

function Input({ field, ctx, label: given }: { field: FormField; ctx: FormContext; label?: string }): Child {
  const { view, t } = ctx;
  const { name, node, optional } = field;
  const label = given ?? fieldLabel(t, name);
  const labelled = (
    <>
      {label}
      {optional ? <span class="muted small"> ({t('form.optional')})</span> : null}
    </>
  );
  const required = !optional;
  const value = defaultOf(node);
  // What every input of the field has: its form, name, label and whether it must be filled.
  const base = { view, name, label: labelled, required };
  const people = [...ctx.roster.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p): [string, string] => [p.id, nameOf(ctx.roster, p.id, ctx.audience)]);
  switch (field.kind) {
    case 'object':
      return (
        <fieldset>
          <legend>{label}</legend>
          {fieldsOf(node, name).map((f) => (
            <Input field={f} ctx={ctx} />
          ))}
        </fieldset>
      );
    case 'tuple':
      return (
        <fieldset {...(view.error(name) ? { 'aria-describedby': `${view.fieldId(name)}-error` } : {})}>
          <legend>{label}</legend>
          {itemsOf(field).map((f, i) => (
            <Input field={f} ctx={ctx} label={`${label} ${i + 1}`} />
          ))}
          {view.error(name) ? (
            <p id={`${view.fieldId(name)}-error`} class="field-error">
              {view.error(name)}
            </p>
          ) : null}
        </fieldset>
      );
    case 'participant':
      return (
        <SelectField
          {...base}
          value={ctx.self}
          empty="—"
          options={field.nullable ? [[NULL_CHOICE, t('form.none')], ...people] : people}
        />
      );
    case 'participants':
      return <SelectField {...base} multiple options={people} />;
    case 'choice':
      return (
        <SelectField
          {...base}
          value={value}
          {...(optional ? { empty: '—' } : {})}
          options={(node.enum ?? []).map(String).map((o): [string, string] => [o, choiceLabel(t, o)])}
        />
      );
    case 'boolean':
      return <CheckField view={view} name={name} label={labelled} checked={node.default === true} />;
    case 'number':
      return <NumberField {...base} value={value} decimal={node.type === 'number'} />;
    case 'lines':
      return (
        <Field view={view} name={name} label={labelled}>
          <textarea
            rows={3}
            placeholder={t('form.onePerLine')}
            {...inputAttributes(view, name, undefined, required)}
          >
            {view.values(name).join('\n')}
          </textarea>
        </Field>
      );
    case 'json':
      return <TextArea {...base} rows={3} placeholder="{ }" hint={t('form.json')} />;
    default:
      return /reason|note|text|move|comment/i.test(name) ? (
        <TextArea {...base} value={value} />
      ) : (
        <TextField {...base} value={value} />
      );
  }
}

export function CommandForm(props: {
  t: Translate;
  action: string;
  csrf: string;
  variant: CommandVariant;
  roster: Roster;
  audience: Audience;
  errors?: FieldErrors;
  values?: FormValues;
  self?: string;
  /** Directors may enter a command late, at its own moment. */
  allowMoment: boolean;
}) {
  const { t, variant } = props;
  const view = formView('c', variant.type, {
    form: variant.type,
    errors: props.errors ?? {},
    values: props.values ?? {},
  });
  const ctx: FormContext = { view, t, roster: props.roster, audience: props.audience, self: props.self };
  const fields = fieldsOf(variant.schema, '');
  return (
    <Form
      action={props.action}
      csrf={props.csrf}
      view={view}
      generated
      hidden={{ type: variant.type }}
      // A refusal the fields cannot show is said at the top of the page (routes/competitions.tsx).
      fields={Object.keys(props.errors ?? {})}
      submit={commandLabel(t, variant.type)}
    >
      {fields.map((f) => (
        <Input field={f} ctx={ctx} />
      ))}
      {props.allowMoment ? (
        <TextField
          view={view}
          name="_at"
          label={
            <>
              {t('form.moment')} <span class="muted small">({t('form.optional')})</span>
            </>
          }
          hint={t('form.momentHint')}
          type="datetime-local"
        />
      ) : null}
    </Form>
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

const textOf = (raw: string | string[] | undefined): string | undefined =>
  Array.isArray(raw) ? raw[0] : raw;

/** One field's value as the schema wants it, or nothing when it was left empty. */
function read(field: FormField, form: FormValues): { value: unknown } | undefined {
  const raw = form[field.name];
  switch (field.kind) {
    case 'object': {
      const inner = build(fieldsOf(field.node, field.name), form);
      return Object.keys(inner).length > 0 || !field.optional ? { value: inner } : undefined;
    }
    case 'tuple':
      return { value: itemsOf(field).map((f) => read(f, form)?.value) };
    case 'participants':
    case 'lines': {
      const items = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/\r?\n/) : [])
        .map((x) => x.trim())
        .filter(Boolean);
      const item = field.node.items ? field.node.items : undefined;
      const numbers = item && (item.type === 'integer' || item.type === 'number');
      const value = numbers ? items.map((x) => readNumber(x) ?? x) : items;
      return value.length > 0 || !field.optional ? { value } : undefined;
    }
    case 'boolean': {
      const text = textOf(raw);
      return text !== undefined || !field.optional ? { value: text === 'true' } : undefined;
    }
    default: {
      const text = textOf(raw)?.trim();
      if (text === undefined || text === '') return field.optional ? undefined : { value: undefined };
      if (field.nullable && text === NULL_CHOICE) return { value: null };
      if (field.kind === 'json') return { value: parseJson(text) };
      return { value: field.kind === 'number' ? (readNumber(text) ?? text) : text };
    }
  }
}

function build(fields: readonly FormField[], form: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const got = read(field, form);
    if (got) out[field.name.split('.').pop() as string] = got.value;
  }
  return out;
}

/** Rebuilds a raw command from submitted form fields, by the command's schema. */
export function parseCommandForm(
  variants: readonly CommandVariant[],
  form: FormValues,
): { type: string; [k: string]: unknown } | undefined {
  const type = typeof form.type === 'string' ? form.type : undefined;
  const variant = variants.find((v) => v.type === type);
  if (!variant || !type) return undefined;
  return { type, ...build(fieldsOf(variant.schema, ''), form) };
}

/**
 * The command variants of a format that an actor may use from the web. `attributes` are the
 * participant attributes the format reads (a shogi rank …), offered when registering or updating.
 */
export function variantsFor(format: AnyFormat, isDirector: boolean, attributes: readonly string[] = []) {
  const core = isDirector ? formVariants(coreForms(attributes)) : [];
  const own = formVariants(format.commandSchema as Schema).filter(
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
  // What clubs exchange about a player, optional in every format.
  const exchanged = {
    fideId: z.string().optional(),
    nationalId: z.string().optional(),
    federation: z.string().optional(),
    title: z.enum(TITLES).optional(),
    birthDate: z.string().optional(),
    sex: z.enum(SEXES).optional(),
    club: z.string().optional(),
  };
  return z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('RegisterParticipant'),
      participant: z.strictObject({
        name: z.string(),
        alias: z.string().optional(),
        rating: z.number().optional(),
        ...exchanged,
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
        ...exchanged,
        ...extra,
      }),
    }),
    z.strictObject({ type: z.literal('VoidEvent'), seq: z.number(), reason: z.string() }),
  ]) as unknown as Schema;
}
