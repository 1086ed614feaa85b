import type { EngineIssue } from './engine-issue';

export type JavaLintRequest = { code: string; enabled: string[]; fix?: boolean };
export type JavaLintResult = { issues: EngineIssue[]; fixed?: { output: string; issues: EngineIssue[] } };
