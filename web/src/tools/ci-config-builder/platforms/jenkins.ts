import { jobLevels, title, type Plan, type PlanJob } from '../ci-config';
import { languageImage } from './images';

/** A Groovy single-quoted string (no interpolation: `$` reaches the shell as it is). */
const q = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** A Groovy triple-single-quoted string for sh steps: any command, quotes included, verbatim. */
const sh = (command: string) =>
  `sh ${command.includes("'") ? `'''${command.replace(/\\/g, '\\\\').replace(/'''/g, "\\'\\'\\'")}'''` : q(command)}`;

const credentialId = (secret: string) => secret.toLowerCase().replace(/_/g, '-');

function indent(lines: string[], depth: number): string[] {
  return lines.map((line) => (line ? `${'    '.repeat(depth)}${line}` : line));
}

function environmentBlock(pairs: [string, string][]): string[] {
  if (pairs.length === 0) return [];
  return [
    'environment {',
    ...indent(
      pairs.map(([k, v]) => `${k} = ${v}`),
      1,
    ),
    '}',
  ];
}

/** archiveArtifacts takes Ant patterns: a folder is `folder/**`. */
const antPattern = (path: string) => (/[*?]/.test(path) || /\.[^/]+$/.test(path) ? path : `${path.replace(/\/$/, '')}/**`);

const axisName = { node: 'NODE_VERSION', python: 'PYTHON_VERSION', java: 'JAVA_VERSION' } as const;

function stage(plan: Plan, job: PlanJob): string[] {
  const body: string[] = [];
  body.push(...environmentBlock(job.env.map(({ key, value }) => [key, q(value)])));
  const steps = ['steps {', ...indent(job.steps.map(sh), 1), '}'];
  const post =
    plan.artifacts.length > 0 && job.id === plan.artifactJob && !job.matrix
      ? [
          'post {',
          ...indent(
            [
              'success {',
              ...indent([`archiveArtifacts artifacts: ${q(plan.artifacts.map(antPattern).join(', '))}, fingerprint: true`], 1),
              '}',
            ],
            1,
          ),
          '}',
        ]
      : [];
  if (job.matrix) {
    const axis = axisName[plan.config.language];
    const image = languageImage(plan.config.language, `\${${axis}}`);
    return [
      `stage(${q(title(job.name))}) {`,
      ...indent(
        [
          'matrix {',
          ...indent(
            [
              'axes {',
              ...indent(['axis {', ...indent([`name ${q(axis)}`, `values ${plan.matrixVersions.map(q).join(', ')}`], 1), '}'], 1),
              '}',
              'agent {',
              ...indent(['docker {', ...indent([`image "${image}"`], 1), '}'], 1),
              '}',
              'stages {',
              ...indent([`stage(${q(`${title(job.name)} (matrix)`)}) {`, ...indent([...body, ...steps], 1), '}'], 1),
              '}',
            ],
            1,
          ),
          '}',
        ],
        1,
      ),
      '}',
    ];
  }
  return [`stage(${q(title(job.name))}) {`, ...indent([...body, ...steps, ...post], 1), '}'];
}

/** Jenkins declarative pipeline (Jenkinsfile), with Docker agents (Docker Pipeline plugin). */
export function renderJenkins(plan: Plan): string {
  const { config } = plan;
  const out: string[] = [];
  out.push('// Declarative Pipeline for a Multibranch Pipeline job: it builds the branches its');
  out.push(`// branch source discovers (filter them to ${plan.branches.join(', ')}) and, with the`);
  out.push('// webhook of your Git host, every push and pull request. Needs the Docker Pipeline plugin.');
  const secrets = [...plan.secrets, ...(config.notifications.enabled ? [config.notifications.webhookSecret.trim()] : [])];
  if (secrets.length > 0) out.push(`// Credentials to create (kind Secret text), by ID: ${secrets.map(credentialId).join(', ')}`);
  out.push('pipeline {');

  const top: string[] = [];
  top.push(
    'agent {',
    ...indent(['docker {', ...indent([`image ${q(languageImage(config.language, plan.version))}`], 1), '}'], 1),
    '}',
  );
  top.push(
    'options {',
    ...indent(
      [
        "timeout(time: 30, unit: 'MINUTES')",
        'disableConcurrentBuilds(abortPrevious: true)',
        "buildDiscarder(logRotator(numToKeepStr: '20'))",
      ],
      1,
    ),
    '}',
  );
  // Jenkins reads cron in the controller's time zone unless the spec starts with a TZ= line; the form promises UTC.
  if (plan.schedule) top.push('triggers {', ...indent([`cron('TZ=UTC\\n${plan.schedule}')`], 1), '}');
  const env: [string, string][] = plan.env.map(({ key, value }) => [key, q(value)]);
  // credentials() binds a Jenkins credential to a variable and masks it in the log.
  if (!config.deployment.enabled)
    env.push(...plan.secrets.map((s): [string, string] => [s, `credentials(${q(credentialId(s))})`]));
  top.push(...environmentBlock(env));

  const stages: string[] = [];
  for (const level of jobLevels(plan)) {
    // Jobs at the same depth run side by side; a matrix stage cannot sit inside parallel.
    if (level.length > 1 && level.every((j) => !j.matrix)) {
      stages.push(
        `stage(${q(level.map((j) => title(j.name)).join(' and '))}) {`,
        ...indent(
          [
            'parallel {',
            ...indent(
              level.flatMap((j) => stage(plan, j)),
              1,
            ),
            '}',
          ],
          1,
        ),
        '}',
      );
    } else {
      stages.push(...level.flatMap((j) => stage(plan, j)));
    }
  }
  const deploy = config.deployment;
  if (deploy.enabled) {
    const target = deploy.target.trim();
    const body = ['when {', ...indent([`branch ${q(deploy.branch.trim())}`, 'beforeInput true'], 1), '}'];
    if (deploy.manualApproval)
      body.push('input {', ...indent([`message ${q(`Deploy to ${target}?`)}`, `ok ${q('Deploy')}`], 1), '}');
    body.push(
      ...environmentBlock([
        ['DEPLOY_ENVIRONMENT', q(target)],
        ...plan.secrets.map((s): [string, string] => [s, `credentials(${q(credentialId(s))})`]),
      ]),
    );
    body.push('steps {', ...indent([sh(deploy.command.trim())], 1), '}');
    stages.push(`stage(${q(`Deploy to ${target}`)}) {`, ...indent(body, 1), '}');
  }
  top.push('stages {', ...indent(stages, 1), '}');

  if (config.notifications.enabled) {
    const hook = config.notifications.webhookSecret.trim();
    top.push(
      'post {',
      ...indent(
        [
          'failure {',
          ...indent(
            [
              `withCredentials([string(credentialsId: ${q(credentialId(hook))}, variable: 'WEBHOOK_URL')]) {`,
              ...indent(
                [
                  sh(
                    `curl -fsS -X POST -H 'Content-Type: application/json' --data "{\\"text\\":\\"Build failed: $BUILD_URL\\"}" "$WEBHOOK_URL"`,
                  ),
                ],
                1,
              ),
              '}',
            ],
            1,
          ),
          '}',
        ],
        1,
      ),
      '}',
    );
  }
  out.push(...indent(top, 1), '}');
  return `${out.join('\n')}\n`;
}
