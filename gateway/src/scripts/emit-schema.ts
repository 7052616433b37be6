import 'reflect-metadata';
import path from 'node:path';
import { repoRoot } from '../config.js';
import { createPubSub } from '@graphql-yoga/subscription';
import { buildAppSchema } from '../graphql/schema.js';
import type { TopicPayloads } from '../graphql/pubsub.js';
import { features } from '../features.js';

/** Writes schema/schema.graphql from the type-graphql resolvers (no database needed). */
const file = path.join(repoRoot, 'schema', 'schema.graphql');
await buildAppSchema(features, createPubSub<TopicPayloads>(), file);
console.log(`schema written to ${path.relative(process.cwd(), file)}`);
