/** The CI config of spec tools.md §3, the five platforms and three templates of §9, and the checks that turn it into a plan. */
export const platforms = ['github', 'gitlab', 'jenkins', 'azure', 'circleci'] as const;
export type Platform = (typeof platforms)[number];

export const platformInfo: Record<Platform, { label: string; path: string; fileName: string; language: 'yaml' | 'groovy' }> = {
  github: { label: 'GitHub Actions', path: '.github/workflows/ci.yml', fileName: 'ci.yml', language: 'yaml' },
  gitlab: { label: 'GitLab CI', path: '.gitlab-ci.yml', fileName: '.gitlab-ci.yml', language: 'yaml' },
  jenkins: { label: 'Jenkins', path: 'Jenkinsfile', fileName: 'Jenkinsfile', language: 'groovy' },
  azure: { label: 'Azure Pipelines', path: 'azure-pipelines.yml', fileName: 'azure-pipelines.yml', language: 'yaml' },
  circleci: { label: 'CircleCI', path: '.circleci/config.yml', fileName: 'config.yml', language: 'yaml' },
};

export const languages = ['node', 'python', 'java'] as const;
export type Language = (typeof languages)[number];

/** Supported release lines (August 2026): Node 22/24/26, Python 3.12–3.14, Java LTS 17/21/25. */
export const languageVersions: Record<Language, readonly string[]> = {
  node: ['22', '24', '26'],
  python: ['3.12', '3.13', '3.14'],
  java: ['17', '21', '25'],
};
export const defaultVersions = { node: '24', python: '3.14', java: '25' } as const;

export const languageLabels: Record<Language, string> = { node: 'Node.js', python: 'Python', java: 'Java (Maven)' };

export const templates = ['basic', 'fullstack', 'matrix'] as const;
export type Template = (typeof templates)[number];
export const templateInfo: Record<Template, { label: string; description: string }> = {
  basic: { label: 'Basic', description: 'One job: install, lint, test, build' },
  fullstack: { label: 'Full stack', description: 'Lint and test in parallel, then build' },
  matrix: { label: 'Matrix', description: 'Test on every supported version, then build' },
};

/** A job as the user edits it: steps one command a line, dependencies by job name, KEY=value lines. */
export type CiJob = { name: string; steps: string; needs: string[]; environment: string; matrix: boolean };

export type CiConfig = {
  platform: Platform;
  language: Language;
  nodeVersion: string;
  pythonVersion: string;
  javaVersion: string;
  template: Template;
  branches: string;
  triggers: { push: boolean; pullRequest: boolean; schedule: string; manual: boolean };
  environment: string;
  secrets: string;
  jobs: CiJob[];
  caching: boolean;
  artifacts: string;
  notifications: { enabled: boolean; webhookSecret: string };
  deployment: { enabled: boolean; target: string; command: string; branch: string; manualApproval: boolean };
};

const commands: Record<Language, { install: string; lint: string; test: string; build: string }> = {
  node: { install: 'npm ci', lint: 'npm run lint', test: 'npm test', build: 'npm run build' },
  python: { install: 'pip install -r requirements.txt', lint: 'ruff check .', test: 'pytest', build: 'python -m build' },
  java: {
    install: 'mvn -B -ntp dependency:go-offline',
    lint: 'mvn -B -ntp checkstyle:check',
    test: 'mvn -B -ntp test',
    build: 'mvn -B -ntp package -DskipTests',
  },
};

const defaultArtifacts: Record<Language, string> = { node: 'dist', python: 'dist', java: 'target/*.jar' };

export function templateJobs(template: Template, language: Language): CiJob[] {
  const c = commands[language];
  const job = (name: string, steps: string[], needs: string[] = [], extra: Partial<CiJob> = {}): CiJob => ({
    name,
    steps: steps.join('\n'),
    needs,
    environment: '',
    matrix: false,
    ...extra,
  });
  switch (template) {
    case 'basic':
      return [job('build', [c.install, c.lint, c.test, c.build])];
    case 'fullstack':
      return [
        job('lint', [c.install, c.lint]),
        job('test', [c.install, c.test], [], { environment: 'CI=true' }),
        job('build', [c.install, c.build], ['lint', 'test']),
      ];
    case 'matrix':
      return [job('test', [c.install, c.test], [], { matrix: true }), job('build', [c.install, c.build], ['test'])];
  }
}

