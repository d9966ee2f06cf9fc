/**
 * The pure part of pharmacovigilance (issue 33 §4): does a message mention a drug and a harm together?
 * Texts are folded (case, accents, œ/æ, plurals) and cut into words; a term matches a run of words,
 * and a term ending in '*' matches any word starting with it ('hospitalis*': hospitalisé, hospitalisée,
 * hospitalisation). No database here: the chat, live and contact services pass the product list they read.
 */

/**
 * Harms: each one, beside a product of the list, makes a possible adverse event. Kept specific: the site
 * is about lung diseases, so a bare symptom ('toux') is only a harm beside a named product, never beside
 * a generic word like 'traitement' (see ADVERSE_PHRASES).
 */
export const HARM_TERMS: readonly string[] = [
  'effet indésirable',
  'effet secondaire',
  'effet adverse',
  'réaction',
  'allerg*',
  'anaphyla*',
  'intolérance',
  'éruption',
  'urticaire',
  'démangeaison',
  'prurit',
  'malaise',
  'hospitalis*',
  'urgences',
  'nausée',
  'vomi*',
  'vertige',
  'palpitation',
  'tachycardie',
  'tremblement',
  'toux',
  'bronchospasme',
  'œdème',
  'gonflement',
  'décès',
  'décéd*',
  'mort',
  'céphalée',
  'mal de tête',
  'maux de tête',
  'diarrhée',
  'douleur',
  'saignement',
  'hémorragie',
  'mycose',
  'candidose',
  'insomnie',
  'somnolence',
  'fatigue',
  'syncope',
  'convulsion',
  'perte de connaissance',
];

/**
 * What a generic drug word needs beside it to make a possible event: a phrase that names the harm as a
 * drug's ('effet secondaire'). 'Quel traitement pour la toux ?' is the site's daily question, not a case;
 * 'mon traitement me donne des effets secondaires' is one, whatever the product.
 */
export const ADVERSE_PHRASES: readonly string[] = ['effet indésirable', 'effet secondaire', 'effet adverse', 'intolérance', 'allergie', 'anaphyla*'];

/** Generic drug words: they stand for an unnamed product, only beside ADVERSE_PHRASES. */
export const DRUG_WORDS: readonly string[] = ['médicament', 'traitement', 'vaccin*', 'inhalateur', 'corticoïde', 'antibiotique', 'biothérapie', 'molécule'];

/** Lower case, no accents, œ/æ spelt out. */
function foldLetters(word: string): string {
  return word
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** One word folded, a plural's final s or x dropped too ('nausées', 'œdèmes', 'maux' → 'nausee', 'oedeme', 'mau'). */
function foldWord(word: string): string {
  const plain = foldLetters(word);
  return plain.length > 3 && /[sx]$/.test(plain) ? plain.slice(0, -1) : plain;
}

/** A text as its folded words (letters and digits; apostrophes and hyphens split: « l’allergie », « anti-IgE »). */
export function foldedWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(foldWord);
}

interface Term {
  /** As written (what the case records). */
  label: string;
  words: string[];
  /** The last word is a prefix. */
  prefix: boolean;
}

function termOf(label: string): Term | null {
  const trimmed = label.trim();
  const prefix = trimmed.endsWith('*');
  const written = prefix ? trimmed.slice(0, -1) : trimmed;
  const words = foldedWords(written);
  const last = written.match(/[\p{L}\p{N}]+$/u)?.[0];
  if (words.length === 0 || last === undefined) return null;
  // A stem is no plural: 'hospitalis*' keeps its s.
  if (prefix) words[words.length - 1] = foldLetters(last);
  return { label: trimmed, words, prefix };
}

function matchesAt(words: readonly string[], at: number, term: Term): boolean {
  return term.words.every((word, i) => {
    const candidate = words[at + i];
    if (candidate === undefined) return false;
    return term.prefix && i === term.words.length - 1 ? candidate.startsWith(word) : candidate === word;
  });
}

/** The first of the terms found in the words, as written in its list. */
function findTerm(words: readonly string[], terms: readonly Term[]): string | null {
  for (const term of terms) {
    for (let at = 0; at + term.words.length <= words.length; at += 1) if (matchesAt(words, at, term)) return term.label;
  }
  return null;
}

const terms = (labels: readonly string[]): Term[] => labels.map(termOf).filter((term): term is Term => term !== null);
const HARMS = terms(HARM_TERMS);
const PHRASES = terms(ADVERSE_PHRASES);
const DRUGS = terms(DRUG_WORDS);

/** A possible adverse event: the drug (a product, or a generic word) and the harm, as their lists write them. */
export interface AdverseEventMatch {
  drug: string;
  harm: string;
}

/**
 * Whether a message mentions a drug and a harm together: a product of `products` (the staff's list)
 * beside any harm, or a generic drug word beside an adverse phrase. Null when it does not.
 */
export function detectAdverseEvent(text: string, products: readonly string[]): AdverseEventMatch | null {
  const words = foldedWords(text);
  const product = findTerm(words, terms(products));
  if (product) {
    const harm = findTerm(words, HARMS);
    if (harm) return { drug: product, harm };
  }
  const drug = findTerm(words, DRUGS);
  const phrase = drug ? findTerm(words, PHRASES) : null;
  return drug && phrase ? { drug, harm: phrase } : null;
}
