import { AlertTriangle, CheckCircle2, GitCommitHorizontal, Loader2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { apiKeyRequiredMessage, providerName } from '@common/ai';
import { AiKeyEntry, AiProviderSettings, AiRunStatus, aiErrorView, useAiTask } from '@/components/ai';
import { Button } from '@/components/Button';
import { CodeEditor } from '@/components/CodeEditor';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Card } from '@/components/Feedback';
import { Checkbox, Select, TextArea, TextInput } from '@/components/Field';
import { FilePicker } from '@/components/FileDrop';
import { commitTypeIds, commitTypes, type CommitType } from '@/engines/conventional-commits/commit-types';
import { useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { useStoredState } from '@/lib/use-stored-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { checkCommitMessage } from './check-message';
import { addToHistory, readHistory, type HistoryEntry } from './commit-history';
import {
  buildCommitMessage,
  coAuthorTrailers,
  commitTemplates,
  customPlaceholders,
  DEFAULT_CUSTOM_TEMPLATE,
  templateLabels,
  type CommitTemplate,
} from './commit-message';
import { CommitErrorBox } from './CommitErrorBox';
import { CommitHistory } from './CommitHistory';
import { diffFileProblem, DIFF_FILE_TYPES } from './diff-import';

const TOOL = 'commit-message-generator';
/** Spec tools.md §8. */
const FAILURE = 'Failed to generate commit message';

function oneOf<T>(list: readonly T[], value: T, fallback: T): T {
  return list.includes(value) ? value : fallback;
}

type Message = { text: string; source: string | null };
const noMessage: Message = { text: '', source: null };
const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).text === 'string' &&
  ['string', 'object'].includes(typeof (value as Message).source);
const writtenByAi = (message: Message) => message.source?.startsWith('AI') ?? false;
// A message the AI wrote came from the server: a link leaves it out (the inputs are enough to ask again).
const serializeMessage = (message: Message) => (writtenByAi(message) ? noMessage : message);

