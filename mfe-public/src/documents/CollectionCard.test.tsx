import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@canal/kit/router';
import type { DocumentCollection } from '@canal/contracts';
import { CollectionCard } from './CollectionCard';

const ASTHMA: DocumentCollection = {
  id: 4,
  title: 'Asthme',
  subTitle: 'Comprendre et maîtriser son asthme',
  logo: '/cache/documentCollections/4/logo.png',
  description: 'À remettre à vos patients.',
  documents: [
    { id: 11, prefix: 'Fiche 1', title: 'Bien utiliser son inhalateur', description: '', fileName: 'inhalateur.pdf', fileSize: 1_200_000 },
    { id: 12, prefix: '', title: 'Sans préfixe', description: 'Une page', fileName: 'page.pdf', fileSize: 20_000 },
  ],
};

const html = (collection: DocumentCollection, canEdit: boolean) =>
  renderToString(
    <MemoryRouter>
      <CollectionCard collection={collection} canEdit={canEdit} />
    </MemoryRouter>,
  );

describe('a collection of patient leaflets', () => {
  it('shows its logo, title and subtitle, then each leaflet with its prefix before its title and its download', () => {
    const card = html(ASTHMA, false);
    expect(card).toContain('src="/cache/documentCollections/4/logo.png"');
    expect(card).toContain('Comprendre et maîtriser son asthme');
    expect(card).toMatch(/<span class="cp-leaflet-prefix">Fiche 1<\/span><span class="cp-leaflet-title">Bien utiliser son inhalateur<\/span>/);
    expect(card).toContain('href="/api/documents/get/11"');
    expect(card).toContain('aria-label="Télécharger « Fiche 1 — Bien utiliser son inhalateur »"');
    expect(card).toContain('aria-label="Télécharger « Sans préfixe »"');
    expect(card).toContain('1,1 Mo');
    expect(card).toContain('20 Ko');
    expect(card).not.toContain('Éditer');
  });

  it('gives an admin the way to edit it, and says when it has no leaflet yet', () => {
    const card = html({ ...ASTHMA, logo: null, subTitle: '', documents: [] }, true);
    expect(card).toContain('href="/staff/documentCollection/edit/4"');
    expect(card).toContain('>Éditer</span>');
    expect(card).not.toContain('<img');
    expect(card).toContain('Aucune fiche dans cette collection pour l’instant.');
  });
});
