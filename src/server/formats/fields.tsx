/**
 * Labelled inputs of the formats' friendly forms, and one-button command forms. Ids carry the
 * format's prefix and the form's name, so many forms fit on one page; a refused form gets its
 * values back and each field its error, linked for screen readers.
 */
import type { Child } from 'hono/jsx';
import { Csrf } from '../forms.js';
import type { PageContext, SubmittedForm } from './ui.js';

interface FieldProps {
  readonly form: string;
  readonly name: string;
  readonly label: string;
  readonly submitted?: SubmittedForm | undefined;
  readonly required?: boolean;
  readonly hint?: string;
  /** The value before anything was submitted. */
  readonly value?: string;
}

/** The labelled fields of one format: ids `<prefix>-<form>-<name>`. */
export function fieldKit(prefix: string) {
  const idOf = (form: string, name: string): string => `${prefix}-${form}-${name.replace(/\./g, '-')}`;

  function state(props: FieldProps) {
    const own = props.submitted?.form === props.form ? props.submitted : undefined;
    const sent = own?.values[props.name];
    const id = idOf(props.form, props.name);
    const error = own?.errors[props.name];
    const described = [props.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    return {
      id,
      error,
      value: typeof sent === 'string' ? sent : props.value,
      attributes: {
        id,
        name: props.name,
        ...(props.required ? { required: true } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      },
    };
  }

  function Frame(props: {
    id: string;
    label: string;
    hint?: string | undefined;
    error?: string | undefined;
    children: Child;
  }) {
    return (
      <div class="field">
        <label for={props.id}>{props.label}</label>
        {props.hint ? (
          <div id={`${props.id}-hint`} class="small muted">
            {props.hint}
          </div>
        ) : null}
        {props.children}
        {props.error ? (
          <p id={`${props.id}-error`} class="field-error">
            {props.error}
          </p>
        ) : null}
      </div>
    );
  }

  function TextField(
    props: FieldProps & {
      multiline?: boolean;
      integer?: boolean;
      placeholder?: string;
      autocomplete?: string;
    },
  ) {
    const s = state(props);
    return (
      <Frame id={s.id} label={props.label} hint={props.hint} error={s.error}>
        {props.multiline ? (
          <textarea {...s.attributes} rows={2}>
            {s.value ?? ''}
          </textarea>
        ) : (
          <input
            {...(props.integer ? { type: 'number', step: '1' } : { type: 'text' })}
            {...s.attributes}
            {...(s.value !== undefined ? { value: s.value } : {})}
            {...(props.placeholder ? { placeholder: props.placeholder } : {})}
            {...(props.autocomplete ? { autocomplete: props.autocomplete } : {})}
          />
        )}
      </Frame>
    );
  }

  function ChoiceField(props: FieldProps & { options: readonly (readonly [string, string])[] }) {
    const s = state(props);
    return (
      <Frame id={s.id} label={props.label} hint={props.hint} error={s.error}>
        <select {...s.attributes}>
          {props.options.map(([value, text]) => (
            <option value={value} {...(value === (s.value ?? '') ? { selected: true } : {})}>
              {text}
            </option>
          ))}
        </select>
      </Frame>
    );
  }

  /** An error of the form as a whole or of a group of fields (`players`), shown where the group is. */
  function GroupError({
    submitted,
    form,
    name,
  }: {
    submitted?: SubmittedForm | undefined;
    form: string;
    name: string;
  }): Child {
    const error = submitted?.form === form ? submitted.errors[name] : undefined;
    return error ? (
      <p class="field-error" role="alert" id={`${idOf(form, name)}-error`}>
        {error}
      </p>
    ) : null;
  }

  return { TextField, ChoiceField, GroupError };
}

/** The fields of a command form that every friendly form carries. */
export function CommandFields({ ctx, type, form }: { ctx: PageContext; type: string; form: string }) {
  return (
    <>
      <Csrf token={ctx.csrf} />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="_form" value={form} />
    </>
  );
}

/**
 * A form of one button that issues a command whose fields are all known (start this game, accept
 * this challenge). `form` names it, so a refusal is shown right beside it.
 */
export function CommandButton(props: {
  ctx: PageContext;
  type: string;
  form: string;
  fields: Readonly<Record<string, string>>;
  label: string;
  secondary?: boolean;
  submitted?: SubmittedForm | undefined;
}) {
  return (
    <form method="post" action={`/c/${props.ctx.loaded.record.id}/commands`} class="button-form">
      <CommandFields ctx={props.ctx} type={props.type} form={props.form} />
      {Object.entries(props.fields).map(([name, value]) => (
        <input type="hidden" name={name} value={value} />
      ))}
      <button type="submit" {...(props.secondary ? { class: 'secondary' } : {})}>
        {props.label}
      </button>
      <FormErrors
        submitted={props.submitted}
        form={props.form}
        hidden={['type', ...Object.keys(props.fields)]}
      />
    </form>
  );
}

/** The refusal of a submitted one-button form, beside it (the page's alert says it too). */
export function FormErrors({
  submitted,
  form,
  hidden = [],
}: {
  submitted?: SubmittedForm | undefined;
  form: string;
  /** The form's hidden fields, whose errors only this can show. */
  hidden?: readonly string[];
}): Child {
  if (submitted?.form !== form) return null;
  // The errors no visible field shows: of the form itself (`_`), of its hidden fields, of fields it lacks.
  const errors = Object.entries(submitted.errors)
    .filter(([name]) => name === '_' || hidden.includes(name) || !(name in submitted.values))
    .map(([, error]) => error);
  if (errors.length === 0) return null;
  return <p class="field-error">{errors.join(' ')}</p>;
}
