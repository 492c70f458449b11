/**
 * Building blocks of the championship's own forms: the form (CSRF token and its `_form` name),
 * labelled inputs with their errors, hidden fields. Ids are unique per form, so a page may hold
 * one form per board.
 */
import type { Child } from 'hono/jsx';
import { Csrf } from '../../forms.js';
import type { SubmittedForm } from '../ui.js';
import { type ChampionshipPage, FormErrors } from './page.js';

/** The state of one form instance: its name, and its errors and values if it was just submitted. */
export interface FormState {
  readonly name: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, string | string[]>>;
}

export function formState(name: string, submitted: SubmittedForm | undefined): FormState {
  const mine = submitted?.form === name ? submitted : undefined;
  return { name, errors: mine?.errors ?? {}, values: mine?.values ?? {} };
}

/** The form's element id; its fields' ids extend it. */
const formIdOf = (form: FormState): string => `cf-${form.name.replace(/[^\w-]/g, '-')}`;
const idOf = (form: FormState, field: string) => `${formIdOf(form)}-${field.replace(/[^\w-]/g, '-')}`;

const keptValue = (form: FormState, field: string, fallback?: string): string | undefined => {
  const v = form.values[field];
  return typeof v === 'string' ? v : fallback;
};

export function OwnForm(props: {
  page: ChampionshipPage;
  form: FormState;
  submit: string;
  /** Names of the visible fields: errors of any other field are shown above them. */
  fields: readonly string[];
  children?: Child;
  class?: string;
  secondary?: boolean;
}) {
  const { page, form } = props;
  return (
    <form
      method="post"
      action={`/c/${page.ctx.loaded.record.id}/commands`}
      class={`championship-form ${props.class ?? ''}`.trim()}
      id={formIdOf(form)}
      novalidate
    >
      <Csrf token={page.ctx.csrf} />
      <input type="hidden" name="_form" value={form.name} />
      <FormErrors errors={form.errors} visible={props.fields} />
      {props.children}
      <button type="submit" {...(props.secondary ? { class: 'secondary' } : {})}>
        {props.submit}
      </button>
    </form>
  );
}

export function Hidden({ name, value }: { name: string; value: string | number }) {
  return <input type="hidden" name={name} value={String(value)} />;
}

function Described(props: { form: FormState; field: string; label: Child; hint?: string; children: Child }) {
  const id = idOf(props.form, props.field);
  const error = props.form.errors[props.field];
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      {props.hint ? (
        <div id={`${id}-hint`} class="small muted">
          {props.hint}
        </div>
      ) : null}
      {props.children}
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Attributes linking an input to its label, hint and error. */
function aria(form: FormState, field: string, hint?: string) {
  const id = idOf(form, field);
  const error = form.errors[field];
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    name: field,
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  };
}

export function NumberField(props: {
  form: FormState;
  field: string;
  label: Child;
  value?: string;
  hint?: string;
  required?: boolean;
  min?: number;
}) {
  const value = keptValue(props.form, props.field, props.value);
  return (
    <Described
      form={props.form}
      field={props.field}
      label={props.label}
      {...(props.hint ? { hint: props.hint } : {})}
    >
      <input
        type="number"
        inputmode="numeric"
        step="1"
        class="championship-number"
        {...(props.min !== undefined ? { min: props.min } : {})}
        {...(props.required ? { required: true } : {})}
        {...(value !== undefined ? { value } : {})}
        {...aria(props.form, props.field, props.hint)}
      />
    </Described>
  );
}

export function TextField(props: {
  form: FormState;
  field: string;
  label: Child;
  value?: string;
  hint?: string;
  required?: boolean;
  size?: number;
}) {
  const value = keptValue(props.form, props.field, props.value);
  return (
    <Described
      form={props.form}
      field={props.field}
      label={props.label}
      {...(props.hint ? { hint: props.hint } : {})}
    >
      <input
        type="text"
        autocomplete="off"
        {...(props.size ? { size: props.size } : {})}
        {...(props.required ? { required: true } : {})}
        {...(value !== undefined ? { value } : {})}
        {...aria(props.form, props.field, props.hint)}
      />
    </Described>
  );
}

/** The director's reason for an override, kept in the history; `when` says when it is needed. */
export function ReasonField({
  page,
  form,
  when,
}: {
  page: ChampionshipPage;
  form: FormState;
  when?: string;
}) {
  const hint = when ?? page.t('champ.form.reasonHint');
  return (
    <Described form={form} field="reason" label={page.t('champ.form.reason')} hint={hint}>
      <textarea
        rows={2}
        maxlength={2000}
        {...(when ? {} : { required: true })}
        {...aria(form, 'reason', hint)}
      >
        {keptValue(form, 'reason') ?? ''}
      </textarea>
    </Described>
  );
}

export function SelectField(props: {
  form: FormState;
  field: string;
  label: Child;
  options: readonly (readonly [string, string])[];
  value?: string;
  /** An empty first choice (with this text). */
  empty?: string;
  required?: boolean;
}) {
  const value = keptValue(props.form, props.field, props.value);
  return (
    <Described form={props.form} field={props.field} label={props.label}>
      <select {...(props.required ? { required: true } : {})} {...aria(props.form, props.field)}>
        {props.empty !== undefined ? <option value="">{props.empty}</option> : null}
        {props.options.map(([v, text]) => (
          <option value={v} {...(v === value ? { selected: true } : {})}>
            {text}
          </option>
        ))}
      </select>
    </Described>
  );
}
