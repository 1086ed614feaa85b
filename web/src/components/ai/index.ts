// The AI tool frame: see AiToolFrame.tsx for how to use it.
export { AiToolFrame, type AiToolFrameProps } from './AiToolFrame';
export { AiProviderSettings, AiKeySourceNote } from './AiProviderSettings';
export { AiKeyEntry } from './AiKeyEntry';
export { AiErrorNotice } from './AiErrorNotice';
export { AiRunStatus, useElapsed } from './AiRunStatus';
export { AiMarkdown } from './AiMarkdown';
export { parseMarkdown, parseInline, type MarkdownBlock, type MarkdownInline } from './ai-markdown';
export { useAiTask, type AiTask, type AiTaskRequest, type UseAiTaskOptions } from './use-ai-task';
export { useAiChoice, type AiChoice } from './use-ai-choice';
export { useAiUsage, useAiProviders, refreshAiUsage, refreshAiProviders } from './ai-stores';
export { describeAiError, aiErrorView, noKeyError, NO_KEY_MESSAGE, type AiErrorView } from './ai-errors';
export { formatElapsed, type AiTaskState, type AiTaskStatus } from './ai-task-state';
export { runAiTask, streamAiTask, postEventStream, fetchModels } from './ai-task-api';
