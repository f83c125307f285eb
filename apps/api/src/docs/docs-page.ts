import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { PROBLEM_TYPES } from '../problem.ts';

/** The parts of an OpenAPI 3.1 document that the page reads. */
interface Schema {
  type?: string | string[];
  $ref?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  example?: unknown;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema; example?: unknown }> };
  responses?: Record<string, { description?: string }>;
}
interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths?: Record<string, Record<string, Operation | undefined> | undefined>;
  components?: { schemas?: Record<string, Schema> };
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #fafaf7; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem 1.5rem 4rem; }
h1 small { font-weight: normal; color: #666; font-size: 1rem; }
h3 { margin-top: 2.5rem; border-top: 1px solid #ddd; padding-top: 1rem; }
code, pre { font: 14px/1.4 ui-monospace, monospace; }
pre { background: #f0efe9; padding: .75rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .3rem .6rem .3rem 0; border-bottom: 1px solid #e4e4e0; }
dt { margin-top: .75rem; }
`;

/** The anchor of an operation's section: `post-v1-moves`. */
const anchorOf = (method: string, path: string) => `${method}-${path}`.replaceAll(/[^a-z0-9]+/gi, '-');

/** A schema's type as a reader wants it: names of shared schemas, alternatives, ranges. */
function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return schema.$ref.split('/').pop()!;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map(typeOf).join(' or ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === 'array') return `array of ${typeOf(schema.items)}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  return schema.minimum === undefined ? type : `${type} ≥ ${schema.minimum}`;
}

/** The schema a reference names, or the schema itself. */
function resolved(schema: Schema | undefined, document: OpenApiDocument): Schema | undefined {
  return schema?.$ref ? document.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
}

/** Text with `code` spans, as the descriptions write them. */
const prose = (text: string | undefined) => (text ?? '').split('`').map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : part));

function fieldsTable(rows: { name: string; type: string; required: boolean; description?: string }[]) {
  return html`<table>
    <tr><th>field</th><th>type</th><th>description</th></tr>
    ${rows.map((row) => html`<tr><td><code>${row.name}</code>${row.required ? ' (required)' : ''}</td><td><code>${row.type}</code></td><td>${prose(row.description)}</td></tr>`)}
  </table>`;
}

/**
 * A command that a reader can paste, made from the operation's examples; none for a WebSocket, or
 * for a path whose id only an earlier call gives (the section says so instead).
 */
function curlExample(server: string, method: string, path: string, operation: Operation): string | null {
  if (path.includes('{') || '101' in (operation.responses ?? {})) return null;
  if (method === 'get') {
    const query = new URLSearchParams();
    for (const parameter of operation.parameters ?? []) {
      if (parameter.schema?.example !== undefined) query.set(parameter.name, String(parameter.schema.example));
    }
    const search = query.size > 0 ? `?${query}` : '';
    return `curl -i '${server}${path}${search}'`;
  }
  const example = operation.requestBody?.content['application/json']?.example ?? {};
  return `curl -s -H 'Content-Type: application/json' -d '${JSON.stringify(example)}' ${server}${path}`;
}

function operationSection(document: OpenApiDocument, server: string, path: string, method: string, operation: Operation) {
  const body = resolved(operation.requestBody?.content['application/json']?.schema, document);
  const bodyRows = Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
    name,
    type: typeOf(schema),
    required: body?.required?.includes(name) ?? false,
    description: resolved(schema, document)?.description,
  }));
  const rowsIn = (place: string) =>
    (operation.parameters ?? [])
      .filter((parameter) => parameter.in === place)
      .map((parameter) => ({
        name: parameter.name,
        type: typeOf(parameter.schema),
        required: parameter.required ?? false,
        description: parameter.description ?? parameter.schema?.description,
      }));
  const [pathRows, queryRows] = [rowsIn('path'), rowsIn('query')];
  const example = curlExample(server, method, path, operation);
  return html`<section id="${anchorOf(method, path)}">
    <h3><code>${method.toUpperCase()} ${path}</code>: ${operation.summary ?? ''}</h3>
    <p>${prose(operation.description)}</p>
    ${pathRows.length > 0 ? html`<h4>Path parameters</h4>${fieldsTable(pathRows)}` : ''}
    ${bodyRows.length > 0 ? html`<h4>Body (JSON)</h4>${fieldsTable(bodyRows)}` : ''}
    ${queryRows.length > 0 ? html`<h4>Query parameters</h4>${fieldsTable(queryRows)}` : ''}
    ${example === null ? html`<p>${'101' in (operation.responses ?? {}) ? 'A WebSocket: open it with a WebSocket client (docs/online.md in the repository, and the README’s bot).' : `Its id comes from POST ${path.slice(0, path.indexOf('/{'))}.`}</p>` : html`<h4>Example</h4><pre>${example}</pre>`}
    <h4>Responses</h4>
    <ul>
      ${Object.entries(operation.responses ?? {}).map(([status, response]) => html`<li><code>${status}</code> ${prose(response.description)}</li>`)}
    </ul>
  </section>`;
}

/**
 * The human page at /docs: every endpoint with its fields, a curl example and its responses, and
 * every problem type, made from the OpenAPI document. One self-contained page: it works offline.
 *
 * @example
 * ```ts
 * app.get('/docs', (c) => c.html(docsPage(app.getOpenAPI31Document(openApiDocument(c)))));
 * ```
 */
export function docsPage(openApi: object): HtmlEscapedString | Promise<HtmlEscapedString> {
  // The generator's document, read through the few parts the page shows.
  const document = openApi as OpenApiDocument;
  const server = document.servers?.[0]?.url ?? '';
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).flatMap(([method, operation]) => (operation ? [{ path, method, operation }] : [])),
  );
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${document.info.title}</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<main>
<h1>${document.info.title} <small>engine ${document.info.version}</small></h1>
<p>${prose(document.info.description)}</p>
<p>The same description for machines, to generate clients from: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p>
<h2>Endpoints</h2>
<ul>
  ${operations.map(({ path, method, operation }) => html`<li><a href="#${anchorOf(method, path)}"><code>${method.toUpperCase()} ${path}</code></a> ${operation.summary ?? ''}</li>`)}
</ul>
${operations.map(({ path, method, operation }) => operationSection(document, server, path, method, operation))}
<h2 id="problems">Problems</h2>
<p>Every error is answered as <code>application/problem+json</code> (RFC 9457): <code>type</code> (a link to its entry below),
<code>title</code>, <code>status</code>, and a <code>detail</code> that names the field; <code>errors</code> lists each wrong field
with a JSON <code>pointer</code> into the body or the query <code>parameter</code>.</p>
<dl>
  ${Object.entries(PROBLEM_TYPES).map(([type, { status, title, meaning }]) => html`<dt id="${type}"><code>${status}</code> <strong>${title}</strong> <code>/docs#${type}</code></dt><dd>${prose(meaning)}</dd>`)}
</dl>
</main>
</body>
</html>`;
}
