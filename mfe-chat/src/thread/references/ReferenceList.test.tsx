import { renderToString } from 'react-dom/server';
import type { ChatReference } from '@canal/contracts/chat';
import { ReferenceList } from './ReferenceList';

const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const reference = (number: number, fields: Partial<ChatReference>): ChatReference => ({
  number,
  pmid: String(36000000 + number),
  status: 'verified',
  title: 'Biologic therapies in severe asthma',
  authors: 'Martin A et al.',
  journal: 'Eur Respir J',
  year: '2023',
  ...fields,
});

describe('ReferenceList', () => {
  it('shows each reference’s design, journal and year, and the level of evidence under the list', () => {
    const text = visible(
      renderToString(
        <ReferenceList
          references={[
            reference(1, { design: 'meta_analysis', designLabel: 'Méta-analyse' }),
            reference(2, { design: 'cohort', designLabel: 'Étude de cohorte', journal: 'Thorax', year: '2021' }),
            { number: 3, pmid: '99999999', status: 'unverified' },
          ]}
        />,
      ),
    );
    expect(text).toContain('Méta-analyse Biologic therapies in severe asthma. Martin A et al. Eur Respir J, 2023.');
    expect(text).toContain('Étude de cohorte Biologic therapies in severe asthma. Martin A et al. Thorax, 2021.');
    expect(text).toContain('Niveau de preuve : repose au mieux sur une méta-analyse (2 études citées) ; moins de 3 études.');
  });

  it('says so when the answer rests only on weak designs, and keeps older answers without designs as they were', () => {
    const weak = visible(
      renderToString(
        <ReferenceList references={[1, 2, 3].map((number) => reference(number, { design: number === 1 ? 'case_series' : 'narrative_review' }))} />,
      ),
    );
    expect(weak).toContain('Série de cas');
    expect(weak).toContain('repose au mieux sur une série de cas (3 études citées) ; repose uniquement sur des études de faible niveau.');
    const older = visible(renderToString(<ReferenceList references={[reference(1, {})]} />));
    expect(older).toContain('Biologic therapies in severe asthma. Martin A et al. Eur Respir J, 2023.');
    expect(older).not.toContain('Niveau de preuve');
  });
});
