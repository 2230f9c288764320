import { createContext, useContext } from 'react';
import type { SignedInStaffFragment } from '../gql/graphql';

export const CurrentStaffContext = createContext<SignedInStaffFragment | null>(null);

/** The signed-in staff member (the shell provides it once `currentStaff` has answered). */
export function useCurrentStaff(): SignedInStaffFragment {
  const staff = useContext(CurrentStaffContext);
  if (!staff) throw new Error('useCurrentStaff outside the signed-in shell');
  return staff;
}
