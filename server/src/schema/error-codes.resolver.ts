import { Query, registerEnumType, Resolver } from 'type-graphql';
import { ERROR_CODE_DESCRIPTIONS, ErrorCode } from '../common/errors';

registerEnumType(ErrorCode, {
  name: 'ErrorCode',
  description: "Every `extensions.code` a GraphQL error may carry. Decide on the code, never on the message's text.",
  valuesConfig: ERROR_CODE_DESCRIPTIONS,
});

/**
 * A GraphQL enum is printed only when a field names it, and errors are not fields: this root field is
 * what puts `ErrorCode` into the schema, so clients generate its type from the schema like any other.
 * It also answers the list at run time, for a client that was built without codegen.
 */
@Resolver()
export class ErrorCodesResolver {
  @Query(() => [ErrorCode], { description: 'The codes a GraphQL error may carry in `extensions.code` (see the ErrorCode enum).' })
  errorCodes(): ErrorCode[] {
    return Object.values(ErrorCode);
  }
}
