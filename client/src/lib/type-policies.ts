import type { TypePolicies } from '@apollo/client';

/** All cache rules in one place (DESIGN convention 8). */
export const typePolicies: TypePolicies = {
  Product: { keyFields: ['id'] },
};
