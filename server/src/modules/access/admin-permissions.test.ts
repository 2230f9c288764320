import type { GraphQLSchema } from 'graphql';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../common/auth';
import { buildApiSchema } from '../../schema/build-schema';
import { aShopper } from '../../test/builders';
import { rootOperations, variablesOf, type LeafValue, type RootOperation } from '../../test/graphql-operations';
import { aStaffMember, aStaffSession } from '../../test/staff-builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { ADMIN_OPERATION_EXTENSION } from './admin-guard';
import { ADMIN_OPERATIONS, mayPerform, PERMISSIONS, type AdminOperationName } from './permissions';

/**
 * Walks THE permission table: every admin operation, through every GraphQL field marked with it
 * (`@AdminOperation`), called by each role, a shopper and an anonymous caller. Fields and operations are
 * read from the table and the schema, so an operation added to both is covered without editing this file.
 */

let shop: TestShop;
let schema: GraphQLSchema;
let operations: Map<string, RootOperation>;
const staffIds = {} as Record<StaffRole, string>;
let shopperToken: string;

/** The admin operation of each root field that has one, read from the built schema. */
function adminFields(s: GraphQLSchema): { field: string; operation: AdminOperationName }[] {
  return [s.getQueryType(), s.getMutationType()].flatMap((type) =>
    Object.values(type?.getFields() ?? {}).flatMap((f) => {
      const operation = f.extensions?.[ADMIN_OPERATION_EXTENSION] as AdminOperationName | undefined;
      return operation ? [{ field: f.name, operation }] : [];
    }),
  );
}

/** Well-formed values that name nothing: an allowed caller gets NOT_FOUND or BAD_USER_INPUT, never a change to shared state. */
const leaf: LeafValue = (scalar, enumValues) =>
  scalar === 'enum'
    ? enumValues[enumValues.length - 1]
    : scalar === 'ID'
      ? crypto.randomUUID()
      : scalar === 'Int' || scalar === 'Float'
        ? 1
        : scalar === 'Boolean'
          ? false
          : scalar === 'DateTimeISO'
            ? new Date().toISOString()
            : 'x';

const schemaBuilt = buildApiSchema();

beforeAll(async () => {
  shop = await startTestShop();
  schema = await schemaBuilt;
  operations = new Map((await rootOperations(schema)).map((op) => [op.name, op]));
  for (const role of STAFF_ROLES) staffIds[role] = (await aStaffMember(shop, role)).member.id;
  shopperToken = (await aShopper(shop)).token;
});
afterAll(async () => {
  await shop?.stop();
});

describe('the permission table', () => {
  it('states the roles the shop promises', () => {
    const may = (role: StaffRole) => ADMIN_OPERATIONS.filter((op) => mayPerform(role, op));
    expect(may('owner')).toEqual(ADMIN_OPERATIONS);
    expect(may('manager')).not.toEqual(expect.arrayContaining(['staff.manage']));
    expect(may('manager')).toEqual(expect.arrayContaining(['catalog.write', 'stock.adjust', 'orders.cancel', 'messages.answer', 'reviews.moderate']));
    expect(may('support').sort()).toEqual(['messages.answer', 'messages.read', 'orders.deliver', 'orders.read', 'orders.ship', 'returns.read', 'returns.receive', 'session.self']);
  });

  it('staffRoles answers the three roles, most powerful first, in their words, each with the operations of the table', async () => {
    const res = await shop.gql(`{ staffRoles { role label help operations } }`, {}, await aStaffSession(shop, staffIds.support));
    expect(res.body.errors).toBeUndefined();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.data.staffRoles).toEqual([
      { role: 'OWNER', label: 'Owner', help: 'Everything, including staff, settings and the audit log.', operations: ADMIN_OPERATIONS },
      { role: 'MANAGER', label: 'Manager', help: 'Products, prices, photos, stock, orders, messages and reviews.', operations: ADMIN_OPERATIONS.filter((op) => mayPerform('manager', op)) },
      {
        role: 'SUPPORT',
        label: 'Support',
        help: 'Reads orders and messages, ships and delivers orders, answers messages. No prices, stock or staff.',
        operations: ['session.self', 'orders.read', 'orders.ship', 'orders.deliver', 'returns.read', 'returns.receive', 'messages.read', 'messages.answer'],
      },
    ]);
    expect(res.body.data.staffRoles[1].operations).not.toContain('staff.manage');
    expect((await shop.gql(`{ staffRoles { role } }`, {}, shopperToken)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('the signed-in member reads their role in words and what it lets them do', async () => {
    for (const role of STAFF_ROLES) {
      const res = await shop.gql(`{ currentStaff { role roleLabel operations } }`, {}, await aStaffSession(shop, staffIds[role]));
      expect(res.body.data.currentStaff, role).toEqual({
        role: role.toUpperCase(),
        roleLabel: role.charAt(0).toUpperCase() + role.slice(1),
        operations: ADMIN_OPERATIONS.filter((op) => mayPerform(role, op)),
      });
    }
  });

  it('every admin field names an operation of the table', () => {
    const fields = adminFields(schema);
    expect(fields.length).toBeGreaterThan(5);
    for (const { field, operation } of fields) expect(PERMISSIONS[operation], field).toBeDefined();
  });
});

describe.each(ADMIN_OPERATIONS.map((op) => [op] as const))('%s', async (operation) => {
  const fields = adminFields(await schemaBuilt)
    .filter((f) => f.operation === operation)
    .map((f) => f.field);
  if (fields.length === 0) {
    it.todo(`has no GraphQL field yet`);
    return;
  }

  it.each(fields.map((f) => [f] as const))('%s: allowed roles pass the check, other roles and shoppers are FORBIDDEN, anonymous callers UNAUTHENTICATED', async (field) => {
    const op = operations.get(field)!;
    const call = (token?: string) => shop.gql(op.document, variablesOf(op, leaf), token);
    const codes = (res: Awaited<ReturnType<typeof call>>) => (res.body.errors ?? []).map((e) => e.extensions?.code);

    expect(codes(await call()), 'anonymous').toEqual(['UNAUTHENTICATED']);
    expect(codes(await call(shopperToken)), 'shopper').toEqual(['FORBIDDEN']);
    for (const role of STAFF_ROLES) {
      // A session of its own per call: some operations end the session they run in (staffLogout).
      const res = await call(await aStaffSession(shop, staffIds[role]));
      const answer = codes(res);
      if (mayPerform(role, operation)) {
        // Never cached: not by the gateway (a token), and not by anything behind the backend either (below).
        expect(res.headers.get('cache-control'), role).toBe('private, no-store');
        expect(answer, role).not.toContain('FORBIDDEN');
        expect(answer, role).not.toContain('UNAUTHENTICATED');
        expect(answer, role).not.toContain('INTERNAL_SERVER_ERROR');
      } else expect(answer, role).toEqual(['FORBIDDEN']);
    }

    // The backend's own answer to staff is no-store too, whatever the hints of the types it returns.
    const owner = await aStaffSession(shop, staffIds.owner);
    const direct = await fetch(`${shop.backendUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      body: JSON.stringify({ query: op.document, variables: variablesOf(op, leaf) }),
    });
    expect(direct.headers.get('cache-control')).toBe('no-store');
  });
});