export function defaultCiConfig(
  platform: Platform = 'github',
  language: Language = 'node',
  template: Template = 'basic',
): CiConfig {
  return {
    platform,
    language,
    nodeVersion: defaultVersions.node,
    pythonVersion: defaultVersions.python,
    javaVersion: defaultVersions.java,
    template,
    branches: 'main, develop',
    triggers: { push: true, pullRequest: true, schedule: '', manual: true },
    environment: '',
    secrets: '',
    jobs: templateJobs(template, language),
    caching: true,
    artifacts: defaultArtifacts[language],
    notifications: { enabled: false, webhookSecret: 'SLACK_WEBHOOK_URL' },
    deployment: { enabled: false, target: 'production', command: './scripts/deploy.sh', branch: 'main', manualApproval: true },
  };
}

/** A new language or template resets the jobs and artifacts to its own. */
export function withTemplate(config: CiConfig, template: Template, language: Language = config.language): CiConfig {
  return { ...config, template, language, jobs: templateJobs(template, language), artifacts: defaultArtifacts[language] };
}

export type KeyValue = { key: string; value: string };

/** What the renderers read: every field checked and normalised. */
export type Plan = {
  config: CiConfig;
  version: string;
  matrixVersions: readonly string[];
  branches: string[];
  env: KeyValue[];
  secrets: string[];
  jobs: PlanJob[];
  artifacts: string[];
  /** The job whose output is kept (the last one). */
  artifactJob: string;
  schedule: string;
  commands: (typeof commands)[Language];
};
export type PlanJob = { id: string; name: string; steps: string[]; needs: string[]; env: KeyValue[]; matrix: boolean };

