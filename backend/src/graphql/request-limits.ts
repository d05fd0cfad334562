// Size limits of GraphQL requests, on HTTP and WebSocket alike, applied before anything is
// parsed or executed: a body or message over 1 MiB is refused unread, a document over MAX_TOKENS tokens
// stops the parser at that token (so an alias bomb costs nothing), and input nested deeper than the
// schema allows is a client error in the caller's language, not 'Unexpected error.'.
import { GraphQLError, Kind, Lexer, parse, Source, TokenKind, visit } from 'graphql';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestState } from '../context.ts';
import type { Locale } from '../platform/locale.ts';
import { t } from '../platform/messages.ts';

/** HTTP bodies and every WebSocket message; the console's requests are a few kB. */
export const MAX_REQUEST_BYTES = 1024 * 1024;
/**
 * HTTP bodies of a user who may upload checkpoint map images (admin::manage_system): an image (up to 5 MB,
 * spec 02 §5) travels as a data URL inside its mutation, 4/3 of its size. An upload endpoint of its own
 * would let this go.
 */
export const MAX_UPLOAD_REQUEST_BYTES = 8 * 1024 * 1024;
/**
 * Operations running at once on one WebSocket: the console runs a handful (a multi-system display one callsChanged
 * per system). 5,000 callsChanged subscriptions on one anonymous socket made every display's push 40 times slower
 * (11 -> 450-530 ms from a press, network-survival.test.ts; issue 33); each further one is refused.
 */
export const MAX_OPERATIONS_PER_SOCKET = 100;
/** The console's largest document has under 300 tokens; generous for tools and tests. */
export const MAX_TOKENS = 5_000;

/**
 * Literal lists and objects nested deeper than this are refused at parse time: the schema's deepest input
 * (a list of objects in an object) needs 3, and validating thousands of levels overflows the stack.
 */
export const MAX_LITERAL_DEPTH = 16;
/** Selection sets: the hardened limit (operation-limits.ts, 12) reports deeper ones; this only keeps the validators' recursion safe. */
export const MAX_SELECTION_DEPTH = 64;

export const requestTooLarge = (locale: Locale, max = '1 MiB') =>
  new GraphQLError(t(locale, 'request.too_large', { max }), {
    extensions: { code: 'REQUEST_TOO_LARGE', http: { status: 413 } },
  });

export const tooManyOperations = (locale: Locale) =>
  new GraphQLError(t(locale, 'request.too_many_operations', { max: MAX_OPERATIONS_PER_SOCKET }), {
    extensions: { code: 'TOO_MANY_OPERATIONS', max: MAX_OPERATIONS_PER_SOCKET },
  });

interface ParseContext {
  req?: { cs?: RequestState };
  wsState?: RequestState;
}
const localeOf = (context: ParseContext): Locale =>
  context.wsState?.locale ?? context.req?.cs?.locale ?? 'de';

export function requestLimitsPlugin(): Plugin {
  return {
    onParse({ context, setParseFn }) {
      const locale = localeOf(context as ParseContext);
      const deep = () =>
        new GraphQLError(t(locale, 'request.too_deep'), {
          extensions: { code: 'REQUEST_TOO_DEEP', http: { status: 400 } },
        });
      setParseFn((source, options) => {
        // graphql's parser recurses per nesting level: thousands of '[' overflow the stack before any
        // token limit; the lexer does not recurse, so the nesting is measured on the tokens first.
        if (bracketDepth(source) > MAX_SELECTION_DEPTH + MAX_LITERAL_DEPTH) throw deep();
        let document: DocumentNode;
        try {
          document = parse(source, { ...options, maxLexicalTokens: MAX_TOKENS });
        } catch (error) {
          if (error instanceof GraphQLError && /more than \d+ tokens/.test(error.message))
            throw new GraphQLError(t(locale, 'request.too_many_tokens'), {
              extensions: { code: 'REQUEST_TOO_LARGE', maxTokens: MAX_TOKENS, http: { status: 400 } },
            });
          throw error;
        }
        if (tooDeep(document)) throw deep();
        return document;
      });
    },
  };
}

/** Whether literals or selections nest deeper than allowed; graphql's visit() walks without recursion. */
function tooDeep(document: DocumentNode): boolean {
  let literal = 0;
  let selection = 0;
  let exceeded = false;
  const literalNode = {
    enter: () => {
      if (++literal > MAX_LITERAL_DEPTH) exceeded = true;
    },
    leave: () => void literal--,
  };
  visit(document, {
    [Kind.LIST]: literalNode,
    [Kind.OBJECT]: literalNode,
    [Kind.SELECTION_SET]: {
      enter: () => {
        if (++selection > MAX_SELECTION_DEPTH) exceeded = true;
      },
      leave: () => void selection--,
    },
  });
  return exceeded;
}

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** The deepest nesting of braces, brackets and parentheses, up to MAX_TOKENS tokens; a lexical error is the parser's to report. */
function bracketDepth(source: string | Source): number {
  const lexer = new Lexer(typeof source === 'string' ? new Source(source) : source);
  let depth = 0;
  let deepest = 0;
  try {
    for (let n = 0, token = lexer.advance(); token.kind !== TokenKind.EOF && n < MAX_TOKENS; n++) {
      if (OPENING.has(token.kind)) deepest = Math.max(deepest, ++depth);
      else if (CLOSING.has(token.kind)) depth--;
      token = lexer.advance();
    }
  } catch {
    return 0;
  }
  return deepest;
}
