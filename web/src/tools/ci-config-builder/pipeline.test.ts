// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import {
  defaultCiConfig,
  languages,
  platforms,
  templates,
  withTemplate,
  type CiConfig,
  type Platform,
  type Template,
} from './ci-config';
import { checkJenkinsfile } from './jenkinsfile-structure.fixture';
import { generatePipeline } from './pipeline';

/** Every platform × language × template × deployment (off, on, on with approval) × notifications × caching × extras: 5 × 3 × 3 × 3 × 2³ = 1,080 files. */
function* combinations(): Generator<{ name: string; config: CiConfig }> {
  for (const platform of platforms) {
    for (const language of languages) {
      for (const template of templates) {
        for (const deploy of [false, true]) {
          for (const approval of [false, true]) {
            for (const notify of [false, true]) {
              for (const caching of [false, true]) {
                for (const extras of [false, true]) {
                  if (!deploy && approval) continue;
                  const base = withTemplate(defaultCiConfig(platform, language), template);
                  const config: CiConfig = {
                    ...base,
                    caching,
                    branches: extras ? 'main, release/*' : base.branches,
                    triggers: extras ? { push: false, pullRequest: true, schedule: '0 3 * * 1', manual: false } : base.triggers,
                    environment: extras ? 'LOG_LEVEL=debug\nGREETING=it\'s "quoted" $HOME' : '',
                    secrets: extras ? 'DEPLOY_TOKEN, NPM_TOKEN' : '',
                    artifacts: extras ? 'dist\ncoverage/lcov.info' : base.artifacts,
                    jobs: extras ? base.jobs.map((j, i) => (i === 0 ? { ...j, environment: 'JOB_FLAG=1' } : j)) : base.jobs,
                    notifications: { ...base.notifications, enabled: notify },
                    deployment: { ...base.deployment, enabled: deploy, manualApproval: approval },
                  };
                  yield {
                    name: [
                      platform,
                      language,
                      template,
                      `deploy:${deploy}`,
                      `approval:${approval}`,
                      `notify:${notify}`,
                      `cache:${caching}`,
                      `extras:${extras}`,
                    ].join(' '),
                    config,
                  };
                }
              }
            }
          }
        }
      }
    }
  }
}

const all = [...combinations()];
const byPlatform = (platform: Platform) => all.filter((c) => c.config.platform === platform);

/** The platform's required top-level keys, and each job's. */
function requiredKeysProblems(platform: Platform, doc: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const jobs = (doc.jobs ?? {}) as Record<string, Record<string, unknown>>;
  switch (platform) {
    case 'github':
      if (!doc.on) problems.push('no on:');
      for (const [id, job] of Object.entries(jobs))
        if (!job['runs-on'] || !Array.isArray(job.steps)) problems.push(`${id}: runs-on and steps`);
      break;
    case 'gitlab': {
      const stages = doc.stages as string[];
      const jobEntries = Object.entries(doc).filter(
        ([, value]) => typeof value === 'object' && value !== null && 'script' in value,
      );
      if (jobEntries.length === 0) problems.push('no job with a script');
      for (const [id, job] of jobEntries as [string, Record<string, unknown>][]) {
        if (!Array.isArray(job.script) || job.script.length === 0) problems.push(`${id}: script`);
        if (job.stage !== '.post' && !stages.includes(job.stage as string))
          problems.push(`${id}: stage ${String(job.stage)} not in stages`);
        for (const need of (job.needs as string[]) ?? []) if (!(need in doc)) problems.push(`${id}: needs ${need}`);
      }
      break;
    }
    case 'azure':
      if (!Array.isArray(doc.stages)) problems.push('no stages');
      for (const stage of (doc.stages as { jobs: Record<string, unknown>[] }[]) ?? []) {
        for (const job of stage.jobs) {
          const steps = job.steps ?? (job.strategy as { runOnce?: { deploy?: { steps?: unknown } } })?.runOnce?.deploy?.steps;
          if (!(job.job || job.deployment) || !Array.isArray(steps)) problems.push('job without a name or steps');
          // jobs.job / jobs.deployment reference: names are A-Z, a-z, 0-9 and _; "deploy" is a keyword, not a deployment name.
          const name = String(job.job ?? job.deployment);
          if (!/^[A-Za-z0-9_]+$/.test(name) || job.deployment === 'deploy') problems.push(`job name ${name}`);
        }
      }
      break;
    case 'circleci': {
      if (doc.version !== 2.1) problems.push('version 2.1');
      const workflows = doc.workflows as Record<string, { jobs: Record<string, Record<string, unknown>>[] }>;
      const names = new Set<string>();
      for (const entry of Object.values(workflows)[0].jobs) {
        const [id, value] = Object.entries(entry)[0];
        if (value.type !== 'approval' && !(id in jobs)) problems.push(`workflow job ${id} is not defined`);
        if (value.matrix)
          for (const v of (value.matrix as { parameters: { version: string[] } }).parameters.version) names.add(`${id}-${v}`);
        else names.add((value.name as string) ?? id);
        for (const req of (value.requires as string[]) ?? [])
          if (!names.has(req)) problems.push(`${id} requires ${req}, not defined before it`);
      }
      for (const [id, job] of Object.entries(jobs))
        if (!Array.isArray(job.docker) || !Array.isArray(job.steps)) problems.push(`${id}: docker and steps`);
      break;
    }
    case 'jenkins':
      break;
  }
  return problems;
}

