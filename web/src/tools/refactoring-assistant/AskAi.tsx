import { CheckCircle2 } from 'lucide-react';
import { useMemo } from 'react';
import { AiMarkdown, AiToolFrame, useAiTask } from '@/components/ai';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { Modal } from '@/components/Modal';
import { sourceLanguageLabels, type SourceLanguage } from '@/engines/code/languages';
import { diffTexts } from '@/tools/text-diff/diff-model';
import { DiffView } from '@/tools/text-diff/DiffView';
import type { Finding } from './findings-model';
import { explanation, linesOf, proposedCode, requestSnippet } from './proposal';

/** Spec §8: when the AI sends nothing back. */
export const NO_SUGGESTIONS = 'No refactoring suggestions available';

type AskAiProps = {
  finding: Finding | null;
  code: string;
  language: SourceLanguage;
  onClose: () => void;
  /** Puts the proposed code in place of the finding's lines. */
  onApply: (finding: Finding, proposal: string) => void;
};

/** "Ask AI for a refactoring" on one finding: the shared AI frame, then the proposal as a diff. */
export function AskAi({ finding, code, language, onClose, onApply }: AskAiProps) {
  const ai = useAiTask('refactor', {
    toolId: 'refactoring-assistant',
    failureMessage: 'Failed to suggest refactorings. Please try again.',
  });
  const comment = language === 'python' ? '#' : '//';
  const original = finding ? linesOf(code, finding.scope) : '';
  const answer = ai.status === 'done' && ai.response ? ai.response.result.content : null;
  const proposal = answer ? proposedCode(answer, comment) : null;
  const diff = useMemo(() => (proposal !== null ? diffTexts({ left: original, right: proposal }) : null), [original, proposal]);

  function close(open: boolean) {
    if (open) return;
    ai.cancel();
    ai.reset();
    onClose();
  }

  return (
    <Modal
      open={finding !== null}
      onOpenChange={close}
      title="Ask AI for a refactoring"
      description={
        finding
          ? `${finding.title} (lines ${finding.scope.startLine}–${finding.scope.endLine} are sent, with the hint as a comment).`
          : undefined
      }
      className="sm:max-w-3xl lg:max-w-4xl"
    >
      {finding && (
        <AiToolFrame
          ai={ai}
          runLabel="Ask AI for a refactoring"
          runningLabel="Asking the AI…"
          onRun={() => void ai.run({ code: requestSnippet(code, finding, comment), language: sourceLanguageLabels[language] })}
          streamView="text"
          result={
            answer !== null && (
              <div className="flex flex-col gap-3">
                {(explanation(answer) || !proposal) && (
                  <div className="rounded-lg border border-border bg-surface-2 p-3">
                    <AiMarkdown text={explanation(answer) || answer || NO_SUGGESTIONS} />
                  </div>
                )}
                {proposal === null ? (
                  <Alert tone="info">The answer holds no code block to compare.</Alert>
                ) : diff && diff.identical ? (
                  <Alert tone="info">The proposal is the same as the current code.</Alert>
                ) : (
                  diff && (
                    <>
                      <h3 className="text-sm font-semibold text-fg">Proposed change</h3>
                      <DiffView lines={diff.lines} mode="inline" granularity="word" hideUnchanged={false} />
                      <div className="flex justify-end">
                        <Button
                          onClick={() => {
                            onApply(finding, proposal);
                            close(false);
                          }}
                        >
                          <CheckCircle2 className="h-4 w-4" aria-hidden />
                          Apply to the code
                        </Button>
                      </div>
                    </>
                  )
                )}
              </div>
            )
          }
        />
      )}
    </Modal>
  );
}
