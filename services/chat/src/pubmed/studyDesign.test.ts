import { evidenceText, type StudyDesign } from '@canal/contracts';
import { studyDesignOf } from './studyDesign';

describe('studyDesignOf', () => {
  it.each([
    [['Journal Article', 'Meta-Analysis', 'Systematic Review'], [], 'meta_analysis'],
    [['Journal Article', 'Systematic Review', 'Review'], [], 'systematic_review'],
    [['Journal Article', 'Randomized Controlled Trial', 'Multicenter Study'], ['Humans', 'Randomized Controlled Trials as Topic'], 'randomized_trial'],
    [['Practice Guideline'], [], 'guideline'],
    [['Clinical Trial, Phase II'], [], 'clinical_trial'],
    [['Journal Article', 'Observational Study'], ['Prospective Studies', 'Humans'], 'cohort'],
    [['Journal Article'], ['Case-Control Studies', 'Risk Factors'], 'case_control'],
    [['Journal Article', 'Observational Study'], ['Cross-Sectional Studies'], 'observational'],
    [['Case Reports'], [], 'case_series'],
    [['Journal Article', 'Review'], [], 'narrative_review'],
    [['Editorial'], [], 'opinion'],
    [['Journal Article'], ['Asthma', 'Humans'], 'other'],
  ])('%j with MeSH %j is %s', (types, headings, design) => {
    expect(studyDesignOf(types, headings)).toBe(design);
  });
});

describe('evidenceText', () => {
  const verified = (design: StudyDesign) => ({ status: 'verified', design });

  it('names the strongest design of the verified studies, retracted and unverified ones left out', () => {
    expect(
      evidenceText([
        verified('cohort'),
        verified('meta_analysis'),
        verified('case_series'),
        { status: 'retracted', design: 'randomized_trial' },
        { status: 'unverified' },
      ]),
    ).toBe('repose au mieux sur une méta-analyse (3 études citées).');
  });

  it('says plainly when the answer rests only on weak designs, or on fewer than three studies', () => {
    expect(evidenceText([verified('narrative_review'), verified('case_series'), verified('other')])).toBe(
      'repose au mieux sur une série de cas (3 études citées) ; repose uniquement sur des études de faible niveau.',
    );
    expect(evidenceText([verified('randomized_trial')])).toBe('repose au mieux sur un essai randomisé (1 étude citée) ; moins de 3 études.');
    expect(evidenceText([verified('opinion'), verified('narrative_review')])).toBe(
      'repose au mieux sur une revue narrative (2 études citées) ; repose uniquement sur des études de faible niveau ; moins de 3 études.',
    );
  });

  it('says when no cited study could be checked, and nothing for an answer without citation', () => {
    expect(evidenceText([{ status: 'unverified' }, { status: 'retracted', design: 'meta_analysis' }])).toBe(
      'aucune des études citées n’a pu être vérifiée dans les recherches de cette réponse.',
    );
    expect(evidenceText([])).toBeNull();
  });
});
