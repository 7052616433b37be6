import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import type { ASTNode, DocumentNode } from 'graphql';
import { badText, badTextPath } from '../core/input-text.js';
import type { GraphQLContext } from './context.js';
import { graphqlCjs } from './graphql-cjs.js';

/**
 * What `badLiteral` found in each parsed document: Apollo hands the same cached document to every request
 * with the same text, so it is walked once, not per request (the walk was ~2 % of an uncached home first
 * screen's CPU; issue #35).
 */
const walked = new WeakMap<DocumentNode, string | null>();

/** The first string literal of the document holding a NUL or a lone surrogate, as its argument's name. */
function badLiteral(document: DocumentNode): string | null {
  const known = walked.get(document);
  if (known !== undefined) return known;
  const found = walk(document);
  walked.set(document, found);
  return found;
}

function walk(document: DocumentNode): string | null {
  let found: string | null = null;
  let argument = 'argument';
  graphqlCjs.visit(document as never, {
    Argument: { enter: (node: { name: { value: string } }) => void (argument = node.name.value) },
    StringValue(node: ASTNode & { value: string }) {
      if (found === null && badTextPath(node.value, argument)) found = argument;
    },
  });
  return found;
}

/** The REST door's text rule (core/input-text.ts) on GraphQL arguments and variables: 400 before execution. */
export function inputGuardPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const bad = badTextPath(request.variables ?? {}, 'variables') ?? badLiteral(document);
          if (!bad) return;
          const err = badText(bad);
          throw new graphqlCjs.GraphQLError(err.messages.en, {
            originalError: err,
            extensions: { code: err.code, http: { status: 400, headers: new HeaderMap() } },
          });
        },
      };
    },
  };
}
