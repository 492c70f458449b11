/**
 * `/api/reference`: the OpenAPI document as a readable page, rendered on the server from the
 * document itself (no script, no CDN). Headings are in the reader's language; the descriptions
 * are the document's, in English, and marked so (`lang="en"`).
 */
import type { Context } from 'hono';
import type { Child } from 'hono/jsx';
import type { AppEnv } from '../http/context.js';
import { renderPage } from '../pages/page.js';

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly description?: string;
  readonly schema?: { readonly type?: string; readonly pattern?: string };
}

interface Operation {
  readonly summary?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly description?: string; readonly content?: Record<string, unknown> };
  readonly responses?: Record<
    string,
    { readonly description?: string; readonly content?: Record<string, unknown> }
  >;
}

interface Document {
  readonly info: { readonly title: string; readonly description?: string; readonly version: string };
  readonly servers?: readonly { readonly url: string }[];
  readonly paths?: Record<string, Record<string, Operation>>;
  readonly components?: { readonly schemas?: Record<string, unknown> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const anchorOf = (method: string, path: string): string =>
  `${method}-${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

function OperationSection({
  c,
  method,
  path,
  op,
  base,
}: {
  c: Context<AppEnv>;
  method: string;
  path: string;
  op: Operation;
  base: string;
}): Child {
  const t = c.var.t;
  return (
    <section aria-labelledby={anchorOf(method, path)} class="api-operation">
      <h3 id={anchorOf(method, path)}>
        <code>
          {method.toUpperCase()} {base}
          {path}
        </code>
      </h3>
      {op.summary ? <p lang="en">{op.summary}</p> : null}
      {op.description ? <p lang="en">{op.description}</p> : null}
      {op.parameters?.length ? (
        <div class="table-wrap">
          <table>
            <caption>{t('api.ref.parameters')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('api.ref.name')}</th>
                <th scope="col">{t('api.ref.in')}</th>
                <th scope="col">{t('api.ref.required')}</th>
                <th scope="col">{t('api.ref.description')}</th>
              </tr>
            </thead>
            <tbody>
              {op.parameters.map((p) => (
                <tr>
                  <th scope="row">
                    <code>{p.name}</code>
                  </th>
                  <td>{t(`api.ref.in.${p.in}`)}</td>
                  <td>{p.required ? t('api.ref.yes') : t('api.ref.no')}</td>
                  <td lang="en">{p.description ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {op.requestBody ? (
        <p>
          {t('api.ref.body')}: <code>{Object.keys(op.requestBody.content ?? {}).join(', ')}</code>{' '}
          <span lang="en">{op.requestBody.description ?? ''}</span>
        </p>
      ) : null}
      <h4>{t('api.ref.responses')}</h4>
      <ul>
        {Object.entries(op.responses ?? {}).map(([status, r]) => (
          <li>
            <code>{status}</code> <span lang="en">{r.description ?? ''}</span>{' '}
            {r.content ? <code class="small">{Object.keys(r.content).join(', ')}</code> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function referencePage(c: Context<AppEnv>, document: unknown) {
  const doc = document as Document;
  const t = c.var.t;
  const base = doc.servers?.[0]?.url ?? '';
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((m) => (item[m] ? [{ method: m, path, op: item[m] }] : [])),
  );
  const tags = [...new Set(operations.map((o) => o.op.tags?.[0] ?? 'other'))];
  return renderPage(
    c,
    t('api.ref.title'),
    <>
      <h1>{t('api.ref.title')}</h1>
      <p lang="en">{doc.info.description ?? ''}</p>
      <p>
        {t('api.ref.document')} <a href={`${base}/openapi.json`}>{`${base}/openapi.json`}</a> (OpenAPI 3.1,{' '}
        {t('api.ref.version', { version: doc.info.version })})
      </p>
      <nav aria-label={t('api.ref.contents')}>
        <ul>
          {operations.map((o) => (
            <li>
              <a href={`#${anchorOf(o.method, o.path)}`}>
                <code>
                  {o.method.toUpperCase()} {o.path}
                </code>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tags.map((tag) => (
        <section aria-labelledby={`tag-${tag}`}>
          <h2 id={`tag-${tag}`}>{t(`api.ref.tag.${tag}`)}</h2>
          {operations
            .filter((o) => (o.op.tags?.[0] ?? 'other') === tag)
            .map((o) => (
              <OperationSection c={c} method={o.method} path={o.path} op={o.op} base={base} />
            ))}
        </section>
      ))}
      <h2>{t('api.ref.schemas')}</h2>
      <p>
        {Object.keys(doc.components?.schemas ?? {}).map((name, i) => (
          <>
            {i > 0 ? ', ' : ''}
            <code>{name}</code>
          </>
        ))}
      </p>
    </>,
  );
}
