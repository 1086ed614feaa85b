import type { OperationStep } from '@common/recipes';
import type { Value } from '@/operations/kinds';

// "Send to…" hands a tool's output to another tool in this tab: in memory (an output of 20 MB is
// never copied to storage or the URL), with a sessionStorage copy when small so a reload of the
// target page still finds it. Never the clipboard, never the address.

export type Handoff = {
  value: Value;
  /** The operation of the target tool to open in (its mode), when one was chosen. */
  operationId?: string;
  /** The tool it came from, for the target's "from …" note. */
  fromToolId?: string;
  /** "Add as recipe step": the step the recipe builder appends (`value` is then what the step took as input). */
  recipeStep?: OperationStep;
};

const memory = new Map<string, Handoff>();
const STORAGE_PREFIX = 'devforge:handoff:';
const STORABLE_CHARS = 512 * 1024;

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/** Keeps a value for the target tool; returns the id to put in the navigation's state. */
export function putHandoff(handoff: Handoff): string {
  const id = newId();
  // One at a time: an earlier, unclaimed handoff is dropped (its memory freed).
  memory.clear();
  memory.set(id, handoff);
  if (handoff.value.kind === 'text' && handoff.value.value.length <= STORABLE_CHARS) {
    try {
      for (let i = sessionStorage.length - 1; i >= 0; i--) {
        const key = sessionStorage.key(i);
        if (key?.startsWith(STORAGE_PREFIX)) sessionStorage.removeItem(key);
      }
      sessionStorage.setItem(STORAGE_PREFIX + id, JSON.stringify(handoff));
    } catch {
      /* storage full or unavailable: memory is enough for this navigation */
    }
  }
  return id;
}

/** The value handed over under `id`, or null. It stays readable (a screen may render twice, a page may reload). */
export function readHandoff(id: string): Handoff | null {
  const kept = memory.get(id);
  if (kept) return kept;
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + id);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Handoff;
    if (parsed?.value?.kind !== 'text' || typeof parsed.value.value !== 'string') return null;
    return parsed;
  } catch {
    return null;
  }
}