const CommitMessageGenerator: ToolScreen = ({ initialInput }) => {
  // The options (persisted as before), the details, the diff and a template-made or edited message go in
  // Share links; the history is this browser's own.
  const [useAi, setUseAi] = useToolState('useAi', false, { persist: true });
  const [storedTemplate, setTemplate] = useToolState<CommitTemplate>('template', 'conventional', { persist: true });
  const [storedType, setType] = useToolState<CommitType>('type', 'feat', { persist: true });
  const [scope, setScope] = useToolState('scope', '', { persist: true });
  const [customTemplate, setCustomTemplate] = useToolState('customTemplate', DEFAULT_CUSTOM_TEMPLATE, { persist: true });
  const [coAuthors, setCoAuthors] = useToolState('coAuthors', '', { persist: true });
  const [storedHistory, setHistory] = useStoredState<HistoryEntry[]>(`${TOOL}:history`, []);
  const [context, setContext] = useToolState('context', '');
  const [issue, setIssue] = useToolState('issue', '');
  const [breaking, setBreaking] = useToolState('breaking', false);
  const [breakingDescription, setBreakingDescription] = useToolState('breakingDescription', '');
  // Smart paste hands over a diff.
  const [diff, setDiff] = useToolState('diff', '', { start: initialInput });
  const [message, setMessage] = useToolState<Message>('message', noMessage, { accept: isMessage, serialize: serializeMessage });
  const { text: result, source: resultSource } = message;
  const setResult = (text: string) => setMessage((previous) => ({ ...previous, text }));
  useShareNote(writtenByAi(message) ? 'The AI-written message is not in the link: whoever opens it generates it again.' : null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const ai = useAiTask('commit-message', { toolId: TOOL, failureMessage: FAILURE });
  const busy = ai.running;

  const template = oneOf(commitTemplates, storedTemplate, 'conventional');
  const type = oneOf(commitTypeIds, storedType, 'feat');
  const history = useMemo(() => readHistory(storedHistory), [storedHistory]);
  const conventional = template !== 'custom';
  const checks = useMemo(
    () => (resultSource ? checkCommitMessage({ message: result, conventional }) : []),
    [result, resultSource, conventional],
  );

  function show(message: string, source: string) {
    setMessage({ text: message, source });
    setError(null);
    setHistory((list) => addToHistory(readHistory(list), { message, createdAt: new Date().toISOString(), source }));
  }

  function fromTemplate() {
    show(
      buildCommitMessage({
        template,
        type,
        scope,
        issue,
        breaking,
        breakingDescription,
        context,
        diff,
        coAuthors,
        customTemplate,
      }),
      'Template',
    );
  }

  /**
   * The AI path (spec tools.md §5, §7): the diff and the options go to the commit-message task
   * through the AI gateway (keys, quota, providers as everywhere). Co-authors are not sent: their
   * trailers are added to the answer as typed, so no model can garble an address.
   */
  async function fromAi() {
    const trailers = coAuthorTrailers({ text: coAuthors });
    const { choice } = ai;
    if (choice.status === 'ready' && !choice.usable && choice.provider) {
      // Spec tools.md §2, §8: the "API key required" box with its "Add Your API Key" link, and key entry opens.
      setError(apiKeyRequiredMessage(choice.provider.id));
      choice.openKeyEntry();
      return;
    }
    const extra = [context.trim(), breaking && breakingDescription.trim() ? `What breaks: ${breakingDescription.trim()}` : '']
      .filter(Boolean)
      .join('\n\n');
    const response = await ai.run({
      diff,
      template,
      type,
      scope: scope.trim() || undefined,
      issue: issue.trim() || undefined,
      breaking,
      context: extra || undefined,
    });
    if (!response) return;
    const message = [response.result.content.trim(), trailers.join('\n')].filter(Boolean).join('\n\n');
    show(message, `AI · ${providerName(response.provider)} · ${response.model}`);
  }

  async function generate() {
    if (busy) return;
    setNote(null);
    setError(null);
    ai.clearError();
    try {
      // Spec tools.md §5: with AI on, a diff is required; without one the template path is used.
      if (useAi && diff.trim()) {
        await fromAi();
        return;
      }
      if (useAi) setNote('No diff to send: the message was made from the template. AI generation needs a diff.');
      fromTemplate();
    } catch (err) {
      setError(err instanceof Error ? err.message : FAILURE);
    }
  }

  async function importDiff(file: File) {
    const problem = diffFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setDiff(await file.text());
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
      <section aria-label="Commit details" className="flex min-w-0 flex-col gap-4">
        <Card className="flex flex-col gap-4 p-4">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <Checkbox label="Use AI Generation" checked={useAi} onChange={(e) => setUseAi(e.target.checked)} />
          </div>
          {/* Spec tools.md §2: the provider select is enabled only with AI on (then with the model, key and usage). */}
          {useAi ? (
            <AiProviderSettings choice={ai.choice} disabled={busy} />
          ) : (
            <Select
              label="AI provider"
              value={ai.choice.provider?.id ?? ''}
              disabled
              hint="Turn on Use AI Generation to choose a provider."
              wrapperClassName="sm:max-w-xs"
            >
              {ai.choice.providers.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Select label="Template" value={template} onChange={(e) => setTemplate(e.target.value as CommitTemplate)}>
              {commitTemplates.map((t) => (
                <option key={t} value={t}>
                  {templateLabels[t]}
                </option>
              ))}
            </Select>
            <Select label="Type" value={type} onChange={(e) => setType(e.target.value as CommitType)}>
              {commitTypes.map((t) => (
                <option key={t.type} value={t.type}>
                  {t.emoji} {t.type}: {t.description}
                </option>
              ))}
            </Select>
            <TextInput
              label="Scope"
              value={scope}
              onChange={(e) => setScope(e.target.value)}
              placeholder="e.g. api, ui, deps"
              spellCheck={false}
            />
            <TextInput
              label="Issue number"
              value={issue}
              onChange={(e) => setIssue(e.target.value)}
              placeholder="e.g. 42, #42 or PROJ-42"
              spellCheck={false}
            />
          </div>
          {template === 'custom' && (
            <TextArea
              label="Custom template"
              value={customTemplate}
              onChange={(e) => setCustomTemplate(e.target.value)}
              rows={4}
              className="min-h-24!"
              hint={`Placeholders: ${customPlaceholders.map((p) => `{${p}}`).join(' ')}`}
            />
          )}
          <div className="flex flex-col gap-3">
            <Checkbox label="Breaking Change" checked={breaking} onChange={(e) => setBreaking(e.target.checked)} />
            {breaking && (
              <TextInput
                label="What breaks (optional)"
                value={breakingDescription}
                onChange={(e) => setBreakingDescription(e.target.value)}
                placeholder="e.g. The /v1 routes are gone: use /v2"
                hint="Written in the BREAKING CHANGE footer; the subject is used when empty."
              />
            )}
          </div>
          <TextArea
            label="Additional context"
            value={context}
            onChange={(e) => setContext(e.target.value)}
            rows={3}
            // The kit's textarea is tall by default; "!" wins over its min-height (cn does not merge classes).
            className="min-h-20!"
            placeholder="e.g. Let users remove their account"
            hint={
              useAi
                ? 'Notes for the AI: why the change was made, what to stress.'
                : 'The first line becomes the subject, the rest the body.'
            }
          />
        </Card>

        <CodeEditor
          label="Git diff"
          language="diff"
          value={diff}
          onChange={setDiff}
          height="200px"
          placeholder="Paste the output of git diff --staged"
          onSubmit={() => void generate()}
          actions={<FilePicker label="Import Diff" accept={DIFF_FILE_TYPES.join(',')} onFile={(file) => void importDiff(file)} />}
          hint="The files it changes are listed in the body (at most 5). Ctrl+Enter generates."
        />

        <TextArea
          label="Co-authors"
          value={coAuthors}
          onChange={(e) => setCoAuthors(e.target.value)}
          rows={3}
          className="min-h-20!"
          placeholder="Ada Lovelace <ada@example.com>"
          hint="One per line, as Name <email>: each becomes a Co-authored-by trailer."
        />

        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void generate()} disabled={busy}>
            {busy ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            ) : (
              <GitCommitHorizontal className="h-4 w-4" aria-hidden />
            )}
            Generate
          </Button>
        </div>
        {ai.choice.keyEntryOpen && <AiKeyEntry choice={ai.choice} onSaved={() => (setError(null), ai.clearError())} />}
        {ai.choice.keyNotice && <Alert tone="success">{ai.choice.keyNotice}</Alert>}
        {(error || ai.error) && (
          <CommitErrorBox error={error ? aiErrorView({ message: error }) : ai.error!} onConfigureKey={ai.choice.openKeyEntry} />
        )}
        <AiRunStatus ai={ai} streamView="progress" runningLabel="Generating commit message…" />
      </section>

      <section aria-label="Result" className="flex min-w-0 flex-col gap-5">
        <div className="flex flex-col gap-2">
          {note && <Alert tone="info">{note}</Alert>}
          <TextArea
            label={
              <span className="flex items-center gap-2">
                Commit message
                {resultSource && <span className="text-xs font-normal text-muted">· {resultSource}</span>}
              </span>
            }
            // While the AI writes, its text is shown here as it arrives (read-only until it is done).
            value={busy ? ai.text : result}
            readOnly={busy}
            aria-busy={busy}
            onChange={(e) => setResult(e.target.value)}
            className="min-h-80"
            placeholder="Generate a message, or load one from Recent Commits, to edit it here."
          />
          <div className="flex flex-wrap items-start justify-between gap-3">
            <ul className="flex min-w-0 flex-1 flex-col gap-1" aria-label="Message checks" aria-live="polite">
              {!busy && resultSource && checks.length === 0 && result.trim() && (
                <li className="flex items-center gap-1.5 text-xs text-muted">
                  <CheckCircle2 className="h-3.5 w-3.5 text-success" aria-hidden />
                  Subject within 72 characters{conventional ? ', Conventional Commits header' : ''}
                </li>
              )}
              {!busy &&
                checks.map((check) => (
                  <li key={check.text} className="flex items-start gap-1.5 text-xs text-fg">
                    <AlertTriangle className="mt-px h-3.5 w-3.5 shrink-0 text-warning" aria-hidden />
                    {check.text}
                  </li>
                ))}
            </ul>
            <div className="flex flex-wrap items-center gap-2">
              <SendToButton value={busy || !result.trim() ? null : tag('text', result)} fromToolId="commit-message-generator" />
              <CopyButton value={result} disabled={busy || !result.trim()} />
            </div>
          </div>
        </div>
        <CommitHistory
          history={history}
          onLoad={(entry) => {
            setMessage({ text: entry.message, source: entry.source });
            setNote(null);
          }}
        />
      </section>
    </div>
  );
};

export default CommitMessageGenerator;
