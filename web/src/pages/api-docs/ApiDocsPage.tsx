import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '@/services/render/use-hydrated';
import { CopyButton } from '@/components/CopyButton';
import { TextInput } from '@/components/Field';
import { Link } from '@/components/Link';
import { appUrl } from '@/lib/base-path';
import { apiErrorExample, apiExamples, curlCommand, responseText, TOKEN_VARIABLE } from './api-examples';
import { operationReference, type OperationOptionReference, type OperationReference } from './operation-reference';

// The API reference for people (issue 30): how to call the tools from a script with a personal
// token. The machine-readable description is /api/openapi.json; the operations listed here come
// from the operation registry at build time, the curl examples from api-examples.ts (which a
// server test runs).

// The address shown in commands before the page knows its own (the prerendered HTML).
const DEFAULT_ORIGIN = 'https://devforge.dev';

const sections = [
  { id: 'authentication', title: 'Authentication' },
  { id: 'endpoints', title: 'Endpoints' },
  { id: 'examples', title: 'Examples' },
  { id: 'errors', title: 'Errors and status codes' },
  { id: 'limits', title: 'Limits' },
  { id: 'cli', title: 'Command line' },
  { id: 'operations', title: 'Operations' },
];

const statusCodes: { status: string; code: string; meaning: string }[] = [
  {
    status: '200',
    code: '',
    meaning: 'The output, as `{ "output", "kind" }` (or the raw output with `Accept: application/octet-stream`).',
  },
  {
    status: '400',
    code: 'invalid_input, invalid_options, operation_failed',
    meaning: "Bad input or options. The message is the operation's own, e.g. where a JSON document stops parsing.",
  },
  { status: '401', code: 'unauthorized, invalid_token', meaning: 'No token, or a token that is unknown, revoked or expired.' },
  { status: '404', code: 'unknown_operation', meaning: 'No such operation id, or one that runs only in a browser.' },
  { status: '413', code: 'payload_too_large', meaning: 'The body is larger than the limit (1 MB).' },
  {
    status: '415',
    code: 'unsupported_media_type',
    meaning: 'A Content-Type other than JSON, application/octet-stream or text/plain.',
  },
  {
    status: '422',
    code: 'timeout, operation_stopped',
    meaning: 'The run took longer than the time limit (2 s) or too much memory, and was stopped.',
  },
  {
    status: '429',
    code: 'quota_exceeded',
    meaning: "The day's calls are used up; `Retry-After` says how many seconds until 00:00 UTC.",
  },
  { status: '503', code: 'busy', meaning: 'Every worker is busy: try again in a moment (`Retry-After: 1`).' },
];

const requestFields: { name: string; meaning: string }[] = [
  {
    name: 'input',
    meaning:
      'A string (text, or bytes as Base64 with `inputEncoding: "base64"`); for operations that take JSON, any JSON value. Leave it out for generators.',
  },
  { name: 'inputEncoding', meaning: '`"utf8"` (default) or `"base64"`.' },
  { name: 'options', meaning: "The operation's options (listed below); missing ones take their defaults." },
  {
    name: 'optionsVersion',
    meaning: 'The options version they were saved at; older ones are migrated. Default: the current one.',
  },
];

const kindsOfOutput: { kind: string; meaning: string }[] = [
  { kind: 'text', meaning: 'a string' },
  { kind: 'bytes', meaning: 'a Base64 string' },
  { kind: 'json', meaning: 'the JSON value itself' },
  { kind: 'none', meaning: 'null' },
];

const codeBlock =
  'overflow-x-auto rounded-lg border border-border bg-surface px-4 py-3 font-mono text-[13px] leading-relaxed text-fg';
const inlineCode = 'rounded bg-border/50 px-1 py-px font-mono text-[0.9em] text-fg';

/** Text with `code` spans, as the tables above write them. */
function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, i) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
          <code key={i} className={inlineCode}>
            {part.slice(1, -1)}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="scroll-mt-20 border-t border-border pt-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-fg">
        <a id={id} href={`#${id}`} className="rounded hover:underline">
          {title}
        </a>
      </h2>
      <div className="mt-4 flex flex-col gap-4 text-sm leading-relaxed text-muted">{children}</div>
    </section>
  );
}

