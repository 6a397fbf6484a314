import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { z } from 'zod';
import { gatewayRoutes } from '@dating/contracts';
import { generateIdentity, loadConfig, provisioningConfigSchema } from '@dating/server';
import { configSchema as gatewaySchema } from '@dating/gateway';
import { adminSeedSchema, authService } from '@dating/svc-auth';
import { billingService } from '@dating/svc-billing';
import { interestService } from '@dating/svc-interest';
import { profileService } from '@dating/svc-profile';

// Every overlay in infra/k8s/overlays rendered with `kubectl kustomize`, and the result checked
// against the repository: what runs, what it is told, what it may reach.

const infraDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(infraDir, '..');
const k8sDir = path.join(infraDir, 'k8s');
const overlays = fs.readdirSync(path.join(k8sDir, 'overlays'));
/** The kubectl to render with: $KUBECTL, else the one on the PATH. */
const kubectl = process.env['KUBECTL'] ?? 'kubectl';

type Doc = Record<string, unknown>;
const isDoc = (value: unknown): value is Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const doc = (value: unknown): Doc => (isDoc(value) ? value : {});
const docs = (value: unknown): Doc[] => (Array.isArray(value) ? value.map(doc) : []);
/** A nested field by its path, or undefined. */
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((current, key) => (isDoc(current) ? current[key] : undefined), value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Renders an overlay from a copy of infra/k8s in which each gitignored env/<name>.env the
 * operator keeps is stood in for by its committed env/<name>.env.example.
 */
function render(overlay: string): Doc[] {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'k8s-'));
  try {
    fs.cpSync(k8sDir, copy, { recursive: true });
    const envDir = path.join(copy, 'overlays', overlay, 'env');
    for (const file of fs.existsSync(envDir) ? fs.readdirSync(envDir) : []) {
      if (file.endsWith('.env.example'))
        fs.copyFileSync(path.join(envDir, file), path.join(envDir, file.replace(/\.example$/, '')));
    }
    // Today's kustomize warns on stderr of the fields kept for Debian's v2.0.3.
    const output = execFileSync(kubectl, ['kustomize', path.join(copy, 'overlays', overlay)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return parseAllDocuments(output).map((item) => doc(item.toJS()));
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

const services = {
  'svc-auth': authService,
  'svc-profile': profileService,
  'svc-interest': interestService,
  'svc-billing': billingService,
};
const serviceNames = Object.keys(services) as (keyof typeof services)[];
const remotes = ['mfe-profile', 'mfe-matching', 'mfe-subscription'];
/** Each Deployment and the package folder its image is built from. */
const packageOf: Record<string, string> = {
  gateway: 'gateway',
  ...Object.fromEntries(serviceNames.map((name) => [name, name])),
  web: 'shell',
  ...Object.fromEntries(remotes.map((name) => [name, name])),
};

function keysOf(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodObject)) throw new Error('a config schema is not an object');
  return Object.keys(schema.shape);
}

/** The keys a schema cannot do without: neither optional nor defaulted. */
function requiredKeysOf(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodObject)) throw new Error('a config schema is not an object');
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
}

