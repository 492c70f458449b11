/**
 * The one form kit of the web app: labelled fields with their hints and errors, hidden fields,
 * and the form that posts a command. Every format's own forms and the forms generated from the
 * command schemas (command-forms.tsx) are built from it, and one reader (form-reader.ts) reads
 * them back.
 *
 * A form names itself (`_form`), so a page may hold many (one per board): after a refusal
 * (post/redirect/get keeps only successes, see flash.tsx) the route hands the submitted form
 * back, and only that form shows what was typed and each field's error, linked to its input for
 * screen readers (`aria-invalid`, `aria-describedby`). An error no visible field shows is shown
 * once, above the form's button. Ids are `<prefix>-<form>-<field>`.
 */
import type { Child } from 'hono/jsx';
import type { FieldErrors, PageContext, SubmittedForm } from '../kit/ui.js';

/** The hidden field that carries the session's CSRF token (every form that posts has it). */
export function Csrf({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}

export type FormValues = SubmittedForm['values'];

/** One form instance as its fields see it: its ids, and what came back if it was just refused. */
export interface FormView {
  /** The form's name (`_form`). */
  readonly name: string;
  /** The form element's id; its fields' ids extend it. */
  readonly id: string;
  /** True when this form was submitted and refused. */
  readonly submitted: boolean;
  fieldId(field: string): string;
  /** What was typed into the field, else `fallback`. */
  value(field: string, fallback?: string): string;
  /** The values chosen in a field of many values (checkboxes, a multiple choice), else `fallback`. */
  values(field: string, fallback?: readonly string[]): readonly string[];
  error(field: string): string | undefined;
  /** The errors that none of these fields shows. */
  loose(fields: readonly string[]): string[];
}

const safe = (text: string): string => text.replace(/[^\w-]/g, '-');

/** The view of form `name` (ids `<prefix>-<name>-…`), with what came back when `submitted` is it. */
export function formView(prefix: string, name: string, submitted?: SubmittedForm): FormView {
  const mine = submitted?.form === name ? submitted : undefined;
  const id = name === '' ? prefix : safe(`${prefix}-${name}`);
  const sent = (field: string): string | string[] | undefined => mine?.values[field];
  return {
    name,
    id,
    submitted: mine !== undefined,
    fieldId: (field) => `${id}-${safe(field)}`,
    value(field, fallback = '') {
      const v = sent(field);
      if (v === undefined) return fallback;
      return typeof v === 'string' ? v : (v[0] ?? fallback);
    },
    values(field, fallback = []) {
      if (!mine) return fallback;
      const v = sent(field);
      return Array.isArray(v) ? v : v ? [v] : [];
    },
    error: (field) => mine?.errors[field],
    loose: (fields) =>
      Object.entries(mine?.errors ?? {})
        .filter(([field]) => !fields.includes(field))
        .map(([, error]) => error),
  };
}

/**
 * The view of a page's single form (sign-in, account, club …): ids `f-<field>`, its errors and
 * what was typed handed in by the route.
 */
export const pageView = (errors: FieldErrors = {}, values: FormValues = {}): FormView =>
  formView('f', '', { form: '', errors, values });

/** A choice: its value and its text; a group of choices has a label. */
export type Option = readonly [value: string, text: string];
export interface OptionGroup {
  readonly label: string;
  readonly options: readonly Option[];
}

interface FieldProps {
  readonly view: FormView;
  readonly name: string;
  readonly label: Child;
  readonly hint?: Child | undefined;
  readonly required?: boolean | undefined;
  /** The value before anything was submitted. */
  readonly value?: string | undefined;
}

/** The attributes that tie an input to its label, hint and error. */
export function inputAttributes(view: FormView, name: string, hint?: unknown, required?: boolean) {
  const id = view.fieldId(name);
  const error = view.error(name);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    name,
    ...(required ? { required: true } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  };
}

/** The error of a field or of a group of fields, where it is shown. */
export function FieldError({ view, name, alert }: { view: FormView; name: string; alert?: boolean }): Child {
  const error = view.error(name);
  return error ? (
    <p id={`${view.fieldId(name)}-error`} class="field-error" {...(alert ? { role: 'alert' } : {})}>
      {error}
    </p>
  ) : null;
}

/** A labelled field around its input: label, hint, the input, its error. */
export function Field(props: {
  view: FormView;
  name: string;
  label: Child;
  hint?: Child | undefined;
  /** In a table row whose heading names it already: the label is read, not shown. */
  hideLabel?: boolean | undefined;
  children: Child;
}) {
  const id = props.view.fieldId(props.name);
  return (
    <div class="field">
      <label for={id} {...(props.hideLabel ? { class: 'visually-hidden' } : {})}>
        {props.label}
      </label>
      {props.hint ? (
        <div id={`${id}-hint`} class="small muted">
          {props.hint}
        </div>
      ) : null}
      {props.children}
      <FieldError view={props.view} name={props.name} />
    </div>
  );
}

/** A line of text (or a date, a time, an e-mail address: `type`). */
export function TextField(
  props: FieldProps & {
    type?: string;
    inputmode?: 'email' | 'text' | 'search' | 'tel' | 'url' | 'none' | 'numeric' | 'decimal';
    placeholder?: string;
    autocomplete?: string;
    size?: number;
    class?: string;
  },
) {
  const { view, name } = props;
  return (
    <Field view={view} name={name} label={props.label} hint={props.hint}>
      <input
        type={props.type ?? 'text'}
        {...inputAttributes(view, name, props.hint, props.required)}
        value={view.value(name, props.value ?? '')}
        {...(props.autocomplete ? { autocomplete: props.autocomplete } : {})}
        {...(props.inputmode ? { inputmode: props.inputmode } : {})}
        {...(props.placeholder ? { placeholder: props.placeholder } : {})}
        {...(props.size ? { size: props.size } : {})}
        {...(props.class ? { class: props.class } : {})}
      />
    </Field>
  );
}

/**
 * A number: a whole number (the browser's number input), or with `decimal` a fraction as people
 * write it, with a point or a comma ("2,5"), which a number input would refuse; the reader
 * (form-reader.ts) reads both.
 */
export function NumberField(props: FieldProps & { decimal?: boolean; class?: string }) {
  const { view, name } = props;
  if (props.decimal)
    return <TextField {...props} inputmode="decimal" class={props.class ?? 'number-field'} />;
  return (
    <Field view={view} name={name} label={props.label} hint={props.hint}>
      <input
        type="number"
        {...inputAttributes(view, name, props.hint, props.required)}
        value={view.value(name, props.value ?? '')}
        inputmode="numeric"
        autocomplete="off"
        step="1"
        class={props.class ?? 'number-field'}
      />
    </Field>
  );
}

/** Two whole numbers side by side, one for each player of a game (scores, minutes), in `class`. */
export function NumberPair(props: {
  view: FormView;
  names: readonly [string, string];
  labels: readonly [Child, Child];
  class: string;
  required?: boolean;
}) {
  return (
    <div class={props.class}>
      {props.names.map((name, i) => (
        <NumberField view={props.view} name={name} label={props.labels[i]} required={props.required} />
      ))}
    </div>
  );
}

/** Text of several lines (a reason, a list of names). */
export function TextArea(props: FieldProps & { rows?: number; maxlength?: number; placeholder?: string }) {
  const { view, name } = props;
  return (
    <Field view={view} name={name} label={props.label} hint={props.hint}>
      <textarea
        rows={props.rows ?? 2}
        {...(props.maxlength ? { maxlength: props.maxlength } : {})}
        {...(props.placeholder ? { placeholder: props.placeholder } : {})}
        {...inputAttributes(view, name, props.hint, props.required)}
      >
        {view.value(name, props.value ?? '')}
      </textarea>
    </Field>
  );
}

/** One choice of a list (or several, with `multiple`). */
export function SelectField(
  props: FieldProps & {
    options: readonly Option[] | readonly OptionGroup[];
    /** An empty first choice, with this text. */
    empty?: string | undefined;
    hideLabel?: boolean;
    multiple?: boolean;
    /** The values chosen before anything was submitted (with `multiple`). */
    chosen?: readonly string[];
  },
) {
  const { view, name } = props;
  const selected = new Set(
    props.multiple
      ? view.values(name, props.chosen ?? [])
      : [view.value(name, props.value ?? '')].filter((v) => v !== ''),
  );
  const option = ([value, text]: Option) => (
    <option value={value} {...(selected.has(value) ? { selected: true } : {})}>
      {text}
    </option>
  );
  return (
    <Field view={view} name={name} label={props.label} hint={props.hint} hideLabel={props.hideLabel}>
      <select
        {...(props.multiple ? { multiple: true, size: Math.min(8, Math.max(2, props.options.length)) } : {})}
        {...inputAttributes(view, name, props.hint, props.required)}
      >
        {props.empty !== undefined ? <option value="">{props.empty}</option> : null}
        {props.options.map((o) =>
          'options' in o ? <optgroup label={o.label}>{o.options.map(option)}</optgroup> : option(o),
        )}
      </select>
    </Field>
  );
}

/** One choice of a few as radio buttons or several as checkboxes, in a fieldset with one error. */
export function ChoiceGroup(props: {
  view: FormView;
  name: string;
  legend: Child;
  options: readonly (readonly [value: string, text: Child])[];
  /** Checkboxes (several values) instead of radio buttons. */
  multiple?: boolean;
  /** The value(s) chosen before anything was submitted. */
  value?: string | readonly string[];
  class?: string;
}) {
  const { view, name } = props;
  const before =
    props.value === undefined ? [] : typeof props.value === 'string' ? [props.value] : props.value;
  const on = new Set(props.multiple ? view.values(name, before) : [view.value(name, before[0] ?? '')]);
  const id = view.fieldId(name);
  const error = view.error(name);
  return (
    <fieldset
      {...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {})}
      class={props.class ?? 'choices'}
    >
      <legend>{props.legend}</legend>
      {props.options.map(([value, text], i) => (
        <label class="choice" for={`${id}-${i}`}>
          <input
            type={props.multiple ? 'checkbox' : 'radio'}
            id={`${id}-${i}`}
            name={name}
            value={value}
            {...(on.has(value) ? { checked: true } : {})}
          />{' '}
          {text}
        </label>
      ))}
      <FieldError view={view} name={name} />
    </fieldset>
  );
}

