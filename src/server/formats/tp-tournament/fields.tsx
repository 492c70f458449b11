/**
 * Form parts of the format's own forms: every form names itself (`_form`), posts to the
 * competition's command endpoint with its CSRF token, and after a refusal shows what was entered
 * and each field's error (`aria-invalid`, `aria-describedby`); errors that belong to no field are
 * shown above the button. Field names follow the command's paths (`result.scores.0`), so the
 * app's refusals land on the field they are about.
 */
import type { Child } from 'hono/jsx';
import { Csrf } from '../../forms.js';
import type { TpContext } from './common.js';

export interface FormView {
  readonly id: string;
  readonly submitted: boolean;
  value(name: string, fallback?: string): string;
  error(name: string): string | undefined;
  /** Errors that no field of the form shows. */
  loose(fields: readonly string[]): string[];
}

export function formView(ctx: TpContext, id: string): FormView {
  const sub = ctx.submitted?.form === id ? ctx.submitted : undefined;
  return {
    id,
    submitted: sub !== undefined,
    value(name, fallback = '') {
      const v = sub?.values[name];
      if (v === undefined) return fallback;
      return typeof v === 'string' ? v : (v[0] ?? fallback);
    },
    error: (name) => sub?.errors[name],
    loose: (fields) =>
      Object.entries(sub?.errors ?? {})
        .filter(([k]) => !fields.includes(k))
        .map(([, v]) => v),
  };
}

const fieldId = (view: FormView, name: string): string =>
  `tx-${view.id}-${name}`.replace(/[^A-Za-z0-9_-]/g, '-');

function invalid(view: FormView, name: string, hint?: string) {
  const error = view.error(name);
  const id = fieldId(view, name);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  };
}

function FieldShell(props: { view: FormView; name: string; label: string; hint?: string; children: Child }) {
  const id = fieldId(props.view, props.name);
  const error = props.view.error(props.name);
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

export function NumberField(props: {
  view: FormView;
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  decimal?: boolean;
}) {
  const { view, name } = props;
  return (
    <FieldShell view={view} name={name} label={props.label} {...(props.hint ? { hint: props.hint } : {})}>
      <input
        id={fieldId(view, name)}
        name={name}
        type="text"
        inputmode={props.decimal ? 'decimal' : 'numeric'}
        autocomplete="off"
        class="tp-tournament-number"
        value={view.value(name)}
        {...(props.required ? { required: true } : {})}
        {...invalid(view, name, props.hint)}
      />
    </FieldShell>
  );
}

/** A date and time in UTC (the lobby clock); a full moment with an offset is accepted too. */
export function TimeField(props: {
  view: FormView;
  name: string;
  label: string;
  hint: string;
  required?: boolean;
}) {
  const { view, name } = props;
  return (
    <FieldShell view={view} name={name} label={props.label} hint={props.hint}>
      <input
        id={fieldId(view, name)}
        name={name}
        type="datetime-local"
        value={view.value(name)}
        {...(props.required ? { required: true } : {})}
        {...invalid(view, name, props.hint)}
      />
    </FieldShell>
  );
}

export function TextField(props: { view: FormView; name: string; label: string; hint?: string }) {
  const { view, name } = props;
  return (
    <FieldShell view={view} name={name} label={props.label} {...(props.hint ? { hint: props.hint } : {})}>
      <input
        id={fieldId(view, name)}
        name={name}
        type="text"
        autocomplete="off"
        value={view.value(name)}
        {...invalid(view, name, props.hint)}
      />
    </FieldShell>
  );
}

export function ReasonField(props: { view: FormView; label: string; hint?: string; required?: boolean }) {
  const { view } = props;
  return (
    <FieldShell view={view} name="reason" label={props.label} {...(props.hint ? { hint: props.hint } : {})}>
      <textarea
        id={fieldId(view, 'reason')}
        name="reason"
        rows={2}
        {...(props.required ? { required: true } : {})}
        {...invalid(view, 'reason', props.hint)}
      >
        {view.value('reason')}
      </textarea>
    </FieldShell>
  );
}

export interface Option {
  readonly value: string;
  readonly text: string;
}

export function SelectField(props: {
  view: FormView;
  name: string;
  label: string;
  options: readonly Option[] | readonly { readonly label: string; readonly options: readonly Option[] }[];
  fallback?: string;
  hint?: string;
  empty?: string;
}) {
  const { view, name } = props;
  const selected = view.value(name, props.fallback ?? '');
  const option = (o: Option) => (
    <option value={o.value} {...(o.value === selected ? { selected: true } : {})}>
      {o.text}
    </option>
  );
  return (
    <FieldShell view={view} name={name} label={props.label} {...(props.hint ? { hint: props.hint } : {})}>
      <select id={fieldId(view, name)} name={name} {...invalid(view, name, props.hint)}>
        {props.empty !== undefined ? <option value="">{props.empty}</option> : null}
        {props.options.map((o) =>
          'options' in o ? <optgroup label={o.label}>{o.options.map(option)}</optgroup> : option(o),
        )}
      </select>
    </FieldShell>
  );
}

/** Radio buttons in a fieldset: big targets on a phone. */
export function RadioField(props: {
  view: FormView;
  name: string;
  legend: string;
  options: readonly (Option & { readonly mark?: Child })[];
  fallback?: string;
}) {
  const { view, name } = props;
  const selected = view.value(name, props.fallback ?? '');
  const error = view.error(name);
  const id = fieldId(view, name);
  return (
    <fieldset
      class="tp-tournament-radios"
      {...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {})}
    >
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <label class="tp-tournament-radio">
          <input
            type="radio"
            name={name}
            value={o.value}
            {...(o.value === selected ? { checked: true } : {})}
          />{' '}
          {o.mark}
          {o.text}
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} class="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function Hidden({ name, value }: { name: string; value: string }) {
  return <input type="hidden" name={name} value={value} />;
}

/** The form itself: CSRF token, `_form`, the fields, errors without a field, the button. */
export function TpForm(props: {
  ctx: TpContext;
  view: FormView;
  submit: string;
  fields: readonly string[];
  secondary?: boolean;
  children?: Child;
}) {
  const { ctx, view } = props;
  const loose = view.loose(props.fields);
  return (
    <form
      method="post"
      action={`/c/${ctx.loaded.record.id}/commands`}
      class="command tp-tournament-form"
      id={fieldId(view, 'form')}
      novalidate
    >
      <Csrf token={ctx.csrf} />
      <Hidden name="_form" value={view.id} />
      {props.children}
      {loose.map((e) => (
        <p class="field-error" role="alert">
          {e}
        </p>
      ))}
      <button type="submit" {...(props.secondary ? { class: 'secondary' } : {})}>
        {props.submit}
      </button>
    </form>
  );
}
