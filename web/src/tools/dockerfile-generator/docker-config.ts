import { commonDockerignore, defaultHealthCommand, stackPresets, type Stack } from './stacks';

export const databases = ['none', 'postgres', 'mysql', 'mongodb', 'redis'] as const;
export type Database = (typeof databases)[number];

export const restartPolicies = ['no', 'always', 'on-failure', 'unless-stopped'] as const;
export type RestartPolicy = (typeof restartPolicies)[number];

export type HealthCheck = {
  enabled: boolean;
  command: string;
  /** Seconds. */
  interval: number;
  timeout: number;
  startPeriod: number;
  retries: number;
};

/**
 * The Docker config of spec tools.md §3. List fields are kept as the text the user typed (one item a
 * line, or comma-separated ports) so the form never reformats what is being typed; the parsers below
 * turn them into items and throw the message to show.
 */
export type DockerConfig = {
  stack: Stack;
  baseImage: string;
  buildImage: string;
  workDir: string;
  ports: string;
  volumes: string;
  environment: string;
  commands: { install: string; build: string; start: string };
  artifact: string;
  buildArgs: string;
  labels: string;
  user: string;
  healthcheck: HealthCheck;
  multiStage: boolean;
  optimization: {
    /** Copy the dependency manifests and install before copying the sources (the install layer stays cached). */
    layerCaching: boolean;
    /** BuildKit cache mounts for the package manager's download cache. */
    cacheMounts: boolean;
  };
  compose: { service: string; database: Database; restart: RestartPolicy };
};

export const HEALTHCHECK_DEFAULTS = { interval: 30, timeout: 10, startPeriod: 5, retries: 3 } as const;

export function presetConfig(stack: Stack): DockerConfig {
  const preset = stackPresets[stack];
  return {
    stack,
    baseImage: preset.multiStage ? preset.baseImage : preset.singleStageImage,
    buildImage: preset.buildImage,
    workDir: preset.workDir,
    ports: String(preset.port),
    volumes: '',
    environment: preset.env,
    commands: { ...preset.commands },
    artifact: preset.artifact,
    buildArgs: '',
    labels: '',
    user: preset.user,
    healthcheck: { enabled: true, command: defaultHealthCommand(stack, preset.port), ...HEALTHCHECK_DEFAULTS },
    multiStage: preset.multiStage,
    optimization: { layerCaching: true, cacheMounts: true },
    compose: { service: 'app', database: 'none', restart: 'unless-stopped' },
  };
}

/** Switching multi-stage on or off swaps the base image when it is still the preset's. */
export function withMultiStage(config: DockerConfig, multiStage: boolean): DockerConfig {
  const preset = stackPresets[config.stack];
  const from = multiStage ? preset.singleStageImage : preset.baseImage;
  const to = multiStage ? preset.baseImage : preset.singleStageImage;
  return { ...config, multiStage, baseImage: config.baseImage === from ? to : config.baseImage };
}

/** Changing the first port updates the health check when it is still the default one. */
export function withPorts(config: DockerConfig, ports: string): DockerConfig {
  const before = firstPort(config.ports);
  const after = firstPort(ports);
  const stillDefault = before !== undefined && config.healthcheck.command === defaultHealthCommand(config.stack, before);
  return {
    ...config,
    ports,
    healthcheck:
      stillDefault && after !== undefined
        ? { ...config.healthcheck, command: defaultHealthCommand(config.stack, after) }
        : config.healthcheck,
  };
}

function firstPort(text: string): number | undefined {
  try {
    return parsePorts(text)[0];
  } catch {
    return undefined;
  }
}

// Docker's reference grammar (distribution/reference): [registry[:port]/]path[:tag][@digest].
const pathComponent = '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*';
const imageReference = new RegExp(
  `^(?:(?:[a-zA-Z0-9-]+(?:\\.[a-zA-Z0-9-]+)*(?::\\d+)?|\\[[0-9a-fA-F:]+\\](?::\\d+)?)/)?${pathComponent}(?:/${pathComponent})*(?::[\\w][\\w.-]{0,127})?(?:@sha256:[a-f0-9]{64})?$`,
);

