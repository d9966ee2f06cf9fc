import { createContext, useContext } from 'react';
import type { SiteSettings } from '@canal/contracts/core';

export const SiteContext = createContext<SiteSettings | null>(null);

export function useSite(): SiteSettings {
  const site = useContext(SiteContext);
  if (!site) throw new Error('SiteContext missing');
  return site;
}
