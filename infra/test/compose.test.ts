import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { deployables as natsUsers } from '@dating/contracts';
import { natsPasswordVariable, serviceRole } from '@dating/server';
import { securityHeaders } from '../launcher/src/web/security-headers';

// infra/docker-compose.yml checked against the repository: what it builds exists, what it
// waits for is healthy, and each part gets the configuration it needs.

const infraDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(infraDir, '..');
const composeFile = path.join(infraDir, 'docker-compose.yml');
const composeText = fs.readFileSync(composeFile, 'utf8');

type Record_ = Record<string, unknown>;

function isRecord(value: unknown): value is Record_ {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown, what: string): Record_ {
  if (!isRecord(value)) throw new Error(`${what} is not a mapping`);
  return value;
}

const compose = record(parse(composeText, { merge: true }), 'the compose file');
const services = record(compose['services'], 'services');
const serviceNames = Object.keys(services);
const service = (name: string) => record(services[name], `service ${name}`);

const backendServices = ['svc-auth', 'svc-profile', 'svc-interest', 'svc-billing'] as const;
const remotes = ['mfe-profile', 'mfe-matching', 'mfe-subscription'];
const deployables = ['shell', ...remotes, ...backendServices, 'gateway'];
/** Services that run once and exit (none today); they need no health check. */
const oneShot = serviceNames.filter((name) => service(name)['restart'] === 'no');

/** Compose allows `environment` as a mapping or as a list of NAME=value. */
function environment(name: string): Record<string, string> {
  const env = service(name)['environment'];
  const result: Record<string, string> = {};
  if (Array.isArray(env)) {
    for (const item of env) {
      const [key, ...rest] = String(item).split('=');
      if (key !== undefined) result[key] = rest.join('=');
    }
  } else if (isRecord(env)) {
    for (const [key, value] of Object.entries(env))
      result[key] = value === null ? '' : String(value);
  }
  return result;
}

/** How compose names a variable that must be set: `${NAME:?set NAME in infra/.env}`. */
const required = (name: string) => `\${${name}:?set ${name} in infra/.env}`;
const databaseRole = serviceRole;
/** Where compose reads a service role's password: SVC_AUTH_DB_PASSWORD for svc_auth. */
const databasePasswordVariable = (name: string) => `${serviceRole(name).toUpperCase()}_DB_PASSWORD`;

/** depends_on as { name: condition }; the short list form has no condition. */
function dependsOn(name: string): Record<string, string | undefined> {
  const deps = service(name)['depends_on'];
  const result: Record<string, string | undefined> = {};
  if (Array.isArray(deps)) for (const dep of deps) result[String(dep)] = undefined;
  else if (isRecord(deps)) {
    for (const [dep, spec] of Object.entries(deps)) {
      result[dep] =
        isRecord(spec) && typeof spec['condition'] === 'string' ? spec['condition'] : undefined;
    }
  }
  return result;
}

function hasHealthcheck(name: string): boolean {
  const check = service(name)['healthcheck'];
  return isRecord(check) && check['disable'] !== true && check['test'] !== undefined;
}

function build(name: string): { context: string; dockerfile: string } | undefined {
  const spec = service(name)['build'];
  if (spec === undefined) return undefined;
  if (typeof spec === 'string')
    return { context: path.resolve(infraDir, spec), dockerfile: 'Dockerfile' };
  const { context, dockerfile } = record(spec, `${name}.build`);
  const contextDir = path.resolve(infraDir, String(context ?? '.'));
  return {
    context: contextDir,
    dockerfile: path.resolve(contextDir, String(dockerfile ?? 'Dockerfile')),
  };
}

function readJson(file: string): Record_ {
  return record(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}

function dockerfileOf(folder: string): string {
  return fs.readFileSync(path.join(repoRoot, folder, 'Dockerfile'), 'utf8');
}

/** The workspace folder of each @dating/* package, by package name. */
function workspaceFolders(): Map<string, string> {
  const root = readJson(path.join(repoRoot, 'package.json'));
  const folders = new Map<string, string>();
  for (const folder of root['workspaces'] as string[]) {
    const file = path.join(repoRoot, folder, 'package.json');
    if (fs.existsSync(file)) folders.set(String(readJson(file)['name']), folder);
  }
  return folders;
}

/**
 * The @dating/* workspaces a package needs at build or run time, itself included: its
 * dependencies (other deployables in devDependencies are what only its tests start).
 */
function workspaceClosure(folder: string, folders: Map<string, string>): Set<string> {
  const needed = new Set<string>([folder]);
  const queue = [folder];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    const pkg = readJson(path.join(repoRoot, current, 'package.json'));
    const deps = { ...(pkg['dependencies'] as Record_ | undefined) };
    for (const name of Object.keys(deps)) {
      const dep = folders.get(name);
      if (dep !== undefined && !needed.has(dep)) {
        needed.add(dep);
        queue.push(dep);
      }
    }
  }
  return needed;
}

