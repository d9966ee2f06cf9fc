import { professionOptions, type FormField, type FormGroup, type SiteVariant } from '@canal/contracts';
import { identityFields, OPTIN_FIELDS } from '@canal/domain';
import { fixedJob, JOB_DOCTOR, JOB_NURSE, JOB_STUDENT, REGISTRATION_JOBS, RPPS_JOBS, startingJob, type RegistrationView } from './registrationKinds';

const identity: FormGroup = { label: 'Identité', items: identityFields(false) };

/**
 * A student's signed authorisation (spec 000 section 2.7): a PDF or a picture, checked by its
 * content, not its name (receiveUpload), shown when the profession is 'Étudiant(e)'.
 */
export const STUDENT_AUTHORISATION_FIELD: FormField = {
  id: 'accountAuthorisation',
  label: 'Autorisation signée de votre hiérarchie',
  type: 'upload',
  validators: ['notEmpty'],
  mime: ['application/pdf', 'image/jpeg', 'image/png'],
  maxSize: 5 * 1024 * 1024,
  maxFiles: 1,
  category: JOB_STUDENT,
  helperText: 'PDF ou photo (JPEG, PNG), 5 Mo au plus.',
  fullSize: true,
};

/** The registry number: RPPS (11 digits) whatever the profession chosen, ADELI (9 digits) for nurses; none without a number. */
function registryField(view: RegistrationView): FormField[] {
  if (view === 'rpps') {
    return [
      {
        id: 'accountJobPrecision',
        label: 'Numéro RPPS',
        type: 'text',
        validators: ['notEmpty', 'num', 'rpps'],
        minLength: 11,
        maxLength: 11,
        category: 'rpps',
        helperText: '11 chiffres',
      },
    ];
  }
  if (view === 'adeli') {
    return [
      {
        id: 'accountJobPrecision',
        label: 'Numéro ADELI',
        type: 'text',
        validators: ['notEmpty', 'num'],
        minLength: 9,
        maxLength: 9,
        category: `rpps&${JOB_NURSE}`,
        helperText: '9 chiffres',
      },
    ];
  }
  return [];
}

/**
 * The professions offered: with an RPPS number, those the directory verifies (RPPS_JOBS); with an
 * ADELI number, the nurse the entry fixes; without one, every profession of the site's variant (spec
 * 000 section 3: pharmacist, preparer, intern without RPPS, other...) and 'Étudiant(e)', whose
 * authorisation the student's upload field asks.
 */
function jobChoices(view: RegistrationView, variant: SiteVariant) {
  if (view === 'rpps') return RPPS_JOBS;
  return view === 'norpps' ? professionOptions(variant) : REGISTRATION_JOBS;
}

function profession(view: RegistrationView, variant: SiteVariant): FormGroup {
  const fixed = fixedJob(view);
  return {
    label: 'Profession',
    items: [
      {
        id: 'accountJob',
        label: 'Profession',
        type: 'select',
        validators: ['notEmpty'],
        options: jobChoices(view, variant),
        disabled: fixed !== null,
        defaultValue: startingJob(view),
        categoryTrigger: { [JOB_DOCTOR]: JOB_DOCTOR, [JOB_NURSE]: JOB_NURSE, [JOB_STUDENT]: JOB_STUDENT },
        sizes: { xs: 12, md: 6 },
      },
      ...registryField(view),
      ...(view === 'norpps' ? [STUDENT_AUTHORISATION_FIELD] : []),
    ],
  };
}

function password(hardened: boolean): FormGroup {
  return {
    label: 'Mot de passe',
    items: [
      {
        id: 'accountPassword',
        label: 'Mot de passe',
        type: 'text',
        inputType: 'password',
        validators: ['notEmpty', 'password'],
        hardened,
        maxLength: 64,
        helperText: hardened
          ? 'Au moins 13 caractères, dont une majuscule, un chiffre et un caractère spécial.'
          : 'Au moins 8 caractères, dont une majuscule et un chiffre.',
        sizes: { xs: 12, md: 6 },
      },
      {
        id: 'accountPasswordConf',
        label: 'Confirmation du mot de passe',
        type: 'text',
        inputType: 'password',
        validators: ['notEmpty'],
        sameAs: 'accountPassword',
        maxLength: 64,
        sizes: { xs: 12, md: 6 },
      },
    ],
  };
}

function consent(view: RegistrationView): FormGroup {
  const captcha: FormField[] =
    view === 'norpps' ? [{ id: 'captcha', label: 'Vérification anti-robot', type: 'Captcha', category: 'norpps', url: '/api/forms/captcha' }] : [];
  return {
    items: [{ id: 'accountConsent', label: 'J’accepte les conditions d’utilisation', type: 'checkbox', validators: ['notEmpty'], fullSize: true }, ...captcha],
  };
}

/**
 * The consents of the optins form (spec 000 "Optins form"), asked where the account is created and
 * recorded with their date (RGPD): a member who answered here is not stopped by the optins dialog.
 */
const optins: FormGroup = { label: 'Mes consentements', items: OPTIN_FIELDS };

/** The registration form of one step-1 entry. */
export const registrationGroups = (view: RegistrationView, hardened: boolean, variant: SiteVariant): FormGroup[] => [
  identity,
  profession(view, variant),
  password(hardened),
  optins,
  consent(view),
];
