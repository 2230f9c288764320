import { useQuery } from '@apollo/client/react';
import { StaffRolesDocument, type StaffRolesQuery } from '../../gql/graphql';

export type RoleChoice = StaffRolesQuery['staffRoles'][number];

/**
 * The roles a staff member can be given, most powerful first, in the words the server gives them (what
 * each may do is the server's permission table). Empty until the server has answered.
 */
export function useRoleChoices(): RoleChoice[] {
  const { data } = useQuery(StaffRolesDocument);
  return data?.staffRoles ?? [];
}
