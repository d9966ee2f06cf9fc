/** The step-1 entries of the registration wizard (spec 000 section 2.7). */
export interface RegistrationChoice {
  /** The form's `?view=` on the server: which registry number is asked. */
  view: 'rpps' | 'adeli' | 'norpps';
  accountKind: 'rpps' | 'norpps';
  label: string;
  description: string;
}

export const REGISTRATION_CHOICES: readonly RegistrationChoice[] = [
  {
    view: 'rpps',
    accountKind: 'rpps',
    label: 'J’ai un numéro RPPS',
    description: 'Médecin, pharmacien, infirmier(e) : votre profession et votre numéro RPPS à 11 chiffres vous seront demandés.',
  },
  {
    view: 'adeli',
    accountKind: 'rpps',
    label: 'J’ai un numéro ADELI (infirmier(e))',
    description: 'Votre numéro ADELI à 9 chiffres vous sera demandé.',
  },
  {
    view: 'norpps',
    accountKind: 'norpps',
    label: 'Je n’ai pas de numéro (étudiant(e), autre)',
    description: 'Votre demande sera vérifiée par notre équipe avant l’ouverture de votre compte.',
  },
];

export const REGISTRATION_SAVED = 'Votre inscription a bien été enregistrée.';