/** The variables the web image's nginx files read (the template and the entrypoint scripts). */
function webVariables(): string[] {
  const nginxDir = path.join(infraDir, 'nginx');
  const found = new Set<string>();
  for (const file of fs.readdirSync(nginxDir)) {
    const source = fs.readFileSync(path.join(nginxDir, file), 'utf8').replace(/^\s*#.*$/gm, '');
    for (const match of source.matchAll(/\$\{([A-Z][A-Z0-9_]*)[:}]/g)) found.add(match[1] ?? '');
  }
  return [...found];
}

/** What each deployable's configuration reads from the environment. */
const reads: Record<string, string[]> = {
  gateway: keysOf(gatewaySchema),
  ...Object.fromEntries(
    serviceNames.map((name) => [
      name,
      [
        ...keysOf(services[name].configSchema),
        ...(name === 'svc-auth' ? keysOf(adminSeedSchema) : []),
      ],
    ]),
  ),
  web: webVariables(),
};
const requiredOf: Record<string, string[]> = {
  gateway: requiredKeysOf(gatewaySchema),
  ...Object.fromEntries(
    serviceNames.map((name) => [name, requiredKeysOf(services[name].configSchema)]),
  ),
};

/** DESIGN.md's Configuration table: the variables each deployable uses, by its "used by". */
function designConfiguration(file: string): Record<string, string[]> {
  const design = fs.readFileSync(file, 'utf8');
  const table = design.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  const usedBy: Record<string, string[]> = {};
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    const [names = '', , users = ''] = row.split('|').slice(1);
    const variables = [...names.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1] ?? '');
    const deployables = users
      .split(',')
      .map((user) => user.trim().replace(/\s*\(.*$/, ''))
      .flatMap((user) =>
        user === 'services' ? serviceNames : user === 'frontends' ? ['web'] : [user],
      );
    for (const deployable of deployables)
      usedBy[deployable] = [...(usedBy[deployable] ?? []), ...variables];
  }
  return usedBy;
}

/** DESIGN.md, beside the repository's README or in the design folder beside the checkout. */
const designFile = [
  path.join(repoRoot, 'DESIGN.md'),
  path.join(repoRoot, '..', 'shared', 'DESIGN.md'),
].find((file) => fs.existsSync(file));
const designed = designFile === undefined ? {} : designConfiguration(designFile);

function dockerfilePorts(folder: string): number[] {
  const dockerfile = fs.readFileSync(path.join(repoRoot, folder, 'Dockerfile'), 'utf8');
  return [...dockerfile.matchAll(/^EXPOSE (\d+)/gm)].map((match) => Number(match[1]));
}

const podSpec = (workload: Doc): Doc => doc(at(workload, 'spec', 'template', 'spec'));
const containersOf = (workload: Doc): Doc[] => docs(podSpec(workload)['containers']);
const name = (item: Doc): string => text(at(item, 'metadata', 'name'));
const envOf = (container: Doc): Doc[] => docs(container['env']);
const podLabels = (workload: Doc): Doc =>
  doc(at(workload, 'spec', 'template', 'metadata', 'labels'));
const selects = (selector: unknown, labels: Doc): boolean =>
  Object.entries(doc(at(selector, 'matchLabels'))).every(([key, value]) => labels[key] === value);
/** The Deployment's own name before an overlay's prefix or suffix: its app label. */
const appOf = (workload: Doc): string => text(podLabels(workload)['app.kubernetes.io/name']);

const identity = generateIdentity();
/** What an operator writes into the overlay's env/*.env files, whose examples are left empty. */
const operatorValues: Record<string, string> = {
  APP_KEY: randomBytes(24).toString('base64url'),
  IDENTITY_KEY: identity.seed,
  TRUSTED_KEYS: `gateway=${identity.publicKey}`,
  NATS_PASSWORD: 'nats-password',
  DATABASE_URL: 'postgres://role:password@db.postgres.svc.cluster.local:5432',
  SIGNING_KEY_SECRET: randomBytes(32).toString('base64url'),
  MAIL_LINK_SECRET: randomBytes(32).toString('base64'),
  ADMIN_PASSWORD: 'admin-password',
  ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  SMTP_URL: 'smtp://user:password@mail.example.com:587',
  S3_ACCESS_KEY: 'access-key',
  S3_SECRET_KEY: 'secret-key',
  PROMPTPAY_ID: '0891234567',
};

/** The schemas each part loads its configuration with at start. */
const startSchemas: Record<string, z.ZodType[]> = {
  gateway: [gatewaySchema],
  ...Object.fromEntries(
    serviceNames.map((name) => [
      name,
      [services[name].configSchema, ...(name === 'svc-auth' ? [adminSeedSchema] : [])],
    ]),
  ),
};

/** Variables whose values are secrets: they may come from a Secret only. */
const secretVariable = /(PASSWORD|SECRET|_KEY)$|^(DATABASE_URL|SMTP_URL)$/;

