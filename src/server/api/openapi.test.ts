/**
 * The API's description (issue 18): `/api/openapi.json` is a valid OpenAPI 3.1 document (checked
 * by an independent validator), every route the app serves under /api is in it and nothing in it
 * is missing from the app, and `/api/reference` shows it as a page in the reader's language.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, describe, expect, it } from 'vitest';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { jsonOf, testApp } from '../../test-support/server.js';

const { app, close } = await testApp([roundRobinDemos()[0]]);
afterAll(close);

// biome-ignore lint/suspicious/noExplicitAny: the document under test
const document: any = await jsonOf(app.request('/api/openapi.json'));

/** `METHOD /path/{param}` of every route the app registered under /api (middleware excluded). */
const served = (): Set<string> =>
  new Set(
    app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}')}`),
  );

const described = (): Set<string> =>
  new Set(
    Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${document.servers[0].url}${path}`),
    ),
  );

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route the app serves under /api, and only those', () => {
    const routes = served();
    expect(routes.size).toBeGreaterThan(10);
    expect([...routes].filter((r) => !described().has(r))).toEqual([]);
    expect([...described()].filter((r) => !routes.has(r))).toEqual([]);
  });

  it('names the responses of the format views and the errors', () => {
    const view = document.paths['/competitions/{id}/views/{view}'].get;
    expect(Object.keys(view.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(view.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['id', 'view', 'asOf', 'participant', 'round']),
    );
    expect(document.components.schemas.Error).toBeDefined();
    expect(view.description).toContain('crosstable');
  });
});

describe('API reference page', () => {
  it('shows every operation of the document, with headings in the reader language', async () => {
    const html = await (await app.request('/api/reference?lang=de')).text();
    expect(html).toContain('<h1>API-Referenz</h1>');
    for (const path of Object.keys(document.paths)) expect(html).toContain(`/api${path}`);
    expect(html).toContain('Parameter');
    // Every group of operations has its heading in the language, not a message key.
    expect(html).not.toMatch(/api\.ref\./);
    expect(html).not.toContain('<script src="http');
  });

  it('is in English and Dutch too', async () => {
    expect(await (await app.request('/api/reference?lang=nl')).text()).toContain('<h1>API-naslag</h1>');
    expect(await (await app.request('/api/reference?lang=en')).text()).toContain('<h1>API reference</h1>');
  });
});