export function checkImage(image: string, what = 'Base image'): string {
  const value = image.trim();
  if (!value) throw new Error(`${what}: enter an image, e.g. ${stackPresets.node.baseImage}`);
  // A registry host is only told apart from a path when it has a dot or a port, or is localhost.
  const [first] = value.split('/');
  const hasHost = value.includes('/') && (/[.:]/.test(first) || first === 'localhost');
  if (!imageReference.test(value) || (!hasHost && /[A-Z]/.test(value.split(/[:@]/)[0]))) {
    throw new Error(`${what}: “${value}” is not a valid image reference (name[:tag][@sha256:digest], lowercase name)`);
  }
  return value;
}

/** Advice that does not stop the output: an unpinned tag rebuilds on another major some day. */
export function imageAdvice(image: string): string | null {
  const value = image.trim();
  if (value.includes('@sha256:')) return null;
  const lastPart = value.split('/').pop() ?? '';
  if (!lastPart.includes(':')) return `${value} has no tag: Docker uses “latest”, which moves to new major versions. Pin a tag.`;
  if (lastPart.endsWith(':latest')) return `${value} moves to new major versions. Pin a version tag.`;
  return null;
}

export function checkWorkDir(workDir: string): string {
  const value = workDir.trim();
  if (!value.startsWith('/')) throw new Error('Working directory: use an absolute path, like /app');
  if (/\s/.test(value)) throw new Error('Working directory: spaces are not supported');
  return value;
}

export function parsePorts(text: string): number[] {
  const ports = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((item) => {
      const port = /^\d+$/.test(item) ? Number(item) : NaN;
      if (!(port >= 1 && port <= 65535)) throw new Error(`Ports: “${item}” is not a port number (1–65535)`);
      return port;
    });
  return [...new Set(ports)];
}

