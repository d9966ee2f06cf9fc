import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(__dirname, '../..');
const MANIFESTS = path.join(root, 'deploy', 'kubernetes');
const VALIDATOR = path.join(__dirname, 'validateManifests.mjs');

interface Validation {
  name: string;
  kind?: string;
  error?: string;
}

/** The validator is an ES module (kubernetes-models is ESM only): node runs it, as an operator would. */
function validate(folder: string): { code: number | null; results: Validation[] } {
  const run = spawnSync(process.execPath, [VALIDATOR, folder], { cwd: root, encoding: 'utf8' });
  return { code: run.status, results: JSON.parse(run.stdout) as Validation[] };
}

interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string }>;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: { cpu?: string; memory?: string } };
}
interface Manifest {
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  data?: Record<string, string>;
  spec?: {
    selector?: Record<string, string> & { matchLabels?: Record<string, string> };
    template?: { metadata: { labels: Record<string, string> }; spec: { containers: Container[] } };
    ports?: Array<{ name: string; port: number }>;
    scaleTargetRef?: { kind: string; name: string };
    rules?: Array<{ http: { paths: Array<{ path: string; backend: { service: { name: string } } }> } }>;
  };
}

const manifests: Manifest[] = fs
  .readdirSync(MANIFESTS)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => parseAllDocuments(fs.readFileSync(path.join(MANIFESTS, file), 'utf8')).map((document) => document.toJS() as Manifest));
const ofKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);

const APP = ['gateway', 'public', 'live', 'staff', 'media', 'chat'];

describe('deploy/kubernetes', () => {
  it('validates every manifest against the Kubernetes 1.36 JSON schemas', () => {
    const { code, results } = validate(MANIFESTS);
    expect(results.filter((result) => result.error)).toEqual([]);
    expect(code).toBe(0);
    expect(results.length).toBe(manifests.length);
  });

  it('refuses a manifest the schemas refuse, and a kind they do not know', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-k8s-'));
    try {
      fs.writeFileSync(
        path.join(folder, 'wrong.yaml'),
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: x }\nspec:\n  replicas: deux\n  selector: { matchLabels: { a: b } }\n  template: { spec: { containers: [] } }\n---\napiVersion: apps/v1\nkind: Deploymnt\nmetadata: { name: y }\n',
      );
      const { code, results } = validate(folder);
      expect(code).toBe(1);
      expect(results[0].error).toContain('replicas');
      expect(results[1].error).toBe('aucun schéma pour apps/v1/Deploymnt');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('runs the gateway and the five services with readiness and liveness probes on /readyz and /healthz, and resource requests', () => {
    const deployments = ofKind('Deployment');
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual([...APP, 'redis'].sort());
    for (const name of APP) {
      const [container] = deployments.find((deployment) => deployment.metadata.name === name)?.spec?.template?.spec.containers ?? [];
      const port = container.ports?.find((entry) => entry.name === 'http')?.containerPort;
      expect(container.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
      expect(container.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
      expect(container.resources?.requests?.cpu).toBeDefined();
      expect(container.resources?.requests?.memory).toBeDefined();
      // The process listens where its probes look.
      expect(container.env?.find((entry) => entry.name === (name === 'gateway' ? 'PORT' : 'SERVICE_PORT'))?.value).toBe(String(port));
    }
  });

  it('finds every service the gateway is given, scales the live service, and keeps socket.io sticky', () => {
    const services = ofKind('Service');
    const deployments = ofKind('Deployment');
    for (const service of services) {
      const selected = deployments.filter((deployment) =>
        Object.entries(service.spec?.selector ?? {}).every(([key, value]) => deployment.spec?.template?.metadata.labels[key] === value),
      );
      expect(selected.map((deployment) => deployment.metadata.name)).toEqual([service.metadata.name]);
    }
    const config = ofKind('ConfigMap')[0]?.data ?? {};
    for (const name of APP.filter((entry) => entry !== 'gateway')) {
      const url = new URL(config[`SERVICE_${name.toUpperCase()}_URL`] ?? '');
      const service = services.find((entry) => entry.metadata.name === url.hostname);
      expect(service?.spec?.ports?.map((port) => port.port)).toEqual([Number(url.port)]);
    }
    expect(ofKind('HorizontalPodAutoscaler').map((hpa) => hpa.spec?.scaleTargetRef)).toEqual([{ apiVersion: 'apps/v1', kind: 'Deployment', name: 'live' }]);
    const sockets = ofKind('Ingress').find((ingress) => ingress.spec?.rules?.[0]?.http.paths.some((entry) => entry.path === '/socket.io'));
    expect(sockets?.spec?.rules?.[0]?.http.paths[0]?.backend.service.name).toBe('live');
    expect(sockets?.metadata.annotations?.['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
  });
});
