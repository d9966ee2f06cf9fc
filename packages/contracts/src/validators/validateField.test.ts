import type { FormField } from '../forms/formTypes';
import { validateField } from './validateField';

const text = (validators: string[], extra: Partial<FormField> = {}): FormField => ({ id: 'f', label: 'Ville', type: 'text', validators, ...extra });

describe('validateField', () => {
  describe('notEmpty', () => {
    it.each([null, undefined, '', '   ', []])('refuses %p', (value) => {
      expect(validateField(text(['notEmpty']), value)).toBe('Le champ « Ville » est requis');
    });
    it('refuses an unchecked checkbox with its own message', () => {
      const box: FormField = { id: 'cgu', label: 'CGU', type: 'checkbox', validators: ['notEmpty'] };
      expect(validateField(box, '')).toBe('Vous devez cocher la case pour pouvoir continuer');
      expect(validateField(box, null)).toBe('Vous devez cocher la case pour pouvoir continuer');
      expect(validateField(box, 'on')).toBeNull();
    });
    it('refuses an empty set of checkboxes', () => {
      const boxes: FormField = { id: 'c', label: 'Thèmes', type: 'Checkbox', validators: ['notEmpty'], options: [{ value: 'a', label: 'A' }] };
      expect(validateField(boxes, [])).toBe('Le champ « Thèmes » est requis');
      expect(validateField(boxes, ['a'])).toBeNull();
    });
  });

  describe('parisDateTime (a wall time that exists in Paris)', () => {
    const field = text(['parisDateTime'], { label: 'Date et heure (Paris)' });
    it('takes an ordinary time, and the hour that happens twice in October', () => {
      expect(validateField(field, '2027-01-14T18:30')).toBeNull();
      expect(validateField(field, '2027-03-28T03:00')).toBeNull();
      expect(validateField(field, '2027-10-31T02:30')).toBeNull();
    });
    it('refuses the hour skipped when the clocks go forward, saying why', () => {
      expect(validateField(field, '2027-03-28T02:30')).toBe(
        'Le champ « Date et heure (Paris) » indique une heure qui n’existe pas à Paris : cette nuit-là, les horloges passent directement de 2 h à 3 h (heure d’été). Choisissez une autre heure.',
      );
      expect(validateField(field, '2026-03-29T02:00')).not.toBeNull();
      expect(validateField(field, '14/01/2027')).toBe('Le champ « Date et heure (Paris) » est invalide');
    });
  });

  describe('rpps (11 digits, Luhn key)', () => {
    it.each(['10101010105', '10003456786', ' 10001234565 '])('accepts %s', (value) => {
      expect(validateField(text(['rpps'], { label: 'Numéro RPPS' }), value)).toBeNull();
    });
    it.each(['10101010101', '10003456789', '1010101010', '101010101055', '1010101010a'])('refuses %s', (value) => {
      expect(validateField(text(['rpps'], { label: 'Numéro RPPS' }), value)).toBe(
        'Le champ « Numéro RPPS » n’est pas un numéro RPPS valide : vérifiez ses 11 chiffres',
      );
    });
  });

  describe('email', () => {
    it.each(['a@b.fr', 'claire.martin@hopital-paris.com', "o'neil+x@exemple.museum"])('accepts %s', (value) => {
      expect(validateField(text(['email']), value)).toBeNull();
    });
    it.each(['a@b', 'a@b.f', 'a@b.abcdefghi', 'a b@c.fr', '@c.fr', 'a@.fr', 'a@b.f1'])('refuses %s', (value) => {
      expect(validateField(text(['email'], { label: 'Email' }), value)).toBe('Le champ « Email » est invalide');
    });
    it('lets an empty optional e-mail pass', () => {
      expect(validateField(text(['email']), '')).toBeNull();
    });
  });

  describe('num', () => {
    it('accepts digits only', () => {
      expect(validateField(text(['num']), '0123')).toBeNull();
      expect(validateField(text(['num'], { label: 'Âge' }), '12a')).toBe('Le champ « Âge » doit être numérique');
      expect(validateField(text(['num']), '-1')).toBe('Le champ « Ville » doit être numérique');
    });
    it('accepts an empty value only when canBe is empty', () => {
      expect(validateField(text(['num']), '')).toBe('Le champ « Ville » doit être numérique');
      expect(validateField(text(['num'], { canBe: 'empty' }), '')).toBeNull();
      expect(validateField(text(['num'], { canBe: 'empty' }), null)).toBeNull();
    });
  });

  describe('alphaNum', () => {
    it.each(['Saint-Étienne', "L'Haÿ-les-Roses", 'Cœur_de ville 12', 'Ça va’'])('accepts %s', (value) => {
      expect(validateField(text(['alphaNum']), value)).toBeNull();
    });
    it('names the first invalid character', () => {
      expect(validateField(text(['alphaNum']), 'Paris; Lyon!')).toBe("Le champ « Ville » doit être alphanumérique : le caractère « ; » n'est pas accepté");
    });
    it('accepts extraChars', () => {
      expect(validateField(text(['alphaNum'], { extraChars: '.,' }), 'St. Denis, 93')).toBeNull();
    });
    it('accepts a newline only when multiline', () => {
      expect(validateField(text(['alphaNum']), 'a\nb')).toBe(
        "Le champ « Ville » doit être alphanumérique : le caractère « retour à la ligne » n'est pas accepté",
      );
      expect(validateField(text(['alphaNum'], { multiline: true }), 'a\r\nb')).toBeNull();
    });
  });

  describe('cell', () => {
    it.each(['06 12 34 56 78', '0712345678', '+33612345678', '+33 6 12 34 56 78', '+3212345678'])('accepts %s', (value) => {
      expect(validateField(text(['cell']), value)).toBeNull();
    });
    it.each(['05 12 34 56 78', '061234567', '+3361234567890', '33612345678', 'abc', '06-12-34-56-78'])('refuses %s', (value) => {
      expect(validateField(text(['cell'], { label: 'Portable' }), value)).toBe('Le champ « Portable » doit être un numéro de téléphone portable');
    });
  });

  describe('phone', () => {
    it.each(['01 23 45 67 89', '+33123456789', '+44 20 7946 0958'])('accepts %s', (value) => {
      expect(validateField(text(['phone']), value)).toBeNull();
    });
    it.each(['1234', '0123', '+12', '01 23 45 67 8a'])('refuses %s', (value) => {
      expect(validateField(text(['phone'], { label: 'Téléphone' }), value)).toBe('Le champ « Téléphone » doit être un numéro de téléphone');
    });
  });

  describe('ime', () => {
    it.each(['123456789A', '1234567890AB', '123456789ab'])('accepts %s', (value) => {
      expect(validateField(text(['ime']), value)).toBeNull();
    });
    it.each(['12345678A', '12345678901A', '123456789', '123456789ABC'])('refuses %s', (value) => {
      expect(validateField(text(['ime'], { label: 'IME' }), value)).toBe('Le champ « IME » est invalide');
    });
  });

  describe('date', () => {
    it.each(['2026-11-26', '2026-1-5'])('accepts %s', (value) => {
      expect(validateField(text(['date']), value)).toBeNull();
    });
    it.each(['26/11/2026', '2026-13-01', '2026-02-30', '2026-11'])('refuses %s', (value) => {
      expect(validateField(text(['date'], { label: 'Date' }), value)).toBe('Le champ « Date » est invalide');
    });
  });

  describe('password', () => {
    it('needs 8 characters', () => {
      expect(validateField(text(['password']), 'abcdefg')).toBe('Le mot de passe doit contenir au moins 8 caractères');
      expect(validateField(text(['password']), 'abcdefgh')).toBeNull();
    });
    it('needs 13 characters, a capital, a digit and a special character when hardened', () => {
      const hardened = text(['password'], { hardened: true });
      expect(validateField(hardened, 'Abcdefgh1!')).toBe('Le mot de passe doit contenir au moins 13 caractères');
      expect(validateField(hardened, 'abcdefghijkl1!')).toBe('Le mot de passe doit contenir au moins une majuscule');
      expect(validateField(hardened, 'Abcdefghijklm!')).toBe('Le mot de passe doit contenir au moins un chiffre');
      expect(validateField(hardened, 'Abcdefghijklm1')).toBe('Le mot de passe doit contenir au moins un caractère spécial');
      expect(validateField(hardened, 'Abcdefghijkl1!')).toBeNull();
    });
  });

  describe('sameAs', () => {
    const fields: FormField[] = [
      { id: 'email', label: 'Email', type: 'text' },
      { id: 'email2', label: 'Confirmation', type: 'text', validators: ['sameAs'], sameAs: 'email' },
    ];
    it('compares with the other field and names it', () => {
      expect(validateField(fields[1], 'a@b.fr', { email: 'a@b.fr' }, fields)).toBeNull();
      expect(validateField(fields[1], 'x@b.fr', { email: 'a@b.fr' }, fields)).toBe('Le champ « Confirmation » doit être identique au champ « Email »');
      expect(validateField(fields[1], '', { email: 'a@b.fr' }, fields)).toBe('Le champ « Confirmation » doit être identique au champ « Email »');
    });
    it('says that two passwords differ', () => {
      const confirm: FormField = { id: 'p2', label: 'Confirmation', type: 'text', inputType: 'password', sameAs: 'p1' };
      expect(validateField(confirm, 'Abc', { p1: 'Abd' })).toBe('Les mots de passe ne sont pas identiques !');
    });
  });

  describe('minLength and maxLength', () => {
    it('give the number of characters', () => {
      expect(validateField(text(['minLength'], { minLength: 3 }), 'ab')).toBe('Le champ « Ville » doit contenir au moins 3 caractères');
      expect(validateField(text([], { maxLength: 3 }), 'abcd')).toBe('Le champ « Ville » ne doit pas dépasser 3 caractères');
      expect(validateField(text([], { maxLength: 3 }), 'abc')).toBeNull();
    });
  });

  it('skips unknown validators', () => {
    expect(validateField(text(['whatever', 'notEmpty']), 'x')).toBeNull();
  });

  it('does not validate hidden, disabled or static fields', () => {
    expect(validateField(text(['notEmpty'], { hidden: true }), '')).toBeNull();
    expect(validateField(text(['notEmpty'], { disabled: true }), '')).toBeNull();
    expect(validateField(text(['notEmpty'], { static: true }), '')).toBeNull();
  });

  it('reads the older validation attribute too', () => {
    expect(validateField({ id: 'x', label: 'X', type: 'text', validation: ['notEmpty'] }, '')).toBe('Le champ « X » est requis');
  });

  it('checks each text of a multiple value', () => {
    expect(validateField(text(['email'], { label: 'Emails' }), ['a@b.fr', 'bad'])).toBe('Le champ « Emails » est invalide');
  });
});
