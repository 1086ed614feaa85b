import { title, type Plan, type PlanJob } from '../ci-config';
import { dependencyCache } from './images';
import { toYaml } from './yaml-out';

/** Azure Pipelines (azure-pipelines.yml). */
export function renderAzure(plan: Plan): string {
  const { config } = plan;
  const lang = config.language;
  const cache = dependencyCache[lang];
  const include = { include: plan.branches };

  const out: Record<string, unknown> = {};
  out.trigger = config.triggers.push ? { branches: include } : 'none';
  out.pr = config.triggers.pullRequest ? { branches: include } : 'none';
  if (plan.schedule)
    out.schedules = [
      { cron: plan.schedule, displayName: 'Scheduled build', branches: { include: [plan.branches[0]] }, always: true },
    ];

  const variables: Record<string, string> = Object.fromEntries(plan.env.map(({ key, value }) => [key, value]));
  if (config.caching) {
    if (lang === 'java') {
      variables.MAVEN_CACHE_FOLDER = `$(Pipeline.Workspace)/${cache.dir}`;
      variables.MAVEN_OPTS = '-Dmaven.repo.local=$(MAVEN_CACHE_FOLDER)';
    } else variables[cache.variable] = `$(Pipeline.Workspace)/${cache.dir}`;
  }
  if (Object.keys(variables).length > 0) out.variables = variables;
  out.pool = { vmImage: 'ubuntu-latest' };

  const versionVar = '$(languageVersion)';
  const setupStep = (version: string) => {
    switch (lang) {
      case 'node':
        return {
          task: 'NodeTool@0',
          inputs: { versionSpec: version === versionVar ? version : `${version}.x` },
          displayName: 'Use Node.js',
        };
      case 'python':
        return { task: 'UsePythonVersion@0', inputs: { versionSpec: version }, displayName: 'Use Python' };
      case 'java':
        return {
          task: 'JavaToolInstaller@0',
          inputs: { versionSpec: version, jdkArchitectureOption: 'x64', jdkSourceOption: 'PreInstalled' },
          displayName: 'Use Java',
        };
    }
  };
  const cacheStep = () => ({
    task: 'Cache@2',
    inputs: {
      key: `${lang} | "$(Agent.OS)" | ${cache.lockfile}`,
      restoreKeys: `${lang} | "$(Agent.OS)"`,
      path: lang === 'java' ? '$(MAVEN_CACHE_FOLDER)' : `$(${cache.variable})`,
    },
    displayName: 'Cache dependencies',
  });
  // Secret variables are not given to scripts unless mapped with env (Azure's rule), so map them where used.
  const secretEnv = () => Object.fromEntries(plan.secrets.map((s) => [s, `$(${s})`]));

  const job = (j: PlanJob) => {
    const out: Record<string, unknown> = {
      job: j.id.replace(/-/g, '_'),
      displayName: title(j.name),
      dependsOn: j.needs.map((n) => n.replace(/-/g, '_')),
    };
    if (j.matrix) {
      out.strategy = {
        matrix: Object.fromEntries(
          plan.matrixVersions.map((v) => [`${lang}_${v.replace('.', '_')}`, { languageVersion: lang === 'node' ? `${v}.x` : v }]),
        ),
      };
    }
    if (j.env.length > 0) out.variables = Object.fromEntries(j.env.map(({ key, value }) => [key, value]));
    const steps: unknown[] = [{ checkout: 'self' }, setupStep(j.matrix ? versionVar : plan.version)];
    if (config.caching) steps.push(cacheStep());
    const env = config.deployment.enabled ? {} : secretEnv();
    steps.push(...j.steps.map((script) => ({ script, displayName: script, ...(Object.keys(env).length > 0 ? { env } : {}) })));
    if (plan.artifacts.length > 0 && j.id === plan.artifactJob && !j.matrix) {
      steps.push(
        plan.artifacts.length === 1 && !plan.artifacts[0].includes('*')
          ? {
              task: 'PublishPipelineArtifact@1',
              inputs: { targetPath: plan.artifacts[0], artifact: 'build' },
              displayName: 'Publish build',
            }
          : {
              task: 'CopyFiles@2',
              inputs: { Contents: plan.artifacts.join('\n'), TargetFolder: '$(Build.ArtifactStagingDirectory)' },
            },
      );
      if (plan.artifacts.length > 1 || plan.artifacts[0].includes('*')) {
        steps.push({
          task: 'PublishPipelineArtifact@1',
          inputs: { targetPath: '$(Build.ArtifactStagingDirectory)', artifact: 'build' },
          displayName: 'Publish build',
        });
      }
    }
    out.steps = steps;
    return out;
  };

  const stages: Record<string, unknown>[] = [{ stage: 'CI', displayName: 'Build and test', jobs: plan.jobs.map(job) }];
  const deploy = config.deployment;
  if (deploy.enabled) {
    const target = deploy.target.trim();
    const env = secretEnv();
    stages.push({
      stage: 'Deploy',
      dependsOn: 'CI',
      condition: `and(succeeded(), eq(variables['Build.SourceBranch'], 'refs/heads/${deploy.branch.trim()}'), ne(variables['Build.Reason'], 'PullRequest'))`,
      jobs: [
        {
          // A deployment job records its runs on the environment; approvals are checks set on that environment.
          // “deploy” itself is a reserved word for a deployment job's name (A-Z, a-z, 0-9, _).
          deployment: `deploy_${target.replace(/-/g, '_')}`,
          displayName: `Deploy to ${target}`,
          environment: target,
          strategy: {
            runOnce: {
              deploy: {
                steps: [
                  { checkout: 'self' },
                  { script: deploy.command.trim(), displayName: 'Deploy', ...(Object.keys(env).length > 0 ? { env } : {}) },
                ],
              },
            },
          },
        },
      ],
    });
  }
  if (config.notifications.enabled) {
    const hook = config.notifications.webhookSecret.trim();
    stages.push({
      stage: 'Notify',
      dependsOn: stages.map((s) => s.stage),
      condition: 'failed()',
      jobs: [
        {
          job: 'notify',
          displayName: 'Notify on failure',
          steps: [
            {
              script: `curl -fsS -X POST -H 'Content-Type: application/json' --data "{\\"text\\":\\"Pipeline failed: $(System.CollectionUri)$(System.TeamProject)/_build/results?buildId=$(Build.BuildId)\\"}" "$WEBHOOK_URL"`,
              displayName: 'Post to the webhook',
              env: { WEBHOOK_URL: `$(${hook})` },
            },
          ],
        },
      ],
    });
  }
  out.stages = stages;
  const secrets = [...plan.secrets, ...(config.notifications.enabled ? [config.notifications.webhookSecret.trim()] : [])];
  const header =
    secrets.length > 0 ? [`Add these as secret pipeline variables (or a variable group): ${secrets.join(', ')}`] : [];
  // pr: is read for GitHub and Bitbucket Cloud repositories only; Azure Repos validate pull requests through a branch policy.
  if (config.triggers.pullRequest)
    header.push('Azure Repos: pr: is ignored there; add this pipeline as a Build validation branch policy instead.');
  return toYaml(out, header);
}
