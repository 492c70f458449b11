/**
 * A list of a person's secrets (API tokens, calendar addresses): a new one shown once, the others
 * listed with their dates and each revocable, and the form that makes one.
 */
import type { Child } from 'hono/jsx';
import { Csrf } from '../forms/forms.js';

export interface SecretColumn<T> {
  readonly heading: string;
  readonly cell: (secret: T) => Child;
}

/** A form that is one button: posts `fields` (hidden) to `action`, with the CSRF token. */
export function PostButton(props: {
  csrf: string;
  action: string;
  label: string;
  /** Says what the button acts on, where its label alone does not. */
  named?: string;
  fields?: Readonly<Record<string, string>>;
}): Child {
  return (
    <form method="post" action={props.action}>
      <Csrf token={props.csrf} />
      {Object.entries(props.fields ?? {}).map(([name, value]) => (
        <input type="hidden" name={name} value={value} />
      ))}
      <button type="submit" class="secondary" {...(props.named ? { 'aria-label': props.named } : {})}>
        {props.label}
      </button>
    </form>
  );
}

export function SecretsSection<T extends { readonly id: string }>(props: {
  csrf: string;
  title: string;
  hint: string;
  /** A new secret, shown once. */
  shown?: Child;
  none: string;
  secrets: readonly T[];
  /** The first column heads its row. */
  columns: readonly [SecretColumn<T>, ...SecretColumn<T>[]];
  revoke: { action: string; label: string; named: (secret: T) => string };
  /** The form that makes a new secret (its fields and button). */
  create: { action: string; children: Child };
}): Child {
  const [head, ...rest] = props.columns;
  return (
    <>
      <h2>{props.title}</h2>
      <p class="small muted">{props.hint}</p>
      {props.shown ? (
        <p class="notice ok" role="status">
          {props.shown}
        </p>
      ) : null}
      {props.secrets.length === 0 ? (
        <p class="muted">{props.none}</p>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                {props.columns.map((column) => (
                  <th scope="col">{column.heading}</th>
                ))}
                <th scope="col">
                  <span class="visually-hidden">{props.revoke.label}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {props.secrets.map((secret) => (
                <tr>
                  <th scope="row">{head.cell(secret)}</th>
                  {rest.map((column) => (
                    <td>{column.cell(secret)}</td>
                  ))}
                  <td>
                    <PostButton
                      csrf={props.csrf}
                      action={props.revoke.action}
                      label={props.revoke.label}
                      named={props.revoke.named(secret)}
                      fields={{ id: secret.id }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form method="post" action={props.create.action} novalidate>
        <Csrf token={props.csrf} />
        {props.create.children}
      </form>
    </>
  );
}
