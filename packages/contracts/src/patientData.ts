/**
 * Patient data in a chat message (issue 34 §4): what identifies a patient is found and replaced by a
 * placeholder before the message is stored or sent to a model. Pure and without Node imports: the
 * chat service masks with it (never trusting the browser), and the composer runs the same code to
 * show the member what will be masked before sending. Rules and their limits: services/chat/README.md.
 */

export type PatientDataKind = 'nir' | 'recordNumber' | 'phone' | 'birthDate' | 'date' | 'address' | 'name';

export const PATIENT_DATA_PLACEHOLDERS: Record<PatientDataKind, string> = {
  nir: '[NIR]',
  recordNumber: '[N° DE DOSSIER]',
  phone: '[TÉLÉPHONE]',
  birthDate: '[DATE DE NAISSANCE]',
  date: '[DATE]',
  address: '[ADRESSE]',
  name: '[NOM]',
};

/** How the composer names each kind in its preview. */
export const PATIENT_DATA_LABELS: Record<PatientDataKind, string> = {
  nir: 'numéro de sécurité sociale',
  recordNumber: 'numéro de dossier',
  phone: 'numéro de téléphone',
  birthDate: 'date de naissance',
  date: 'date',
  address: 'adresse',
  name: 'nom',
};

export const PATIENT_DATA_NOTICE = 'N’entrez aucune donnée permettant d’identifier un patient.';

export interface PatientDataMatch {
  kind: PatientDataKind;
  /** The masked characters: [start, end) of the text. */
  start: number;
  end: number;
  text: string;
}

export interface MaskedText {
  text: string;
  found: PatientDataMatch[];
}

// ---- NIR: sex, year, month, department (2A/2B in Corsica), commune, order, then its key ----

/**
 * 1-2 (born in France), 3-4 (provisional), 7-8 (temporary); month 01-12, or 20-42 and 50-99 when
 * unknown; groups may be separated by spaces, dots or dashes, as people copy them from a card.
 */
const NIR =
  /(?<![\p{L}\d])([1-478])[\s.-]?(\d{2})[\s.-]?(0[1-9]|1[0-2]|[2-9]\d)[\s.-]?(\d{2}|2[AaBb])[\s.-]?(\d{3})[\s.-]?(\d{3})[\s.-]?(\d{2})(?![\p{L}\d])/gu;

/** 97 - (the 13 digits mod 97), Corsica's 2A and 2B counted as 19 and 18 (INSEE's rule). */
export function nirKey(thirteen: string): number {
  const digits = thirteen.replace(/2A/i, '19').replace(/2B/i, '18');
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return 97 - rest;
}

function* nirs(text: string): Generator<Omit<PatientDataMatch, 'text'>> {
  for (const match of text.matchAll(NIR)) {
    const [, sex, year, month, department, commune, order, key] = match;
    if (nirKey(`${sex}${year}${month}${department.toUpperCase()}${commune}${order}`) !== Number(key)) continue;
    yield { kind: 'nir', start: match.index, end: match.index + match[0].length };
  }
}

// ---- The other kinds: one pattern each, the masked part in the group named 'value' ----

const MONTHS = 'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre';
const MONTH_ABBREVIATIONS = 'janv|févr|fevr|avr|juil|sept|oct|nov|déc|dec';
/** 12/03/1954, 12-03-54, 12.03.1954, 12 mars 1954, 1er mars 1954, 3 déc. 1954. */
const FULL_DATE = `(?:\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})|(?:1er|\\d{1,2})\\s+(?:${MONTHS}|(?:${MONTH_ABBREVIATIONS})\\.?)\\s+\\d{4})`;
const BIRTH_WORDS = `(?:n[ée]e?s?(?:\\s*\\(e\\))?\\s+le|date\\s+de\\s+naissance\\s*:?|DDN\\s*:?|naissance\\s*:)`;

