import { useAtomValue } from 'jotai';
import { isAllowed, VISITOR, type AccessKey, type Principal } from '@canal/contracts/core';
import { sessionAtom, type SessionState } from './sessionAtom';

export interface SessionView extends SessionState {
  principal: Principal;
  can: (access: AccessKey) => boolean;
}

export function useSession(): SessionView {
  const session = useAtomValue(sessionAtom);
  const principal: Principal = session.user ? { role: session.user.role, subRole: session.user.subRole } : VISITOR;
  return { ...session, principal, can: (access) => isAllowed(access, principal) };
}
