import { lastJobs, type Plan, type PlanJob } from '../ci-config';
import { dependencyCache, languageImage } from './images';
import { toYaml } from './yaml-out';

/** A branch filter entry: the name itself, or a glob as a /regex/ (CircleCI matches it against the whole name). */
const filterEntry = (branch: string) =>
  branch.includes('*') ? `/${branch.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replace(/\*/g, '.*')}/` : branch;

const cachePaths = { node: '~/.npm', python: '~/.cache/pip', java: '~/.m2/repository' } as const;

/** CircleCI 2.1 (.circleci/config.yml). */
export function renderCircleci(plan: Plan): string {
  const { config } = plan;
  const lang = config.language;
  const cacheKey = `${lang}-deps-v1-{{ checksum "${dependencyCache[lang].lockfile}" }}`;
  const notify = config.notifications.enabled
    ? {
        run: {
          name: 'Notify on failure',
          when: 'on_fail',
          command: `curl -fsS -X POST -H 'Content-Type: application/json' --data "{\\"text\\":\\"Job $CIRCLE_JOB failed on $CIRCLE_BRANCH: $CIRCLE_BUILD_URL\\"}" "$${config.notifications.webhookSecret.trim()}"`,
        },
      }
    : null;

  const job = (j: PlanJob) => {
    const out: Record<string, unknown> = {};
    if (j.matrix) out.parameters = { version: { type: 'string', default: plan.version } };
    out.docker = [{ image: languageImage(lang, j.matrix ? '<< parameters.version >>' : plan.version) }];
    const env = Object.fromEntries([...plan.env, ...j.env].map(({ key, value }) => [key, value]));
    if (Object.keys(env).length > 0) out.environment = env;
    const steps: unknown[] = ['checkout'];
    const [first, ...rest] = j.steps;
    // The cache wraps the first step (the dependency install), keyed on the lockfile.
    if (config.caching) steps.push({ restore_cache: { keys: [cacheKey, `${lang}-deps-v1-`] } });
    steps.push({ run: first });
    if (config.caching) steps.push({ save_cache: { key: cacheKey, paths: [cachePaths[lang]] } });
    steps.push(...rest.map((command) => ({ run: command })));
    if (plan.artifacts.length > 0 && j.id === plan.artifactJob && !j.matrix) {
      steps.push(...plan.artifacts.map((path) => ({ store_artifacts: { path: path.replace(/\/\*.*$|\*.*$/, '') || '.' } })));
    }
    if (notify) steps.push(notify);
    out.steps = steps;
    return out;
  };

  const jobs: Record<string, unknown> = Object.fromEntries(plan.jobs.map((j) => [j.id, job(j)]));
  // Pull requests build their branch; without them, only the chosen branches build.
  const branchFilter = config.triggers.pullRequest
    ? undefined
    : { filters: { branches: { only: plan.branches.map(filterEntry) } } };
  const workflowJobs: unknown[] = plan.jobs.map((j) => {
    const entry: Record<string, unknown> = { name: j.id };
    if (j.needs.length > 0) entry.requires = j.needs;
    if (j.matrix) {
      entry.matrix = { parameters: { version: [...plan.matrixVersions] } };
      entry.name = `${j.id}-<< matrix.version >>`;
    }
    Object.assign(entry, branchFilter);
    return { [j.id]: entry };
  });
  // A matrix job is required through every one of its instances.
  const requireName = (id: string) =>
    plan.jobs.find((j) => j.id === id)!.matrix ? plan.matrixVersions.map((v) => `${id}-${v}`) : [id];
  for (const entry of workflowJobs as Record<string, Record<string, unknown>>[]) {
    const value = Object.values(entry)[0];
    if (value.requires) value.requires = (value.requires as string[]).flatMap(requireName);
  }

  const deploy = config.deployment;
  if (deploy.enabled) {
    const target = deploy.target.trim();
    const onBranch = { filters: { branches: { only: [deploy.branch.trim()] } } };
    const after = lastJobs(plan).flatMap(requireName);
    jobs.deploy = {
      docker: [{ image: languageImage(lang, plan.version) }],
      environment: { DEPLOY_ENVIRONMENT: target },
      steps: ['checkout', { run: { name: `Deploy to ${target}`, command: deploy.command.trim() } }, ...(notify ? [notify] : [])],
    };
    if (deploy.manualApproval) {
      workflowJobs.push({ [`approve-${target}`]: { type: 'approval', requires: after, ...onBranch } });
      workflowJobs.push({ deploy: { requires: [`approve-${target}`], ...onBranch } });
    } else {
      workflowJobs.push({ deploy: { requires: after, ...onBranch } });
    }
  }

  const out = { version: 2.1, jobs, workflows: { ci: { jobs: workflowJobs } } };
  const header: string[] = [];
  const secrets = [...plan.secrets, ...(config.notifications.enabled ? [config.notifications.webhookSecret.trim()] : [])];
  if (secrets.length > 0)
    header.push(`Add these under Project Settings → Environment Variables (or a context): ${secrets.join(', ')}`);
  if (plan.schedule) header.push(`Schedule "${plan.schedule}": add it as a scheduled trigger in Project Settings → Triggers.`);
  return toYaml(out, header);
}