/** 'rue' or 'Rue': a street type may open a sentence, but a capital elsewhere matters (a name's). */
const eitherCase = (words: string) =>
  words
    .split('|')
    .map((word) => `[${word[0].toUpperCase()}${word[0]}]${word.slice(1)}`)
    .join('|');
/** Words that name only a street. */
const STREET_TYPES = eitherCase('rue|avenue|av\\.|bd|boulevard|chemin|allée|allee|impasse|lotissement|faubourg|sentier|hameau|esplanade|parvis|rond-point');
/** Words that also mean something else ('3 cours de corticoïdes'): a street only before a capitalised name. */
const AMBIGUOUS_STREET_TYPES = eitherCase('place|pl\\.|route|quai|cours|square|résidence|residence|passage|voie|cité|cite');
const STREET_NAME_START = `(?:(?:de\\s+la|de|du|des|d['’])\\s*)?\\p{Lu}`;
/** A number (bis, ter), a street type and its name up to the punctuation, then a postal code and town when they follow. */
const ADDRESS = `(?<![\\p{L}\\d])\\d{1,4}(?:\\s?(?:bis|ter|quater|[a-d]))?,?\\s+(?:(?:${STREET_TYPES})|(?:${AMBIGUOUS_STREET_TYPES})(?=\\s+${STREET_NAME_START}))(?![\\p{L}])[^\\n,.;:!?()]{0,60}(?:,?\\s*\\d{5}\\s+\\p{Lu}[\\p{L}'’ -]{1,40}\\p{L})?`;

/** A record number: IPP, NIP, NDA, n° de dossier, dossier n°, n° patient… then an identifier holding a digit. */
const RECORD_LABEL =
  '(?:IPP|NIP|NDA|IEP|(?:n°|no|num(?:éro|ero)?\\.?)\\s*(?:de\\s+)?(?:dossier|patient|s[ée]jour|venue)|dossier\\s*(?:patient\\s*)?(?:n°|no|num(?:éro|ero)?\\.?|:))';
const RECORD = `(?<![\\p{L}])${RECORD_LABEL}\\s*(?:n°|no)?\\s*[:#]?\\s*(?<value>(?=[A-Za-z0-9-]*\\d)[A-Za-z0-9][A-Za-z0-9-]{3,19})(?![\\p{L}\\d])`;

/** +33 6 12 34 56 78, +33 (0)6…, 0033 6…, 06 12 34 56 78, 06.12.34.56.78, 0612345678. */
const PHONE = `(?<![\\d+])(?:(?:\\+|00)33[\\s.-]?(?:\\(0\\)[\\s.-]?)?|0)[1-9](?:[\\s.-]?\\d{2}){4}(?!\\d)`;

/** A name: Dupont, Dupont-Martin, DUPONT, d’Estaing, Le Gall; one to three words. */
const NAME_WORD = `(?:\\p{Lu}[\\p{Ll}'’]*[\\p{Ll}](?:-\\p{Lu}[\\p{Ll}]+)?|\\p{Lu}{2,}(?:-\\p{Lu}{2,})?)`;
const NAME = `${NAME_WORD}(?:\\s+${NAME_WORD}){0,2}`;
/** Title case only after 'patient(e)': 'le patient BPCO' is a disease, not a name. */
const TITLE_NAME_WORD = `\\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?`;
const TITLE_NAME = `${TITLE_NAME_WORD}(?:\\s+${TITLE_NAME_WORD}){0,2}`;
const CIVILITY = '(?:M\\.|Mr\\.?|Mme\\.?|Mlle\\.?|Monsieur|Madame|Mademoiselle)';
/** Capitalised words that open a phrase without being a name ('Bonjour Jean Dupont, 67 ans'). */
const NOT_NAMES = new Set(
  'Le La Les Un Une Il Elle Ce Cette Et Ou Mais Donc Avec Sans Sous Pour Par En Au Aux De Des Du Chez Bonjour Voici Mon Ma Mes Notre Nos Patient Patiente Cas Homme Femme Enfant'.split(
    ' ',
  ),
);

