import { DEFAULT_PAGE_SIZE, FILTER_RESET, MAX_FILTER_LENGTH, PAGE_SIZES, type SortWay } from '@canal/contracts';
import { badRequest } from '../http/HttpError';
import type { ListFilterDeclaration, ListModule } from './ListModule';

export interface ListQueryState {
  page: number;
  limit: number;
  sort: { field: string; way: SortWay };
  /** Active filters: alias -> value (blank and reset values are left out). */
  filters: Record<string, string>;
}

const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

function single(query: Record<string, unknown>, key: string): string | undefined {
  const raw = query[key];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw badRequest(`Paramètre « ${shown(key)} » invalide : une seule valeur texte est attendue.`);
  if (raw.length > MAX_FILTER_LENGTH) throw badRequest(`Valeur de filtre trop longue : ${MAX_FILTER_LENGTH} caractères au plus.`);
  return raw;
}

function checkFilterValue(filter: ListFilterDeclaration, value: string): void {
  if (filter.type === 'Select' && !filter.items.some((item) => item.value === value)) {
    throw badRequest(`Valeur inconnue pour le filtre « ${filter.label} ».`);
  }
  if (filter.type === 'PastPresent' && value !== 'past' && value !== 'present') {
    throw badRequest(`Valeur invalide pour le filtre « ${filter.label} » : past ou present.`);
  }
  if (filter.type === 'MonthYear') {
    const match = /^([0-9]{4})-([0-9]{1,2})$/.exec(value);
    const month = match ? Number(match[2]) : 0;
    if (month < 1 || month > 12) throw badRequest(`Mois invalide pour le filtre « ${filter.label} » : attendu « année-mois », par exemple 2026-11.`);
  }
}

/**
 * Reads pp, pl, sf, sw, ff, fv and the configured filters (by alias). Every wrong value is a French 400:
 * a page below 1, a size outside 10/25/50/100/250, a sort on an undeclared column, an unknown parameter,
 * a value longer than 200 characters. `extraKeys` are accepted and ignored (e.g. the export's format).
 */
export function readListQuery(module: ListModule, query: Record<string, unknown>, extraKeys: readonly string[] = []): ListQueryState {
  const aliases = new Map(module.filters.map((filter) => [filter.alias, filter]));
  const known = new Set(['pp', 'pl', 'sf', 'sw', 'ff', 'fv', '_', ...extraKeys, ...aliases.keys()]);
  for (const key of Object.keys(query)) {
    if (!known.has(key)) throw badRequest(`Paramètre inconnu : « ${shown(key)} ».`);
    single(query, key);
  }

  const pp = single(query, 'pp') ?? '1';
  if (!/^-?[0-9]{1,9}$/.test(pp) || Number(pp) < 1) throw badRequest('Numéro de page invalide : pp doit être un entier supérieur ou égal à 1.');
  const pl = single(query, 'pl') ?? String(DEFAULT_PAGE_SIZE);
  if (!(PAGE_SIZES as readonly number[]).includes(Number(pl)) || !/^[0-9]+$/.test(pl)) {
    throw badRequest(`Nombre de lignes par page invalide : choisissez ${PAGE_SIZES.join(', ')}.`);
  }
  const sf = single(query, 'sf') ?? module.defaultSort.field;
  const column = module.columns.find((candidate) => candidate.id === sf);
  if (!column || column.sortable === false) throw badRequest(`Tri impossible : la colonne « ${shown(sf)} » n'existe pas ou ne se trie pas.`);
  const sw = single(query, 'sw') ?? module.defaultSort.way;
  if (sw !== 'a' && sw !== 'd') throw badRequest('Sens de tri invalide : a (croissant) ou d (décroissant).');

  const filters: Record<string, string> = {};
  const take = (alias: string, raw: string | undefined) => {
    if (raw === undefined) return;
    const filter = aliases.get(alias);
    if (!filter) throw badRequest(`Filtre inconnu : « ${shown(alias)} ».`);
    const value = filter.type === 'Search' ? raw : raw.trim();
    if (value.trim() === '' || value === FILTER_RESET) {
      delete filters[alias];
      return;
    }
    checkFilterValue(filter, value);
    filters[alias] = value;
  };
  for (const alias of aliases.keys()) take(alias, single(query, alias));
  const ff = single(query, 'ff');
  const fv = single(query, 'fv');
  if (ff !== undefined || fv !== undefined) {
    if (ff === undefined || fv === undefined) throw badRequest('Filtre incomplet : ff et fv vont ensemble.');
    take(ff, fv);
  }
  return { page: Number(pp), limit: Number(pl), sort: { field: sf, way: sw }, filters };
}
