import { eq } from 'drizzle-orm';
import { cacheDest, type Database, EVENT_POST_FILES_KIND, schema, type StoredFile, type UploadStorage } from '@canal/service-core';
import { demoPdf } from './demoPdf';
import { demoPicture, type DemoMotif } from './demoPicture';

const { documentationEntries, documentCollections, documents, events, faqItems } = schema;

const FAQ = [
  {
    question: 'Qui peut s’inscrire sur Canal Pneumo ?',
    subQuestion: 'Médecins, infirmiers, pharmaciens et étudiants',
    answer:
      'Canal Pneumo est réservé aux professionnels de santé. Les médecins s’inscrivent avec leur numéro RPPS, les infirmiers avec leur numéro ADELI ; les autres professionnels et les étudiants sont vérifiés par notre équipe sous 48 heures.',
  },
  {
    question: 'Comment m’inscrire à une émission ?',
    subQuestion: '',
    answer:
      'Ouvrez la session depuis l’accueil, choisissez une ou plusieurs dates puis cliquez sur « Je m’inscris ». Vous recevez une confirmation par e-mail avec une invitation pour votre agenda, puis un rappel la veille et une heure avant.',
  },
  {
    question: 'Je ne vois pas la vidéo du direct',
    subQuestion: 'Écran noir, lecteur bloqué',
    answer:
      'Vérifiez votre connexion avec le test ci-dessous : 2 Mbit/s en débit descendant suffisent.\nSur un réseau hospitalier, certains pare-feux bloquent la vidéo : essayez depuis votre téléphone en 4G ou demandez à votre service informatique d’autoriser le site.',
  },
  {
    question: 'Comment obtenir mon attestation de présence ?',
    subQuestion: '',
    answer:
      'Après une émission suivie au moins 20 minutes, votre attestation est disponible dans « Mes fichiers » (menu MON COMPTE) et vous êtes prévenu par e-mail.',
  },
  {
    question: 'J’ai oublié mon mot de passe',
    subQuestion: '',
    answer: 'Cliquez sur « Mot de passe oublié » depuis la page de connexion : un lien valable une heure vous est envoyé par e-mail.',
  },
];

/** The documentation page's demo entries; those with a picture get one drawn at seed time. */
const DOCUMENTATION: { section: 'news' | 'tools' | 'doc'; title: string; description: string; link: string; picture?: { motif: DemoMotif; from: string } }[] = [
  {
    section: 'news',
    title: 'Recommandations GOLD 2026',
    description: 'Les points clés du rapport annuel sur la BPCO.',
    link: 'https://goldcopd.org',
    picture: { motif: 'lungs', from: '#1d5fa8' },
  },
  {
    section: 'news',
    title: 'GINA 2026 : ce qui change',
    description: 'Traitement de fond et de secours de l’asthme.',
    link: 'https://ginasthma.org',
    picture: { motif: 'waves', from: '#0f8a6a' },
  },
  {
    section: 'tools',
    title: 'Test de contrôle de l’asthme (ACT)',
    description: 'Cinq questions à poser en consultation.',
    link: 'https://www.asthmacontroltest.com',
  },
  { section: 'tools', title: 'Score CAT', description: 'L’impact de la BPCO sur la vie quotidienne.', link: 'https://www.catestonline.org' },
  {
    section: 'doc',
    title: 'Nos fiches patients',
    description: 'Inhalateurs, exacerbations, sevrage : à imprimer ou à envoyer.',
    link: '/documents',
    picture: { motif: 'page', from: '#b3261e' },
  },
  { section: 'doc', title: 'Aide et questions fréquentes', description: 'Inscription, connexion, attestations.', link: '/help' },
];

const LEAFLETS = [
  {
    title: 'Asthme',
    subTitle: 'Comprendre et maîtriser son asthme',
    description: 'À remettre à vos patients asthmatiques.',
    logo: { motif: 'lungs' as const, from: '#0f8a6a' },
    documents: [
      {
        title: 'Bien utiliser son inhalateur',
        file: 'inhalateur.pdf',
        lines: [
          '1. Expirer doucement, loin de l’embout.',
          '2. Inspirer lentement en déclenchant la bouffée.',
          '3. Retenir sa respiration 10 secondes.',
          '4. Se rincer la bouche après un corticoïde inhalé.',
        ],
      },
      {
        title: 'Mon plan d’action asthme',
        file: 'plan-action-asthme.pdf',
        lines: [
          'Zone verte : je respire bien, je garde mon traitement.',
          'Zone orange : gêne, toux la nuit, j’augmente mon traitement.',
          'Zone rouge : essoufflement au repos, j’appelle le 15.',
        ],
      },
    ],
  },
  {
    title: 'BPCO',
    subTitle: 'Vivre au quotidien avec une BPCO',
    description: 'Pour accompagner vos patients BPCO au quotidien.',
    logo: { motif: 'waves' as const, from: '#1d5fa8' },
    documents: [
      {
        title: 'Reconnaître une exacerbation',
        file: 'exacerbation-bpco.pdf',
        lines: ['Plus essoufflé que d’habitude ?', 'Crachats plus abondants ou plus colorés ?', 'Appelez votre médecin sans attendre.'],
      },
      {
        title: 'Bouger avec une BPCO',
        file: 'activite-physique.pdf',
        lines: ['30 minutes de marche par jour, à votre rythme.', 'La réhabilitation respiratoire se prescrit : parlez-en.'],
      },
    ],
  },
];

