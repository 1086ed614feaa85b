import { Plus, Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { CodeEditor } from '@/components/CodeEditor';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Card } from '@/components/Feedback';
import { Checkbox, Select, TextArea, TextInput } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { Tabs } from '@/components/Tabs';
import { redactSecretAssignments } from '@/lib/tool-state/secret-values';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import {
  defaultCiConfig,
  jobId,
  languageLabels,
  languages,
  languageVersions,
  platformInfo,
  platforms,
  templateInfo,
  templates,
  withTemplate,
  type CiConfig,
  type CiJob,
  type Language,
  type Platform,
  type Template,
} from './ci-config';
import { generatePipeline } from './pipeline';

type Tab = 'basic' | 'jobs' | 'deployment' | 'preview';

const versionKey = { node: 'nodeVersion', python: 'pythonVersion', java: 'javaVersion' } as const;

function complete(stored: CiConfig): CiConfig {
  const base = defaultCiConfig();
  return {
    ...base,
    ...stored,
    triggers: { ...base.triggers, ...stored?.triggers },
    notifications: { ...base.notifications, ...stored?.notifications },
    deployment: { ...base.deployment, ...stored?.deployment },
    jobs: Array.isArray(stored?.jobs) ? stored.jobs : base.jobs,
  };
}

function attempt(config: CiConfig) {
  try {
    return { file: generatePipeline(config), error: null };
  } catch (err) {
    return { file: null, error: (err as Error).message };
  }
}

/** The configuration without secret environment values (API_KEY=…, passwords in URLs), for links made without secrets. */
function secretsOfConfig(config: CiConfig): { redacted: CiConfig; labels: string[] } {
  const full = complete(config);
  const global = redactSecretAssignments(full.environment);
  const jobs = full.jobs.map((job) => ({ job, env: redactSecretAssignments(job.environment) }));
  return {
    redacted: { ...full, environment: global.text, jobs: jobs.map(({ job, env }) => ({ ...job, environment: env.text })) },
    labels: [...global.labels, ...jobs.flatMap(({ job, env }) => env.labels.map((label) => `${label} (job ${job.name})`))],
  };
}

const tabs: readonly Tab[] = ['basic', 'jobs', 'deployment', 'preview'];
const isTab = (value: unknown): value is Tab => tabs.includes(value as Tab);
const isConfig = (value: unknown): value is CiConfig => typeof value === 'object' && value !== null && !Array.isArray(value);

