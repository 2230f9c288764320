/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment SignedInStaff on StaffMember {\n  id\n  name\n  email\n  role\n  totpEnrolled\n}\n\nquery CurrentStaff {\n  currentStaff {\n    ...SignedInStaff\n  }\n}\n\nmutation StaffLogin($email: String!, $password: String!, $totpCode: String) {\n  staffLogin(email: $email, password: $password, totpCode: $totpCode) {\n    token\n    expiresAt\n    totpRequired\n    totpEnrolment {\n      otpauthUri\n      secret\n    }\n    staff {\n      ...SignedInStaff\n    }\n  }\n}\n\nmutation StaffLogout {\n  staffLogout\n}": typeof types.SignedInStaffFragmentDoc,
    "mutation EnrolTotp {\n  enrolTotp {\n    otpauthUri\n    secret\n  }\n}\n\nmutation ConfirmTotp($code: String!) {\n  confirmTotp(code: $code) {\n    id\n    totpEnrolled\n  }\n}": typeof types.EnrolTotpDocument,
    "query AuditEntries($filter: AuditFilter, $limit: Int, $offset: Int) {\n  auditEntries(filter: $filter, limit: $limit, offset: $offset) {\n    hasMore\n    entries {\n      id\n      at\n      action\n      entityType\n      entityId\n      staffId\n      staffEmail\n      staffRole\n      ip\n      before\n      after\n    }\n  }\n}\n\nquery AuditStaffChoices {\n  staffMembers(includeInactive: true, limit: 200) {\n    id\n    name\n    email\n  }\n}": typeof types.AuditEntriesDocument,
    "query StaffSettings {\n  staffSettings {\n    requireTotp\n  }\n}\n\nmutation SetRequireTotp($required: Boolean!) {\n  setRequireTotp(required: $required) {\n    requireTotp\n  }\n}": typeof types.StaffSettingsDocument,
    "fragment StaffRow on StaffMember {\n  id\n  name\n  email\n  role\n  active\n  totpEnrolled\n  lastLoginAt\n  createdAt\n}\n\nquery StaffMembers($includeInactive: Boolean, $limit: Int, $offset: Int) {\n  staffMembers(includeInactive: $includeInactive, limit: $limit, offset: $offset) {\n    ...StaffRow\n  }\n}\n\nmutation CreateStaff($input: CreateStaffInput!) {\n  createStaff(input: $input) {\n    ...StaffRow\n  }\n}\n\nmutation UpdateStaffRole($id: ID!, $role: StaffRole!) {\n  updateStaffRole(id: $id, role: $role) {\n    ...StaffRow\n  }\n}\n\nmutation DeactivateStaff($id: ID!) {\n  deactivateStaff(id: $id) {\n    ...StaffRow\n  }\n}\n\nmutation ReactivateStaff($id: ID!) {\n  reactivateStaff(id: $id) {\n    ...StaffRow\n  }\n}\n\nmutation ResetStaffTotp($id: ID!) {\n  resetStaffTotp(id: $id) {\n    ...StaffRow\n  }\n}": typeof types.StaffRowFragmentDoc,
};
const documents: Documents = {
    "fragment SignedInStaff on StaffMember {\n  id\n  name\n  email\n  role\n  totpEnrolled\n}\n\nquery CurrentStaff {\n  currentStaff {\n    ...SignedInStaff\n  }\n}\n\nmutation StaffLogin($email: String!, $password: String!, $totpCode: String) {\n  staffLogin(email: $email, password: $password, totpCode: $totpCode) {\n    token\n    expiresAt\n    totpRequired\n    totpEnrolment {\n      otpauthUri\n      secret\n    }\n    staff {\n      ...SignedInStaff\n    }\n  }\n}\n\nmutation StaffLogout {\n  staffLogout\n}": types.SignedInStaffFragmentDoc,
    "mutation EnrolTotp {\n  enrolTotp {\n    otpauthUri\n    secret\n  }\n}\n\nmutation ConfirmTotp($code: String!) {\n  confirmTotp(code: $code) {\n    id\n    totpEnrolled\n  }\n}": types.EnrolTotpDocument,
    "query AuditEntries($filter: AuditFilter, $limit: Int, $offset: Int) {\n  auditEntries(filter: $filter, limit: $limit, offset: $offset) {\n    hasMore\n    entries {\n      id\n      at\n      action\n      entityType\n      entityId\n      staffId\n      staffEmail\n      staffRole\n      ip\n      before\n      after\n    }\n  }\n}\n\nquery AuditStaffChoices {\n  staffMembers(includeInactive: true, limit: 200) {\n    id\n    name\n    email\n  }\n}": types.AuditEntriesDocument,
    "query StaffSettings {\n  staffSettings {\n    requireTotp\n  }\n}\n\nmutation SetRequireTotp($required: Boolean!) {\n  setRequireTotp(required: $required) {\n    requireTotp\n  }\n}": types.StaffSettingsDocument,
    "fragment StaffRow on StaffMember {\n  id\n  name\n  email\n  role\n  active\n  totpEnrolled\n  lastLoginAt\n  createdAt\n}\n\nquery StaffMembers($includeInactive: Boolean, $limit: Int, $offset: Int) {\n  staffMembers(includeInactive: $includeInactive, limit: $limit, offset: $offset) {\n    ...StaffRow\n  }\n}\n\nmutation CreateStaff($input: CreateStaffInput!) {\n  createStaff(input: $input) {\n    ...StaffRow\n  }\n}\n\nmutation UpdateStaffRole($id: ID!, $role: StaffRole!) {\n  updateStaffRole(id: $id, role: $role) {\n    ...StaffRow\n  }\n}\n\nmutation DeactivateStaff($id: ID!) {\n  deactivateStaff(id: $id) {\n    ...StaffRow\n  }\n}\n\nmutation ReactivateStaff($id: ID!) {\n  reactivateStaff(id: $id) {\n    ...StaffRow\n  }\n}\n\nmutation ResetStaffTotp($id: ID!) {\n  resetStaffTotp(id: $id) {\n    ...StaffRow\n  }\n}": types.StaffRowFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SignedInStaff on StaffMember {\n  id\n  name\n  email\n  role\n  totpEnrolled\n}\n\nquery CurrentStaff {\n  currentStaff {\n    ...SignedInStaff\n  }\n}\n\nmutation StaffLogin($email: String!, $password: String!, $totpCode: String) {\n  staffLogin(email: $email, password: $password, totpCode: $totpCode) {\n    token\n    expiresAt\n    totpRequired\n    totpEnrolment {\n      otpauthUri\n      secret\n    }\n    staff {\n      ...SignedInStaff\n    }\n  }\n}\n\nmutation StaffLogout {\n  staffLogout\n}"): (typeof documents)["fragment SignedInStaff on StaffMember {\n  id\n  name\n  email\n  role\n  totpEnrolled\n}\n\nquery CurrentStaff {\n  currentStaff {\n    ...SignedInStaff\n  }\n}\n\nmutation StaffLogin($email: String!, $password: String!, $totpCode: String) {\n  staffLogin(email: $email, password: $password, totpCode: $totpCode) {\n    token\n    expiresAt\n    totpRequired\n    totpEnrolment {\n      otpauthUri\n      secret\n    }\n    staff {\n      ...SignedInStaff\n    }\n  }\n}\n\nmutation StaffLogout {\n  staffLogout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnrolTotp {\n  enrolTotp {\n    otpauthUri\n    secret\n  }\n}\n\nmutation ConfirmTotp($code: String!) {\n  confirmTotp(code: $code) {\n    id\n    totpEnrolled\n  }\n}"): (typeof documents)["mutation EnrolTotp {\n  enrolTotp {\n    otpauthUri\n    secret\n  }\n}\n\nmutation ConfirmTotp($code: String!) {\n  confirmTotp(code: $code) {\n    id\n    totpEnrolled\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditEntries($filter: AuditFilter, $limit: Int, $offset: Int) {\n  auditEntries(filter: $filter, limit: $limit, offset: $offset) {\n    hasMore\n    entries {\n      id\n      at\n      action\n      entityType\n      entityId\n      staffId\n      staffEmail\n      staffRole\n      ip\n      before\n      after\n    }\n  }\n}\n\nquery AuditStaffChoices {\n  staffMembers(includeInactive: true, limit: 200) {\n    id\n    name\n    email\n  }\n}"): (typeof documents)["query AuditEntries($filter: AuditFilter, $limit: Int, $offset: Int) {\n  auditEntries(filter: $filter, limit: $limit, offset: $offset) {\n    hasMore\n    entries {\n      id\n      at\n      action\n      entityType\n      entityId\n      staffId\n      staffEmail\n      staffRole\n      ip\n      before\n      after\n    }\n  }\n}\n\nquery AuditStaffChoices {\n  staffMembers(includeInactive: true, limit: 200) {\n    id\n    name\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffSettings {\n  staffSettings {\n    requireTotp\n  }\n}\n\nmutation SetRequireTotp($required: Boolean!) {\n  setRequireTotp(required: $required) {\n    requireTotp\n  }\n}"): (typeof documents)["query StaffSettings {\n  staffSettings {\n    requireTotp\n  }\n}\n\nmutation SetRequireTotp($required: Boolean!) {\n  setRequireTotp(required: $required) {\n    requireTotp\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StaffRow on StaffMember {\n  id\n  name\n  email\n  role\n  active\n  totpEnrolled\n  lastLoginAt\n  createdAt\n}\n\nquery StaffMembers($includeInactive: Boolean, $limit: Int, $offset: Int) {\n  staffMembers(includeInactive: $includeInactive, limit: $limit, offset: $offset) {\n    ...StaffRow\n  }\n}\n\nmutation CreateStaff($input: CreateStaffInput!) {\n  createStaff(input: $input) {\n    ...StaffRow\n  }\n}\n\nmutation UpdateStaffRole($id: ID!, $role: StaffRole!) {\n  updateStaffRole(id: $id, role: $role) {\n    ...StaffRow\n  }\n}\n\nmutation DeactivateStaff($id: ID!) {\n  deactivateStaff(id: $id) {\n    ...StaffRow\n  }\n}\n\nmutation ReactivateStaff($id: ID!) {\n  reactivateStaff(id: $id) {\n    ...StaffRow\n  }\n}\n\nmutation ResetStaffTotp($id: ID!) {\n  resetStaffTotp(id: $id) {\n    ...StaffRow\n  }\n}"): (typeof documents)["fragment StaffRow on StaffMember {\n  id\n  name\n  email\n  role\n  active\n  totpEnrolled\n  lastLoginAt\n  createdAt\n}\n\nquery StaffMembers($includeInactive: Boolean, $limit: Int, $offset: Int) {\n  staffMembers(includeInactive: $includeInactive, limit: $limit, offset: $offset) {\n    ...StaffRow\n  }\n}\n\nmutation CreateStaff($input: CreateStaffInput!) {\n  createStaff(input: $input) {\n    ...StaffRow\n  }\n}\n\nmutation UpdateStaffRole($id: ID!, $role: StaffRole!) {\n  updateStaffRole(id: $id, role: $role) {\n    ...StaffRow\n  }\n}\n\nmutation DeactivateStaff($id: ID!) {\n  deactivateStaff(id: $id) {\n    ...StaffRow\n  }\n}\n\nmutation ReactivateStaff($id: ID!) {\n  reactivateStaff(id: $id) {\n    ...StaffRow\n  }\n}\n\nmutation ResetStaffTotp($id: ID!) {\n  resetStaffTotp(id: $id) {\n    ...StaffRow\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;