describe('docker-compose.yml', () => {
  it('runs every deployable part, Postgres, NATS, MinIO and the web origin', () => {
    expect(serviceNames).toEqual(
      expect.arrayContaining([
        'postgres',
        'nats',
        'minio',
        'web',
        ...backendServices,
        'gateway',
        ...remotes,
      ]),
    );
  });

  it.each(serviceNames.filter((name) => build(name) !== undefined))(
    '%s builds from a context and a Dockerfile that exist',
    (name) => {
      const spec = build(name);
      expect(spec).toBeDefined();
      expect(fs.statSync(spec?.context ?? '').isDirectory()).toBe(true);
      expect(fs.existsSync(spec?.dockerfile ?? '')).toBe(true);
    },
  );

  it('builds each deployable folder from the repository root with its own Dockerfile', () => {
    const built = new Map(
      serviceNames.flatMap((name) => {
        const spec = build(name);
        return spec === undefined
          ? []
          : [[path.relative(repoRoot, spec.dockerfile), spec.context] as const];
      }),
    );
    for (const folder of deployables) {
      expect(built.get(path.join(folder, 'Dockerfile'))).toBe(repoRoot);
    }
  });

  it.each(serviceNames.filter((name) => !oneShot.includes(name)))(
    '%s has a health check',
    (name) => {
      expect(hasHealthcheck(name)).toBe(true);
    },
  );

  it.each(serviceNames.filter((name) => !oneShot.includes(name)))(
    '%s is restarted when it dies',
    (name) => {
      expect(['always', 'unless-stopped', 'on-failure']).toContain(service(name)['restart']);
    },
  );

  it('runs the mail catcher only in the dev profile, and needs SMTP_URL for real mail', () => {
    expect(service('mailpit')['profiles']).toEqual(['dev']);
    for (const name of serviceNames.filter((item) => item !== 'mailpit')) {
      const profiles = service(name)['profiles'];
      expect(profiles === undefined || (Array.isArray(profiles) && !profiles.includes('dev'))).toBe(
        true,
      );
      expect(Object.keys(dependsOn(name))).not.toContain('mailpit');
    }
    for (const name of ['svc-auth', 'svc-profile', 'svc-interest', 'svc-billing'])
      expect(environment(name)['SMTP_URL']).toMatch(/^\$\{SMTP_URL:\?/);
  });

  it('lets the gateway believe X-Forwarded-For from nginx alone', () => {
    const networks = record(service('web')['networks'], 'web.networks');
    expect(Object.keys(networks)).toEqual(['edge']);
    const webAddress = record(networks['edge'], 'web.networks.edge')['ipv4_address'];
    expect(typeof webAddress).toBe('string');
    expect(environment('gateway')['TRUST_PROXY']).toBe(webAddress);
    expect(service('gateway')['networks']).toEqual(expect.arrayContaining(['edge']));
  });

  it('waits for health wherever the service it depends on has a health check', () => {
    const loose: string[] = [];
    for (const name of serviceNames) {
      for (const [dep, condition] of Object.entries(dependsOn(name))) {
        expect(serviceNames).toContain(dep);
        if (hasHealthcheck(dep) && condition !== 'service_healthy') loose.push(`${name} -> ${dep}`);
      }
    }
    expect(loose).toEqual([]);
  });

  it.each(backendServices)('%s is told where NATS and Postgres are, and waits for both', (name) => {
    expect(environment(name)).toMatchObject({
      NATS_URL: 'nats://nats:4222',
      NATS_USER: name,
      NATS_PASSWORD: required(natsPasswordVariable(name)),
      DATABASE_URL: `postgres://${databaseRole(name)}:${required(databasePasswordVariable(name))}@postgres:5432`,
    });
    expect(dependsOn(name)).toMatchObject({
      postgres: 'service_healthy',
      'postgres-provision': 'service_completed_successfully',
      nats: 'service_healthy',
    });
    expect(environment(name)).not.toHaveProperty('DATABASE_ADMIN_URL');
  });

  it("provisions each service's role once, with the superuser no service sees", () => {
    expect(oneShot).toContain('postgres-provision');
    expect(service('postgres-provision')['volumes']).toContain(
      './postgres/provision.sh:/provision/provision.sh:ro',
    );
    const provisioning = environment('postgres-provision');
    expect(provisioning).toMatchObject({
      PGHOST: 'postgres',
      PGUSER: 'postgres',
      PGPASSWORD: required('POSTGRES_PASSWORD'),
      DATABASES: backendServices
        .map((name) => `${databaseRole(name)}:${name.replace(/^svc-/, '')}`)
        .join(' '),
    });
    for (const name of backendServices)
      expect(provisioning[databasePasswordVariable(name)]).toBe(
        required(databasePasswordVariable(name)),
      );
    for (const name of serviceNames.filter(
      (item) => !['postgres', 'postgres-provision'].includes(item),
    ))
      expect(JSON.stringify(environment(name))).not.toContain('POSTGRES_PASSWORD');
  });

  it('gives svc-auth alone the secret that seals its signing keys', () => {
    expect(environment('svc-auth')['SIGNING_KEY_SECRET']).toBe(required('SIGNING_KEY_SECRET'));
    for (const name of serviceNames.filter((item) => item !== 'svc-auth'))
      expect(environment(name)).not.toHaveProperty('SIGNING_KEY_SECRET');
  });

  it.each(['svc-profile', 'svc-billing', 'gateway'])(
    '%s is told where object storage is',
    (name) => {
      expect(environment(name)).toMatchObject({
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY: expect.stringContaining('${S3_ACCESS_KEY:?'),
        S3_SECRET_KEY: expect.stringContaining('${S3_SECRET_KEY:?'),
      });
    },
  );

  it('gives svc-auth the admin to seed', () => {
    expect(Object.keys(environment('svc-auth'))).toEqual(
      expect.arrayContaining([
        'ADMIN_USERNAME',
        'ADMIN_PASSWORD',
        'ADMIN_EMAIL',
        'ADMIN_TOTP_SECRET',
      ]),
    );
  });

  it('connects the gateway to NATS as its own user', () => {
    expect(environment('gateway')).toMatchObject({
      NATS_URL: 'nats://nats:4222',
      NATS_USER: 'gateway',
      NATS_PASSWORD: required(natsPasswordVariable('gateway')),
    });
  });

  it('runs NATS with the generated config, which reads every password from its environment', () => {
    expect(service('nats')['command']).toEqual(['-c', '/etc/nats/nats-server.conf']);
    expect(service('nats')['volumes']).toContain(
      './nats/nats-server.conf:/etc/nats/nats-server.conf:ro',
    );
    for (const deployable of natsUsers)
      expect(environment('nats')[natsPasswordVariable(deployable)]).toBe(
        required(natsPasswordVariable(deployable)),
      );
  });

  it('starts the gateway with its key, NATS and storage, after every service is healthy', () => {
    expect(Object.keys(environment('gateway'))).toEqual(
      expect.arrayContaining([
        'APP_KEY',
        'NATS_URL',
        'S3_ENDPOINT',
        'S3_ACCESS_KEY',
        'S3_SECRET_KEY',
      ]),
    );
    for (const name of backendServices) expect(dependsOn('gateway')[name]).toBe('service_healthy');
  });

  it("checks the gateway's liveness, not its readiness: a service's fault must not mark it sick", () => {
    const check = service('gateway')['healthcheck'];
    expect(isRecord(check) && JSON.stringify(check['test'])).toContain('/api/health/live');
  });

  it('serves the web origin on port 8080, after the gateway and the remotes', () => {
    const ports = (service('web')['ports'] as unknown[]).map(String);
    expect(ports.some((port) => /(^|:)(\$\{PORT:-8080\}|8080):8080$/.test(port))).toBe(true);
    expect(environment('web')).toHaveProperty('APP_KEY');
    for (const name of ['gateway', ...remotes])
      expect(dependsOn('web')[name]).toBe('service_healthy');
  });

  it("runs REPLICAS copies of each service and the gateway, or a part's own REPLICAS_<PART>", () => {
    for (const name of [...backendServices, 'gateway']) {
      const variable = `REPLICAS_${name.replace('-', '_').toUpperCase()}`;
      expect(record(service(name)['deploy'], `${name}.deploy`)['replicas']).toBe(
        `\${${variable}:-\${REPLICAS:-1}}`,
      );
      // A fixed name or host port would make a second copy impossible.
      expect(service(name)['container_name']).toBeUndefined();
      expect(service(name)['ports']).toBeUndefined();
    }
    // The one part the others reach by a name: nginx resolves it to every gateway container.
    expect(environment('web')['GATEWAY_ADDRESS']).toBe('gateway:3000');
  });

  it('requires every secret to be set rather than falling back to a default', () => {
    for (const secret of [
      'SMTP_URL',
      'APP_KEY',
      'ADMIN_PASSWORD',
      'ADMIN_TOTP_SECRET',
      'POSTGRES_PASSWORD',
      ...backendServices.map(databasePasswordVariable),
      'SIGNING_KEY_SECRET',
      'S3_ACCESS_KEY',
      'S3_SECRET_KEY',
      ...natsUsers.map(natsPasswordVariable),
    ]) {
      const uses = composeText.match(new RegExp(`\\$\\{${secret}[^}]*\\}`, 'g')) ?? [];
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses) expect(use).toMatch(new RegExp(`^\\$\\{${secret}:\\?`));
    }
  });

  it('lists every variable it reads in .env.example', () => {
    const example = fs.readFileSync(path.join(infraDir, '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1]));
    const read = new Set([...composeText.matchAll(/\$\{([A-Z0-9_]+)/g)].map((match) => match[1]));
    expect([...read].filter((name) => !documented.has(name))).toEqual([]);
  });

  it('keeps its data in named volumes', () => {
    expect(Object.keys(record(compose['volumes'], 'volumes'))).toEqual(
      expect.arrayContaining(['postgres-data', 'nats-data', 'minio-data']),
    );
  });
});

describe('the deployable folders', () => {
  const folders = workspaceFolders();

  it.each(deployables)('%s has build, test and start scripts and a Dockerfile', (folder) => {
    const scripts = record(
      readJson(path.join(repoRoot, folder, 'package.json'))['scripts'],
      `${folder} scripts`,
    );
    for (const script of ['build', 'test', 'start']) expect(typeof scripts[script]).toBe('string');
    expect(fs.existsSync(path.join(repoRoot, folder, 'Dockerfile'))).toBe(true);
  });

  it.each(deployables)(
    '%s/Dockerfile installs and builds the package with every @dating library it uses',
    (folder) => {
      const dockerfile = dockerfileOf(folder);
      const lines = dockerfile.split('\n').filter((text) => text.startsWith('ARG WORKSPACES='));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const listed = new Set([...line.matchAll(/-w ([\w/-]+)/g)].map((match) => match[1]));
        expect(
          [...workspaceClosure(folder, folders)].filter((needed) => !listed.has(needed)),
        ).toEqual([]);
      }
      expect(dockerfile).toMatch(/npm ci [^\n]*\$\{WORKSPACES\}/);
      expect(dockerfile).toMatch(/npm run build \$\{WORKSPACES\}/);
    },
  );

  it.each(deployables)(
    '%s/Dockerfile runs as an unprivileged user on a pinned major base',
    (folder) => {
      const dockerfile = dockerfileOf(folder);
      const users = [...dockerfile.matchAll(/^USER (\S+)/gm)].map((match) => match[1]);
      if (users.length > 0) expect(['root', '0']).not.toContain(users[users.length - 1]);
      else expect(dockerfile).toMatch(/nginx-unprivileged/);
      expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-(slim|alpine)$/m);
    },
  );

  it.each(deployables)('%s/Dockerfile copies only files that exist', (folder) => {
    const sources = [...dockerfileOf(folder).matchAll(/^COPY (?!--from)(?:--\S+ )*(\S+) \S+$/gm)]
      .map((match) => match[1] as string)
      .filter((source) => source !== '.');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(fs.existsSync(path.join(repoRoot, source))).toBe(true);
  });

  it('gives the web image every variable its nginx template reads', () => {
    const template = fs.readFileSync(path.join(infraDir, 'nginx', 'web.conf.template'), 'utf8');
    const dockerfile = dockerfileOf('shell');
    const read = new Set(
      [...template.replace(/^\s*#.*$/gm, '').matchAll(/\$\{([A-Z0-9_]+)\}/g)].map(
        (match) => match[1] as string,
      ),
    );
    // NGINX_LOCAL_RESOLVERS comes from the nginx image's entrypoint (15-local-resolvers.envsh).
    read.delete('NGINX_LOCAL_RESOLVERS');
    expect(dockerfile).toMatch(/NGINX_ENTRYPOINT_LOCAL_RESOLVERS=1/);
    // PORTAL_REMOTE_ORIGINS comes from our own script, run by the entrypoint before the template.
    read.delete('PORTAL_REMOTE_ORIGINS');
    expect(dockerfile).toMatch(
      /^COPY --chmod=755 infra\/nginx\/18-portal-remote-origins\.envsh \/docker-entrypoint\.d\/18-portal-remote-origins\.envsh$/m,
    );
    for (const name of read) expect(dockerfile).toMatch(new RegExp(`\\b${name}=`));
  });
});

describe('the web origin in nginx (web.conf.template)', () => {
  const template = fs.readFileSync(path.join(infraDir, 'nginx', 'web.conf.template'), 'utf8');
  const active = template.replace(/^\s*#.*$/gm, '');

  it("carries the security headers the launcher sends, with the remotes' origins", () => {
    const headers = securityHeaders(['${PORTAL_REMOTE_ORIGINS}']);
    const expected: Record<string, string> = {
      'Content-Security-Policy': '$portal_csp',
      'Referrer-Policy': '$portal_referrer_policy',
      'Permissions-Policy': '$portal_permissions_policy',
    };
    for (const [header, variable] of Object.entries(expected)) {
      expect(active).toContain(`add_header ${header} ${variable} always;`);
      const map = active.match(
        new RegExp(`map \\$request_uri \\${variable} \\{([\\s\\S]*?)\\n\\}`),
      );
      expect(map?.[1]).toContain(`default             "${headers[header.toLowerCase()] ?? ''}";`);
    }
    expect(active).toContain('add_header X-Content-Type-Options $portal_nosniff always;');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('tells the gateway the address that connected, not what the client sent', () => {
    expect(active).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(active).not.toContain('$proxy_add_x_forwarded_for');
  });
  it('keeps connections to the gateway open, on an nginx that re-resolves its address', () => {
    const upstream = active.match(/upstream gateway \{([\s\S]*?)\n\}/)?.[1] ?? '';
    expect(upstream).toMatch(/server \$\{GATEWAY_ADDRESS\} resolve;/);
    expect(upstream).toMatch(/keepalive \d+;/);
    expect(upstream).toMatch(/zone gateway /);
    const api = active.match(/location ~ \^\/api[^{]*\{([\s\S]*?)\n {4}\}/)?.[1] ?? '';
    expect(api).toContain('proxy_pass http://gateway;');
    expect(api).toContain('proxy_http_version 1.1;');
    expect(api).toContain('proxy_set_header Connection "";');
    // `resolve` in an upstream server needs nginx 1.27.3 or newer.
    const [major = 0, minor = 0] = (
      /nginx-unprivileged:(\d+)\.(\d+)/.exec(dockerfileOf('shell')) ?? []
    )
      .slice(1)
      .map(Number);
    expect(major * 1000 + minor).toBeGreaterThanOrEqual(1028);
  });

  it('passes a request to another gateway only when that cannot do it twice', () => {
    const api = active.match(/location ~ \^\/api[^{]*\{([\s\S]*?)\n {4}\}/)?.[1] ?? '';
    expect(api).toMatch(/proxy_next_upstream error timeout;/);
    expect(active).not.toContain('non_idempotent');
  });

  it("keeps the gateway's public answers as long as it allows, never a member's", () => {
    expect(active).toMatch(/^proxy_cache_path \S+ .*keys_zone=public_answers:/m);
    const api = active.match(/location ~ \^\/api[^{]*\{([\s\S]*?)\n {4}\}/)?.[1] ?? '';
    expect(api).toContain('proxy_cache public_answers;');
    expect(api).toContain('proxy_cache_bypass $http_authorization $http_cookie;');
    expect(api).toContain('proxy_no_cache $http_authorization $http_cookie;');
    // Lifetimes come from the gateway's Cache-Control alone.
    expect(active).not.toMatch(/proxy_cache_valid|proxy_ignore_headers/);
  });

  it('serves the precompressed copies the build ships', () => {
    expect(active).toMatch(/gzip_static on;/);
    const remote = fs.readFileSync(path.join(infraDir, 'nginx', 'remote.conf'), 'utf8');
    expect(remote.replace(/^\s*#.*$/gm, '')).toMatch(/gzip_static on;/);
  });
});
