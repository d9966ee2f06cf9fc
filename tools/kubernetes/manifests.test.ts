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
interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  allowPrivilegeEscalation?: boolean;
  readOnlyRootFilesystem?: boolean;
  capabilities?: { drop?: string[] };
}
interface Container {
  name: string;
  image?: string;
  command?: string[];
  securityContext?: SecurityContext;
  volumeMounts?: Array<{ name: string; mountPath: string }>;
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string }>;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: { cpu?: string; memory?: string }; limits?: { cpu?: string; memory?: string } };
}
interface PodSpec {
  containers: Container[];
  securityContext?: SecurityContext;
  volumes?: Array<{ name: string; emptyDir?: object; persistentVolumeClaim?: object }>;
}
interface Manifest {
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  data?: Record<string, string>;
  spec?: {
    selector?: Record<string, string> & { matchLabels?: Record<string, string> };
    template?: { metadata: { labels: Record<string, string> }; spec: PodSpec };
    maxUnavailable?: number;
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

  it('runs every pod as a user without rights, on a read-only root file system, within resource limits', () => {
    const pods = [...ofKind('Deployment'), ...ofKind('Job')].map((manifest) => ({ name: manifest.metadata.name, spec: manifest.spec?.template?.spec }));
    for (const { name, spec } of pods) {
      expect({ name, runAsNonRoot: spec?.securityContext?.runAsNonRoot }).toEqual({ name, runAsNonRoot: true });
      expect(spec?.securityContext?.runAsUser).toBeGreaterThan(0);
      for (const container of spec?.containers ?? []) {
        expect({ name, ...container.securityContext }).toEqual({
          name,
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        expect(container.resources?.limits?.cpu).toBeDefined();
        expect(container.resources?.limits?.memory).toBeDefined();
        // What a process writes goes to a volume: /tmp (an emptyDir) for ours, Redis's working folder for it.
        const mounted = (container.volumeMounts ?? []).map((mount) => spec?.volumes?.find((volume) => volume.name === mount.name));
        expect(mounted.every((volume) => volume !== undefined)).toBe(true);
        if (name !== 'redis') expect(container.volumeMounts?.find((mount) => mount.mountPath === '/tmp')).toBeDefined();
      }
    }
  });

  it('gives every Deployment a PodDisruptionBudget that lets one pod go at a time', () => {
    const budgets = ofKind('PodDisruptionBudget');
    for (const deployment of ofKind('Deployment')) {
      const labels = deployment.spec?.template?.metadata.labels ?? {};
      const covering = budgets.filter((budget) => Object.entries(budget.spec?.selector?.matchLabels ?? {}).every(([key, value]) => labels[key] === value));
      expect({ deployment: deployment.metadata.name, budgets: covering.map((budget) => budget.spec?.maxUnavailable) }).toEqual({
        deployment: deployment.metadata.name,
        budgets: [1],
      });
    }
  });

  it('migrates with a Job of the same image running the migrate command; no Deployment migrates', () => {
    const [job, ...others] = ofKind('Job');
    expect(others).toEqual([]);
    const [container] = job?.spec?.template?.spec.containers ?? [];
    expect(container.command).toEqual(['node', '--enable-source-maps', 'dist/server/services/core/src/migrate.js']);
    const images = new Set(
      ofKind('Deployment').flatMap((deployment) =>
        deployment.metadata.name === 'redis' ? [] : deployment.spec?.template?.spec.containers.map((entry) => entry.image),
      ),
    );
    expect([...images]).toEqual([container.image]);
    for (const deployment of ofKind('Deployment'))
      for (const entry of deployment.spec?.template?.spec.containers ?? []) expect(entry.command?.join(' ') ?? '').not.toContain('migrate');
  });
});
