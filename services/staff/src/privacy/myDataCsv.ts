import { formatListDate, type privacyApi } from '@canal/contracts';
import { toCsv } from '@canal/service-core';

type MyData = privacyApi.MyData;
type Sections = Omit<MyData, 'exportedAt'>;
type SectionName = keyof Sections;
type RowOf<S extends SectionName> = Sections[S] extends ReadonlyArray<infer Row> ? Row : Sections[S];
type FieldName = { [S in SectionName]: keyof RowOf<S> & string }[SectionName];

/** In the order the file lists them. */
const SECTION_TITLES: Record<SectionName, string> = {
  account: 'Compte',
  consents: 'Consentements',
  consentChanges: 'Historique des consentements',
  subscriptions: 'Inscriptions aux sessions',
  attendance: 'Présence attestée',
  roomConnections: 'Connexions aux salles',
  questions: 'Questions posées',
  quizAnswers: 'Réponses aux quiz et sondages',
  feedbackAnswers: 'Réponses aux questionnaires de satisfaction',
  chatDiscussions: 'Discussions GPTPubMed',
  chatMessages: 'Messages GPTPubMed',
  mediaProgress: 'Lectures (podcasts et épisodes)',
  mediaRatings: 'Notes données',
  mediaShares: 'Partages par e-mail',
  contactMessages: 'Messages envoyés au support',
};

/** One label per field name, whatever the section (TypeScript asks for every field of the export). */
const FIELD_LABELS: Record<FieldName, string> = {
  id: 'Identifiant',
  email: 'Adresse e-mail',
  firstname: 'Prénom',
  lastname: 'Nom',
  job: 'Profession',
  jobPrecision: 'Numéro ou précision',
  cell: 'Téléphone portable',
  city: 'Ville',
  universe: 'Univers',
  role: 'Rôle',
  status: 'Statut',
  createdAt: 'Créé le',
  updatedAt: 'Modifié le',
  optin: 'Code',
  label: 'Consentement',
  given: 'Donné',
  changedAt: 'Date du choix',
  sessionId: 'N° de session',
  sessionTitle: 'Session',
  sessionDate: 'Date de la session',
  subscribedAt: 'Inscrit le',
  attendedAt: 'Présence notée le',
  minutes: 'Minutes',
  hasAttended: 'Présence attestée',
  computedAt: 'Calculée le',
  via: 'Connexion',
  connectedAt: 'Arrivée',
  lastSeenAt: 'Dernier signe de présence',
  disconnectedAt: 'Départ',
  question: 'Question',
  approved: 'Approuvée',
  askedAt: 'Posée le',
  kind: 'Type',
  answers: 'Réponses choisies',
  answeredAt: 'Répondu le',
  answer: 'Réponse',
  discussionId: 'Discussion',
  name: 'Nom de la discussion',
  author: 'Auteur',
  text: 'Texte',
  itemId: 'N° du contenu',
  title: 'Titre',
  positionSeconds: 'Position (secondes)',
  finished: 'Terminé',
  startedAt: 'Commencé le',
  rating: 'Note',
  recipients: 'Destinataires',
  sharedAt: 'Partagé le',
  subject: 'Sujet',
  message: 'Message',
  sentAt: 'Envoyé le',
};

const isFieldName = (name: string): name is FieldName => name in FIELD_LABELS;

/** A moment as French spreadsheets read it: dd/mm/yyyy HH:MM, Paris time. */
const parisMoment = (isoDate: string) => formatListDate(Math.floor(Date.parse(isoDate) / 1000), true);

/** The export's convention: a field named …At or …Date holds an ISO moment. */
function cellText(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'string' && /(At|Date)$/.test(field)) return parisMoment(value);
  if (Array.isArray(value)) return value.map((item) => cellText(field, item)).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  const scalar = value as string | number;
  return String(scalar);
}

/**
 * The CSV of 'Télécharger mes données': one line per field, « Rubrique ; N° ; Champ ; Valeur », so
 * that a spreadsheet opens every section in one sheet; the project's CSV writer adds the BOM and
 * neutralises cells that a spreadsheet would run as formulas.
 */
export function myDataCsv(data: MyData): string {
  const lines: string[][] = [['Export', '1', 'Date de l’export', parisMoment(data.exportedAt)]];
  for (const section of Object.keys(SECTION_TITLES) as SectionName[]) {
    const value: Sections[SectionName] = data[section];
    const rows: readonly object[] = Array.isArray(value) ? value : [value];
    rows.forEach((row, index) => {
      for (const [field, cell] of Object.entries(row)) {
        lines.push([SECTION_TITLES[section], String(index + 1), isFieldName(field) ? FIELD_LABELS[field] : field, cellText(field, cell)]);
      }
    });
  }
  return toCsv(['Rubrique', 'N°', 'Champ', 'Valeur'], lines);
}
