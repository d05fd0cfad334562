// `@cs/contracts/graphql-answer`: a GraphQL answer over HTTP as every client outside the console's Apollo reads it
// (the display's server render, the scenario runner): data, and errors with their message and extensions
// (extensions.code is the catalogue's code). The data's own shape is the reader's schema.
import { z } from 'zod';

export const graphqlError = z.looseObject({
  message: z.string(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});
export type GraphqlError = z.infer<typeof graphqlError>;

export const graphqlAnswer = z.object({
  data: z.unknown().optional(),
  errors: z.array(graphqlError).optional(),
});

/** An answer whose data was read through the operation's schema (undefined: no data, or errors and none that fit). */
export interface GraphqlAnswer<T> {
  data?: T;
  errors?: GraphqlError[];
}
