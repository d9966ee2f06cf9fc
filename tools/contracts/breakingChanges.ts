import type { ContractSnapshot } from './endpointContracts';
import { subsetProblems, type SubsetProblem } from './schemaSubset';

/** A problem told from the side that breaks: an output loses what readers required, an input requires what senders lack. */
function describe(side: 'réponse' | 'entrée', problem: SubsetProblem): string {
  const what = {
    réponse: { optional: 'devient facultatif', undeclared: 'champ supprimé' },
    entrée: { optional: 'devient obligatoire', undeclared: 'champ obligatoire ajouté' },
  }[side];
  return `${side}, ${problem.at} : ${problem.required ? what[problem.required] : problem.problem}`;
}

/** A change that breaks a client built on the snapshot, or a service deployed before its remote. */
export interface BreakingChange {
  endpoint: string;
  change: string;
}

/**
 * What the current contracts break relative to the snapshot. Outputs may only narrow (a remote
 * built on the old contract parses every new answer); inputs may only widen (the new service takes
 * what an old remote sends); an endpoint may not move or vanish. Everything else is additive.
 */
export function breakingChanges(snapshot: ContractSnapshot, current: ContractSnapshot): BreakingChange[] {
  const changes: BreakingChange[] = [];
  for (const [endpoint, before] of Object.entries(snapshot)) {
    const now = current[endpoint];
    if (!now) {
      changes.push({ endpoint, change: 'adresse ou méthode supprimée' });
      continue;
    }
    if (before.file && !now.file) continue;
    if (!before.file && now.file) {
      changes.push({ endpoint, change: 'répond désormais un fichier au lieu de JSON' });
      continue;
    }
    if (before.output !== undefined && now.output !== undefined) {
      for (const problem of subsetProblems(now.output, before.output)) changes.push({ endpoint, change: describe('réponse', problem) });
    }
    if (before.input !== undefined && now.input !== undefined) {
      for (const problem of subsetProblems(before.input, now.input)) changes.push({ endpoint, change: describe('entrée', problem) });
    }
  }
  return changes;
}
