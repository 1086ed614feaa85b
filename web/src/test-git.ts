// The real git CLI, for unit tests that use it as their oracle (`// @vitest-environment node`).
// Node's modules are loaded by name at run time: the web program is type-checked without Node's types.

type SpawnResult = { status: number | null; stdout: string; stderr: string };
type ChildProcess = {
  spawnSync: (
    command: string,
    args: string[],
    options: { cwd?: string; input?: string; encoding: 'utf8'; env?: Record<string, string | undefined>; maxBuffer?: number },
  ) => SpawnResult;
};
type Fs = {
  mkdtempSync: (prefix: string) => string;
  writeFileSync: (path: string, data: string | Uint8Array) => void;
  mkdirSync: (path: string, options: { recursive: true }) => void;
  rmSync: (path: string, options: { recursive: true; force: true }) => void;
  chmodSync: (path: string, mode: number) => void;
};
type Os = { tmpdir: () => string };
type Path = { join: (...parts: string[]) => string; dirname: (path: string) => string };

const load = <T>(name: string) => import(/* @vite-ignore */ name) as Promise<T>;
const [childProcess, fs, os, path, env] = await Promise.all([
  load<ChildProcess>('node:child_process'),
  load<Fs>('node:fs'),
  load<Os>('node:os'),
  load<Path>('node:path'),
  load<{ env: Record<string, string | undefined> }>('node:process'),
]);

// A fixed identity and dates, and no user or system config, so every machine makes the same commits.
const gitEnv = {
  ...env.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Ada Lovelace',
  GIT_AUTHOR_EMAIL: 'ada@example.com',
  GIT_COMMITTER_NAME: 'Ada Lovelace',
  GIT_COMMITTER_EMAIL: 'ada@example.com',
  GIT_AUTHOR_DATE: '2025-03-14T12:00:00Z',
  GIT_COMMITTER_DATE: '2025-03-14T12:00:00Z',
};

/** Runs git; throws with its stderr when it fails (unless `allowFailure`). */
export function git(
  args: string[],
  { cwd, input, allowFailure = false }: { cwd?: string; input?: string; allowFailure?: boolean } = {},
): SpawnResult {
  const result = childProcess.spawnSync('git', args, { cwd, input, encoding: 'utf8', env: gitEnv, maxBuffer: 64 * 1024 * 1024 });
  if (!allowFailure && result.status !== 0) throw new Error(`git ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return result;
}

/**
 * `git check-ref-format --branch <name>` for each name: does git accept it as a branch name? One
 * bash loop runs git for all of them (a Node spawn per name is several times slower); names travel
 * NUL-separated, so any character but NUL can be checked.
 */
export function gitAcceptsBranchNames(names: string[]): boolean[] {
  const script = `while IFS= read -r -d '' name; do if git check-ref-format --branch "$name" >/dev/null 2>&1; then echo 1; else echo 0; fi; done`;
  const result = childProcess.spawnSync('bash', ['-c', script], {
    input: names.map((n) => `${n}\0`).join(''),
    encoding: 'utf8',
    env: gitEnv,
    maxBuffer: 16 * 1024 * 1024,
  });
  const answers = result.stdout.split('\n').filter(Boolean);
  if (result.status !== 0 || answers.length !== names.length)
    throw new Error(`git check-ref-format loop failed: ${result.stderr}`);
  return answers.map((answer) => answer === '1');
}

export type TempRepo = {
  dir: string;
  write: (file: string, content: string | Uint8Array) => void;
  chmod: (file: string, mode: number) => void;
  git: (...args: string[]) => string;
  remove: () => void;
};

/** A fresh repository in a temp folder, on branch main. */
export function tempRepo(): TempRepo {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-git-'));
  const run = (...args: string[]) => git(args, { cwd: dir }).stdout;
  run('init', '--quiet', '--initial-branch=main');
  run('config', 'core.autocrlf', 'false');
  return {
    dir,
    write: (file, content) => {
      const full = path.join(dir, file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, content);
    },
    chmod: (file, mode) => fs.chmodSync(path.join(dir, file), mode),
    git: run,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
