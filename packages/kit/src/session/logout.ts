import { postForm } from '../api/postForm';
import { kitStore } from './kitStore';
import { SIGNED_OUT, sessionAtom } from './sessionAtom';

export async function logout(): Promise<void> {
  try {
    await postForm('/api/auth/logout', { logout: 'true' });
  } finally {
    kitStore.set(sessionAtom, SIGNED_OUT);
  }
}
