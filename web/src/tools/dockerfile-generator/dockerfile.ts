import { parse as parseShell } from 'shell-quote';
import {
  assertDockerConfig,
  checkUser,
  parseKeyValues,
  parsePorts,
  parseVolumes,
  type DockerConfig,
  type KeyValue,
} from './docker-config';
import { stackPresets } from './stacks';

/** Which way an image creates users: Debian/Ubuntu (useradd), Alpine (busybox adduser) or none (distroless, scratch). */
export function imageFamily(image: string): 'debian' | 'alpine' | 'none' {
  if (/alpine/.test(image)) return 'alpine';
  if (/^scratch$|distroless|chainguard/.test(image)) return 'none';
  return 'debian';
}

/** Users the official images already have. */
function builtinUser(image: string): string | undefined {
  const name = image.split(/[:@]/)[0];
  if (/(^|\/)node$/.test(name)) return 'node';
  if (/(^|\/)nginx(-unprivileged)?$/.test(name)) return 'nginx';
  return undefined;
}

/** A Dockerfile string in double quotes: backslashes and quotes escaped, and `$` so values stay literal. */
function quote(value: string): string {
  return `"${value.replace(/[\\"$]/g, (c) => `\\${c}`)}"`;
}

/** KEY=value pairs, one per line of a single instruction (one layer, readable diffs). */
function pairs(instruction: 'ENV' | 'LABEL', items: KeyValue[]): string[] {
  if (items.length === 0) return [];
  const parts = items.map(({ key, value }) => `${instruction === 'LABEL' ? quote(key) : key}=${quote(value)}`);
  return [`${instruction} ${parts.join(' \\\n    ')}`];
}

/**
 * CMD in exec form (the process gets signals directly, hadolint DL3025) when the command is plain
 * words; a command that needs a shell (variables, &&, pipes, globs) runs through /bin/sh -c.
 */
