// @vitest-environment node
import { DockerfileParser } from 'dockerfile-ast';
import { validate, ValidationSeverity } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { dockerfileCombinations } from './combinations.fixture';
import { dockerConfigProblems, generateDockerignore, presetConfig, withMultiStage, withPorts } from './docker-config';
import { execForm, generateDockerfile } from './dockerfile';
import { stacks } from './stacks';

// The oracle: dockerfile-utils, the validator behind VS Code's Docker language server, with every
// optional rule switched on as an error (by default several are warnings or off).
const strict = {
  deprecatedMaintainer: ValidationSeverity.ERROR,
  directiveCasing: ValidationSeverity.ERROR,
  emptyContinuationLine: ValidationSeverity.ERROR,
  instructionCasing: ValidationSeverity.ERROR,
  instructionCmdMultiple: ValidationSeverity.ERROR,
  instructionEntrypointMultiple: ValidationSeverity.ERROR,
  instructionHealthcheckMultiple: ValidationSeverity.ERROR,
  instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
  instructionWorkdirRelative: ValidationSeverity.ERROR,
};

const problemsOf = (dockerfile: string) =>
  validate(dockerfile, strict).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);

describe('the validator is a real oracle', () => {
  it('reports what Docker would refuse', () => {
    expect(problemsOf('FROM node:24-slim\nWORKDIR app\nHEALTHCHECK --interval=3x CMD true\nexpose 80\n')).toHaveLength(3);
    expect(problemsOf('FROM node:-bad\n')).toEqual(['line 1: invalid reference format']);
  });
});

// Thousands of files: a busy CI machine needs more than the default 5 s.
describe('every Dockerfile of every preset and option combination', { timeout: 120_000 }, () => {
  const all = [...dockerfileCombinations()];

  it('covers all 2,560 combinations', () => {
    expect(all).toHaveLength(2560);
  });

  it('passes dockerfile-utils with no diagnostics at all', () => {
    const failures: string[] = [];
    for (const { name, config } of all) {
      const problems = problemsOf(generateDockerfile(config));
      if (problems.length > 0) failures.push(`${name}: ${problems.join('; ')}`);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('has the structure of a production image (read back with dockerfile-ast)', () => {
    const failures: string[] = [];
    for (const { name, config } of all) {
      const text = generateDockerfile(config);
      const dockerfile = DockerfileParser.parse(text);
      const instructions = dockerfile.getInstructions();
      const froms = dockerfile.getFROMs();
      const final = instructions.slice(instructions.indexOf(froms.at(-1)!));
      const keywords = final.map((i) => i.getKeyword());
      const fail = (why: string) => failures.push(`${name}: ${why}`);

      if (froms.length !== (config.multiStage ? 2 : 1)) fail(`${froms.length} stages`);
      if (froms.at(-1)!.getImageName() !== config.baseImage.split(':')[0]) fail('final stage is not the base image');
      // Non-root unless asked to run as root.
      const user = final.find((i) => i.getKeyword() === 'USER')?.getArgumentsContent();
      if ((config.user === '' ? undefined : config.user) !== user) fail(`USER ${user}`);
      if (user && keywords.lastIndexOf('USER') < keywords.lastIndexOf('RUN')) fail('RUN after USER');
      // Dependency manifests are copied and installed before the sources.
      const all = instructions.map((i) => `${i.getKeyword()} ${i.getArgumentsContent()}`);
      const installAt = all.findIndex((i) => i.startsWith('RUN') && i.includes(config.commands.install));
      const sourcesAt = all.findIndex((i) => i === 'COPY . .');
      if (config.optimization.layerCaching && installAt !== -1 && sourcesAt !== -1 && installAt > sourcesAt)
        fail('sources copied before the install');
      if (config.optimization.cacheMounts !== /--mount=type=cache/.test(text) && installAt !== -1) fail('cache mounts');
      // CMD in exec (JSON) form.
      const cmd = final.find((i) => i.getKeyword() === 'CMD');
      if (cmd && !cmd.getArgumentsContent()!.startsWith('[')) fail('CMD not in exec form');
      if (config.healthcheck.enabled !== keywords.includes('HEALTHCHECK')) fail('HEALTHCHECK');
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});

describe('generateDockerfile', () => {
  it('sets NODE_ENV=production only after npm ci and the build (it would make npm ci skip the build tools)', () => {
    const text = generateDockerfile(withMultiStage(presetConfig('node'), false));
    expect(text.indexOf('NODE_ENV="production"')).toBeGreaterThan(text.indexOf('npm run build'));
  });

  it('writes ENV and LABEL values literally, quotes and dollars escaped', () => {
    const text = generateDockerfile({ ...presetConfig('go'), environment: 'A=say "hi" $HOME\\x', labels: 'a.b=c' });
    expect(text).toContain('ENV A="say \\"hi\\" \\$HOME\\\\x"');
    expect(text).toContain('LABEL "a.b"="c"');
  });

  it('creates the user the way the image family does', () => {
    expect(generateDockerfile(presetConfig('python'))).toContain('RUN groupadd --system app && useradd --system --gid app');
    expect(generateDockerfile(presetConfig('java'))).toContain('RUN addgroup -S app && adduser -S -G app');
    expect(generateDockerfile(presetConfig('node'))).not.toMatch(/useradd|adduser/);
  });

  it('copies the Java artifact and the Go binary out of the build stage', () => {
    expect(generateDockerfile(presetConfig('java'))).toContain('COPY --from=build /app/target/*.jar app.jar');
    expect(generateDockerfile(presetConfig('go'))).toContain('COPY --from=build /usr/local/bin/server /usr/local/bin/server');
  });

  it('throws the message of the first invalid field', () => {
    expect(() => generateDockerfile({ ...presetConfig('node'), workDir: 'app' })).toThrow(
      'Working directory: use an absolute path, like /app',
    );
    expect(() => generateDockerfile({ ...presetConfig('node'), ports: '3000, 70000' })).toThrow(
      'Ports: “70000” is not a port number (1–65535)',
    );
    expect(() => generateDockerfile({ ...presetConfig('node'), baseImage: 'Node:24' })).toThrow('is not a valid image reference');
    expect(() => generateDockerfile({ ...presetConfig('node'), environment: 'A=1\n2B=x' })).toThrow(
      'Environment, line 2: “2B” is not a variable name',
    );
    expect(dockerConfigProblems({ ...presetConfig('node'), user: 'Bad User' })).toEqual({
      user: 'User: a lowercase name (like app) or a numeric uid[:gid]',
    });
  });

  it('keeps the health check on the app port while it is the default one', () => {
    const moved = withPorts(presetConfig('node'), '4000');
    expect(moved.healthcheck.command).toContain('http://localhost:4000/health');
    const custom = withPorts(
      { ...presetConfig('node'), healthcheck: { ...presetConfig('node').healthcheck, command: 'true' } },
      '4000',
    );
    expect(custom.healthcheck.command).toBe('true');
  });

  it('writes CMD in exec form, through a shell only when the command needs one', () => {
    expect(execForm('nginx -g "daemon off;"')).toBe('["nginx", "-g", "daemon off;"]');
    expect(execForm('node server.js && echo $X')).toBe('["/bin/sh", "-c", "node server.js && echo $X"]');
  });

  it.each(stacks)('%s: .dockerignore keeps .git and .env files out', (stack) => {
    expect(generateDockerignore(presetConfig(stack))).toMatch(/^\.git$[\s\S]*^\*\*\/\.env$/m);
  });
});
