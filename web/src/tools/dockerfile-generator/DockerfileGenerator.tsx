import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { CodeEditor } from '@/components/CodeEditor';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Card } from '@/components/Feedback';
import { Checkbox, Select, TextArea, TextInput } from '@/components/Field';
import { Tabs } from '@/components/Tabs';
import { redactSecretAssignments } from '@/lib/tool-state/secret-values';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { composeSecret, generateCompose } from './compose';
import {
  databases,
  dockerConfigProblems,
  generateDockerignore,
  imageAdvice,
  presetConfig,
  restartPolicies,
  withMultiStage,
  withPorts,
  type Database,
  type DockerConfig,
  type DockerField,
  type RestartPolicy,
} from './docker-config';
import { generateDockerfile } from './dockerfile';
import { lintDockerfile } from './lint';
import { stackPresets, stacks } from './stacks';

type Tab = 'dockerfile' | 'compose' | 'configuration';

// As text/plain, Chromium saves "Dockerfile" as "Dockerfile.txt"; a binary type keeps the name as given.
const NO_EXTENSION = 'application/octet-stream';

const databaseLabels: Record<Database, string> = {
  none: 'None',
  postgres: 'PostgreSQL',
  mysql: 'MySQL',
  mongodb: 'MongoDB',
  redis: 'Redis',
};

/** The last config that generated, so a half-typed field never blanks the output. */
type Output = { dockerfile: string; compose: string; dockerignore: string; lint: string[] };

function generate(config: DockerConfig): Output {
  const dockerfile = generateDockerfile(config);
  return {
    dockerfile,
    compose: generateCompose(config),
    dockerignore: generateDockerignore(config),
    // The same validator the tests use, live: catches what a hand-edited field could still break.
    lint: lintDockerfile(dockerfile),
  };
}

/** Stored configs from an older version get the fields they lack from the preset. */
function complete(stored: DockerConfig): DockerConfig {
  const base = presetConfig(stacks.includes(stored?.stack) ? stored.stack : 'node');
  return {
    ...base,
    ...stored,
    commands: { ...base.commands, ...stored?.commands },
    healthcheck: { ...base.healthcheck, ...stored?.healthcheck },
    optimization: { ...base.optimization, ...stored?.optimization },
    compose: { ...base.compose, ...stored?.compose },
  };
}

/** The configuration without secret values (environment and build arguments such as API_KEY=…), for links made without secrets. */
function secretsOfConfig(config: DockerConfig): { redacted: DockerConfig; labels: string[] } {
  const full = complete(config);
  const environment = redactSecretAssignments(full.environment);
  const buildArgs = redactSecretAssignments(full.buildArgs);
  return {
    redacted: { ...full, environment: environment.text, buildArgs: buildArgs.text },
    labels: [...environment.labels, ...buildArgs.labels.map((label) => `${label} (build argument)`)],
  };
}

const tabs: readonly Tab[] = ['dockerfile', 'compose', 'configuration'];
const isTab = (value: unknown): value is Tab => tabs.includes(value as Tab);
const isConfig = (value: unknown): value is DockerConfig => typeof value === 'object' && value !== null && !Array.isArray(value);

