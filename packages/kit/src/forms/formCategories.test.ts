import { isCategoryActive, type FormField, type FormGroup } from '@canal/contracts';
import { activeCategoriesFor, baseCategoriesOf } from './formCategories';

const job: FormField = {
  id: 'accountJob',
  label: 'Profession',
  type: 'select',
  options: [
    { value: 'md', label: 'Médecin' },
    { value: 'in', label: 'Infirmier' },
    { value: 'st', label: 'Étudiant' },
  ],
  categoryTrigger: { md: 'rpps', in: 'adeli&nurse', st: 'student' },
};
const consent: FormField = { id: 'accountOptin2', label: 'Partenaires', type: 'checkbox', categoryTrigger: { on: 'partners' } };
const rpps: FormField = { id: 'accountRpps', label: 'RPPS', type: 'text', category: 'rpps' };
const adeli: FormField = { id: 'accountAdeli', label: 'ADELI', type: 'text', category: 'adeli&nurse' };
const school: FormField = { id: 'accountSchool', label: 'École', type: 'text', category: 'student&partners' };
const groups: FormGroup[] = [{ label: 'Compte', items: [job, consent, rpps, adeli, school] }];

describe('category triggers', () => {
  it('keeps only the definition categories no trigger can activate', () => {
    expect(baseCategoriesOf(groups, ['staff', 'rpps'])).toEqual(['staff']);
  });

  it('activates the categories of the selected value, and drops them when the value changes', () => {
    const base = baseCategoriesOf(groups, ['rpps']);
    const doctor = activeCategoriesFor(groups, { accountJob: 'md' }, base);
    expect(isCategoryActive(rpps, doctor)).toBe(true);
    expect(isCategoryActive(adeli, doctor)).toBe(false);
    const nurse = activeCategoriesFor(groups, { accountJob: 'in' }, base);
    expect(isCategoryActive(rpps, nurse)).toBe(false);
    expect(isCategoryActive(adeli, nurse)).toBe(true);
  });

  it("needs every category joined by '&'", () => {
    const studentOnly = activeCategoriesFor(groups, { accountJob: 'st', accountOptin2: '' }, []);
    expect(isCategoryActive(school, studentOnly)).toBe(false);
    const both = activeCategoriesFor(groups, { accountJob: 'st', accountOptin2: 'on' }, []);
    expect(isCategoryActive(school, both)).toBe(true);
  });

  it('always shows a field without category', () => {
    expect(isCategoryActive(job, [])).toBe(true);
  });
});
