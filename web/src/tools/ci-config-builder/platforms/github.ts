import { lastJobs, title, type Plan, type PlanJob } from '../ci-config';
import { toYaml } from './yaml-out';

const setup = {
  node: { action: 'actions/setup-node@v7', input: 'node-version', cache: 'npm', key: 'node-version' },
  python: { action: 'actions/setup-python@v7', input: 'python-version', cache: 'pip', key: 'python-version' },
  java: { action: 'actions/setup-java@v5', input: 'java-version', cache: 'maven', key: 'java-version' },
} as const;

const secret = (name: string) => `\${{ secrets.${name} }}`;

function languageStep(plan: Plan, matrix: boolean) {
  const s = setup[plan.config.language];
  const withs: Record<string, string> = {};
  if (plan.config.language === 'java') withs.distribution = 'temurin';
  withs[s.input] = matrix ? `\${{ matrix.${s.key} }}` : plan.version;
  // The setup actions key their cache on the lockfile: the GitHub way to cache dependencies.
  if (plan.config.caching) withs.cache = s.cache;
  return { uses: s.action, with: withs };
}

function job(plan: Plan, job: PlanJob, useSecrets: boolean) {
  const out: Record<string, unknown> = { name: title(job.name) || job.id, 'runs-on': 'ubuntu-latest' };
  if (job.needs.length > 0) out.needs = job.needs;
  if (job.matrix) out.strategy = { 'fail-fast': false, matrix: { [setup[plan.config.language].key]: [...plan.matrixVersions] } };
  const env = Object.fromEntries(job.env.map(({ key, value }) => [key, value]));
  if (useSecrets) for (const name of plan.secrets) env[name] = secret(name);
  if (Object.keys(env).length > 0) out.env = env;
  const steps: unknown[] = [{ uses: 'actions/checkout@v7' }, languageStep(plan, job.matrix)];
  steps.push(...job.steps.map((run) => ({ run })));
  if (plan.artifacts.length > 0 && job.id === plan.artifactJob && !job.matrix) {
    steps.push({
      uses: 'actions/upload-artifact@v7',
      with: { name: 'build', path: plan.artifacts.join('\n'), 'if-no-files-found': 'error' },
    });
  }
  out.steps = steps;
  return out;
}

/** GitHub Actions workflow (.github/workflows/ci.yml). */
export function renderGithub(plan: Plan): string {
  const { config } = plan;
  const on: Record<string, unknown> = {};
  if (config.triggers.push) on.push = { branches: plan.branches };
  if (config.triggers.pullRequest) on.pull_request = { branches: plan.branches };
  if (plan.schedule) on.schedule = [{ cron: plan.schedule }];
  if (config.triggers.manual || Object.keys(on).length === 0) on.workflow_dispatch = null;

  const deploy = config.deployment;
  const secretsInJobs = !deploy.enabled;
  const jobs: Record<string, unknown> = {};
  for (const j of plan.jobs) jobs[j.id] = job(plan, j, secretsInJobs);

  if (deploy.enabled) {
    const target = deploy.target.trim();
    const steps: unknown[] = [{ uses: 'actions/checkout@v7' }];
    if (plan.artifacts.length > 0 && !plan.jobs.at(-1)!.matrix)
      steps.push({ uses: 'actions/download-artifact@v8', with: { name: 'build' } });
    const env = Object.fromEntries(plan.secrets.map((name) => [name, secret(name)]));
    steps.push({ run: deploy.command.trim(), ...(Object.keys(env).length > 0 ? { env } : {}) });
    jobs.deploy = {
      name: `Deploy to ${target}`,
      needs: lastJobs(plan),
      if: `github.event_name != 'pull_request' && github.ref == 'refs/heads/${deploy.branch.trim()}'`,
      'runs-on': 'ubuntu-latest',
      // Required reviewers (the manual approval) are set on the environment in the repository settings.
      environment: target,
      concurrency: { group: `deploy-${target}`, 'cancel-in-progress': false },
      steps,
    };
  }
  if (config.notifications.enabled) {
    const hook = config.notifications.webhookSecret.trim();
    jobs.notify = {
      name: 'Notify on failure',
      needs: Object.keys(jobs),
      if: 'failure()',
      'runs-on': 'ubuntu-latest',
      steps: [
        {
          run: `curl -fsS -X POST -H 'Content-Type: application/json' --data "{\\"text\\":\\"CI failed on \${GITHUB_REF_NAME}: \${GITHUB_SERVER_URL}/\${GITHUB_REPOSITORY}/actions/runs/\${GITHUB_RUN_ID}\\"}" "$WEBHOOK_URL"`,
          env: { WEBHOOK_URL: secret(hook) },
        },
      ],
    };
  }

  const workflow: Record<string, unknown> = {
    name: 'CI',
    on,
    // Least privilege for the GITHUB_TOKEN; a newer push to a pull request cancels the run it makes obsolete.
    permissions: { contents: 'read' },
    concurrency: {
      group: '${{ github.workflow }}-${{ github.ref }}',
      'cancel-in-progress': "${{ github.event_name == 'pull_request' }}",
    },
  };
  if (plan.env.length > 0) workflow.env = Object.fromEntries(plan.env.map(({ key, value }) => [key, value]));
  workflow.jobs = jobs;
  return toYaml(
    workflow,
    plan.secrets.length > 0
      ? [`Add these secrets under Settings → Secrets and variables → Actions: ${plan.secrets.join(', ')}`]
      : [],
  );
}