const DockerfileGenerator: ToolScreen = () => {
  // The configuration and the tab survive a reload and go in Share links; secret values only when asked.
  const [stored, setConfig] = useToolState<DockerConfig>('config', presetConfig('node'), {
    persist: true,
    accept: isConfig,
    secretsOf: secretsOfConfig,
  });
  const config = useMemo(() => complete(stored), [stored]);
  const [tab, setTab] = useToolState<Tab>('tab', 'dockerfile', { persist: true, accept: isTab });
  const problems = useMemo(() => dockerConfigProblems(config), [config]);
  const valid = Object.keys(problems).length === 0;
  const [lastGood, setLastGood] = useState<Output>(() => generate(presetConfig('node')));
  const output = useMemo(() => (valid ? generate(config) : null), [config, valid]);
  if (output && output !== lastGood) setLastGood(output);
  const shown = output ?? lastGood;
  const advice = [imageAdvice(config.baseImage), config.multiStage ? imageAdvice(config.buildImage) : null].filter(
    Boolean,
  ) as string[];
  const secret = composeSecret(config);

  const update = (patch: Partial<DockerConfig>) => setConfig((prev) => ({ ...complete(prev), ...patch }));
  const field = (name: DockerField) => problems[name];

  const problemBox =
    !valid || shown.lint.length > 0 ? (
      <Alert
        tone="error"
        title={valid ? 'The Dockerfile linter found problems' : 'Fix these fields (the output shows the last valid settings)'}
      >
        <ul className="mt-1 list-disc pl-4">
          {(valid ? shown.lint : Object.values(problems)).map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </Alert>
    ) : null;

  const presets = (
    <div className="flex flex-col gap-2">
      <h2 className="text-sm font-medium text-fg">Stack presets</h2>
      <div className="flex flex-wrap gap-2">
        {stacks.map((stack) => (
          <Button
            key={stack}
            variant={config.stack === stack ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={config.stack === stack}
            onClick={() => setConfig({ ...presetConfig(stack), compose: config.compose })}
            title={`${stackPresets[stack].baseImage}, port ${stackPresets[stack].port}`}
          >
            {stackPresets[stack].label}
          </Button>
        ))}
      </div>
    </div>
  );

  const dockerfileTab = (
    <div className="flex flex-col gap-4">
      {problemBox}
      <CodeEditor
        label="Dockerfile"
        language="dockerfile"
        value={shown.dockerfile}
        readOnly
        height="30rem"
        actions={
          <>
            <SendToButton
              value={tag('text', shown.dockerfile)}
              fromToolId="dockerfile-generator"
              aria-label="Send the Dockerfile to…"
            />
            <CopyButton value={shown.dockerfile} aria-label="Copy Dockerfile" />
            <DownloadButton
              fileName="Dockerfile"
              content={shown.dockerfile}
              mimeType={NO_EXTENSION}
              aria-label="Download Dockerfile"
              label="Dockerfile"
            />
          </>
        }
      />
      {valid && shown.lint.length === 0 && (
        <p className="text-xs text-muted">
          Checked by dockerfile-utils (the validator of VS Code's Docker support): no problems.
        </p>
      )}
      <p className="text-xs text-muted">Browsers may save .dockerignore without its leading dot: rename it after downloading.</p>
      {advice.map((a) => (
        <Alert key={a} tone="warning">
          {a}
        </Alert>
      ))}
      <CodeEditor
        label=".dockerignore"
        language="plain"
        value={shown.dockerignore}
        readOnly
        height="12rem"
        actions={
          <>
            <SendToButton
              value={tag('text', shown.dockerignore)}
              fromToolId="dockerfile-generator"
              aria-label="Send .dockerignore to…"
            />
            <CopyButton value={shown.dockerignore} aria-label="Copy .dockerignore" />
            <DownloadButton
              fileName=".dockerignore"
              content={shown.dockerignore}
              mimeType={NO_EXTENSION}
              aria-label="Download .dockerignore"
              label=".dockerignore"
            />
          </>
        }
      />
    </div>
  );

  const composeTab = (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextInput
          label="Service name"
          value={config.compose.service}
          onChange={(e) => update({ compose: { ...config.compose, service: e.target.value } })}
          error={field('service')}
        />
        <Select
          label="Database service"
          value={config.compose.database}
          onChange={(e) => update({ compose: { ...config.compose, database: e.target.value as Database } })}
        >
          {databases.map((d) => (
            <option key={d} value={d}>
              {databaseLabels[d]}
            </option>
          ))}
        </Select>
        <Select
          label="Restart policy"
          value={config.compose.restart}
          onChange={(e) => update({ compose: { ...config.compose, restart: e.target.value as RestartPolicy } })}
        >
          {restartPolicies.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </Select>
      </div>
      {problemBox}
      <CodeEditor
        label="compose.yaml"
        language="yaml"
        value={shown.compose}
        readOnly
        height="30rem"
        actions={
          <>
            <SendToButton
              value={tag('text', shown.compose)}
              fromToolId="dockerfile-generator"
              aria-label="Send compose.yaml to…"
            />
            <CopyButton value={shown.compose} aria-label="Copy compose.yaml" />
            <DownloadButton
              fileName="compose.yaml"
              content={shown.compose}
              aria-label="Download compose.yaml"
              label="compose.yaml"
            />
          </>
        }
      />
      {secret && (
        <Alert tone="info">
          The password is not written in the file: put <code className="font-mono">{secret}=…</code> in an{' '}
          <code className="font-mono">.env</code> file next to compose.yaml (and keep it out of Git), then run{' '}
          <code className="font-mono">docker compose up</code>.
        </Alert>
      )}
    </div>
  );

  const h = config.healthcheck;
  const setHealth = (patch: Partial<typeof h>) => update({ healthcheck: { ...h, ...patch } });
  const number = (value: string) => (value.trim() === '' ? NaN : Number(value));
  const form = (
    <div className="flex flex-col gap-5">
      <Section title="Image">
        <TextInput
          label="Base image"
          value={config.baseImage}
          onChange={(e) => update({ baseImage: e.target.value })}
          error={field('baseImage')}
          spellCheck={false}
          hint={config.multiStage ? 'The runtime stage' : undefined}
        />
        {config.multiStage && (
          <TextInput
            label="Build image"
            value={config.buildImage}
            onChange={(e) => update({ buildImage: e.target.value })}
            error={field('buildImage')}
            spellCheck={false}
          />
        )}
        <TextInput
          label="Working directory"
          value={config.workDir}
          onChange={(e) => update({ workDir: e.target.value })}
          error={field('workDir')}
          spellCheck={false}
        />
        <TextInput
          label="User"
          value={config.user}
          onChange={(e) => update({ user: e.target.value })}
          error={field('user')}
          hint="Empty runs as root (not recommended)"
          spellCheck={false}
        />
      </Section>
      <Section title="Commands">
        <TextInput
          label="Install command"
          value={config.commands.install}
          onChange={(e) => update({ commands: { ...config.commands, install: e.target.value } })}
          error={field('install')}
          className="font-mono"
          spellCheck={false}
        />
        <TextInput
          label="Build command"
          value={config.commands.build}
          onChange={(e) => update({ commands: { ...config.commands, build: e.target.value } })}
          error={field('build')}
          className="font-mono"
          spellCheck={false}
        />
        <TextInput
          label="Start command"
          value={config.commands.start}
          onChange={(e) => update({ commands: { ...config.commands, start: e.target.value } })}
          error={field('start')}
          className="font-mono"
          spellCheck={false}
        />
        {config.multiStage && config.stack !== 'python' && (
          <TextInput
            label="Build output"
            value={config.artifact}
            onChange={(e) => update({ artifact: e.target.value })}
            error={field('artifact')}
            hint="Copied from the build stage"
            className="font-mono"
            spellCheck={false}
          />
        )}
      </Section>
      <Section title="Network and storage">
        <TextInput
          label="Ports"
          value={config.ports}
          onChange={(e) => setConfig((prev) => withPorts(complete(prev), e.target.value))}
          error={field('ports')}
          hint="Comma-separated, e.g. 3000, 9229"
        />
        <TextArea
          label="Volumes"
          value={config.volumes}
          onChange={(e) => update({ volumes: e.target.value })}
          error={field('volumes')}
          hint="One container path a line"
          className="min-h-20"
        />
      </Section>
      <Section title="Variables and labels">
        <TextArea
          label="Environment"
          value={config.environment}
          onChange={(e) => update({ environment: e.target.value })}
          error={field('environment')}
          hint="NAME=value, one a line; no secrets (they would be baked into the image)"
          className="min-h-20"
        />
        <TextArea
          label="Build arguments"
          value={config.buildArgs}
          onChange={(e) => update({ buildArgs: e.target.value })}
          error={field('buildArgs')}
          hint="NAME=default, one a line"
          className="min-h-20"
        />
        <TextArea
          label="Labels"
          value={config.labels}
          onChange={(e) => update({ labels: e.target.value })}
          error={field('labels')}
          hint="key=value, e.g. org.opencontainers.image.source=https://…"
          className="min-h-20"
        />
      </Section>
      <Section title="Health check">
        <Checkbox label="Health check" checked={h.enabled} onChange={(e) => setHealth({ enabled: e.target.checked })} />
        {h.enabled && (
          <>
            <TextInput
              label="Health check command"
              value={h.command}
              onChange={(e) => setHealth({ command: e.target.value })}
              error={field('healthcheck')}
              className="font-mono text-xs"
              spellCheck={false}
            />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <TextInput
                label="Interval (s)"
                type="number"
                min={1}
                value={Number.isNaN(h.interval) ? '' : h.interval}
                onChange={(e) => setHealth({ interval: number(e.target.value) })}
              />
              <TextInput
                label="Timeout (s)"
                type="number"
                min={1}
                value={Number.isNaN(h.timeout) ? '' : h.timeout}
                onChange={(e) => setHealth({ timeout: number(e.target.value) })}
              />
              <TextInput
                label="Start period (s)"
                type="number"
                min={0}
                value={Number.isNaN(h.startPeriod) ? '' : h.startPeriod}
                onChange={(e) => setHealth({ startPeriod: number(e.target.value) })}
              />
              <TextInput
                label="Retries"
                type="number"
                min={1}
                value={Number.isNaN(h.retries) ? '' : h.retries}
                onChange={(e) => setHealth({ retries: number(e.target.value) })}
              />
            </div>
          </>
        )}
      </Section>
      <Section title="Build">
        <Checkbox
          label="Multi-stage build (builder + slim runtime)"
          checked={config.multiStage}
          onChange={(e) => setConfig((prev) => withMultiStage(complete(prev), e.target.checked))}
        />
        <Checkbox
          label="Copy dependency manifests before the sources (cached install layer)"
          checked={config.optimization.layerCaching}
          onChange={(e) => update({ optimization: { ...config.optimization, layerCaching: e.target.checked } })}
        />
        <Checkbox
          label="BuildKit cache mounts for the package manager"
          checked={config.optimization.cacheMounts}
          onChange={(e) => update({ optimization: { ...config.optimization, cacheMounts: e.target.checked } })}
        />
      </Section>
    </div>
  );

  const configurationTab = (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-4">{form}</div>
      <div className="hidden min-w-0 lg:block">
        <div className="sticky top-4 flex flex-col gap-2">
          <h2 className="text-sm font-medium text-fg">Live preview</h2>
          {problemBox}
          <pre
            aria-label="Dockerfile preview"
            data-testid="live-preview"
            className="max-h-[75vh] overflow-auto rounded-lg border border-border bg-surface-2 p-3 font-mono text-xs leading-relaxed text-fg"
            tabIndex={0}
          >
            {shown.dockerfile}
          </pre>
        </div>
      </div>
    </div>
  );

  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-5">
      {presets}
      <Tabs<Tab>
        label="Output"
        value={tab}
        onChange={setTab}
        items={[
          { value: 'dockerfile', label: 'Dockerfile', content: dockerfileTab },
          { value: 'compose', label: 'Docker Compose', content: composeTab },
          { value: 'configuration', label: 'Configuration', content: configurationTab },
        ]}
      />
    </Card>
  );
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-fg">{title}</legend>
      {children}
    </fieldset>
  );
}

export default DockerfileGenerator;