export function parseVolumes(text: string): string[] {
  return lines(text).map(({ line, n }) => {
    if (!line.startsWith('/')) throw new Error(`Volumes, line ${n}: use an absolute path inside the container, like /app/data`);
    if (/[\s"'\\]/.test(line)) throw new Error(`Volumes, line ${n}: spaces, quotes and backslashes are not supported`);
    return line.replace(/(.)\/+$/, '$1');
  });
}

export type KeyValue = { key: string; value: string };

const variableName = /^[A-Za-z_][A-Za-z0-9_]*$/;
const labelKey = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

export function parseKeyValues(text: string, what: 'Environment' | 'Build arguments' | 'Labels'): KeyValue[] {
  const seen = new Set<string>();
  return lines(text).map(({ line, n }) => {
    const eq = line.indexOf('=');
    const key = (eq === -1 ? line : line.slice(0, eq)).trim();
    if (eq === -1 && what !== 'Build arguments') throw new Error(`${what}, line ${n}: write NAME=value`);
    const pattern = what === 'Labels' ? labelKey : variableName;
    if (!pattern.test(key)) {
      throw new Error(
        what === 'Labels'
          ? `${what}, line ${n}: “${key}” is not a label key (letters, digits, dots, dashes, like org.opencontainers.image.title)`
          : `${what}, line ${n}: “${key}” is not a variable name (letters, digits and _, not starting with a digit)`,
      );
    }
    if (seen.has(key)) throw new Error(`${what}, line ${n}: ${key} is set twice`);
    seen.add(key);
    return { key, value: eq === -1 ? '' : line.slice(eq + 1).trim() };
  });
}

export function checkUser(user: string): string {
  const value = user.trim();
  if (value === '' || value === 'root' || value === '0') return '';
  if (/^\d+(:\d+)?$/.test(value)) return value;
  if (!/^[a-z_][a-z0-9_-]{0,31}$/.test(value)) throw new Error('User: a lowercase name (like app) or a numeric uid[:gid]');
  return value;
}

export function checkCommand(command: string, what: string, required: boolean): string {
  const value = command.trim();
  if (required && !value) throw new Error(`${what}: enter a command`);
  if (/[\r\n]/.test(value)) throw new Error(`${what}: one line only (join commands with &&)`);
  return value;
}

export function checkHealthCheck(health: HealthCheck): HealthCheck {
  if (!health.enabled) return health;
  const command = checkCommand(health.command, 'Health check command', true);
  const whole = (n: number) => Number.isInteger(n);
  if (!(whole(health.interval) && health.interval >= 1))
    throw new Error('Health check interval: a whole number of seconds, at least 1');
  if (!(whole(health.timeout) && health.timeout >= 1))
    throw new Error('Health check timeout: a whole number of seconds, at least 1');
  if (!(whole(health.startPeriod) && health.startPeriod >= 0))
    throw new Error('Health check start period: a whole number of seconds, 0 or more');
  if (!(whole(health.retries) && health.retries >= 1 && health.retries <= 100))
    throw new Error('Health check retries: a whole number from 1 to 100');
  return { ...health, command };
}

export function checkServiceName(name: string): string {
  const value = name.trim();
  if (!/^[a-z0-9][a-z0-9_.-]*$/.test(value))
    throw new Error('Service name: lowercase letters, digits, dots, dashes or underscores');
  if (value === 'db') throw new Error('Service name: “db” is the database service; choose another name');
  return value;
}

export function checkArtifact(artifact: string): string {
  const value = artifact.trim().replace(/(.)\/+$/, '$1');
  if (!value) throw new Error('Build output: enter the path the runtime stage copies, like dist');
  if (/[\s"'\\]/.test(value) || value.split('/').includes('..'))
    throw new Error('Build output: a path without spaces, quotes or ..');
  return value;
}

/** Every field of the config with its problem (an empty object when the config is usable). */
export function dockerConfigProblems(config: DockerConfig): Partial<Record<DockerField, string>> {
  const checks: [DockerField, () => unknown][] = [
    ['baseImage', () => checkImage(config.baseImage)],
    ['buildImage', () => config.multiStage && checkImage(config.buildImage, 'Build image')],
    ['workDir', () => checkWorkDir(config.workDir)],
    ['ports', () => parsePorts(config.ports)],
    ['volumes', () => parseVolumes(config.volumes)],
    ['environment', () => parseKeyValues(config.environment, 'Environment')],
    ['buildArgs', () => parseKeyValues(config.buildArgs, 'Build arguments')],
    ['labels', () => parseKeyValues(config.labels, 'Labels')],
    ['install', () => checkCommand(config.commands.install, 'Install command', false)],
    ['build', () => checkCommand(config.commands.build, 'Build command', false)],
    ['start', () => checkCommand(config.commands.start, 'Start command', config.stack !== 'nginx')],
    ['artifact', () => config.multiStage && config.stack !== 'python' && checkArtifact(config.artifact)],
    ['user', () => checkUser(config.user)],
    ['healthcheck', () => checkHealthCheck(config.healthcheck)],
    ['service', () => checkServiceName(config.compose.service)],
  ];
  const problems: Partial<Record<DockerField, string>> = {};
  for (const [field, check] of checks) {
    try {
      check();
    } catch (err) {
      problems[field] = (err as Error).message;
    }
  }
  return problems;
}

export type DockerField =
  | 'baseImage'
  | 'buildImage'
  | 'workDir'
  | 'ports'
  | 'volumes'
  | 'environment'
  | 'buildArgs'
  | 'labels'
  | 'install'
  | 'build'
  | 'start'
  | 'artifact'
  | 'user'
  | 'healthcheck'
  | 'service';

/** Throws the first problem, for the generators. */
export function assertDockerConfig(config: DockerConfig): void {
  const first = Object.values(dockerConfigProblems(config))[0];
  if (first) throw new Error(first);
}

export function generateDockerignore(config: DockerConfig): string {
  const preset = stackPresets[config.stack];
  // A single-stage nginx image copies the site as built on the host: dist must reach the build.
  const own =
    config.stack === 'nginx' && config.multiStage
      ? [...preset.dockerignore, config.artifact.trim() || 'dist']
      : preset.dockerignore;
  return `# Keeps the build context small and secrets out of the image\n${[...commonDockerignore, ...own].join('\n')}\n`;
}

function lines(text: string): { line: string; n: number }[] {
  return text
    .split(/\r?\n/)
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter(({ line }) => line !== '' && !line.startsWith('#'));
}
