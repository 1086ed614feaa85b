import { checkSharedState, ShareLinkError, type SharedState } from './share-codec';

// "Download state": a tool's state too large for a link, as a small JSON file the tool opens
// again (drop it on the tool's page, or pick it from the share dialog).

export const STATE_FILE_SUFFIX = '.devforge.json';
/** A state file larger than this is refused before it is read. */
export const MAX_STATE_FILE_BYTES = 64 * 1024 * 1024;

type StateFile = { devforge: 'tool-state'; format: 1; tool: string; stateVersion?: number; state: Record<string, unknown> };

export function stateFileContent(shared: SharedState): string {
  const file: StateFile = { devforge: 'tool-state', format: 1, tool: shared.t, stateVersion: shared.v, state: shared.s };
  return JSON.stringify(file, null, 2);
}

export function stateFileName(toolId: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `${toolId}-${stamp}${STATE_FILE_SUFFIX}`;
}

export function isStateFileName(name: string): boolean {
  return name.toLowerCase().endsWith(STATE_FILE_SUFFIX);
}

/** The state in a file's text; throws ShareLinkError with a message for the user. */
export function parseStateFile(text: string): SharedState {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ShareLinkError('This file is not a DevForge state file (it is not JSON)');
  }
  const file = value as Partial<StateFile> | null;
  if (!file || typeof file !== 'object' || file.devforge !== 'tool-state') throw new ShareLinkError('This file is not a DevForge state file');
  if (file.format !== 1) throw new ShareLinkError('This state file comes from a different version of DevForge');
  return checkSharedState({ t: file.tool, v: file.stateVersion, s: file.state });
}
