/** `pnpm contract`: writes packages/sdk/openapi.json from the endpoint registry. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serializeOpenApiDocument } from '../src/contract/contract.openapi';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
writeFileSync(target, serializeOpenApiDocument());
console.log(`wrote ${target}`);
