// Reading the audit log (spec 02 admin audit log); the rows are written by auth/apply-policy.ts and the login routes.
import type { QueryResolvers } from '../../generated/graphql.ts';

const MAX_ROWS = 500;

export const auditResolvers: { Query: QueryResolvers } = {
  Query: {
    auditLog: (_p, { limit }, ctx) => ctx.services.audit.list(Math.min(Math.max(limit ?? 50, 1), MAX_ROWS)),
  },
};