const variableName = /^[A-Za-z_][A-Za-z0-9_]*$/;
const branchName = /^(?!\/|.*\/\/|.*\.\.|.*\/$)[A-Za-z0-9._/*-]+$/;

function lines(text: string) {
  return text
    .split(/\r?\n/)
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter(({ line }) => line !== '' && !line.startsWith('#'));
}

export function parseEnv(text: string, what: string): KeyValue[] {
  const seen = new Set<string>();
  return lines(text).map(({ line, n }) => {
    const eq = line.indexOf('=');
    if (eq <= 0) throw new Error(`${what}, line ${n}: write NAME=value`);
    const key = line.slice(0, eq).trim();
    if (!variableName.test(key)) throw new Error(`${what}, line ${n}: “${key}” is not a variable name (letters, digits and _)`);
    if (seen.has(key)) throw new Error(`${what}, line ${n}: ${key} is set twice`);
    seen.add(key);
    return { key, value: line.slice(eq + 1).trim() };
  });
}

export function parseSecrets(text: string): string[] {
  const names = text.split(/[\s,]+/).filter(Boolean);
  for (const name of names) {
    if (!/^[A-Z_][A-Z0-9_]*$/.test(name))
      throw new Error(`Secrets: “${name}” is not a secret name (capitals, digits and _, like DEPLOY_TOKEN)`);
  }
  return [...new Set(names)];
}

export function parseBranches(text: string): string[] {
  const branches = text.split(/[\s,]+/).filter(Boolean);
  if (branches.length === 0) throw new Error('Branches: enter at least one branch, like main');
  for (const b of branches) if (!branchName.test(b)) throw new Error(`Branches: “${b}” is not a branch name`);
  return [...new Set(branches)];
}

/** Five fields, each a number, a range, a list, a step or *: the cron syntax every platform shares. */
export function checkSchedule(text: string): string {
  const value = text.trim().replace(/\s+/g, ' ');
  if (!value) return '';
  const field = /^(\*|\d+(-\d+)?)(\/\d+)?(,(\*|\d+(-\d+)?)(\/\d+)?)*$/;
  const parts = value.split(' ');
  if (parts.length !== 5 || !parts.every((p) => field.test(p)))
    throw new Error('Schedule: five cron fields in UTC, like 0 3 * * 1 (Mondays at 03:00)');
  return value;
}

export const jobId = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Checks everything and returns the plan, or throws the first problem's message. */
export function planPipeline(config: CiConfig): Plan {
  if (config.jobs.length === 0) throw new Error('Jobs: add at least one job');
  const ids = new Set<string>();
  const jobs = config.jobs.map((job, i) => {
    const id = jobId(job.name);
    if (!id || !/^[a-z]/.test(id)) throw new Error(`Job ${i + 1}: give it a name that starts with a letter`);
    if (['deploy', 'notify', 'hold'].includes(id))
      throw new Error(`Job ${i + 1}: “${id}” is reserved for the deployment and notifications`);
    if (ids.has(id)) throw new Error(`Job ${i + 1}: another job is called ${id}`);
    ids.add(id);
    const steps = lines(job.steps).map(({ line }) => line);
    if (steps.length === 0) throw new Error(`Job ${id}: add at least one step (one command a line)`);
    return {
      id,
      name: job.name.trim(),
      steps,
      needs: job.needs.map(jobId),
      env: parseEnv(job.environment, `Job ${id} environment`),
      matrix: job.matrix,
    };
  });
  // Dependencies must point backwards: the job list is then already in an order that runs.
  jobs.forEach((job, i) => {
    for (const need of job.needs) {
      const at = jobs.findIndex((j) => j.id === need);
      if (at === -1) throw new Error(`Job ${job.id}: depends on ${need}, which does not exist`);
      if (at >= i) throw new Error(`Job ${job.id}: can only depend on jobs above it (${need} is not)`);
    }
  });
  const deployment = config.deployment;
  if (deployment.enabled) {
    if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(deployment.target.trim()))
      throw new Error('Deployment target: an environment name like production');
    if (!deployment.command.trim() || /[\r\n]/.test(deployment.command))
      throw new Error('Deployment command: one command, like ./scripts/deploy.sh');
    // One branch, no wildcard: the deploy conditions compare the ref for equality on most platforms.
    if (!branchName.test(deployment.branch.trim()) || deployment.branch.includes('*'))
      throw new Error('Deployment branch: one branch name like main (no wildcards)');
  }
  if (config.notifications.enabled && !/^[A-Z_][A-Z0-9_]*$/.test(config.notifications.webhookSecret.trim())) {
    throw new Error('Notifications: name the secret that holds the webhook URL, like SLACK_WEBHOOK_URL');
  }
  const version = { node: config.nodeVersion, python: config.pythonVersion, java: config.javaVersion }[config.language];
  if (!/^\d+(\.\d+)?$/.test(version)) throw new Error('Version: a release line like 24 or 3.14');
  return {
    config,
    version,
    matrixVersions: languageVersions[config.language],
    branches: parseBranches(config.branches),
    env: parseEnv(config.environment, 'Environment'),
    secrets: parseSecrets(config.secrets),
    jobs,
    artifacts: lines(config.artifacts.replace(/,/g, '\n')).map(({ line }) => line),
    artifactJob: jobs.at(-1)!.id,
    schedule: checkSchedule(config.triggers.schedule),
    commands: commands[config.language],
  };
}

/** Jobs nobody depends on: what the deployment and the notification wait for. */
export function lastJobs(plan: Plan): string[] {
  const needed = new Set(plan.jobs.flatMap((j) => j.needs));
  return plan.jobs.filter((j) => !needed.has(j.id)).map((j) => j.id);
}

/** The job's depth in the dependency graph (0 for jobs that need none). */
export function jobLevels(plan: Plan): PlanJob[][] {
  const level = new Map<string, number>();
  for (const job of plan.jobs) level.set(job.id, Math.max(-1, ...job.needs.map((n) => level.get(n)!)) + 1);
  const levels: PlanJob[][] = [];
  for (const job of plan.jobs) (levels[level.get(job.id)!] ??= []).push(job);
  return levels;
}

export const title = (id: string) =>
  id.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`);