// Over a thousand files: a busy CI machine needs more than the default 5 s.
describe('every pipeline of every platform, language, template and option', { timeout: 120_000 }, () => {
  it('covers all 1,080 combinations', () => {
    expect(all).toHaveLength(5 * 3 * 3 * 3 * 2 * 2 * 2);
  });

  it('every YAML file parses without errors or warnings and has its platform’s required keys', () => {
    const failures: string[] = [];
    for (const { name, config } of all.filter((c) => c.config.platform !== 'jenkins')) {
      const { content } = generatePipeline(config);
      const doc = parseDocument(content);
      if (doc.errors.length + doc.warnings.length > 0)
        failures.push(`${name}: ${[...doc.errors, ...doc.warnings].map((e) => e.message).join('; ')}`);
      else failures.push(...requiredKeysProblems(config.platform, doc.toJS()).map((p) => `${name}: ${p}`));
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('GitHub Actions: the official workflow parser (@actions/workflow-parser) finds no error', async () => {
    const failures: string[] = [];
    for (const { name, config } of byPlatform('github')) {
      const { content } = generatePipeline(config);
      const result = parseWorkflow({ name: 'ci.yml', content }, new NoOperationTraceWriter());
      const errors = result.context.errors.getErrors().map((e) => e.message);
      if (errors.length === 0 && result.value) {
        const template = await convertWorkflowTemplate(result.context, result.value);
        errors.push(...(template.errors ?? []).map((e) => e.Message));
        const expected = config.jobs.length + (config.deployment.enabled ? 1 : 0) + (config.notifications.enabled ? 1 : 0);
        if (template.jobs.length !== expected) errors.push(`${template.jobs.length} jobs, expected ${expected}`);
      }
      if (errors.length > 0) failures.push(`${name}: ${errors.join('; ')}`);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('Jenkins: every Jenkinsfile is a well-formed declarative pipeline', () => {
    const failures: string[] = [];
    for (const { name, config } of byPlatform('jenkins')) {
      const problems = checkJenkinsfile(generatePipeline(config).content);
      if (problems.length > 0) failures.push(`${name}: ${problems.join('; ')}`);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('secrets are referenced in the platform’s own syntax, never written in', () => {
    for (const { name, config } of all.filter((c) => c.config.secrets !== '')) {
      const { content } = generatePipeline(config);
      const expected = {
        github: '${{ secrets.DEPLOY_TOKEN }}',
        gitlab: 'masked CI/CD variables',
        jenkins: "credentials('deploy-token')",
        azure: '$(DEPLOY_TOKEN)',
        circleci: 'Environment Variables',
      }[config.platform];
      expect(content, name).toContain(expected);
    }
  });
});

describe('branch patterns', () => {
  const config = (platform: Platform): CiConfig => ({
    ...defaultCiConfig(platform),
    branches: 'main, release/*',
    triggers: { push: true, pullRequest: false, schedule: '', manual: false },
  });

  it('CircleCI filters a wildcard branch with a /regex/ matching the whole name, a plain one by name', () => {
    const doc = parseDocument(generatePipeline(config('circleci')).content).toJS();
    expect(doc.workflows.ci.jobs[0].build.filters.branches.only).toEqual(['main', '/release\\/.*/']);
  });

  it('GitLab matches the branch names with an anchored regex', () => {
    expect(generatePipeline(config('gitlab')).content).toContain('$CI_COMMIT_BRANCH =~ /^(main|release\\/.*)$/');
  });

  it('a deployment branch is one name, without wildcards', () => {
    expect(() =>
      generatePipeline({
        ...config('github'),
        deployment: { ...defaultCiConfig().deployment, enabled: true, branch: 'release/*' },
      }),
    ).toThrow('Deployment branch: one branch name like main (no wildcards)');
  });
});

describe('the validators are real oracles', () => {
  it('the workflow parser refuses a broken workflow', () => {
    const result = parseWorkflow(
      { name: 'ci.yml', content: 'on: push\njobs:\n  build:\n    steps:\n      - run: echo hi\n' },
      new NoOperationTraceWriter(),
    );
    expect(
      result.context.errors
        .getErrors()
        .map((e) => e.message)
        .join(),
    ).toMatch(/runs-on/);
  });

  it('the Jenkinsfile check finds an unclosed block and a stage without steps', () => {
    expect(
      checkJenkinsfile(
        "pipeline {\n    agent any\n    stages {\n        stage('A') {\n            steps { sh 'x' }\n        }\n    }\n",
      ),
    ).toContain('unbalanced braces: 1 left open');
    expect(
      checkJenkinsfile(
        "pipeline {\n    agent any\n    stages {\n        stage('A') {\n            echo 'x'\n        }\n    }\n}\n",
      ),
    ).toContain("stage 'A' has no steps, parallel or matrix");
  });
});

// Golden files: one per platform and template (Node.js, deployment with approval, a secret,
// notifications and a schedule switched on), each read against that platform's documentation when
// written (see golden/README.md). Any change to the output must be looked at again: run with
// UPDATE_GOLDEN=1 to rewrite them, then review the diff.
describe('golden files', () => {
  const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'golden');
  const extension = (p: Platform) => (p === 'jenkins' ? 'Jenkinsfile' : 'yml');
  it.each(platforms.flatMap((p) => templates.map((t): [Platform, Template] => [p, t])))('%s %s', (platform, template) => {
    const base = withTemplate(defaultCiConfig(platform, 'node'), template);
    const config: CiConfig = {
      ...base,
      secrets: 'DEPLOY_TOKEN',
      triggers: { ...base.triggers, schedule: '0 3 * * 1' },
      notifications: { enabled: true, webhookSecret: 'SLACK_WEBHOOK_URL' },
      deployment: { ...base.deployment, enabled: true },
    };
    const file = path.join(dir, platform, `${template}.${extension(platform)}`);
    const content = generatePipeline(config).content;
    if (process.env.UPDATE_GOLDEN) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    }
    expect(content).toBe(fs.readFileSync(file, 'utf8'));
  });
});
