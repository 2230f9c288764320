import {
  getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLField,
  type GraphQLInputType, type GraphQLSchema,
} from 'graphql';
import { buildApiSchema } from '../schema/build-schema';

export interface RootOperation {
  kind: 'query' | 'mutation';
  name: string;
  /** The whole operation, every argument a variable; it selects only `__typename` (or nothing, for scalars). */
  document: string;
  /** Each argument's name and type, to build its variables. */
  args: { name: string; type: GraphQLInputType }[];
  /** The permission table's operation, for a back-office field (`@AdminOperation`); shoppers' fields have none. */
  adminOperation?: string;
}

function operationOf(kind: RootOperation['kind'], field: GraphQLField<unknown, unknown>): RootOperation {
  const declared = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  const document = `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  const adminOperation = field.extensions?.adminOperation as string | undefined;
  return { kind, name: field.name, document, args: field.args.map((a) => ({ name: a.name, type: a.type })), adminOperation };
}

/** Every query and mutation of the API, read from the schema: a new one is covered without editing a list. */
export async function rootOperations(schema?: GraphQLSchema): Promise<RootOperation[]> {
  const s = schema ?? (await buildApiSchema());
  return [
    ...Object.values(s.getQueryType()?.getFields() ?? {}).map((f) => operationOf('query', f)),
    ...Object.values(s.getMutationType()?.getFields() ?? {}).map((f) => operationOf('mutation', f)),
  ];
}

/** How to fill a scalar or an enum; input objects and lists are built around it. */
export type LeafValue = (scalar: string, enumValues: string[]) => unknown;

/** A value of `type`, required fields of input objects only, leaves from `leaf`. */
export function valueOf(type: GraphQLInputType, leaf: LeafValue): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [valueOf(inner.ofType, leaf)];
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, valueOf(f.type, leaf)]),
    );
  }
  if (isEnumType(inner)) return leaf('enum', inner.getValues().map((v) => v.name));
  return leaf(inner.name, []);
}

/** Variables for an operation: every argument filled. */
export const variablesOf = (op: RootOperation, leaf: LeafValue) => Object.fromEntries(op.args.map((a) => [a.name, valueOf(a.type, leaf)]));
