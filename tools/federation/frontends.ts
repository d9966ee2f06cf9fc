/** The shell and the five remotes; each remote lists what it exposes in its own `exposes.json`. */
export const FRONTENDS = [
  { name: 'shell', folder: 'shell' },
  { name: 'public', folder: 'mfe-public' },
  { name: 'live', folder: 'mfe-live' },
  { name: 'staff', folder: 'mfe-staff' },
  { name: 'media', folder: 'mfe-media' },
  { name: 'chat', folder: 'mfe-chat' },
] as const;
