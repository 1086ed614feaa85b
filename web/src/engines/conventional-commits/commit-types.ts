// The same ids as `commitTypes` in common/ai.ts (the AI task's input schema); a unit test keeps the
// two lists equal. Not imported from there: that module brings zod into every chunk that reads it.
export const commitTypeIds = [
  'feat',
  'fix',
  'docs',
  'style',
  'refactor',
  'perf',
  'test',
  'build',
  'ci',
  'chore',
  'revert',
] as const;
export type CommitType = (typeof commitTypeIds)[number];

export type CommitTypeInfo = {
  type: CommitType;
  /** What the type is for (shown in the commit generator's type select). */
  description: string;
  /** The gitmoji that fits the type (gitmoji.dev), put first by the gitmoji template. */
  emoji: string;
  /** The gitmoji's shortcode, which some tools write instead of the emoji itself. */
  shortcode: string;
  /** The changelog section the type's commits go under. */
  section: string;
};

/** The spec's commit types (tools.md §3), in the Conventional Commits / Angular order. */
// prettier-ignore
export const commitTypes: readonly CommitTypeInfo[] = [
  { type: 'feat', description: 'A new feature', emoji: '✨', shortcode: ':sparkles:', section: 'Features' },
  { type: 'fix', description: 'A bug fix', emoji: '🐛', shortcode: ':bug:', section: 'Bug Fixes' },
  { type: 'docs', description: 'Documentation only changes', emoji: '📝', shortcode: ':memo:', section: 'Documentation' },
  { type: 'style', description: 'Formatting, white space, semicolons: no change in meaning', emoji: '🎨', shortcode: ':art:', section: 'Styles' },
  { type: 'refactor', description: 'A code change that neither fixes a bug nor adds a feature', emoji: '♻️', shortcode: ':recycle:', section: 'Code Refactoring' },
  { type: 'perf', description: 'A code change that improves performance', emoji: '⚡️', shortcode: ':zap:', section: 'Performance' },
  { type: 'test', description: 'Adding missing tests or correcting existing tests', emoji: '✅', shortcode: ':white_check_mark:', section: 'Tests' },
  { type: 'build', description: 'Changes to the build system or external dependencies', emoji: '📦️', shortcode: ':package:', section: 'Build System' },
  { type: 'ci', description: 'Changes to the CI configuration files and scripts', emoji: '👷', shortcode: ':construction_worker:', section: 'Continuous Integration' },
  { type: 'chore', description: "Other changes that don't modify source or test files", emoji: '🔧', shortcode: ':wrench:', section: 'Chores' },
  { type: 'revert', description: 'Reverts a previous commit', emoji: '⏪️', shortcode: ':rewind:', section: 'Reverts' },
];

const byType = new Map(commitTypes.map((info) => [info.type, info]));

export function commitTypeInfo(type: CommitType): CommitTypeInfo {
  return byType.get(type)!;
}

export function isCommitType(value: string): value is CommitType {
  return byType.has(value as CommitType);
}
