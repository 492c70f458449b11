/**
 * The Keizer forms' building blocks: a form that posts to the competition's commands and names
 * itself (`_form`, so a refused submission comes back to it with its field errors and what was
 * typed), and labelled fields with their errors. Field ids are unique per form instance.
 */
import type { Child } from 'hono/jsx';
import { Csrf, type FieldErrors } from '../../forms.js';
import type { PageContext, SubmittedForm } from '../ui.js';
import { basePath } from './shared.js';

/** What a form instance got back from a refused submission, if it was this one. */
export interface Back {
  readonly errors: FieldErrors;
  readonly values: Readonly<Record<string, string | string[]>>;
}

export const backFor = (submitted: SubmittedForm | undefined, form: string): Back | undefined =>
  submitted?.form === form ? { errors: submitted.errors, values: submitted.values } : undefined;

const idOf = (form: string, name: string): string => `kz-${form}-${name}`.replace(/[^\w-]/g, '-');

/** A submitted text value, else the fallback. */
export function textOf(back: Back | undefined, name: string, fallback = ''): string {
  const v = back?.values[name];
  return typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? fallback) : fallback;
}

/**
 * A form of the act page: posts to the competition's commands and names itself. Its hidden
 * fields (the round, the players of a board) show the error of a refusal that names them.
 */
export function KForm({
  ctx,
  form,
  submitted,
  hidden = {},
  children,
  inline,
}: {
  ctx: PageContext;
  form: string;
  submitted: SubmittedForm | undefined;
  hidden?: Readonly<Record<string, string | number>>;
  children?: Child;
  inline?: boolean;
}) {
  const back = backFor(submitted, form);
  return (
    <form
      method="post"
      action={`${basePath(ctx)}/commands`}
      class={inline ? 'inline keizer-form' : 'keizer-form'}
      id={idOf(form, 'form')}
      novalidate
    >
      <Csrf token={ctx.csrf} />
      <input type="hidden" name="_form" value={form} />
      {Object.entries(hidden).map(([name, value]) => (
        <>
          <input type="hidden" name={name} value={String(value)} />
          <ErrorText id={idOf(form, name)} error={back?.errors[name]} />
        </>
      ))}
      {children}
    </form>
  );
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} class="field-error">
      {error}
    </p>
  ) : null;
}

const invalid = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {};

export function KInput(props: {
  form: string;
  name: string;
  label: string;
  back: Back | undefined;
  value?: string;
  type?: string;
  inputmode?: 'numeric' | 'decimal' | 'text';
  hint?: string;
  required?: boolean;
}) {
  const id = idOf(props.form, props.name);
  const error = props.back?.errors[props.name];
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      {props.hint ? <div class="small muted">{props.hint}</div> : null}
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={textOf(props.back, props.name, props.value ?? '')}
        {...(props.inputmode ? { inputmode: props.inputmode } : {})}
        {...(props.required ? { required: true } : {})}
        {...invalid(id, error)}
      />
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function KTextarea(props: {
  form: string;
  name: string;
  label: string;
  back: Back | undefined;
  value?: string;
  hint?: string;
  required?: boolean;
  rows?: number;
}) {
  const id = idOf(props.form, props.name);
  const error = props.back?.errors[props.name];
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      {props.hint ? <div class="small muted">{props.hint}</div> : null}
      <textarea
        id={id}
        name={props.name}
        rows={props.rows ?? 2}
        {...(props.required ? { required: true } : {})}
        {...invalid(id, error)}
      >
        {textOf(props.back, props.name, props.value ?? '')}
      </textarea>
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function KSelect(props: {
  form: string;
  name: string;
  label: string;
  back: Back | undefined;
  options: readonly (readonly [string, string])[];
  value?: string;
  empty?: boolean;
  /** In a table row whose heading names it already. */
  hideLabel?: boolean;
}) {
  const id = idOf(props.form, props.name);
  const error = props.back?.errors[props.name];
  const chosen = textOf(props.back, props.name, props.value ?? '');
  return (
    <div class="field">
      <label for={id} {...(props.hideLabel ? { class: 'visually-hidden' } : {})}>
        {props.label}
      </label>
      <select id={id} name={props.name} {...invalid(id, error)}>
        {props.empty ? <option value="">—</option> : null}
        {props.options.map(([value, text]) => (
          <option value={value} {...(value === chosen ? { selected: true } : {})}>
            {text}
          </option>
        ))}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** A group of checkboxes sharing one name (a list of values), with one error for the group. */
export function KChecks(props: {
  form: string;
  name: string;
  legend: string;
  back: Back | undefined;
  options: readonly (readonly [string, Child])[];
  checked?: readonly string[];
}) {
  const id = idOf(props.form, props.name);
  const error = props.back?.errors[props.name];
  const sent = props.back?.values[props.name];
  const on = new Set(props.back ? (Array.isArray(sent) ? sent : sent ? [sent] : []) : (props.checked ?? []));
  return (
    <fieldset {...invalid(id, error)}>
      <legend>{props.legend}</legend>
      <div class="keizer-choices">
        {props.options.map(([value, text], i) => (
          <label class="keizer-check" for={`${id}-${i}`}>
            <input
              type="checkbox"
              id={`${id}-${i}`}
              name={props.name}
              value={value}
              {...(on.has(value) ? { checked: true } : {})}
            />{' '}
            {text}
          </label>
        ))}
      </div>
      <ErrorText id={id} error={error} />
    </fieldset>
  );
}

/** A section of the act page that opens by itself when its form came back or was asked for. */
export function Section({
  ctx,
  id,
  title,
  open,
  children,
}: {
  ctx: PageContext;
  id: string;
  title: string;
  open?: boolean;
  children?: Child;
}) {
  return (
    <details
      id={`keizer-${id}`}
      class="keizer-section"
      {...(open || ctx.query.section === id ? { open: true } : {})}
    >
      <summary>{title}</summary>
      {children}
    </details>
  );
}
