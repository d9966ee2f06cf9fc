import { jobLabelIn, jobOptions } from './jobs';

describe('jobs by site variant', () => {
  it('offers the first variant’s two audiences, telling apart in words the codes that share a label, never by their code', () => {
    const options = jobOptions('one');
    expect(options.map((option) => option.value).slice(0, 10)).toEqual(['md', 'ph', 'in', 'int', 'x5', 'x7', 'x2', 'x4', 'x3', 'lb']);
    expect(options.find((option) => option.value === 'md')?.label).toBe('Médecin');
    expect(options.find((option) => option.value === 'x2')?.label).toBe('Médecin (second public)');
    expect(options.find((option) => option.value === 'es10')?.label).toBe('Médecin (inscription en ligne)');
    expect(options.find((option) => option.value === 'es60')?.label).toBe('Infirmier(e) (inscription en ligne)');
    expect(options.filter((option) => /\((md|x\d|es\d+|ph|in)\)/.test(option.label))).toEqual([]);
    expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
    expect(options.find((option) => option.value === 'x7')?.label).toBe('Préparateur en pharmacie');
  });
  it('offers the second variant’s jobs, with x2 as a doctor without RPPS', () => {
    const options = jobOptions('two');
    expect(options.map((option) => option.value).slice(0, 6)).toEqual(['md', 'x2', 'ph', 'in', 'x1', 'lb']);
    expect(options.find((option) => option.value === 'x2')?.label).toBe('Médecin sans RPPS');
    expect(options.map((option) => option.value)).not.toContain('x7');
    expect(jobLabelIn('two', 'x1')).toBe('Interne');
    expect(jobLabelIn('one', 'x2')).toBe('Médecin');
  });
});
