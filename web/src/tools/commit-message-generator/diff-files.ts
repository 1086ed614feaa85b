import { parsePatch, type StructuredPatch } from 'diff';

export type FileStatus = 'added' | 'deleted' | 'renamed' | 'copied' | 'modified' | 'mode changed';

export type ChangedFile = {
  /** The path after the change (before it, for a deleted file), without git's a/ b/ prefixes. */
  path: string;
  /** The path before a rename or copy. */
  oldPath: string | null;
  status: FileStatus;
  binary: boolean;
  additions: number;
  deletions: number;
};

const DEV_NULL = '/dev/null';

/** git writes a/ and b/ before the two sides (unless diff.noprefix is set); other diff tools do not. */
function withoutPrefixes(
  oldName: string | undefined,
  newName: string | undefined,
): { oldName: string | null; newName: string | null } {
  const real = (name: string | undefined) => (name === undefined || name === DEV_NULL ? null : name);
  let [oldPath, newPath] = [real(oldName), real(newName)];
  const prefixed = (oldPath === null || oldPath.startsWith('a/')) && (newPath === null || newPath.startsWith('b/'));
  if (prefixed) {
    oldPath = oldPath?.slice(2) ?? null;
    newPath = newPath?.slice(2) ?? null;
  }
  return { oldName: oldPath, newName: newPath };
}

/**
 * The name in a `diff --git X X` header when the parser found none: git --no-prefix writes a
 * binary or mode-only change with no other line naming the file, as two equal halves.
 */
function nameFromGitHeader(section: string | undefined): string | undefined {
  const rest = section?.slice('diff --git '.length, section.indexOf('\n') === -1 ? undefined : section.indexOf('\n'));
  if (!rest || rest.length % 2 === 0) return undefined;
  const half = (rest.length - 1) / 2;
  return rest[half] === ' ' && rest.slice(0, half) === rest.slice(half + 1) ? rest.slice(0, half) : undefined;
}

function statusOf(patch: StructuredPatch, oldName: string | null, newName: string | null): FileStatus {
  if (patch.isCreate || oldName === null) return 'added';
  if (patch.isDelete || newName === null) return 'deleted';
  if (patch.isRename) return 'renamed';
  if (patch.isCopy) return 'copied';
  if (patch.oldMode && patch.newMode && patch.oldMode !== patch.newMode && patch.hunks.length === 0 && !patch.isBinary)
    return 'mode changed';
  return 'modified';
}

/**
 * The files a unified diff changes (`git diff`, `git show`, `git format-patch`, `diff -u`): new,
 * deleted, renamed and copied files, binary files and mode changes included. Throws with a message
 * when the text is not a diff.
 */
export function changedFiles({ diff }: { diff: string }): ChangedFile[] {
  // A mail patch (git format-patch) ends with a "-- " signature line and git's version, which would
  // otherwise read as one more deleted line; lines that cannot be diff lines after it mark it.
  const text = diff.replace(/\r\n?/g, '\n').replace(/\n-- \n(?:[^ +\-\\@\n][^\n]*\n?|\n)*$/, '\n');
  if (!text.trim()) return [];
  let patches: StructuredPatch[];
  try {
    patches = parsePatch(text);
  } catch (error) {
    throw new Error(`The diff could not be read: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  // `git diff --binary` writes "GIT binary patch" where a plain diff says "Binary files … differ";
  // the parser reads only the latter, so the git sections are checked here, in the same order.
  const gitSections = text.split(/^(?=diff --git )/m).filter((section) => section.startsWith('diff --git '));
  let gitIndex = 0;
  const files: ChangedFile[] = [];
  for (const patch of patches) {
    const section = patch.isGit ? gitSections[gitIndex++] : undefined;
    const headerName =
      patch.oldFileName === undefined && patch.newFileName === undefined ? nameFromGitHeader(section) : undefined;
    const { oldName, newName } = headerName
      ? { oldName: patch.isCreate ? null : headerName, newName: patch.isDelete ? null : headerName }
      : withoutPrefixes(patch.oldFileName, patch.newFileName);
    if (oldName === null && newName === null) continue;
    const status = statusOf(patch, oldName, newName);
    let additions = 0;
    let deletions = 0;
    for (const hunk of patch.hunks) {
      for (const line of hunk.lines) {
        if (line.startsWith('+')) additions++;
        else if (line.startsWith('-')) deletions++;
      }
    }
    files.push({
      path: (status === 'deleted' ? oldName : newName) ?? oldName!,
      oldPath: status === 'renamed' || status === 'copied' ? oldName : null,
      status,
      binary: Boolean(patch.isBinary) || (section !== undefined && /^GIT binary patch$/m.test(section)),
      additions,
      deletions,
    });
  }
  // Hunks without file headers are a diff too, just one with no names to list.
  if (files.length === 0 && !patches.some((patch) => patch.hunks.length > 0))
    throw new Error(
      'This is not a unified diff: paste the output of git diff (lines such as "diff --git", "---", "+++" and "@@")',
    );
  return files;
}
