// Placeholder shape for codegen; the backend session work fills in the real context.
export interface GraphQLContext {
  systemId: number;
}