/** A square picture drawn for the demo, stored under {kind}/{id}/ like an uploaded thumbnail; none without storage. */
async function putPicture(
  storage: UploadStorage | null,
  kind: string,
  id: number,
  picture: { motif: DemoMotif; from: string },
  size: { width: number; height: number },
): Promise<StoredFile[]> {
  if (!storage) return [];
  const key = `${kind}/${id}/${kind === 'documentation' ? 'vignette' : 'logo'}.png`;
  const bytes = demoPicture({ ...size, from: picture.from, to: '#0b2545', motif: picture.motif });
  await storage.put(key, bytes);
  return [{ dest: cacheDest(key), name: key.split('/').pop(), size: bytes.length }];
}

async function putPdf(storage: UploadStorage | null, key: string, title: string, lines: readonly string[]): Promise<number> {
  const pdf = demoPdf(title, lines);
  await storage?.put(key, pdf);
  return pdf.length;
}

/**
 * The demo's help, documentation and leaflet pages, and the slides of the finished session (its
 * post-event file for 'Mes fichiers'). Files go to `storage`; without one (a seed with no upload
 * folder) the rows are made and the downloads answer 'Document introuvable'.
 */
export async function seedDemoContentPages(db: Database, storage: UploadStorage | null, finishedEventId: number | null): Promise<void> {
  await db.insert(faqItems).values(FAQ.map((item, index) => ({ ...item, position: index + 1 })));
  for (const [index, { picture, ...entry }] of DOCUMENTATION.entries()) {
    const [row] = await db
      .insert(documentationEntries)
      .values({ ...entry, position: index + 1 })
      .returning({ id: documentationEntries.id });
    if (picture)
      await db
        .update(documentationEntries)
        .set({ thumb: await putPicture(storage, 'documentation', row.id, picture, { width: 480, height: 270 }) })
        .where(eq(documentationEntries.id, row.id));
  }
  for (const [index, collection] of LEAFLETS.entries()) {
    const [row] = await db
      .insert(documentCollections)
      .values({ title: collection.title, subTitle: collection.subTitle, description: collection.description, position: index + 1 })
      .returning({ id: documentCollections.id });
    await db
      .update(documentCollections)
      .set({ logo: await putPicture(storage, 'documentCollections', row.id, collection.logo, { width: 160, height: 160 }) })
      .where(eq(documentCollections.id, row.id));
    // Numbered across the demo ('Fiche 1' to 'Fiche 4'), as a printed series of leaflets would be.
    const numberBefore = LEAFLETS.slice(0, index).reduce((count, previous) => count + previous.documents.length, 0);
    for (const [position, leaflet] of collection.documents.entries()) {
      const [inserted] = await db
        .insert(documents)
        .values({ collectionId: row.id, position: position + 1, prefix: `Fiche ${numberBefore + position + 1}`, title: leaflet.title })
        .returning({ id: documents.id });
      const key = `leaflets/${inserted.id}/${leaflet.file}`;
      const size = await putPdf(storage, key, leaflet.title, leaflet.lines);
      await db
        .update(documents)
        .set({ file: [{ dest: cacheDest(key), name: leaflet.file, size }] })
        .where(eq(documents.id, inserted.id));
    }
  }
  if (finishedEventId !== null) {
    const key = `${EVENT_POST_FILES_KIND}/${finishedEventId}/diapositives-sevrage-tabagique.pdf`;
    const size = await putPdf(storage, key, 'Sevrage tabagique en pratique', [
      'Diapositives de la session.',
      'Entretien motivationnel : les 5 A.',
      'Substituts nicotiniques : adapter la dose.',
    ]);
    await db
      .update(events)
      .set({ postFiles: [{ dest: cacheDest(key), name: 'diapositives-sevrage-tabagique.pdf', size }] })
      .where(eq(events.id, finishedEventId));
  }
}
