import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import { badInput, type ErrorCode } from './errors';

/**
 * Text the shop refuses wherever it arrives, before any query runs: PostgreSQL cannot store a NUL in
 * text ("invalid byte sequence for encoding UTF8" would be a 500), and a lone UTF-16 surrogate is not
 * a character at all (validators and encoders throw on it). In Unicode mode a surrogate that is half
 * of a pair is read as part of its code point, so only unpaired ones match \p{Cs}.
 */
const MALFORMED_TEXT = /\0|\p{Cs}/u;

export const isCleanText = (text: string): boolean => !MALFORMED_TEXT.test(text);

/** Field names are echoed in the message only when they are plain names, never whatever a client sent. */
const PLAIN_NAME = /^[A-Za-z_$][\w$-]{0,63}$/;

/**
 * Where the first malformed text in a parsed value is (object keys included): a dotted path such as
 * `address.pincode`, '' when the value itself or a name that cannot be shown is at fault, or null
 * when everything is clean. Walks with its own stack: a deeply nested body cannot overflow ours.
 */
export function findMalformedText(value: unknown): string | null {
  // A path of null: somewhere under a name that cannot be shown.
  const pending: Array<[unknown, string | null]> = [[value, '']];
  while (pending.length > 0) {
    const [current, at] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isCleanText(current)) return at ?? '';
    } else if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i += 1) pending.push([current[i], at === null ? null : `${at}[${i}]`]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isCleanText(key)) return at ?? '';
        pending.push([item, at === null || !PLAIN_NAME.test(key) ? null : at ? `${at}.${key}` : key]);
      }
    }
  }
  return null;
}

function malformedTextMessage(where: string, what: string): string {
  const subject = where ? `${what} "${where}"` : `The ${what.toLowerCase()}`;
  return `${subject} contains a character that is not allowed (a NUL character or an unpaired surrogate).`;
}

/** The request's path with its %-escapes decoded, or null when it cannot be decoded (routing answers that). */
function decodedPath(req: Request): string | null {
  try {
    return decodeURIComponent(req.path);
  } catch {
    return null;
  }
}

/**
 * The REST pipeline's check, after the body is parsed and before any handler: route parameters (the
 * decoded path), the query string and the JSON body. 400 `{ message }` through the error middleware.
 */
export function refuseMalformedRestInput(req: Request, _res: Response, next: NextFunction): void {
  const path = decodedPath(req);
  if (path !== null && !isCleanText(path)) return next(badInput(malformedTextMessage('', 'Address')));
  const inQuery = findMalformedText(req.query);
  if (inQuery !== null) return next(badInput(malformedTextMessage(inQuery, 'Query parameter')));
  const inBody = findMalformedText(req.body);
  if (inBody !== null) return next(badInput(malformedTextMessage(inBody, 'Field')));
  next();
}

/** Documents already walked and found clean: Apollo keeps parsed documents, so a repeated operation is walked once. */
const cleanDocuments = new WeakSet<DocumentNode>();

/** The first string literal in a GraphQL document (arguments, default values, directives) that is malformed. */
function documentHasMalformedText(document: DocumentNode): boolean {
  if (cleanDocuments.has(document)) return false;
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (!isCleanText(node.value)) found = true;
    },
  });
  if (!found) cleanDocuments.add(document);
  return found;
}

/**
 * The GraphQL check, once the operation is parsed and before it runs: variables and string literals.
 * BAD_USER_INPUT with a 400, like any other malformed request.
 */
export function inputHygienePlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const inVariables = findMalformedText(request.variables ?? {});
          const inDocument = inVariables === null && documentHasMalformedText(document);
          if (inVariables === null && !inDocument) return;
          const message = inVariables !== null ? malformedTextMessage(inVariables, 'Variable') : malformedTextMessage('', 'Query');
          throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' satisfies ErrorCode, http: { status: 400 } } });
        },
      };
    },
  };
}
