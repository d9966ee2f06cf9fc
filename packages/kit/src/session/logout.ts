import { publicApi } from '@canal/contracts/core';
import { callEndpoint } from '../api/callEndpoint';
import { kitStore } from './kitStore';
import { SIGNED_OUT, sessionAtom } from './sessionAtom';

export async function logout(): Promise<void> {
  try {
    await callEndpoint(publicApi.logout, { logout: 'true' });
  } finally {
    kitStore.set(sessionAtom, SIGNED_OUT);
  }
}
