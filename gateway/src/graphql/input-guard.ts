import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import type { ASTNode, DocumentNode } from 'graphql';
import { badText, badTextPath } from '../core/input-text.js';
import type { GraphQLContext } from './context.js';
import { graphqlCjs } from './graphql-cjs.js';

/** The first string literal of the document holding a NUL or a lone surrogate, as its argument's name. */
function badLiteral(document: DocumentNode): string | null {
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
