/**
 * The shell provides every part of the kit to the remotes, which carry no copy of it. Naming the
 * lazy parts here puts them in the shell's build; each is fetched only when a page first needs it.
 */
export const KIT_PARTS = {
  forms: () => import('@canal/kit/forms'),
  lists: () => import('@canal/kit/lists'),
  charts: () => import('@canal/kit/charts'),
};