const CiConfigBuilder: ToolScreen = () => {
  // The configuration and the tab survive a reload and go in Share links; secret environment values only when asked.
  const [stored, setConfig] = useToolState<CiConfig>('config', defaultCiConfig(), {
    persist: true,
    accept: isConfig,
    secretsOf: secretsOfConfig,
  });
  const config = useMemo(() => complete(stored), [stored]);
  const [tab, setTab] = useToolState<Tab>('tab', 'basic', { persist: true, accept: isTab });
  const result = useMemo(() => attempt(config), [config]);
  const update = (patch: Partial<CiConfig>) => setConfig((prev) => ({ ...complete(prev), ...patch }));
  const info = platformInfo[config.platform];

  const errorBox = result.error ? (
    <Alert tone="error" title="The pipeline cannot be generated">
      {result.error}
    </Alert>
  ) : null;

  const livePreview = (
    <div className="hidden min-w-0 lg:block">
      <div className="sticky top-4 flex flex-col gap-2">
        <h2 className="text-sm font-medium text-fg">
          Live preview <span className="font-mono text-xs text-muted">{info.path}</span>
        </h2>
        {errorBox}
        {result.file && (
          <pre
            aria-label="Pipeline preview"
            data-testid="live-preview"
            className="max-h-[75vh] overflow-auto rounded-lg border border-border bg-surface-2 p-3 font-mono text-xs leading-relaxed text-fg"
            tabIndex={0}
          >
            {result.file.content}
          </pre>
        )}
      </div>
    </div>
  );
  const withPreview = (form: ReactNode) => (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-5">{form}</div>
      {livePreview}
    </div>
  );

  const language = config.language;
  const basic = withPreview(
    <>
      <Select
        label="Platform"
        value={config.platform}
        onChange={(e) => update({ platform: e.target.value as Platform })}
        hint={`Saved as ${info.path}`}
      >
        {platforms.map((p) => (
          <option key={p} value={p}>
            {platformInfo[p].label}
          </option>
        ))}
      </Select>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Language"
          value={language}
          onChange={(e) => setConfig((prev) => withTemplate(complete(prev), complete(prev).template, e.target.value as Language))}
        >
          {languages.map((l) => (
            <option key={l} value={l}>
              {languageLabels[l]}
            </option>
          ))}
        </Select>
        <Select
          label={`${languageLabels[language].split(' ')[0]} version`}
          value={config[versionKey[language]]}
          onChange={(e) => update({ [versionKey[language]]: e.target.value })}
        >
          {languageVersions[language].map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </Select>
      </div>
      <SegmentedControl<Template>
        label="Template"
        value={config.template}
        onChange={(t) => setConfig((prev) => withTemplate(complete(prev), t))}
        options={templates.map((t) => ({ value: t, label: templateInfo[t].label, title: templateInfo[t].description }))}
      />
      <p className="-mt-3 text-xs text-muted">
        {templateInfo[config.template].description}. Choosing a template replaces the jobs.
      </p>
      <TextInput
        label="Branches"
        value={config.branches}
        onChange={(e) => update({ branches: e.target.value })}
        hint="Comma-separated"
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-fg">Triggers</legend>
        <Checkbox
          label="Push to these branches"
          checked={config.triggers.push}
          onChange={(e) => update({ triggers: { ...config.triggers, push: e.target.checked } })}
        />
        <Checkbox
          label="Pull / merge requests into these branches"
          checked={config.triggers.pullRequest}
          onChange={(e) => update({ triggers: { ...config.triggers, pullRequest: e.target.checked } })}
        />
        <Checkbox
          label="Manual runs"
          checked={config.triggers.manual}
          onChange={(e) => update({ triggers: { ...config.triggers, manual: e.target.checked } })}
        />
        <TextInput
          label="Schedule (cron, UTC)"
          value={config.triggers.schedule}
          onChange={(e) => update({ triggers: { ...config.triggers, schedule: e.target.value } })}
          placeholder="0 3 * * 1"
          className="font-mono"
        />
      </fieldset>
      <TextArea
        label="Environment"
        value={config.environment}
        onChange={(e) => update({ environment: e.target.value })}
        hint="NAME=value, one a line, for every job"
        className="min-h-20"
      />
      <TextInput
        label="Secrets"
        value={config.secrets}
        onChange={(e) => update({ secrets: e.target.value })}
        hint="Names only, e.g. DEPLOY_TOKEN: referenced in the platform's own syntax, never written in"
        className="font-mono"
      />
      <Checkbox
        label="Cache dependencies (the platform's way)"
        checked={config.caching}
        onChange={(e) => update({ caching: e.target.checked })}
      />
      <TextInput
        label="Artifacts"
        value={config.artifacts}
        onChange={(e) => update({ artifacts: e.target.value })}
        hint="Paths kept from the last job, comma-separated"
        className="font-mono"
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-fg">Notifications</legend>
        <Checkbox
          label="Post to a webhook (Slack, Teams…) when the pipeline fails"
          checked={config.notifications.enabled}
          onChange={(e) => update({ notifications: { ...config.notifications, enabled: e.target.checked } })}
        />
        {config.notifications.enabled && (
          <TextInput
            label="Secret holding the webhook URL"
            value={config.notifications.webhookSecret}
            onChange={(e) => update({ notifications: { ...config.notifications, webhookSecret: e.target.value } })}
            className="font-mono"
          />
        )}
      </fieldset>
    </>,
  );

  const setJob = (index: number, patch: Partial<CiJob>) =>
    update({ jobs: config.jobs.map((j, i) => (i === index ? { ...j, ...patch } : j)) });
  const jobs = withPreview(
    <>
      {config.jobs.map((job, index) => {
        const above = config.jobs.slice(0, index);
        return (
          <fieldset key={index} className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold text-fg">Job {index + 1}</legend>
            <div className="flex items-end gap-2">
              <TextInput
                label="Job name"
                value={job.name}
                onChange={(e) => setJob(index, { name: e.target.value })}
                wrapperClassName="flex-1"
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove job ${job.name || index + 1}`}
                onClick={() =>
                  update({
                    jobs: config.jobs
                      .filter((_, i) => i !== index)
                      .map((j) => ({ ...j, needs: j.needs.filter((n) => n !== jobId(job.name)) })),
                  })
                }
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </div>
            <TextArea
              label="Steps"
              value={job.steps}
              onChange={(e) => setJob(index, { steps: e.target.value })}
              hint="One shell command a line"
              className="min-h-24"
            />
            {above.length > 0 && (
              <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
                <legend className="mb-1 text-sm font-medium text-fg">Runs after</legend>
                {above.map((other) => (
                  <Checkbox
                    key={other.name}
                    label={other.name}
                    checked={job.needs.includes(jobId(other.name))}
                    onChange={(e) =>
                      setJob(index, {
                        needs: e.target.checked
                          ? [...job.needs, jobId(other.name)]
                          : job.needs.filter((n) => n !== jobId(other.name)),
                      })
                    }
                  />
                ))}
              </fieldset>
            )}
            <TextArea
              label="Job environment"
              value={job.environment}
              onChange={(e) => setJob(index, { environment: e.target.value })}
              hint="NAME=value, one a line"
              className="min-h-16"
            />
            <Checkbox
              label={`Matrix: run on ${language === 'java' ? 'Java' : languageLabels[language]} ${languageVersions[language].join(', ')}`}
              checked={job.matrix}
              onChange={(e) => setJob(index, { matrix: e.target.checked })}
            />
          </fieldset>
        );
      })}
      <Button
        variant="outline"
        className="self-start"
        onClick={() =>
          update({
            jobs: [
              ...config.jobs,
              { name: `job-${config.jobs.length + 1}`, steps: '', needs: [], environment: '', matrix: false },
            ],
          })
        }
      >
        <Plus className="h-4 w-4" aria-hidden />
        Add job
      </Button>
    </>,
  );

  const d = config.deployment;
  const setDeploy = (patch: Partial<typeof d>) => update({ deployment: { ...d, ...patch } });
  const deployment = withPreview(
    <>
      <Checkbox
        label="Deploy after the jobs succeed"
        checked={d.enabled}
        onChange={(e) => setDeploy({ enabled: e.target.checked })}
      />
      <TextInput
        label="Target environment"
        value={d.target}
        onChange={(e) => setDeploy({ target: e.target.value })}
        disabled={!d.enabled}
        hint="The platform's environment, e.g. production or staging"
      />
      <TextInput
        label="Deploy command"
        value={d.command}
        onChange={(e) => setDeploy({ command: e.target.value })}
        disabled={!d.enabled}
        className="font-mono"
      />
      <TextInput
        label="Only from branch"
        value={d.branch}
        onChange={(e) => setDeploy({ branch: e.target.value })}
        disabled={!d.enabled}
      />
      <Checkbox
        label="Wait for a manual approval"
        checked={d.manualApproval}
        onChange={(e) => setDeploy({ manualApproval: e.target.checked })}
        disabled={!d.enabled}
      />
      {d.enabled && (config.platform === 'github' || config.platform === 'azure') && d.manualApproval && (
        <Alert tone="info">
          {config.platform === 'github' ? 'GitHub' : 'Azure DevOps'} asks for approval through the environment: add required
          reviewers (approvals) to “{d.target}” in its settings.
        </Alert>
      )}
    </>,
  );

  const preview = (
    <div className="flex flex-col gap-3">
      {errorBox}
      <CodeEditor
        label={info.path}
        language={info.language}
        value={result.file?.content ?? ''}
        readOnly
        height="34rem"
        actions={
          <>
            <SendToButton
              value={result.file ? tag('text', result.file.content) : null}
              fromToolId="ci-config-builder"
              aria-label="Send the pipeline to…"
            />
            <CopyButton value={result.file?.content ?? ''} disabled={!result.file} aria-label="Copy pipeline" />
            <DownloadButton
              fileName={info.fileName}
              content={result.file?.content ?? ''}
              mimeType={info.language === 'groovy' ? 'application/octet-stream' : 'text/yaml;charset=utf-8'}
              disabled={!result.file}
              aria-label={`Download ${info.fileName}`}
              label={info.fileName}
            />
          </>
        }
      />
      <p className="text-xs text-muted">
        Commit it as <code className="font-mono">{info.path}</code>
        {info.fileName.startsWith('.') ? ' (browsers save files without their leading dot: rename it after downloading)' : ''}.
      </p>
    </div>
  );

  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-5">
      <Tabs<Tab>
        label="Pipeline"
        value={tab}
        onChange={setTab}
        items={[
          { value: 'basic', label: 'Basic Config', content: basic },
          { value: 'jobs', label: 'Jobs & Steps', content: jobs },
          { value: 'deployment', label: 'Deployment', content: deployment },
          { value: 'preview', label: 'Preview', content: preview },
        ]}
      />
    </Card>
  );
};

export default CiConfigBuilder;