export function execForm(command: string): string {
  const tokens = /[$`]/.test(command) ? null : parseShell(command);
  const words = tokens && tokens.every((t): t is string => typeof t === 'string') ? tokens : ['/bin/sh', '-c', command];
  return `[${words.map((w) => JSON.stringify(w)).join(', ')}]`;
}

function healthcheckLine(config: DockerConfig): string[] {
  const h = config.healthcheck;
  if (!h.enabled) return [];
  return [
    `HEALTHCHECK --interval=${h.interval}s --timeout=${h.timeout}s --start-period=${h.startPeriod}s --retries=${h.retries} \\\n    CMD ${h.command.trim()}`,
  ];
}

function userLines(config: DockerConfig, image: string): { create: string[]; user: string } {
  const user = checkUser(config.user);
  if (!user || /^\d/.test(user) || builtinUser(image) === user) return { create: [], user };
  const family = imageFamily(image);
  if (family === 'none') return { create: [], user };
  const create =
    family === 'alpine'
      ? `RUN addgroup -S ${user} && adduser -S -G ${user} -H -s /sbin/nologin ${user}`
      : `RUN groupadd --system ${user} && useradd --system --gid ${user} --no-create-home --shell /usr/sbin/nologin ${user}`;
  return { create: [create], user };
}

/** `RUN` with the package manager's cache mounted (BuildKit), so a changed manifest re-downloads only what changed. */
function run(config: DockerConfig, command: string): string {
  if (!config.optimization.cacheMounts) return `RUN ${command}`;
  const mounts = stackPresets[config.stack].cacheTargets.map((target) => `--mount=type=cache,target=${target}`);
  return `RUN ${mounts.join(' ')} \\\n    ${command}`;
}

const join = (dir: string, path: string) => (path.startsWith('/') ? path : `${dir.replace(/\/$/, '')}/${path}`);

/**
 * The dependency install, laid out for the layer cache: manifests first, install, then the sources
 * (with layer caching off: sources, then install).
 */
function installAndCopy(config: DockerConfig, manifests: string[], install: string): string[] {
  const copySources = 'COPY . .';
  if (!install) return [copySources];
  if (!config.optimization.layerCaching) return [copySources, run(config, install)];
  return [`COPY ${manifests.join(' ')} ./`, run(config, install), copySources];
}

/** Generates the Dockerfile. Throws the message of the first invalid field. */
export function generateDockerfile(config: DockerConfig): string {
  assertDockerConfig(config);
  const preset = stackPresets[config.stack];
  const workDir = config.workDir.trim().replace(/(.)\/+$/, '$1');
  const install = config.commands.install.trim();
  const build = config.commands.build.trim();
  const start = config.commands.start.trim();
  const env = parseKeyValues(config.environment, 'Environment');
  const args = parseKeyValues(config.buildArgs, 'Build arguments').map(
    ({ key, value }) => `ARG ${key}${value ? `=${quote(value)}` : ''}`,
  );
  const labels = pairs('LABEL', parseKeyValues(config.labels, 'Labels'));
  const ports = parsePorts(config.ports);
  const volumes = parseVolumes(config.volumes);
  const runtimeImage = config.baseImage.trim();
  const { create, user } = userLines(config, runtimeImage);
  const buildDir = config.stack === 'nginx' ? '/app' : workDir;
  const artifact = config.artifact.trim().replace(/(.)\/+$/, '$1');

  const out: string[] = ['# syntax=docker/dockerfile:1', ''];
  const stage = (comment: string, ...lines: (string | false | undefined)[]) => {
    out.push(`# ${comment}`, ...lines.filter((l): l is string => typeof l === 'string'), '');
  };

  // The build stage (multi-stage), or everything (single-stage) up to the runtime settings.
  let runtimeSetup: string[];
  if (config.multiStage) {
    const buildSteps: string[] = [`FROM ${config.buildImage.trim()} AS build`, ...args, `WORKDIR ${buildDir}`];
    if (config.stack === 'python') {
      buildSteps.push('RUN python -m venv /opt/venv', 'ENV PATH="/opt/venv/bin:$PATH"');
      if (!config.optimization.cacheMounts) buildSteps.push('ENV PIP_NO_CACHE_DIR=1');
      buildSteps.push(...(install ? [`COPY ${preset.manifests.join(' ')} ./`, run(config, install)] : []));
    } else {
      buildSteps.push(...installAndCopy(config, preset.manifests, install));
      if (build) buildSteps.push(run(config, build));
      if (config.stack === 'node') buildSteps.push('# Drop the dev dependencies the build needed', 'RUN npm prune --omit=dev');
    }
    stage('Build stage: the toolchain and every dependency; none of it ships', ...buildSteps);

    runtimeSetup = [];
    switch (config.stack) {
      case 'node':
        runtimeSetup.push(
          `COPY --from=build ${buildDir}/package.json ./`,
          `COPY --from=build ${buildDir}/node_modules ./node_modules`,
          `COPY --from=build ${join(buildDir, artifact)} ./${artifact.replace(/^\/+/, '').split('/').pop()}`,
        );
        break;
      case 'python':
        runtimeSetup.push('COPY --from=build /opt/venv /opt/venv', 'ENV PATH="/opt/venv/bin:$PATH"', 'COPY . .');
        if (build) runtimeSetup.push(`RUN ${build}`);
        break;
      case 'java':
        runtimeSetup.push(`COPY --from=build ${join(buildDir, artifact)} app.jar`);
        break;
      case 'go':
        runtimeSetup.push(
          `COPY --from=build ${join(buildDir, artifact)} ${artifact.startsWith('/') ? artifact : `./${artifact.split('/').pop()}`}`,
        );
        break;
      case 'nginx':
        runtimeSetup.push(`COPY --from=build ${join(buildDir, artifact)}/ ./`);
        break;
    }
  } else {
    runtimeSetup = [];
    switch (config.stack) {
      case 'nginx':
        runtimeSetup.push(`COPY ${artifact || 'dist'}/ ./`);
        break;
      case 'python':
        if (!config.optimization.cacheMounts) runtimeSetup.push('ENV PIP_NO_CACHE_DIR=1');
        runtimeSetup.push(...installAndCopy(config, preset.manifests, install));
        if (build) runtimeSetup.push(`RUN ${build}`);
        break;
      default:
        runtimeSetup.push(...installAndCopy(config, preset.manifests, install));
        if (build) runtimeSetup.push(run(config, build));
        if (config.stack === 'node' && build) runtimeSetup.push('RUN npm prune --omit=dev');
        if (config.stack === 'java') runtimeSetup.push(`RUN cp ${artifact} app.jar`);
    }
  }

  // The app's files stay root-owned (read-only to the app); only its volumes are writable.
  const owned = volumes.map((v) => (user ? `RUN mkdir -p ${v} && chown ${user} ${v}` : `RUN mkdir -p ${v}`));
  stage(
    config.multiStage ? 'Runtime stage: only what the app needs to run' : 'One stage: build and run in the same image',
    `FROM ${runtimeImage}`,
    ...(config.multiStage ? [] : args),
    ...labels,
    `WORKDIR ${workDir}`,
    ...create,
    ...runtimeSetup,
    // After the install and build: NODE_ENV=production would make `npm ci` skip the build tools.
    ...pairs('ENV', env),
    ...owned,
    volumes.length > 0 ? `VOLUME [${volumes.map((v) => JSON.stringify(v)).join(', ')}]` : undefined,
    user ? `USER ${user}` : undefined,
    ports.length > 0 ? `EXPOSE ${ports.join(' ')}` : undefined,
    ...healthcheckLine(config),
    start ? `CMD ${execForm(start)}` : undefined,
  );
  return `${out.join('\n').trimEnd()}\n`;
}