interface Rule {
  kind: PatientDataKind;
  pattern: RegExp;
  /** Names: leading words that are not names are left out of the mask (none left: no match). */
  names?: boolean;
}

/** When a pattern has a group 'value', only it is masked: the label stays ('IPP : [N° DE DOSSIER]', 'Mme [NOM]'). */
const rule = (kind: PatientDataKind, source: string, flags = 'giu'): Rule => ({ kind, pattern: new RegExp(source, `${flags}d`), names: kind === 'name' });

/** In order of precedence: where two overlap, the earlier rule wins (the NIR before all). */
const RULES: Rule[] = [
  rule('recordNumber', RECORD),
  rule('phone', PHONE),
  rule('birthDate', `(?<![\\p{L}])${BIRTH_WORDS}\\s*(?<value>${FULL_DATE})(?![\\d])`),
  rule('date', `(?<![\\p{L}\\d])${FULL_DATE}(?![\\d])`),
  // Case-sensitive from here: a street's or a person's name is known by its capital.
  rule('address', ADDRESS, 'gu'),
  rule('name', `(?<![\\p{L}])${CIVILITY}\\s+(?<value>${NAME})`, 'gu'),
  rule('name', `(?<![\\p{L}])(?:[Nn]om(?:\\s+de\\s+naissance)?|[Pp]rénom)\\s*:\\s*(?<value>${NAME})`, 'gu'),
  rule('name', `(?<![\\p{L}])[Pp]atiente?\\s*:?\\s+(?<value>${TITLE_NAME})`, 'gu'),
  // 'Jean Dupont, 67 ans' or 'Jean Dupont, née le…': a first and last name beside an age or a birth.
  rule('name', `(?<![\\p{L}])(?<value>${TITLE_NAME_WORD}\\s+${NAME})(?=,?\\s+(?:\\d{1,3}\\s*ans|n[ée]e?\\s|âgée?\\s))`, 'gu'),
];

/** The value without its leading words that are not names, and how far it moved. */
function nameOnly(value: string): { skipped: number; rest: string } {
  const words = value.split(/(\s+)/);
  let skipped = 0;
  while (words.length > 0 && NOT_NAMES.has(words[0])) {
    skipped += words[0].length + (words[1]?.length ?? 0);
    words.splice(0, 2);
  }
  return { skipped, rest: words.join('') };
}

function* ruleMatches(text: string, { kind, pattern, names }: Rule): Generator<Omit<PatientDataMatch, 'text'>> {
  for (const match of text.matchAll(pattern)) {
    const [from, to] = match.indices?.groups?.value ?? [match.index, match.index + match[0].length];
    let start = from;
    let masked = text.slice(from, to).trimEnd();
    if (names) {
      const { skipped, rest } = nameOnly(masked);
      start += skipped;
      masked = rest;
    }
    if (masked) yield { kind, start, end: start + masked.length };
  }
}

/** Everything in the text that may identify a patient, without overlaps, in the order of the text. */
export function findPatientData(text: string): PatientDataMatch[] {
  const kept: Omit<PatientDataMatch, 'text'>[] = [];
  const candidates = [...nirs(text), ...RULES.flatMap((one) => [...ruleMatches(text, one)])];
  for (const candidate of candidates) {
    if (candidate.end <= candidate.start) continue;
    if (kept.some((other) => candidate.start < other.end && other.start < candidate.end)) continue;
    kept.push(candidate);
  }
  return kept.sort((a, b) => a.start - b.start).map((match) => ({ ...match, text: text.slice(match.start, match.end) }));
}

/** The text with each finding replaced by its placeholder ('Mme [NOM], née le [DATE DE NAISSANCE]'). */
export function maskPatientData(text: string): MaskedText {
  const found = findPatientData(text);
  let masked = '';
  let from = 0;
  for (const match of found) {
    masked += text.slice(from, match.start) + PATIENT_DATA_PLACEHOLDERS[match.kind];
    from = match.end;
  }
  return { text: masked + text.slice(from), found };
}
