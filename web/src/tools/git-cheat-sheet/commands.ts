// Git commands by task, written for DevForge. Placeholders are in <angle brackets>. Every command
// is run by commands.test.ts against a scratch repository (or, for those that need a merge or a
// rebase under way, checked against `git <command> -h`).

export type GitCommand = { task: string; command: string; note?: string };
export type GitSection = { title: string; commands: GitCommand[] };

export const gitSections: GitSection[] = [
  {
    title: 'Set up',
    commands: [
      { task: 'Set your name for every repository', command: 'git config --global user.name "<name>"' },
      { task: 'Set your email for every repository', command: 'git config --global user.email "<email>"' },
      { task: 'Make main the default branch of new repositories', command: 'git config --global init.defaultBranch main' },
      { task: 'Start a repository in this folder', command: 'git init' },
      { task: 'Copy a remote repository', command: 'git clone <url>' },
      { task: 'Copy only the latest commit (faster)', command: 'git clone --depth 1 <url>' },
    ],
  },
  {
    title: 'Everyday changes',
    commands: [
      { task: 'See what changed', command: 'git status --short --branch' },
      { task: 'Stage a file', command: 'git add <file>' },
      { task: 'Stage every change', command: 'git add --all' },
      { task: 'Stage parts of a file, hunk by hunk', command: 'git add --patch <file>' },
      { task: 'See unstaged changes', command: 'git diff' },
      { task: 'See staged changes', command: 'git diff --staged' },
      { task: 'Commit staged changes', command: 'git commit -m "<message>"' },
      { task: 'Stage tracked files and commit', command: 'git commit -a -m "<message>"' },
      { task: 'Rename a file', command: 'git mv <file> <new-file>' },
      { task: 'Delete a file', command: 'git rm <file>' },
      { task: 'Stop tracking a file but keep it on disk', command: 'git rm --cached <file>' },
    ],
  },
  {
    title: 'Undo',
    commands: [
      { task: 'Unstage a file', command: 'git restore --staged <file>' },
      { task: 'Discard unstaged changes to a file', command: 'git restore <file>', note: 'The changes are lost.' },
      {
        task: 'Fix the last commit (message or forgotten files)',
        command: 'git commit --amend --no-edit',
        note: 'Only before pushing it.',
      },
      { task: 'Reword the last commit', command: 'git commit --amend -m "<message>"' },
      { task: 'Undo the last commit, keep its changes staged', command: 'git reset --soft HEAD~1' },
      { task: 'Undo the last commit, keep its changes unstaged', command: 'git reset HEAD~1' },
      {
        task: 'Throw away the last commit and its changes',
        command: 'git reset --hard HEAD~1',
        note: 'The changes are lost (git reflog can still find the commit).',
      },
      {
        task: 'Make a new commit that reverses an old one',
        command: 'git revert --no-edit <commit>',
        note: 'Safe on shared branches.',
      },
      { task: 'Restore a file as it was in a commit', command: 'git restore --source <commit> <file>' },
      { task: 'Find a lost commit', command: 'git reflog -n 20' },
      { task: 'Remove untracked files (see first with -n)', command: 'git clean -n -d' },
    ],
  },
  {
    title: 'Branches',
    commands: [
      { task: 'List branches, with their last commit', command: 'git branch -v' },
      { task: 'Create a branch and switch to it', command: 'git switch -c <new-branch>' },
      { task: 'Switch to a branch', command: 'git switch <branch>' },
      { task: 'Switch back to the previous branch', command: 'git switch -' },
      { task: 'Rename the current branch', command: 'git branch -m <new-branch>' },
      { task: 'Delete a merged branch', command: 'git branch -d <branch>' },
      { task: 'Delete a branch, merged or not', command: 'git branch -D <branch>' },
      { task: 'Merge a branch into the current one', command: 'git merge <branch>' },
      { task: 'Merge, always with a merge commit', command: 'git merge --no-ff <branch>' },
      { task: 'Give up a merge with conflicts', command: 'git merge --abort', note: 'During a merge.' },
      { task: 'Replay the current branch on top of another', command: 'git rebase <branch>' },
      { task: 'Continue a rebase after fixing conflicts', command: 'git rebase --continue', note: 'During a rebase.' },
      { task: 'Copy one commit onto the current branch', command: 'git cherry-pick <commit>' },
    ],
  },
  {
    title: 'Remotes',
    commands: [
      { task: 'List remotes', command: 'git remote -v' },
      { task: 'Add a remote', command: 'git remote add <remote> <url>' },
      { task: 'Download new commits without merging', command: 'git fetch --prune' },
      { task: 'Download and merge (or rebase) the upstream branch', command: 'git pull --rebase' },
      { task: 'Upload the current branch and track it', command: 'git push -u origin HEAD' },
      { task: 'Upload tags', command: 'git push --tags' },
      { task: 'Overwrite the remote branch safely after a rebase', command: 'git push --force-with-lease' },
      { task: 'Delete a remote branch', command: 'git push origin --delete <branch>' },
    ],
  },
  {
    title: 'Stash',
    commands: [
      { task: 'Put changes aside', command: 'git stash push -m "<message>"' },
      { task: 'Put changes aside, untracked files too', command: 'git stash push --include-untracked' },
      { task: 'List stashes', command: 'git stash list' },
      { task: 'Bring back the last stash and drop it', command: 'git stash pop' },
      { task: 'Bring back a stash and keep it', command: 'git stash apply stash@{0}' },
      { task: 'Delete a stash', command: 'git stash drop stash@{0}' },
    ],
  },
  {
    title: 'History',
    commands: [
      { task: 'One line per commit, as a graph', command: 'git log --oneline --graph --decorate --all' },
      { task: 'Commits that changed a file, with their diffs', command: 'git log -p -- <file>' },
      { task: 'Commits whose changes mention a word', command: 'git log -S "<text>"' },
      { task: 'Who changed each line of a file', command: 'git blame <file>' },
      { task: 'Show a commit', command: 'git show <commit>' },
      { task: 'Compare two branches', command: 'git diff <branch>...HEAD' },
      { task: 'Commits on this branch but not on another', command: 'git log --oneline <branch>..HEAD' },
    ],
  },
  {
    title: 'Rewrite history',
    commands: [
      { task: 'Edit, reorder or squash the last commits', command: 'git rebase -i HEAD~3', note: 'Only commits not yet pushed.' },
      { task: 'Squash a branch into one commit on merge', command: 'git merge --squash <branch>' },
      { task: 'Mark a commit to be squashed later', command: 'git commit --fixup <commit>' },
      { task: 'Squash the fixup commits', command: 'git rebase -i --autosquash <commit>~1' },
    ],
  },
  {
    title: 'Tags',
    commands: [
      { task: 'List tags', command: 'git tag --list' },
      { task: 'Tag the current commit with a message', command: 'git tag -a <tag> -m "<message>"' },
      { task: 'Delete a tag', command: 'git tag -d <tag>' },
    ],
  },
];

/** Sections holding only the commands that match every word of the query (task, command or note). */
export function searchGit(query: string): GitSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return gitSections;
  return gitSections
    .map((section) => ({
      ...section,
      commands: section.commands.filter((c) => {
        const text = `${section.title} ${c.task} ${c.command} ${c.note ?? ''}`.toLowerCase();
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((section) => section.commands.length > 0);
}
