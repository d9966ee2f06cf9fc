/** The validators' French messages (spec 000 section 5 "Dynamic form"). */
export const validatorMessages = {
  required: (label: string) => `Le champ « ${label} » est requis`,
  checkboxRequired: 'Vous devez cocher la case pour pouvoir continuer',
  invalid: (label: string) => `Le champ « ${label} » est invalide`,
  numeric: (label: string) => `Le champ « ${label} » doit être numérique`,
  alphaNum: (label: string, character: string) =>
    `Le champ « ${label} » doit être alphanumérique : le caractère « ${character === '\n' ? 'retour à la ligne' : character} » n'est pas accepté`,
  cell: (label: string) => `Le champ « ${label} » doit être un numéro de téléphone portable`,
  phone: (label: string) => `Le champ « ${label} » doit être un numéro de téléphone`,
  passwordLength: (minimum: number) => `Le mot de passe doit contenir au moins ${minimum} caractères`,
  passwordCapital: 'Le mot de passe doit contenir au moins une majuscule',
  passwordDigit: 'Le mot de passe doit contenir au moins un chiffre',
  passwordSpecial: 'Le mot de passe doit contenir au moins un caractère spécial',
  passwordsDiffer: 'Les mots de passe ne sont pas identiques !',
  sameAs: (label: string, other: string) => `Le champ « ${label} » doit être identique au champ « ${other} »`,
  minLength: (label: string, length: number) => `Le champ « ${label} » doit contenir au moins ${length} caractères`,
  maxLength: (label: string, length: number) => `Le champ « ${label} » ne doit pas dépasser ${length} caractères`,
  parisHourMissing: (label: string) =>
    `Le champ « ${label} » indique une heure qui n’existe pas à Paris : cette nuit-là, les horloges passent directement de 2 h à 3 h (heure d’été). Choisissez une autre heure.`,
  rpps: (label: string) => `Le champ « ${label} » n’est pas un numéro RPPS valide : vérifiez ses 11 chiffres`,
} as const;