function CodeSample({ label, code }: { label: string; code: string }) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="flex items-center justify-between gap-3 text-xs font-semibold uppercase tracking-wide text-muted">
        <span>{label}</span>
        <CopyButton value={code} aria-label={`Copy ${label.toLowerCase()}`} size="sm" variant="ghost" />
      </figcaption>
      <pre className={codeBlock} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

function defaultText(option: OperationOptionReference): string {
  if (option.type === 'string') return option.default === '' ? '""' : JSON.stringify(option.default);
  return String(option.default);
}

function typeText(option: OperationOptionReference): string {
  if (option.type === 'enum') return (option.values ?? []).map((v) => JSON.stringify(v)).join(' | ');
  if (option.type === 'number' && (option.min !== undefined || option.max !== undefined))
    return `number (${option.min ?? '…'}–${option.max ?? '…'})`;
  return option.type;
}

function OperationEntry({ operation }: { operation: OperationReference }) {
  return (
    <li className="rounded-xl border border-border bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="break-all font-mono text-base font-semibold text-fg">{operation.id}</h3>
        <p className="font-mono text-xs text-muted">
          <span className="sr-only">Input and output kinds: </span>
          {operation.input} → {operation.output}
        </p>
      </div>
      <p className="mt-1 text-sm text-fg">
        {operation.name}{' '}
        <span className="text-muted">
          ·{' '}
          <Link to={`/tools/${operation.tool}`} className="rounded underline underline-offset-2 hover:text-fg">
            {operation.tool}
          </Link>
        </span>
      </p>
      <p className="mt-1 text-sm text-muted">{operation.description}</p>
      {operation.options.length === 0 ? (
        <p className="mt-3 text-xs text-muted">No options.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-xs">
            <caption className="sr-only">Options of {operation.id}</caption>
            <thead className="text-muted">
              <tr className="border-b border-border">
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Option
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Type
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Default
                </th>
                <th scope="col" className="py-1.5 font-semibold">
                  Meaning
                </th>
              </tr>
            </thead>
            <tbody>
              {operation.options.map((option) => (
                <tr key={option.key} className="border-b border-border/60 align-top last:border-0">
                  <th scope="row" className="py-1.5 pr-3 font-mono font-medium text-fg">
                    {option.key}
                  </th>
                  <td className="break-words py-1.5 pr-3 font-mono text-muted">{typeText(option)}</td>
                  <td className="break-all py-1.5 pr-3 font-mono text-muted">{defaultText(option)}</td>
                  <td className="py-1.5 text-muted">
                    {[option.label, option.description].filter(Boolean).join('. ')}
                    {option.sensitive && <span className="ml-1 font-semibold text-fg">(secret)</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}

function matches(operation: OperationReference, words: string[]): boolean {
  const haystack = [
    operation.id,
    operation.name,
    operation.description,
    operation.tool,
    operation.input,
    operation.output,
    ...operation.keywords,
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

function OperationList() {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const found = useMemo(() => {
    const words = deferredQuery.toLowerCase().split(/\s+/).filter(Boolean);
    return words.length === 0 ? operationReference : operationReference.filter((operation) => matches(operation, words));
  }, [deferredQuery]);
  const total = operationReference.length;
  return (
    <>
      <TextInput
        label="Search operations"
        type="search"
        placeholder="e.g. base64, sha256, yaml"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <p role="status" className="text-xs text-muted">
        {found.length === total ? `${total} operations` : `${found.length} of ${total} operations`}
      </p>
      {found.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm">
          No operation matches “{deferredQuery}”.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Operations">
          {found.map((operation) => (
            <OperationEntry key={operation.id} operation={operation} />
          ))}
        </ul>
      )}
    </>
  );
}

/** /docs/api: the HTTP API's reference for people. */
export default function ApiDocsPage() {
  const hydrated = useHydrated();
  // The commands name the server the page came from once running (a self-hosted copy shows its own).
  // Under a sub-path (BASE_PATH) the API is too: the commands name the app's root address.
  const origin = hydrated && typeof window !== 'undefined' ? `${window.location.origin}${appUrl('/')}` : DEFAULT_ORIGIN;

  useEffect(() => {
    const previous = document.title;
    document.title = 'API reference · DevForge';
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="flex flex-col gap-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Developers</p>
        <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">API reference</h1>
        <p className="max-w-3xl text-base leading-relaxed text-muted">
          Every DevForge operation that runs outside a browser can be called over HTTP from a script or a CI job: send the input,
          get the output. The same operations run offline in the{' '}
          <a href="#cli" className="rounded text-primary underline underline-offset-2">
            command-line tool
          </a>
          .
        </p>
        <ul className="flex flex-wrap gap-3 text-sm">
          <li>
            <a
              href={appUrl('/api/openapi.json')}
              className="inline-flex rounded-lg border border-border px-3 py-1.5 font-medium text-fg transition-colors hover:border-primary/40"
            >
              OpenAPI 3.1 document (JSON)
            </a>
          </li>
          <li>
            <Link
              to="/account#api-tokens"
              className="inline-flex rounded-lg border border-border px-3 py-1.5 font-medium text-fg transition-colors hover:border-primary/40"
            >
              Create an API token
            </Link>
          </li>
        </ul>
        <nav aria-label="On this page" className="mt-2">
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="rounded text-muted underline-offset-2 hover:text-fg hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <div className="mt-10 flex flex-col gap-10">
        <Section id="authentication" title="Authentication">
          <p>
            Scripts authenticate with a personal API token. Create one in{' '}
            <Link to="/account#api-tokens" className="rounded text-primary underline underline-offset-2">
              Account settings → API tokens
            </Link>
            : give it a name and, if you like, an expiry. The token (it starts with <code className={inlineCode}>dfk_</code>) is
            shown once: copy it then, and keep it in a secret store or an environment variable. The list shows each token's
            prefix, when it was created and last used; revoke one there and it is refused at once.
          </p>
          <p>Send it in the Authorization header of every call:</p>
          <CodeSample label="Header" code={`Authorization: Bearer dfk_…`} />
          <p>
            The examples read it from <code className={inlineCode}>${TOKEN_VARIABLE}</code>:
          </p>
          <CodeSample label="Shell" code={`export ${TOKEN_VARIABLE}='dfk_…'`} />
          <p>
            A token opens the operations API (and reading your saved recipes) only: it never signs in to the account, key or
            session routes. In the browser, your signed-in session works as well.
          </p>
        </Section>

        <Section id="endpoints" title="Endpoints">
          <h3 className="font-mono text-base font-semibold text-fg">GET /api/ops</h3>
          <p>
            The catalogue: every operation with its input and output kinds, its options as JSON Schema and worked examples. No
            token needed.
          </p>
          <h3 className="mt-2 font-mono text-base font-semibold text-fg">POST /api/ops/{'{operation}'}</h3>
          <p>Runs one operation on the input. The request is a JSON body (Content-Type: application/json):</p>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
            {requestFields.map((field) => (
              <div key={field.name} className="contents">
                <dt className="font-mono font-semibold text-fg">{field.name}</dt>
                <dd>
                  <Prose text={field.meaning} />
                </dd>
              </div>
            ))}
          </dl>
          <p>
            Or the input as the raw body — <code className={inlineCode}>application/octet-stream</code> for bytes,{' '}
            <code className={inlineCode}>text/plain</code> for UTF-8 text — with the options in the query, each as{' '}
            <code className={inlineCode}>name=value</code> or all as <code className={inlineCode}>options=&lt;JSON&gt;</code>.
          </p>
          <p>
            The answer is <code className={inlineCode}>{'{ "output": …, "kind": "text" | "bytes" | "json" | "none" }'}</code>,
            where the output is:
          </p>
          <ul className="list-disc pl-5">
            {kindsOfOutput.map(({ kind, meaning }) => (
              <li key={kind}>
                <code className={inlineCode}>{kind}</code>: {meaning}
              </li>
            ))}
          </ul>
          <p>
            With <code className={inlineCode}>Accept: application/octet-stream</code> the answer is the output itself (text as
            UTF-8, JSON as its text, bytes as they are) and its kind is in the <code className={inlineCode}>X-DevForge-Kind</code>{' '}
            header: pipe it straight to a file.
          </p>
        </Section>

        <Section id="examples" title="Examples">
          <p>One call for each kind of input. Each command is run against the API by our tests, with the answer shown.</p>
          {apiExamples.map((example) => (
            <article key={example.kind} aria-labelledby={`example-${example.kind}`} className="flex flex-col gap-3">
              <h3 id={`example-${example.kind}`} className="text-base font-semibold text-fg">
                {example.title}
              </h3>
              <p>
                <Prose text={example.description} />
              </p>
              <CodeSample label={`Request: ${example.operationId}`} code={curlCommand(example, origin)} />
              <CodeSample
                label={example.outputLinePattern ? 'Response (one sample)' : 'Response'}
                code={`HTTP ${example.response.status}\n${responseText(example)}`}
              />
            </article>
          ))}
        </Section>

        <Section id="errors" title="Errors and status codes">
          <p>
            Every error has the same body: <code className={inlineCode}>{'{ "error": { "code": "…", "message": "…" } }'}</code>.
            The code is stable, for your script; the message is for people and says what to fix.
          </p>
          <CodeSample label={`Request: ${apiErrorExample.operationId} (bad input)`} code={curlCommand(apiErrorExample, origin)} />
          <CodeSample label="Response" code={`HTTP ${apiErrorExample.response.status}\n${responseText(apiErrorExample)}`} />
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">Status codes of POST /api/ops/{'{operation}'}</caption>
              <thead>
                <tr className="border-b border-border text-fg">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    error.code
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Meaning
                  </th>
                </tr>
              </thead>
              <tbody>
                {statusCodes.map((row) => (
                  <tr key={row.status} className="border-b border-border/60 align-top last:border-0">
                    <th scope="row" className="py-2 pr-4 font-mono font-semibold text-fg">
                      {row.status}
                    </th>
                    <td className="py-2 pr-4 font-mono text-xs">{row.code || '—'}</td>
                    <td className="py-2">
                      <Prose text={row.meaning} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>

        <Section id="limits" title="Limits">
          <ul className="list-disc pl-5">
            <li>
              Operation calls a UTC day: <strong className="text-fg">1,000 on Free</strong>,{' '}
              <strong className="text-fg">100,000 on Pro</strong>. The count starts again at 00:00 UTC.
            </li>
            <li>
              Every answer carries <code className={inlineCode}>RateLimit-Limit</code>,{' '}
              <code className={inlineCode}>RateLimit-Remaining</code> and <code className={inlineCode}>RateLimit-Reset</code>{' '}
              (seconds until the count starts again). A call refused for bad input or options does not count.
            </li>
            <li>A request body is at most 1 MB.</li>
            <li>Each run is stopped after 2 seconds and answered 422, so one heavy call never slows the others.</li>
          </ul>
        </Section>

        <Section id="cli" title="Command line">
          <p>
            The same operations run in a terminal with no server and no account: <code className={inlineCode}>devforge</code>{' '}
            reads the input from stdin (or <code className={inlineCode}>--input FILE</code>), writes the output to stdout and
            errors to stderr (exit code 1 for bad input, 2 for bad usage). Build it from a clone of the repository:
          </p>
          <CodeSample
            label="Usage"
            code={[
              'npm run build:cli                                  # one bundled file: dist/cli/devforge.mjs',
              'echo hello | node dist/cli/devforge.mjs base64-encode',
              'node dist/cli/devforge.mjs list                    # ids, kinds, descriptions',
              'node dist/cli/devforge.mjs help hash               # options, types, defaults, examples',
              'node dist/cli/devforge.mjs hash --algorithm sha512 --input file.bin',
              "node dist/cli/devforge.mjs recipe 'https://…/tools/base64-encoder#s=…'   # a share link or recipe file",
            ].join('\n')}
          />
        </Section>

        <Section id="operations" title="Operations">
          <p>
            Every operation id the API serves, with its input and output kinds and its options. Operations that need a browser
            (drawing, images) run only on their tool's page.
          </p>
          <OperationList />
        </Section>
      </div>
    </div>
  );
}
