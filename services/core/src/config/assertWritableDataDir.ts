import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './loadConfig';

const REASONS: Record<string, string> = {
  EACCES: 'droits insuffisants pour l’utilisateur qui lance le serveur',
  EPERM: 'droits insuffisants pour l’utilisateur qui lance le serveur',
  EROFS: 'le disque est monté en lecture seule',
  ENOSPC: 'le disque est plein',
  ENOTDIR: 'un fichier porte déjà le nom d’un des dossiers du chemin',
  EEXIST: 'un fichier porte déjà ce nom',
};

const reasonOf = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | null)?.code ?? '';
  return REASONS[code] ?? (error instanceof Error ? error.message : String(error));
};

/**
 * Checked at start, before the database and the uploads use it: a data folder the process cannot
 * write would otherwise fail later, in the middle of a request, with an error that does not say why.
 * Creates the folder when missing, then writes and removes a probe file.
 */
export function assertWritableDataDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`Le dossier de données « ${dir} » ne peut pas être créé (${reasonOf(error)}). Choisissez-en un autre avec DATA_DIR.`);
  }
  const probe = path.join(dir, `.canal-write-test-${process.pid}`);
  try {
    fs.writeFileSync(probe, '');
    fs.unlinkSync(probe);
  } catch (error) {
    throw new ConfigError(
      `Le dossier de données « ${dir} » n’est pas accessible en écriture (${reasonOf(error)}). Donnez-en les droits d’écriture à l’utilisateur du serveur, ou choisissez un autre dossier avec DATA_DIR.`,
    );
  }
}
