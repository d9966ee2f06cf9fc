import type { Role, SubRole } from '@canal/contracts';

export interface DemoAccount {
  email: string;
  role: Role;
  subRole: SubRole | null;
  job: string | null;
  firstname: string;
  lastname: string;
  hasUpdatedOptins: 0 | 1;
  what: string;
}

/** One password for the whole demo, printed by `npm start`. */
export const DEMO_PASSWORD = 'Pneumo2026';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@canal-pneumo.fr',
    role: 'admin',
    subRole: null,
    job: 'lb',
    firstname: 'Alice',
    lastname: 'Admin',
    hasUpdatedOptins: 1,
    what: 'administrateur',
  },
  {
    email: 'buadm@canal-pneumo.fr',
    role: 'staff',
    subRole: 'buadm',
    job: 'lb',
    firstname: 'Bruno',
    lastname: 'Lefèvre',
    hasUpdatedOptins: 1,
    what: 'staff buadm',
  },
  {
    email: 'buadmctr@canal-pneumo.fr',
    role: 'staff',
    subRole: 'buadmCtr',
    job: 'lb',
    firstname: 'Carole',
    lastname: 'Moreau',
    hasUpdatedOptins: 1,
    what: 'staff buadmCtr',
  },
  {
    email: 'moderateur@canal-pneumo.fr',
    role: 'staff',
    subRole: 'mod',
    job: 'lb',
    firstname: 'Marc',
    lastname: 'Girard',
    hasUpdatedOptins: 1,
    what: 'staff mod',
  },
  { email: 'invit@canal-pneumo.fr', role: 'staff', subRole: 'invit', job: 'lb', firstname: 'Inès', lastname: 'Roux', hasUpdatedOptins: 1, what: 'staff invit' },
  {
    email: 'orateur@canal-pneumo.fr',
    role: 'speaker',
    subRole: null,
    job: 'md',
    firstname: 'Paul',
    lastname: 'Chevalier',
    hasUpdatedOptins: 1,
    what: 'orateur',
  },
  {
    email: 'dr.martin@exemple.fr',
    role: 'member',
    subRole: null,
    job: 'md',
    firstname: 'Claire',
    lastname: 'Martin',
    hasUpdatedOptins: 1,
    what: 'membre, médecin',
  },
  {
    email: 'infirmier.durand@exemple.fr',
    role: 'member',
    subRole: null,
    job: 'in',
    firstname: 'Julien',
    lastname: 'Durand',
    hasUpdatedOptins: 1,
    what: 'membre, infirmier',
  },
  {
    email: 'pharmacie.bernard@exemple.fr',
    role: 'member',
    subRole: null,
    job: 'ph',
    firstname: 'Sophie',
    lastname: 'Bernard',
    hasUpdatedOptins: 1,
    what: 'membre, pharmacienne',
  },
  {
    email: 'interne.petit@exemple.fr',
    role: 'member',
    subRole: null,
    job: 'int',
    firstname: 'Lucas',
    lastname: 'Petit',
    hasUpdatedOptins: 1,
    what: 'membre, interne',
  },
  {
    email: 'nouveau.optins@exemple.fr',
    role: 'member',
    subRole: null,
    job: 'md',
    firstname: 'Hugo',
    lastname: 'Lambert',
    hasUpdatedOptins: 0,
    what: 'membre, consentements à remplir',
  },
];
