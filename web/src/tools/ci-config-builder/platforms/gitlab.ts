import { lastJobs, type Plan } from '../ci-config';
import { dependencyCache, languageImage } from './images';
import { toYaml } from './yaml-out';

const matrixVariable = { node: 'NODE_VERSION', python: 'PYTHON_VERSION', java: 'JAVA_VERSION' } as const;

/** GitLab CI/CD (.gitlab-ci.yml). */
export function renderGitlab(plan: Plan): string {
  const { config } = plan;
  const cache = dependencyCache[config.language];
  const branchPattern = `/^(${plan.branches.map((b) => b.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replace(/\*/g, '.*')).join('|')})$/`;

  // workflow:rules decide whether a pipeline runs at all (one per push or merge request, not both).
  const rules: Record<string, string>[] = [];
  if (config.triggers.pullRequest)
    rules.push({
      if: `$CI_PIPELINE_SOURCE == "merge_request_event" && $CI_MERGE_REQUEST_TARGET_BRANCH_NAME =~ ${branchPattern}`,
    });
  if (config.triggers.push) rules.push({ if: `$CI_COMMIT_BRANCH =~ ${branchPattern} && $CI_OPEN_MERGE_REQUESTS == null` });
  if (plan.schedule) rules.push({ if: '$CI_PIPELINE_SOURCE == "schedule"' });
  if (config.triggers.manual || rules.length === 0) rules.push({ if: '$CI_PIPELINE_SOURCE == "web"' });

  const variables: Record<string, string> = Object.fromEntries(plan.env.map(({ key, value }) => [key, value]));
  if (config.caching) {
    variables[cache.variable] =
      config.language === 'java' ? `-Dmaven.repo.local=$CI_PROJECT_DIR/${cache.dir}` : `$CI_PROJECT_DIR/${cache.dir}`;
  }

  const stages = [...plan.jobs.map((j) => j.id), ...(config.deployment.enabled ? ['deploy'] : [])];
  const out: Record<string, unknown> = {
    workflow: { rules },
    stages,
    default: { image: languageImage(config.language, plan.version), interruptible: true },
  };
  if (Object.keys(variables).length > 0) out.variables = variables;
  if (config.caching) {
    (out.default as Record<string, unknown>).cache = { key: { files: [cache.lockfile] }, paths: [`${cache.dir}/`] };
  }

  for (const job of plan.jobs) {
    const j: Record<string, unknown> = { stage: job.id, needs: job.needs };
    if (job.matrix) {
      const name = matrixVariable[config.language];
      j.image = languageImage(config.language, `$${name}`);
      j.parallel = { matrix: [{ [name]: [...plan.matrixVersions] }] };
    }
    if (job.env.length > 0) j.variables = Object.fromEntries(job.env.map(({ key, value }) => [key, value]));
    j.script = job.steps;
    if (plan.artifacts.length > 0 && job.id === plan.artifactJob && !job.matrix)
      j.artifacts = { paths: plan.artifacts, expire_in: '1 week' };
    out[job.id] = j;
  }

  const deploy = config.deployment;
  if (deploy.enabled) {
    const target = deploy.target.trim();
    out.deploy = {
      stage: 'deploy',
      needs: lastJobs(plan),
      // A manual job waits for someone to press Play: the approval step.
      rules: [
        {
          if: `$CI_COMMIT_BRANCH == "${deploy.branch.trim()}" && $CI_PIPELINE_SOURCE != "merge_request_event"`,
          when: deploy.manualApproval ? 'manual' : 'on_success',
        },
      ],
      environment: { name: target },
      resource_group: target,
      interruptible: false,
      script: [deploy.command.trim()],
    };
  }
  if (config.notifications.enabled) {
    const hook = config.notifications.webhookSecret.trim();
    out['notify-failure'] = {
      stage: '.post',
      image: 'alpine:3.24',
      cache: [],
      rules: [{ when: 'on_failure' }],
      script: [
        `wget -q -O /dev/null --header 'Content-Type: application/json' --post-data "{\\"text\\":\\"Pipeline failed on $CI_COMMIT_REF_NAME: $CI_PIPELINE_URL\\"}" "$${hook}"`,
      ],
    };
  }
  const secrets = [...plan.secrets, ...(config.notifications.enabled ? [config.notifications.webhookSecret.trim()] : [])];
  const header =
    secrets.length > 0
      ? [
          `Add these as masked CI/CD variables (Settings → CI/CD → Variables): ${secrets.join(', ')}`,
          'Jobs read them as environment variables, e.g. $' + secrets[0],
        ]
      : [];
  // .gitlab-ci.yml has no schedule keyword: the rule above lets scheduled pipelines run, the schedule is set in the project.
  if (plan.schedule) header.push(`Schedule "${plan.schedule}": create it under Build → Pipeline schedules (cron timezone UTC).`);
  return toYaml(out, header);
}
