import { Boxes, FileImage, Play } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTheme } from '@/services/theme';
import { Button } from '@/components/Button';
import { LanguageSelect } from '@/engines/code/LanguageSelect';
import { CodeEditor } from '@/components/CodeEditor';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Spinner } from '@/components/Feedback';
import { FilePicker } from '@/components/FileDrop';
import { SaveAsSnippetButton } from '@/components/SaveAsSnippetButton';
import { SegmentedControl } from '@/components/SegmentedControl';
import { Tabs } from '@/components/Tabs';
import { acceptFor, editorLanguages, languageOfFileName, MAX_SOURCE_BYTES, sourceLanguageLabels } from '@/engines/code/languages';
import { createEngineClient, type EngineClient } from '@/engines/code/worker-client';
import { downloadFile } from '@/lib/download';
import { oneOf, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import { examples } from './examples';
import { umlLanguages, type UmlLanguage } from './extract';
import { renderMermaid, svgToPng } from './render-diagram';
import type { UmlModel } from './uml-model';
import { toMermaid, toPlantUml, withMembers, type MemberDetail } from './uml-text';
import type { UmlRequest } from './uml.worker';

const tabIds = ['diagram', 'mermaid', 'plantuml'] as const;
type TabId = (typeof tabIds)[number];
type Generated = { code: string; language: UmlLanguage; model: UmlModel };

const memberOptions = [
  { value: 'all', label: 'All members' },
  { value: 'public', label: 'Public only' },
  { value: 'none', label: 'Names only' },
] as const;

function isUmlLanguage(value: unknown): value is UmlLanguage {
  return (umlLanguages as readonly unknown[]).includes(value);
}

function createUmlClient(): EngineClient<UmlRequest, UmlModel> {
  return createEngineClient<UmlRequest, UmlModel>(
    'class parser',
    () => new Worker(new URL('./uml.worker.ts', import.meta.url), { type: 'module', name: 'uml' }),
  );
}

export default function UmlGenerator({ initialInput }: { initialInput?: string }) {
  // Language, member detail, tab and code go in Share links; the settings also survive a reload.
  const [language, setLanguage] = useToolState<UmlLanguage>('language', 'typescript', { persist: true, accept: isUmlLanguage });
  const [detail, setDetail] = useToolState<MemberDetail>('members', 'all', {
    persist: true,
    accept: oneOf(memberOptions.map((o) => o.value)),
  });
  const [tab, setTab] = useToolState<TabId>('tab', 'diagram', { persist: true, accept: oneOf(tabIds) });
  const safeLanguage = isUmlLanguage(language) ? language : 'typescript';
  // The default is the chosen language's example (as the link's language makes it on the other side too).
  const [code, setCode] = useToolState('code', examples[safeLanguage], { start: initialInput });
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [busy, setBusy] = useState<'loading' | 'parsing' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const client = useRef<EngineClient<UmlRequest, UmlModel> | null>(null);
  const loadedLanguages = useRef(new Set<UmlLanguage>());

  useEffect(() => {
    const created = createUmlClient();
    client.current = created;
    return () => created.dispose();
  }, []);

  async function generate(source = code, lang = safeLanguage) {
    if (source.trim() === '') {
      setError('Paste some code with classes first.');
      return;
    }
    setError(null);
    setBusy(loadedLanguages.current.has(lang) ? 'parsing' : 'loading');
    try {
      const model = await client.current!.request({ code: source, language: lang });
      loadedLanguages.current.add(lang);
      setGenerated({ code: source, language: lang, model });
    } catch (err) {
      setError((err as Error).message);
      setGenerated(null);
    } finally {
      setBusy(null);
    }
  }

  // The example draws itself once, so the page opens on a finished diagram.
  const first = useRef(true);
  useEffect(() => {
    if (!first.current) return;
    first.current = false;
    void generate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function changeLanguage(next: UmlLanguage) {
    if (code === examples[safeLanguage] || code.trim() === '') setCode(examples[next]);
    setLanguage(next);
  }

  async function importFile(file: File) {
    if (file.size > MAX_SOURCE_BYTES) {
      setError(`${file.name} is too large (${(file.size / 1e6).toFixed(1)} MB; the limit is ${MAX_SOURCE_BYTES / 1e6} MB).`);
      return;
    }
    const detected = languageOfFileName(file.name);
    const lang = detected && isUmlLanguage(detected) ? detected : safeLanguage;
    const text = await file.text();
    setCode(text);
    setLanguage(lang);
    void generate(text, lang);
  }

  const model = useMemo(() => (generated ? withMembers(generated.model, detail) : null), [generated, detail]);
  const mermaidText = useMemo(() => (model ? toMermaid(model) : ''), [model]);
  const plantText = useMemo(() => (model ? toPlantUml(model) : ''), [model]);
  const stale = generated !== null && (generated.code !== code || generated.language !== safeLanguage);
  const counts = generated?.model.types.reduce(
    (acc, t) => ({ ...acc, [t.kind]: (acc[t.kind] ?? 0) + 1 }),
    {} as Record<string, number>,
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-5 gap-y-3 rounded-xl border border-border bg-surface px-4 py-3">
        <LanguageSelect value={safeLanguage} languages={umlLanguages} onChange={changeLanguage} />
        <SegmentedControl label="Members" value={detail} options={memberOptions} onChange={setDetail} />
        <div className="ml-auto pb-0.5">
          <Button onClick={() => void generate()} disabled={busy !== null || code.trim() === ''}>
            {busy ? <Spinner className="h-4 w-4" label="" /> : <Play className="h-4 w-4" aria-hidden />}
            Generate Diagram
          </Button>
        </div>
      </div>

      <CodeEditor
        label="Source code"
        language={editorLanguages[safeLanguage]}
        value={code}
        onChange={setCode}
        height="20rem"
        placeholder="Paste classes, interfaces and enums…"
        onSubmit={() => void generate()}
        actions={<FilePicker label="Import file" accept={acceptFor(umlLanguages)} onFile={(file) => void importFile(file)} />}
        hint={
          <span aria-live="polite">
            {busy === 'loading'
              ? `Loading the ${sourceLanguageLabels[safeLanguage]} parser…`
              : busy === 'parsing'
                ? 'Reading the classes…'
                : stale
                  ? 'The code changed: Generate Diagram (or Ctrl+Enter) to update.'
                  : 'Classes, interfaces, enums, fields and methods with visibility, inheritance and associations from field types.'}
          </span>
        }
      />

      {error && <Alert tone="error">{error}</Alert>}

      {generated && model && (
        <Tabs<TabId>
          label="Diagram output"
          value={tab}
          onChange={setTab}
          actions={
            <p className="text-sm text-muted" aria-live="polite">
              {Object.entries(counts ?? {})
                .map(([kind, n]) => `${n} ${kind === 'class' ? (n === 1 ? 'class' : 'classes') : `${kind}${n === 1 ? '' : 's'}`}`)
                .join(', ') || 'No classes found'}
              {' · '}
              {generated.model.relations.length} relation{generated.model.relations.length === 1 ? '' : 's'}
            </p>
          }
          items={[
            { value: 'diagram', label: 'Diagram', content: <DiagramView text={mermaidText} empty={model.types.length === 0} /> },
            {
              value: 'mermaid',
              label: 'Mermaid',
              content: (
                <CodeEditor
                  label="Mermaid"
                  hideLabel
                  language="plain"
                  value={mermaidText}
                  readOnly
                  height="22rem"
                  actions={
                    <>
                      <SendToButton value={tag('text', mermaidText)} fromToolId="uml-generator" />
                      <CopyButton value={mermaidText} />
                      <DownloadButton fileName="class-diagram.mmd" content={mermaidText} />
                      <SaveAsSnippetButton
                        code={mermaidText}
                        language="other"
                        title="Class diagram (Mermaid)"
                        tags={['mermaid']}
                        source="uml-generator"
                      />
                    </>
                  }
                />
              ),
            },
            {
              value: 'plantuml',
              label: 'PlantUML',
              content: (
                <CodeEditor
                  label="PlantUML"
                  hideLabel
                  language="plain"
                  value={plantText}
                  readOnly
                  height="22rem"
                  actions={
                    <>
                      <SendToButton value={tag('text', plantText)} fromToolId="uml-generator" />
                      <CopyButton value={plantText} />
                      <DownloadButton fileName="class-diagram.puml" content={plantText} />
                      <SaveAsSnippetButton
                        code={plantText}
                        language="other"
                        title="Class diagram (PlantUML)"
                        tags={['plantuml']}
                        source="uml-generator"
                      />
                    </>
                  }
                />
              ),
            },
          ]}
        />
      )}
    </div>
  );
}

type Drawn = { text: string; theme: string } & ({ svg: string } | { error: string });

function DiagramView({ text, empty }: { text: string; empty: boolean }) {
  const { resolved } = useTheme();
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [pngError, setPngError] = useState<string | null>(null);

  useEffect(() => {
    if (empty) return;
    let cancelled = false;
    renderMermaid(text, resolved).then(
      (svg) => !cancelled && setDrawn({ text, theme: resolved, svg }),
      (err: unknown) => {
        console.warn('Mermaid could not draw the diagram', err);
        if (!cancelled)
          setDrawn({
            text,
            theme: resolved,
            error: `The diagram could not be drawn (${(err as Error).message ?? err}). The Mermaid and PlantUML text are still available.`,
          });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [text, resolved, empty]);

  if (empty)
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-10 text-center text-sm text-muted">
        <Boxes className="h-8 w-8" aria-hidden />
        No classes, interfaces or enums in this code.
      </div>
    );
  const current = drawn && drawn.text === text ? drawn : null;
  if (current && 'error' in current) return <Alert tone="error">{current.error}</Alert>;
  const svg = current && 'svg' in current ? current.svg : null;
  const background = resolved === 'dark' ? '#0f172a' : '#ffffff';
  return (
    <div className="flex flex-col gap-3">
      {pngError && <Alert tone="error">{pngError}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <DownloadButton
          label="Download SVG"
          fileName="class-diagram.svg"
          mimeType="image/svg+xml"
          content={() => svg ?? ''}
          disabled={!svg}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={!svg}
          onClick={async () => {
            if (!svg) return;
            setPngError(null);
            try {
              downloadFile('class-diagram.png', await svgToPng(svg, background));
            } catch (err) {
              setPngError((err as Error).message);
            }
          }}
        >
          <FileImage className="h-4 w-4" aria-hidden />
          Download PNG
        </Button>
      </div>
      <div
        role="img"
        aria-label="Class diagram"
        aria-busy={!svg}
        className="flex min-h-64 items-center justify-center overflow-auto rounded-xl border border-border bg-surface p-4 [&_svg]:h-auto [&_svg]:max-w-full"
      >
        {svg ? (
          <div className="contents" dangerouslySetInnerHTML={{ __html: svg }} />
        ) : (
          <Spinner className="h-6 w-6 text-primary" label="Drawing the diagram" />
        )}
      </div>
    </div>
  );
}
