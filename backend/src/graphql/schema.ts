// Schema first (ARCHITECTURE §6): the SDL modules under modules/<module>/*.graphql merged with their
// resolvers, then wrapped once by the authorization policy.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { applyPolicy } from '../auth/apply-policy.ts';
import { appResolvers } from '../modules/app/resolvers.ts';
import { appManagementResolvers } from '../modules/app-management/resolvers.ts';
import { auditResolvers } from '../modules/audit/resolvers.ts';
import { analyticsResolvers } from '../modules/analytics/resolvers.ts';
import { callLogResolvers } from '../modules/call-log/resolvers.ts';
import { callResolvers } from '../modules/calls/resolvers.ts';
import { displayResolvers } from '../modules/display/resolvers.ts';
import { hubResolvers } from '../modules/hubs/resolvers.ts';
import { messageResolvers } from '../modules/messages/resolvers.ts';
import { overviewResolvers } from '../modules/overview/resolvers.ts';
import { sessionResolvers } from '../modules/session/resolvers.ts';
import { searchResolvers } from '../modules/search/resolvers.ts';
import { syncResolvers } from '../modules/sync/resolvers.ts';
import { treeResolvers } from '../modules/tree/resolvers.ts';
import { treeMutations } from '../modules/tree/tree-mutations.ts';
import { treeMoveMutations } from '../modules/tree/tree-move.ts';
import { treeNotes } from '../modules/tree/tree-notes.ts';
import { entityResolvers } from '../crud/resolvers.ts';
import { exportResolvers } from '../modules/exports/resolvers.ts';
import { mailResolvers } from '../modules/mail/resolvers.ts';
import { incidentResolvers } from '../modules/incidents/resolvers.ts';
import { ENTITIES } from '../crud/registry.ts';

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../modules');

export function loadTypeDefs() {
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.graphql'))
    .sort();
  return mergeTypeDefs(files.map((f) => readFileSync(path.join(modulesDir, f), 'utf8')));
}

/** The schema without the policy wrapper; tests use it to list every root field. */
export function buildRawSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [
      appResolvers,
      appManagementResolvers,
      sessionResolvers,
      messageResolvers,
      auditResolvers,
      callResolvers,
      callLogResolvers,
      analyticsResolvers,
      hubResolvers,
      displayResolvers,
      overviewResolvers,
      treeResolvers,
      treeMutations,
      treeMoveMutations,
      treeNotes,
      searchResolvers,
      syncResolvers,
      exportResolvers,
      mailResolvers,
      incidentResolvers,
      ...ENTITIES.map(entityResolvers),
    ],
  });
}

export const buildSchema = (): GraphQLSchema => applyPolicy(buildRawSchema());
