import type { FormGroup } from '../forms/formTypes';
import { computeActiveCategories } from '../forms/categories';
import { validateForm } from './validateForm';
import { validatePrecision } from './validatePrecision';
import { isRequired } from './validatorNames';

const groups: FormGroup[] = [
  {
    label: 'Profession',
    items: [
      {
        id: 'job',
        label: 'Profession',
        type: 'select',
        validators: ['notEmpty'],
        options: [
          { value: 'md', label: 'Médecin' },
          { value: 'in', label: 'Infirmier(e)' },
          { value: 'au', label: 'Autre' },
        ],
        categoryTrigger: { md: 'rpps', in: 'adeli', au: 'other&free' },
      },
      { id: 'rpps', label: 'RPPS', type: 'text', validators: ['notEmpty', 'num'], category: 'rpps' },
      { id: 'adeli', label: 'ADELI', type: 'text', validators: ['notEmpty'], category: 'adeli' },
      { id: 'precision', label: 'Précision', type: 'text', validators: ['notEmpty'], category: 'other&free' },
      { id: 'more', label: 'Détail', type: 'text', validators: ['notEmpty'], category: 'free', categoryTrigger: { '*': 'detail' } },
      { id: 'detail', label: 'Plus', type: 'text', validators: ['notEmpty'], category: 'detail' },
    ],
  },
];

describe('categories', () => {
  it('activates the categories of the chosen option, & activating several', () => {
    expect(computeActiveCategories(groups, { job: 'md' })).toEqual(['rpps']);
    expect(computeActiveCategories(groups, { job: 'au' }).sort()).toEqual(['free', 'other']);
    expect(computeActiveCategories(groups, { job: 'au', more: 'x' }).sort()).toEqual(['detail', 'free', 'other']);
  });
  it('ignores triggers of fields whose category is inactive', () => {
    expect(computeActiveCategories(groups, { job: 'md', more: 'x' })).toEqual(['rpps']);
  });
});

describe('validateForm', () => {
  it('validates only the fields of active categories', () => {
    expect(validateForm(groups, { job: 'md', rpps: '' })).toEqual({ rpps: 'Le champ « RPPS » est requis' });
    expect(validateForm(groups, { job: 'in' })).toEqual({ adeli: 'Le champ « ADELI » est requis' });
    expect(validateForm(groups, { job: '' })).toEqual({ job: 'Le champ « Profession » est requis' });
  });
  it("needs every category of an 'a&b' field", () => {
    expect(validateForm(groups, { job: 'au' }, ['other'])).toEqual({});
    expect(Object.keys(validateForm(groups, { job: 'au' }))).toEqual(['precision', 'more']);
  });
  it('passes a complete form', () => {
    expect(validateForm(groups, { job: 'md', rpps: '10001234567' })).toEqual({});
  });
  it('marks notEmpty fields as required', () => {
    expect(isRequired(groups[0].items[0])).toBe(true);
    expect(isRequired({ id: 'x', label: 'X', type: 'text' })).toBe(false);
  });
});

describe('validatePrecision', () => {
  it('needs one of the offered values', () => {
    const precision = { id: 'precision_0', label: 'Votre spécialité', values: [{ value: 'a', label: 'A' }] };
    expect(validatePrecision(precision, 'a')).toBeNull();
    expect(validatePrecision(precision, 'b')).toBe('Le champ « Votre spécialité » est requis');
  });
  it('checks a free answer with its validators', () => {
    const precision = { id: 'precision_0', label: 'Précisez', values: [], validators: ['alphaNum'], maxLength: 5 };
    expect(validatePrecision(precision, '')).toBe('Le champ « Précisez » est requis');
    expect(validatePrecision(precision, 'abcdef')).toBe('Le champ « Précisez » ne doit pas dépasser 5 caractères');
    expect(validatePrecision(precision, 'a<b')).toContain('« < »');
    expect(validatePrecision(precision, 'abc')).toBeNull();
  });
});
