// Writes test/openapi-types.ts, the client types generated from the Worker's /openapi.json
// (`pnpm run openapi:types`): after a change of the API's routes or schemas.
import { writeFileSync } from 'node:fs';
import { CLIENT_TYPES, clientTypes, workerDocument } from '../test/node/worker-document.ts';

writeFileSync(CLIENT_TYPES, await clientTypes(await workerDocument()));
console.log(`wrote ${CLIENT_TYPES.pathname}`);
