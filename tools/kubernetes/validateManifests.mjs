// Validates Kubernetes manifests against the API's JSON schemas, as kubeconform does, without a
// cluster or the network: the schemas are those compiled into the `kubernetes-models` package
// (Kubernetes 1.36 for kubernetes-models 5.x). An ES module, as that package is: run by node
// directly (`node tools/kubernetes/validateManifests.mjs deploy/kubernetes`), and by
// manifests.test.ts. Prints one JSON line: what was validated and what failed; exit code 1 on failure.
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** 'apps/v1' + 'Deployment' -> 'kubernetes-models/apps/v1/Deployment'; the core group is 'v1'. */
const modelPath = (apiVersion, kind) => `kubernetes-models/${apiVersion}/${kind}`;

async function validateDocument(file, index, document) {
  const name = `${path.basename(file)}#${index + 1}`;
  const { apiVersion, kind } = document ?? {};
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return { name, error: 'apiVersion et kind manquants' };
  let Model;
  try {
    Model = (await import(modelPath(apiVersion, kind)))[kind];
  } catch {
    return { name, kind: `${apiVersion}/${kind}`, error: `aucun schéma pour ${apiVersion}/${kind}` };
  }
  try {
    new Model(document).validate();
    return { name, kind: `${apiVersion}/${kind}` };
  } catch (error) {
    return { name, kind: `${apiVersion}/${kind}`, error: error instanceof Error ? error.message : String(error) };
  }
}

export async function validateFolder(folder) {
  const files = fs.readdirSync(folder).filter((file) => /\.ya?ml$/.test(file)).sort().map((file) => path.join(folder, file));
  const results = [];
  for (const file of files) {
    const documents = parseAllDocuments(fs.readFileSync(file, 'utf8'));
    for (const [index, document] of documents.entries()) {
      if (document.errors.length > 0) results.push({ name: `${path.basename(file)}#${index + 1}`, error: document.errors.map((error) => error.message).join('; ') });
      else results.push(await validateDocument(file, index, document.toJS()));
    }
  }
  return results;
}

const folder = process.argv[2];
if (folder) {
  const results = await validateFolder(path.resolve(folder));
  process.stdout.write(`${JSON.stringify(results)}\n`);
  process.exit(results.some((result) => result.error) ? 1 : 0);
}
