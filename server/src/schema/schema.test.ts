import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSchema, GraphQLEnumType } from 'graphql';
import { ErrorCode } from '../common/errors';
import { ROOT } from '../paths';
import { printApiSchema } from './build-schema';
import { composeSupergraph } from './supergraph';

describe('schema.graphql', () => {
  it('is current: run `npm run schema` (then `npm run codegen`) when this fails', async () => {
    const committed = fs.readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8');
    expect(committed).toBe(await printApiSchema());
  });

  it('prints every public error code as the ErrorCode enum, answered by Query.errorCodes', async () => {
    const schema = buildSchema(await printApiSchema());
    const printed = schema.getType('ErrorCode');
    expect(printed).toBeInstanceOf(GraphQLEnumType);
    expect((printed as GraphQLEnumType).getValues().map((v) => v.name).sort()).toEqual(Object.values(ErrorCode).sort());
    expect(String(schema.getQueryType()?.getFields().errorCodes?.type)).toBe('[ErrorCode!]!');
  });

  it('composes into a supergraph for the gateway', async () => {
    const sdl = await composeSupergraph();
    expect(sdl).toContain('join__type(graph: BACKEND, key: "id")');
  });
});