/** One checkbox that sends `true` when ticked. */
export function CheckField(props: { view: FormView; name: string; label: Child; checked?: boolean }) {
  const { view, name } = props;
  const on = view.submitted ? view.value(name) === 'true' : (props.checked ?? false);
  return (
    <div class="field">
      <label for={view.fieldId(name)}>
        <input
          type="checkbox"
          value="true"
          {...(on ? { checked: true } : {})}
          {...inputAttributes(view, name)}
        />{' '}
        {props.label}
      </label>
      <FieldError view={view} name={name} />
    </div>
  );
}

export function Hidden({ name, value }: { name: string; value: string | number }) {
  return <input type="hidden" name={name} value={String(value)} />;
}

/**
 * The result a result form shows for its game, as the format writes it (`gameOf`): sent along,
 * so that a result recorded since in another session is not overwritten (issue 25.15).
 */
export function SeenField({
  ctx,
  command,
}: {
  ctx: PageContext;
  command: { readonly type: string; readonly [field: string]: unknown };
}) {
  const seen = seenOf(ctx, command)._seen;
  return seen === undefined ? null : <Hidden name="_seen" value={seen} />;
}

/** `SeenField` as a form's hidden values, for forms that carry only hidden ones (a button). */
export function seenOf(
  ctx: PageContext,
  command: { readonly type: string; readonly [field: string]: unknown },
): { _seen?: string } {
  const seen = ctx.loaded.format.gameOf?.(ctx.loaded.head.state.format, command)?.result;
  return seen === undefined ? {} : { _seen: seen };
}

