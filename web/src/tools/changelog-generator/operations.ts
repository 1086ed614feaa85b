import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { generateChangelog } from './changelog';

// The changelog generator's transform (issue 28): a git log (full, --oneline, or one subject per
// line) → a Keep a Changelog section in Markdown, Conventional Commits grouped by type.

export const changelogFromLog = defineOperation({
  id: 'changelog-from-git-log',
  name: 'Changelog from a git log',
  description:
    'Turn git log output into a Keep a Changelog section: breaking changes first, then features, fixes and the other Conventional Commit types.',
  keywords: ['changelog', 'git log', 'release notes', 'conventional commits', 'keep a changelog', 'semver'],
  input: 'text',
  output: 'text',
  options: z.object({
    version: z
      .string()
      .default('')
      .meta({ label: 'Version', placeholder: 'Unreleased', description: 'Empty: an [Unreleased] section.' }),
    date: z.string().default('').meta({ label: 'Release date', placeholder: 'YYYY-MM-DD', description: 'Empty: no date.' }),
    repositoryUrl: z
      .string()
      .default('')
      .meta({
        label: 'Repository URL',
        placeholder: 'https://github.com/owner/repo',
        description: 'Hashes and #123 become links to it.',
      }),
    includeMerges: z.boolean().default(false).meta({ label: 'Include merge commits' }),
  }),
  inputLabel: 'Commits',
  outputLabel: 'Changelog',
  inputPlaceholder: 'Paste git log, git log --oneline, or one subject per line',
  outputFile: { extension: 'md', mimeType: 'text/markdown' },
  outputLanguage: 'markdown',
  run(text, options) {
    const changelog = generateChangelog({ text, ...options });
    if (!changelog) throw new Error('Paste the commits first (git log, git log --oneline, or one subject per line).');
    return changelog.markdown;
  },
  examples: [
    {
      input: 'a1b2c3d feat(search): highlight matches\n5c4b3a2 fix: keep the session (#219)\n0a9b8c7 Update the README',
      options: { version: '1.4.0', date: '2025-03-14' },
      output:
        '## [1.4.0] - 2025-03-14\n\n### Features\n\n- **search:** highlight matches (a1b2c3d)\n\n### Bug Fixes\n\n- keep the session (#219) (5c4b3a2)\n\n### Other\n\n- Update the README (0a9b8c7)\n',
    },
  ],
});

export const operations = [changelogFromLog];
