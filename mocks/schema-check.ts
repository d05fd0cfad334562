// Mocks that cannot drift (issue 34): every GraphQL answer an MSW handler gives is read against the backend's real
// schema, the SDL modules under backend/src/modules (read as files: mocks import no backend code). The answer is
// executed over the schema with the mocked data as root value, so graphql-js itself judges it as it would judge the
// server's: a null in a non-null field, a value outside an enum, a string in an Int field. Besides, an object that
// carries a key its type does not have (a renamed or removed field the mock kept) is a drift too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeTypeDefs } from '@graphql-tools/merge';
import {
  buildASTSchema,
  executeSync,
  parse,
  validate,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from 'graphql';

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../backend/src/modules');
let schema: GraphQLSchema | undefined;

/** The backend's schema as its SDL says (no resolvers: the mock's data answers). */
export function backendSchema(): GraphQLSchema {
  if (schema) return schema;
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.graphql'))
    .sort();
  schema = buildASTSchema(mergeTypeDefs(files.map((f) => readFileSync(path.join(modulesDir, f), 'utf8'))));
  return schema;
}

type Data = Record<string, unknown>;

/**
 * What is wrong with a mocked answer to an operation, as readable lines (empty: the server could have answered
 * so). `data` is the answer's data as the handler gave it.
 */
export function answerProblems(query: string, variables: Data | undefined, data: Data): string[] {
  const problems: string[] = [];
  const seen = new WeakSet<object>();
  // the objects met, judged after the run, when every response key (aliases among them) is known
  const objects: Array<{ source: Data; type: GraphQLObjectType; where: string }> = [];
  const asked = new Set<string>();
  const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) => {
    const key = info.path.key as string;
    asked.add(key);
    if (source && typeof source === 'object') {
      if (!seen.has(source)) {
        seen.add(source);
        objects.push({
          source: source as Data,
          type: info.parentType,
          where: pathOf(info.path.prev) || 'data',
        });
      }
      return (source as Data)[key];
    }
    return undefined;
  };
  const typeResolver: GraphQLTypeResolver<unknown, unknown> = (value, _context, _info, type) => {
    const named = (value as Data | null)?.__typename;
    if (typeof named === 'string') return named;
    problems.push(`${type.name}: an answer without __typename`);
    return undefined;
  };
  const document = parse(query);
  const invalid = validate(backendSchema(), document);
  if (invalid.length > 0) return invalid.map((error) => `the operation: ${error.message}`);
  const result = executeSync({
    schema: backendSchema(),
    document,
    rootValue: data,
    variableValues: variables,
    fieldResolver,
    typeResolver,
  });
  for (const error of result.errors ?? []) problems.push(`${error.path?.join('.') ?? ''}: ${error.message}`);
  for (const { source, type, where } of objects) {
    const fields = type.getFields();
    for (const key of Object.keys(source))
      if (key !== '__typename' && !(key in fields) && !asked.has(key))
        problems.push(`${where}: ${type.name} has no field '${key}'`);
  }
  return problems;
}

function pathOf(p: { prev: unknown; key: string | number } | undefined): string {
  const keys: Array<string | number> = [];
  for (let at = p; at; at = at.prev as typeof p) keys.unshift(at.key);
  return keys.join('.');
}
