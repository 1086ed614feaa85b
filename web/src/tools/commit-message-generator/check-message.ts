import { commitTypes, isCommitType } from '@/engines/conventional-commits/commit-types';
import { isConventionalHeader, parseCommitMessage } from '@/engines/conventional-commits/parse-commit';

/** Past this many characters GitHub cuts the subject and `git log --oneline` lines wrap. */
export const SUBJECT_MAX = 72;

export type MessageCheck = { level: 'error' | 'warning'; text: string };

/**
 * Checks a message before it is shown (generated, or edited in the result box): the subject's
 * length, the blank second line, and, for the templates that promise one, a Conventional Commits
 * header read by the same parser as the changelog generator.
 */
export function checkCommitMessage({ message, conventional }: { message: string; conventional: boolean }): MessageCheck[] {
  if (!message.trim()) return [{ level: 'error', text: 'The commit message is empty.' }];
  const lines = message.replace(/\r\n?/g, '\n').replace(/^\n+/, '').split('\n');
  const subject = lines[0];
  const checks: MessageCheck[] = [];
  const length = [...subject].length;
  if (length > SUBJECT_MAX)
    checks.push({
      level: 'warning',
      text: `The subject line is ${length} characters: keep it to ${SUBJECT_MAX} or fewer, where GitHub and git log --oneline cut it.`,
    });
  if (lines.length > 1 && lines[1].trim() !== '')
    checks.push({
      level: 'warning',
      text: 'The second line should be blank: git takes everything up to the first blank line as the subject.',
    });
  if (conventional) {
    if (!isConventionalHeader(subject)) {
      checks.push({ level: 'warning', text: 'The first line is not a Conventional Commits header: type(scope): subject.' });
    } else {
      const { type } = parseCommitMessage({ message });
      if (type && !isCommitType(type))
        checks.push({
          level: 'warning',
          text: `"${type}" is not a commit type: use ${commitTypes.map((t) => t.type).join(', ')}.`,
        });
    }
  }
  return checks;
}