/**
 * A form that posts one command to `action`: its CSRF token, its name, its hidden fields (whose
 * errors only it can show), the fields, the errors no field shows, the button.
 */
export function CommandForm(props: {
  action: string;
  csrf: string;
  view: FormView;
  /** The text of the button; without it the children hold the button(s). */
  submit?: Child;
  /**
   * Names of the fields shown inside: an error of any other field is shown above the button.
   * Without them the form shows only its fields' errors, and the page says the others at its top.
   */
  fields?: readonly string[];
  hidden?: Readonly<Record<string, string | number>>;
  class?: string;
  secondary?: boolean;
  /** A form generated from a command schema: read by its `type`, it sends no `_form`. */
  generated?: boolean;
  children?: Child;
}) {
  const { view } = props;
  const hidden = Object.entries(props.hidden ?? {});
  const loose = props.fields ? view.loose([...props.fields, ...hidden.map(([name]) => name)]) : [];
  return (
    <form method="post" action={props.action} class={props.class ?? 'command'} id={view.id} novalidate>
      <Csrf token={props.csrf} />
      {props.generated ? null : <Hidden name="_form" value={view.name} />}
      {hidden.map(([name, value]) => (
        <>
          <Hidden name={name} value={value} />
          <FieldError view={view} name={name} />
        </>
      ))}
      {props.children}
      {loose.length > 0 ? (
        <p class="field-error" role="alert">
          {loose.join(' ')}
        </p>
      ) : null}
      {props.submit === undefined ? null : (
        <button type="submit" {...(props.secondary ? { class: 'secondary' } : {})}>
          {props.submit}
        </button>
      )}
    </form>
  );
}

