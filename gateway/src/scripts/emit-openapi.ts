import 'reflect-metadata';
import Fastify from 'fastify';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.js';
import { features } from '../features.js';
import { boundRouteIntegers } from '../http/input-guard.js';
import type { Services } from '../services.js';
import { featureRoutes, registerOpenApi } from '../http/openapi.js';

/**
 * Writes schema/openapi.json from the REST routes' schemas (no database, no services: handlers never
 * run). The running gateway serves the same document at /api/openapi.json; a test holds them equal.
 */
const app = Fastify({ logger: false });
boundRouteIntegers(app);
await registerOpenApi(app);
// Handlers never run here: the routes only need their schemas, not the services.
for (const feature of features) await app.register(featureRoutes(feature, {} as Services));
await app.ready();
const file = path.join(repoRoot, 'schema', 'openapi.json');
writeFileSync(file, JSON.stringify(app.swagger(), null, 2) + '\n');
await app.close();
console.log(`OpenAPI document written to ${path.relative(process.cwd(), file)}`);