describe.each(overlays)('the %s overlay', (overlay) => {
  const rendered = render(overlay);
  const ofKind = (kind: string) => rendered.filter((item) => item['kind'] === kind);
  const deployments = ofKind('Deployment');
  const jobs = ofKind('Job');
  const workloads = [...deployments, ...jobs];
  const secretData = new Map(ofKind('Secret').map((item) => [name(item), doc(item['data'])]));
  const secrets = new Map([...secretData].map(([key, data]) => [key, Object.keys(data)]));
  const configMaps = new Map(ofKind('ConfigMap').map((item) => [name(item), doc(item['data'])]));
  const deployment = (app: string): Doc => {
    const found = deployments.find((item) => appOf(item) === app);
    if (!found) throw new Error(`no Deployment for ${app}`);
    return found;
  };
  /** An env entry's value as the pod would see it, an empty one filled in as the operator would. */
  const valueOf = (item: Doc): string => {
    const configRef = at(item, 'valueFrom', 'configMapKeyRef');
    const secretRef = at(item, 'valueFrom', 'secretKeyRef');
    const value = isDoc(configRef)
      ? text(doc(configMaps.get(text(configRef['name'])))[text(configRef['key'])])
      : isDoc(secretRef)
        ? Buffer.from(
            text(doc(secretData.get(text(secretRef['name'])))[text(secretRef['key'])]),
            'base64',
          ).toString()
        : text(item['value']);
    return value.trim() === '' ? (operatorValues[text(item['name'])] ?? '') : value;
  };
  const givenTo = (app: string): string[] =>
    containersOf(deployment(app)).flatMap((container) =>
      envOf(container).map((item) => text(item['name'])),
    );

  it('runs the gateway, each service, the web server and each remote', () => {
    expect(deployments.map(appOf).sort()).toEqual(Object.keys(packageOf).sort());
  });

  it.each(Object.keys(packageOf))(
    '%s has probes, requests and limits, and runs unprivileged',
    (app) => {
      const workload = deployment(app);
      const pod = podSpec(workload);
      expect(at(pod, 'securityContext', 'runAsNonRoot')).toBe(true);
      expect(at(pod, 'securityContext', 'runAsUser')).toBeGreaterThan(0);
      for (const container of containersOf(workload)) {
        expect(container['readinessProbe']).toBeDefined();
        expect(container['livenessProbe']).toBeDefined();
        for (const kind of ['requests', 'limits'])
          for (const resource of ['cpu', 'memory'])
            expect(at(container, 'resources', kind, resource)).toBeDefined();
        expect(at(container, 'securityContext', 'allowPrivilegeEscalation')).toBe(false);
        expect(at(container, 'securityContext', 'readOnlyRootFilesystem')).toBe(true);
        expect(at(container, 'securityContext', 'capabilities', 'drop')).toEqual(['ALL']);
      }
    },
  );

  it.each(Object.keys(packageOf))(
    "%s runs its package's image, tagged, on the ports its Dockerfile exposes",
    (app) => {
      const folder = packageOf[app] ?? '';
      for (const container of containersOf(deployment(app))) {
        const image = text(container['image']);
        const [, repository = '', tag = ''] = /^(.+?)(?::([^:/]+))?$/.exec(image) ?? [];
        expect(repository.split('/').pop()).toBe(folder);
        expect(fs.existsSync(path.join(repoRoot, folder, 'Dockerfile'))).toBe(true);
        expect(tag).toMatch(/^\d+\.\d+\.\d+$/);
        const ports = docs(container['ports']).map((port) => port['containerPort']);
        expect(ports.sort()).toEqual(dockerfilePorts(folder).sort());
      }
    },
  );

  it("probes the gateway's readiness and liveness where it answers them", () => {
    const [container] = containersOf(deployment('gateway'));
    expect(JSON.stringify(at(container, 'readinessProbe'))).toContain(gatewayRoutes.health);
    expect(at(container, 'livenessProbe', 'httpGet', 'path')).toBe(gatewayRoutes.healthLive);
    const port = envOf(container ?? {}).find((item) => item['name'] === 'GATEWAY_PORT');
    expect(docs(container?.['ports']).map((item) => String(item['containerPort']))).toEqual([
      port?.['value'],
    ]);
  });

  it.each(serviceNames)(
    '%s is probed with its health check and migrated by a Job running its migrate',
    (app) => {
      const [container] = containersOf(deployment(app));
      for (const probe of ['readinessProbe', 'livenessProbe']) {
        const command = docs([at(container, probe, 'exec')])[0]?.['command'];
        expect(command).toEqual(['node', 'dist/healthcheck.js']);
      }
      expect(fs.existsSync(path.join(repoRoot, app, 'src', 'healthcheck.ts'))).toBe(true);
      expect(container?.['command']).toEqual(['node', 'dist/main.js']);
      const migrations = jobs.filter((job) => appOf(job) === app);
      expect(migrations).toHaveLength(1);
      const [migrate] = containersOf(migrations[0] ?? {});
      expect(migrate?.['command']).toEqual(['node', 'dist/migrate.js']);
      expect(fs.existsSync(path.join(repoRoot, app, 'src', 'migrate.ts'))).toBe(true);
      expect(migrate?.['image']).toBe(container?.['image']);
      expect(envOf(migrate ?? {})).toEqual(envOf(container ?? {}));
      // A Job's pods are never taken for the Deployment's.
      expect(selects(at(deployment(app), 'spec', 'selector'), podLabels(migrations[0] ?? {}))).toBe(
        false,
      );
    },
  );

  it('labels what infra/README.md applies in turn: the migration Jobs, then the Deployments', () => {
    const label = (item: Doc, key: string) => text(at(item, 'metadata', 'labels', key));
    const component = (item: Doc) => label(item, 'app.kubernetes.io/component');
    expect(rendered.filter((item) => component(item) === 'migration')).toEqual(jobs);
    expect(rendered.filter((item) => component(item) === 'server')).toEqual(deployments);
    for (const workload of workloads)
      expect(label(workload, 'app.kubernetes.io/name')).toBe(appOf(workload));
    expect(jobs.map(name)).toContain('svc-auth-migrate');
  });

  it.each(['web', ...remotes])('%s is probed on the /healthz its nginx answers', (app) => {
    const conf = app === 'web' ? 'web.conf.template' : 'remote.conf';
    expect(fs.readFileSync(path.join(infraDir, 'nginx', conf), 'utf8')).toContain(
      'location = /healthz',
    );
    for (const container of containersOf(deployment(app)))
      for (const probe of ['readinessProbe', 'livenessProbe'])
        expect(at(container, probe, 'httpGet', 'path')).toBe('/healthz');
  });

  it.each(['gateway', ...serviceNames, 'web'])(
    '%s is given only variables its package reads, and every one it needs',
    (app) => {
      const workloadsOf = workloads.filter((item) => appOf(item) === app);
      const design = designed[app] ?? [];
      for (const workload of workloadsOf) {
        const isMigration = workload['kind'] === 'Job';
        const allowed = new Set([
          ...(reads[app] ?? []),
          ...(isMigration ? keysOf(provisioningConfigSchema) : []),
        ]);
        for (const container of containersOf(workload)) {
          const given = envOf(container).map((item) => text(item['name']));
          expect(given.filter((variable) => !allowed.has(variable))).toEqual([]);
          expect((requiredOf[app] ?? []).filter((variable) => !given.includes(variable))).toEqual(
            [],
          );
          // What DESIGN.md says the part uses and its package reads.
          expect(
            design.filter((variable) => allowed.has(variable) && !given.includes(variable)),
          ).toEqual([]);
        }
      }
      if (designFile !== undefined) expect(design.length).toBeGreaterThan(0);
    },
  );

  it.each(Object.keys(startSchemas))(
    '%s starts in production with what it is given once env/*.env is filled in',
    (app) => {
      for (const container of containersOf(deployment(app))) {
        const env = Object.fromEntries(
          envOf(container).map((item) => [text(item['name']), valueOf(item)]),
        );
        expect(env['NODE_ENV']).toBe('production');
        for (const schema of startSchemas[app] ?? [])
          expect(() => loadConfig(schema, env)).not.toThrow();
      }
    },
  );

  it('takes every secret from a Secret the overlay declares, and each setting from its ConfigMap', () => {
    const problems: string[] = [];
    for (const workload of workloads) {
      for (const container of containersOf(workload)) {
        for (const item of envOf(container)) {
          const variable = text(item['name']);
          const where = `${name(workload)}: ${variable}`;
          const secretRef = doc(at(item, 'valueFrom', 'secretKeyRef'));
          const configRef = doc(at(item, 'valueFrom', 'configMapKeyRef'));
          if (secretVariable.test(variable) && !isDoc(at(item, 'valueFrom', 'secretKeyRef')))
            problems.push(`${where} is not from a Secret`);
          if (
            Object.keys(secretRef).length > 0 &&
            !secrets.get(text(secretRef['name']))?.includes(text(secretRef['key']))
          )
            problems.push(`${where} names ${text(secretRef['name'])}/${text(secretRef['key'])}`);
          if (
            Object.keys(configRef).length > 0 &&
            !(text(configRef['key']) in doc(configMaps.get(text(configRef['name']))))
          )
            problems.push(`${where} names ${text(configRef['name'])}/${text(configRef['key'])}`);
        }
        if (container['envFrom'] !== undefined) problems.push(`${name(workload)} uses envFrom`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('commits no secret value: each env/*.env.example leaves its values empty', () => {
    const envDir = path.join(k8sDir, 'overlays', overlay, 'env');
    for (const file of fs.existsSync(envDir) ? fs.readdirSync(envDir) : []) {
      if (!file.endsWith('.env.example')) continue;
      const lines = fs.readFileSync(path.join(envDir, file), 'utf8').split('\n');
      expect(lines.filter((line) => /^[A-Z0-9_]+=./.test(line))).toEqual([]);
    }
  });

  it('gives each Deployment an autoscaler on CPU and a disruption budget', () => {
    for (const workload of deployments) {
      const autoscalers = ofKind('HorizontalPodAutoscaler').filter(
        (item) => at(item, 'spec', 'scaleTargetRef', 'name') === name(workload),
      );
      expect(autoscalers).toHaveLength(1);
      expect(autoscalers[0]?.['apiVersion']).toBe('autoscaling/v2');
      const metrics = docs(at(autoscalers[0], 'spec', 'metrics'));
      expect(metrics.map((metric) => at(metric, 'resource', 'name'))).toContain('cpu');
      const budgets = ofKind('PodDisruptionBudget').filter((item) =>
        selects(at(item, 'spec', 'selector'), podLabels(workload)),
      );
      expect(budgets).toHaveLength(1);
    }
  });

  it("points each Service at its Deployment's named port", () => {
    for (const service of ofKind('Service')) {
      const targets = deployments.filter((item) =>
        selects({ matchLabels: at(service, 'spec', 'selector') }, podLabels(item)),
      );
      expect(targets).toHaveLength(1);
      const portNames = containersOf(targets[0] ?? {}).flatMap((container) =>
        docs(container['ports']).map((port) => port['name']),
      );
      for (const port of docs(at(service, 'spec', 'ports')))
        expect(portNames).toContain(port['targetPort']);
    }
  });

  it("tells the web server the Services' names in the overlay's namespace", () => {
    const namespace = text(at(ofKind('Service')[0], 'metadata', 'namespace'));
    const portal = doc([...configMaps.entries()].find(([key]) => key.startsWith('portal'))?.[1]);
    const serviceNamesHere = ofKind('Service').map(name);
    for (const key of [
      'GATEWAY_ADDRESS',
      ...['PROFILE', 'MATCHING', 'SUBSCRIPTION'].map((remote) => `${remote}_REMOTE_UPSTREAM`),
    ]) {
      const host =
        text(portal[key])
          .replace(/^https?:\/\//, '')
          .split(':')[0] ?? '';
      const [serviceName = '', serviceNamespace] = host.split('.');
      expect(serviceNamesHere).toContain(serviceName);
      expect(serviceNamespace).toBe(namespace);
    }
  });

  describe('network policies', () => {
    const policies = ofKind('NetworkPolicy');
    const selected = (policy: Doc, app: string) =>
      selectsPod(at(policy, 'spec', 'podSelector'), { 'app.kubernetes.io/name': app });

    it('deny all traffic that no policy allows', () => {
      expect(
        policies.some(
          (policy) =>
            Object.keys(doc(at(policy, 'spec', 'podSelector'))).length === 0 &&
            JSON.stringify(at(policy, 'spec', 'policyTypes')) === '["Ingress","Egress"]' &&
            at(policy, 'spec', 'ingress') === undefined &&
            at(policy, 'spec', 'egress') === undefined,
        ),
      ).toBe(true);
    });

    it('let outside traffic in to the web server only, and to the gateway from it', () => {
      for (const policy of policies) {
        for (const rule of docs(at(policy, 'spec', 'ingress'))) {
          const fromOutside = docs(rule['from']).some(
            (peer) => peer['namespaceSelector'] !== undefined || peer['ipBlock'] !== undefined,
          );
          if (fromOutside) expect(selected(policy, 'web')).toBe(true);
          for (const app of serviceNames) expect(selected(policy, app)).toBe(false);
        }
      }
      const gateway = policies.filter(
        (policy) => selected(policy, 'gateway') && at(policy, 'spec', 'ingress') !== undefined,
      );
      expect(gateway.flatMap((policy) => docs(at(policy, 'spec', 'ingress')))).toEqual([
        expect.objectContaining({
          from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'web' } } }],
        }),
      ]);
    });

    it('let only the gateway and the services reach NATS, each service only its database', () => {
      const reaching = (port: number) =>
        Object.keys(packageOf).filter((app) =>
          policies.some(
            (policy) =>
              selected(policy, app) &&
              docs(at(policy, 'spec', 'egress')).some((rule) =>
                docs(rule['ports']).some((item) => item['port'] === port),
              ),
          ),
        );
      expect(reaching(4222).sort()).toEqual(['gateway', ...serviceNames].sort());
      expect(reaching(5432).sort()).toEqual([...serviceNames].sort());
      for (const app of serviceNames) {
        const database = policies.filter(
          (policy) =>
            selected(policy, app) &&
            docs(at(policy, 'spec', 'egress')).some((rule) =>
              docs(rule['ports']).some((item) => item['port'] === 5432),
            ),
        );
        expect(database).toHaveLength(1);
        expect(serviceNames.filter((other) => database[0] && selected(database[0], other))).toEqual(
          [app],
        );
      }
    });

    it.each([
      ['egress-nats', 'NATS_URL'],
      ['egress-object-storage', 'S3_ENDPOINT'],
      ['egress-smtp', 'SMTP_URL'],
    ])('%s lets out exactly the parts given %s', (policyName, variable) => {
      const policy = policies.find((item) => name(item) === policyName);
      const letOut = Object.keys(packageOf).filter((app) => policy && selected(policy, app));
      const given = Object.keys(packageOf).filter((app) => givenTo(app).includes(variable));
      expect(letOut.sort()).toEqual(given.sort());
    });

    it("leave no outside dependency's address a placeholder", () => {
      expect(JSON.stringify(policies)).not.toContain('192.0.2.');
    });
  });
});

/** Whether a selector (matchLabels and In expressions) takes a pod with these labels. */
function selectsPod(selector: unknown, labels: Doc): boolean {
  const expressions = docs(at(selector, 'matchExpressions'));
  return (
    Object.entries(doc(at(selector, 'matchLabels'))).every(
      ([key, value]) => labels[key] === value,
    ) &&
    expressions.every(
      (expression) =>
        expression['operator'] === 'In' &&
        Array.isArray(expression['values']) &&
        expression['values'].includes(labels[text(expression['key'])]),
    )
  );
}
