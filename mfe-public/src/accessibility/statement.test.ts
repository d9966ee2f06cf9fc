import { buildStatement, statement, type AxeResults, type Checklist, type Criterion } from './statement';
import checklistFile from './checklist.json';
import routes from '../routes';

const criterion = (id: string, status: Criterion['status'], source: Criterion['source'] = 'manuel'): Criterion => ({
  id,
  title: `Critère ${id}`,
  status,
  source,
});
const checklist = (criteria: Criterion[], criteriaTotal = criteria.length): Checklist => ({
  ...(checklistFile as Checklist),
  criteriaTotal,
  criteria,
});
const measured = (violations: string[] = []): AxeResults => ({
  measuredAt: '2026-11-28T19:00:00.000Z',
  tags: ['wcag2aa'],
  runs: [{ role: 'a visitor', width: 390, height: 844, pages: ['/help', '/'], violations }],
});

describe('the accessibility statement', () => {
  it('is "totalement conforme" only when every criterion of the referential is assessed and respected', () => {
    expect(buildStatement(checklist([criterion('1.1', 'C'), criterion('1.2', 'NA')]), measured()).level).toBe('totalement conforme');
  });

  it('is "partiellement conforme" from 50 % of the applicable criteria, "non conforme" below', () => {
    const half = buildStatement(checklist([criterion('1.1', 'C'), criterion('1.2', 'NC')]), measured());
    expect([half.level, half.rate]).toEqual(['partiellement conforme', 50]);
    const less = buildStatement(checklist([criterion('1.1', 'C'), criterion('1.2', 'NC'), criterion('1.3', 'NC')]), measured());
    expect([less.level, less.rate]).toEqual(['non conforme', 33]);
  });

  it('is "non conforme" while the audit does not cover the whole referential', () => {
    const partial = buildStatement(checklist([criterion('1.1', 'C')], 106), measured());
    expect([partial.level, partial.complete, partial.assessed]).toEqual(['non conforme', false, 1]);
  });

  it('counts a criterion measured by axe as failing when the last journey found violations, or never ran', () => {
    const failing = buildStatement(checklist([criterion('3.2', 'C', 'axe')]), measured(['/help color-contrast: .x']));
    expect(failing.nonConformities.map((item) => [item.id, item.note])).toEqual([['3.2', 'Les derniers tests automatiques ont relevé des erreurs.']]);
    const never = buildStatement(checklist([criterion('3.2', 'C', 'axe')]), { measuredAt: null, tags: [], runs: [] });
    expect(never.level).toBe('non conforme');
    expect(buildStatement(checklist([criterion('3.2', 'C', 'axe')]), measured()).pagesChecked).toEqual(['/', '/help']);
  });
});

describe('the footer’s link to the statement', () => {
  it('says the level the statement says (the RGAA asks for « Accessibilité : … conforme » on every page)', () => {
    const route = routes.find((entry) => entry.path === '/accessibilite');
    expect(route?.footerMenu?.label).toBe(`Accessibilité : ${statement.level}`);
  });
});
