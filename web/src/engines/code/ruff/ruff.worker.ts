// Ruff (the Python linter, Rust compiled to WebAssembly) in a worker: it needs only 'wasm-unsafe-eval', which the page CSP allows. Fetched with the first Python file.
import init, { PositionEncoding, Workspace } from '@astral-sh/ruff-wasm-web';
import wasmUrl from '@astral-sh/ruff-wasm-web/ruff_wasm_bg.wasm?url';
import { serveEngine } from '../worker-client';
import { lintWithRuff } from './ruff-run';
import type { RuffRequest, RuffResult } from './ruff-types';

let ready: Promise<unknown> | undefined;
const workspaces = new Map<string, Workspace>();

function workspaceFor(settings: Record<string, unknown>): Workspace {
  const key = JSON.stringify(settings);
  let workspace = workspaces.get(key);
  if (!workspace) {
    // Ruff rejects unknown settings and rule codes with a message worth showing as is.
    workspace = new Workspace(settings, PositionEncoding.Utf16);
    for (const old of workspaces.values()) old.free();
    workspaces.clear();
    workspaces.set(key, workspace);
  }
  return workspace;
}

serveEngine<RuffRequest, RuffResult>(async ({ code, settings, fix }) => {
  await (ready ??= init({ module_or_path: wasmUrl }));
  return lintWithRuff(workspaceFor(settings), code, Boolean(fix), Workspace.version());
});