/** A form of a competition's pages: posts its command to the competition's command endpoint. */
export function ActForm(
  props: Omit<Parameters<typeof CommandForm>[0], 'action' | 'csrf'> & { ctx: PageContext },
) {
  const { ctx, ...rest } = props;
  return <CommandForm {...rest} action={`/c/${ctx.loaded.record.id}/commands`} csrf={ctx.csrf} />;
}

/**
 * A form of one button that issues a command whose fields are all known (start this game, accept
 * this challenge). `form` names it, so a refusal is shown right beside it.
 */
export function CommandButton(props: {
  ctx: PageContext;
  form: string;
  submitted?: SubmittedForm | undefined;
  type: string;
  fields: Readonly<Record<string, string>>;
  label: Child;
  secondary?: boolean;
}) {
  return (
    <ActForm
      ctx={props.ctx}
      view={formView('button', props.form, props.submitted)}
      class="button-form"
      hidden={{ type: props.type, ...props.fields }}
      fields={[]}
      submit={props.label}
      {...(props.secondary ? { secondary: true } : {})}
    />
  );
}

/**
 * The errors of a submitted form that no visible field shows, for a form that does not list its
 * fields (the pyramid's, whose fields vary): of the form itself (`_`), of the `hidden` fields named,
 * of fields it lacks.
 */
export function FormErrors({
  submitted,
  form,
  hidden = [],
}: {
  submitted?: SubmittedForm | undefined;
  form: string;
  hidden?: readonly string[];
}): Child {
  if (submitted?.form !== form) return null;
  const errors = Object.entries(submitted.errors)
    .filter(([name]) => name === '_' || hidden.includes(name) || !(name in submitted.values))
    .map(([, error]) => error);
  return errors.length > 0 ? <p class="field-error">{errors.join(' ')}</p> : null;
}
