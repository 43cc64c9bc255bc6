// `pnpm serve`: the built page (dist/) and the demo backend on /api, on one origin, as the end-to-end test runs
// them. Build first (`pnpm build` here). A dashboard built with VITE_API_BASE_URL at this origin reads the same
// backend, so the shop's searches show in its Search Insights.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoServer } from '@storesearch/sdk/mocks/server';

const staticDir = join(dirname(fileURLToPath(import.meta.url)), 'dist');
const server = await startDemoServer({ port: Number(process.env.PORT ?? 4181), staticDir });
console.log(`Acme Outdoor on the demo backend: ${server.url}/`);
