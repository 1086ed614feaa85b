import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A second deployment made from the first without building again (a build takes a minute on CI):
// a copy of the built app with a later build id in every page, the service worker's precache
// revisions of those pages recomputed as Workbox computes them (MD5 of the file), so browsers see
// a new worker, and the screen chunk of one tool removed, as a rebuild with changed code would
// rename it. Precompressed copies of what changed are dropped (the server then sends the file).

export type SecondDeployment = { dir: string; buildId: string; removedTool: string };

const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex');

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function makeSecondDeployment(firstDir: string, { removeToolScreen }: { removeToolScreen: string }): SecondDeployment {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-second-deployment-'));
  fs.cpSync(firstDir, dir, { recursive: true });
  const firstId = /data-build="([^"]+)"/.exec(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'))?.[1];
  if (!firstId) throw new Error(`${firstDir}/index.html has no data-build`);
  const buildId = new Date(Date.parse(firstId) + 60_000).toISOString();

  let sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  for (const file of htmlFiles(dir)) {
    const before = fs.readFileSync(file, 'utf8');
    const after = before.replaceAll(`data-build="${firstId}"`, `data-build="${buildId}"`);
    fs.writeFileSync(file, after);
    sw = sw.replaceAll(`"${md5(before)}"`, `"${md5(after)}"`);
    for (const ext of ['.gz', '.br']) fs.rmSync(`${file}${ext}`, { force: true });
  }
  fs.writeFileSync(path.join(dir, 'sw.js'), sw);
  for (const ext of ['.gz', '.br']) fs.rmSync(path.join(dir, `sw.js${ext}`), { force: true });

  // The tool's screen chunk, found in the build manifest like the bench finds it.
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; src?: string; isDynamicEntry?: boolean }>;
  const screen = Object.values(manifest).find((chunk) => chunk.isDynamicEntry && chunk.src?.startsWith(`src/tools/${removeToolScreen}/`) && !chunk.src.includes('worker'));
  if (!screen) throw new Error(`no screen chunk of ${removeToolScreen} in the build`);
  for (const ext of ['', '.gz', '.br', '.map']) fs.rmSync(path.join(dir, `${screen.file}${ext}`), { force: true });
  return { dir, buildId, removedTool: removeToolScreen };
}
