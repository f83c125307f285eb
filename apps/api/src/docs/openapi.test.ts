import { VERSION } from '@flank/reversi';
import { expect, it } from 'vitest';
import { okJson, request } from '../../test/client.ts';
import { ANSWER_RULE } from './openapi.ts';

/** A JSON Schema as the document writes it: a reference, an object, or a union. */
interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

interface Document {
  openapi: string;
  info: { version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown; parameters?: { name: string }[] }>>;
  components: { schemas: Record<string, unknown> };
}

it('GET /openapi.json: an OpenAPI 3.1 document of every endpoint, made from the routes’ schemas', async () => {
  const document = await okJson<Document>(await request('/openapi.json'));
  expect(document).toMatchObject({ openapi: '3.1.0', info: { version: VERSION }, servers: [{ url: 'https://api.flank.test' }] });
  const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
  expect(operations.sort()).toEqual(
    ['POST /v1/moves', 'GET /v1/moves', 'POST /v1/play', 'POST /v1/best-move', 'GET /v1/best-move', 'POST /v1/analyze', 'GET /v1/analyze', 'POST /v1/solve', 'GET /v1/board.svg', 'GET /health',
      'POST /v1/games', 'POST /v1/games/{id}/seat', 'GET /v1/games/{id}', 'GET /v1/games/{id}/socket', 'GET /v1/lobby', 'GET /v1/lobby/socket',
      'POST /v1/players', 'GET /v1/players/{id}', 'GET /v1/games'].sort(),
  );
  expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['GameState', 'Move', 'Rules', 'BestMove', 'Analysis', 'Solution', 'Problem', 'Opening', 'BookOption', 'StyleOption']));
  // Every POST documents its body and its problems; the GET searches their query.
  expect(document.paths['/v1/play']!.post!.responses).toHaveProperty('422');
  expect(document.paths['/v1/moves']!.post!.responses).toHaveProperty('415');
  expect(document.paths['/v1/best-move']!.get!.parameters!.map((p) => p.name)).toEqual(['position', 'game', 'rules', 'mustCapture', 'voluntaryPass', 'level', 'depth', 'nodes', 'book', 'styleLoss', 'styleSeed']);
  expect(document.paths['/v1/analyze']!.get!.parameters!.map((p) => p.name)).toEqual(['position', 'game', 'rules', 'mustCapture', 'voluntaryPass', 'level', 'depth', 'nodes', 'book', 'lines']);
  // analyze takes lines (1 to 64), shown in its example, and each move it scores has its line.
  const analyze = document.paths['/v1/analyze']!.post!.requestBody as { content: { 'application/json': { schema: Schema & { properties: { lines: object } }; example: object } } };
  expect(analyze.content['application/json'].example).toEqual({ position: 'f5d6c3', level: 8, lines: 3 });
  expect(analyze.content['application/json'].schema.properties.lines).toMatchObject({ type: 'integer', minimum: 1, maximum: 64 });
  expect(document.components.schemas.MoveScore).toMatchObject({ required: expect.arrayContaining(['pv']), properties: { pv: { type: 'array', items: { type: 'string' } } } });
  // The rule of every answer, said once: the position with its rules, and places counted from 1.
  expect(document.info.description).toContain(ANSWER_RULE);
  const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] as Schema) : schema);
  const shapes = (schema: Schema): Schema[] => [schema, ...(schema.oneOf ?? schema.anyOf ?? []).flatMap((member) => shapes(resolve(member)))];
  const answers = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) => {
      const json = (operation.responses['200'] as { content: Record<string, { schema: Schema }> } | undefined)?.content['application/json'];
      return json === undefined ? [] : shapes(resolve(json.schema)).filter((shape) => shape.properties?.position).map((shape) => ({ operation: `${method.toUpperCase()} ${path}`, shape }));
    }),
  );
  expect(answers.length).toBeGreaterThanOrEqual(8);
  for (const { operation, shape } of answers) expect(shape.required, operation).toEqual(expect.arrayContaining(['position', 'rules']));
  // The board image is an image, with toSVG's options as its query.
  const image = document.paths['/v1/board.svg']!.get!;
  expect(Object.keys((image.responses['200'] as { content: object }).content)).toEqual(['image/svg+xml']);
  const names = image.parameters!.map((p) => p.name);
  expect(names).toEqual(expect.arrayContaining(['position', 'rules', 'mustCapture', 'voluntaryPass']));
  expect(names.slice(-7)).toEqual(['size', 'coordinates', 'lastMove', 'legalMoves', 'hints', 'line', 'theme']);
});
