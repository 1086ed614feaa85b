import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { readStored, writeStored } from '../storage';

// A tool's shareable state (issue 28 §3): each field a screen keeps with useToolState is known to the
// tool page's provider, which can read them all (Share, the address bar, a state file) and which
// hands a link's values to the fields on their first render, so the screen never shows a default
// result before the shared one.

export type Setter<T> = (next: T | ((previous: T) => T)) => void;

export type ToolStateOptions<T> = {
  /** Where the field starts when no link gives it and nothing is stored, if not at its default (text handed over by Send to). A link still leaves out only the default. */
  start?: T;
  /** A secret (key, password, token, Authorization header…): left out of links unless the user asks. */
  sensitive?: boolean;
  /** How the share dialog names it when it is left out ("HMAC key"). */
  label?: string;
  /**
   * Left out of links (and the address bar) unless the user ticks "Include <optIn>" in the share
   * dialog, off by default: an input that may be private (CyberChef #1367). E.g. 'the input'.
   */
  optIn?: string;
  /** Also kept in localStorage as `<tool-id>:<name>` (a tool's options survive a reload); never a sensitive field, nor the secrets `secretsOf` names. */
  persist?: boolean;
  /** Checks a value from a link; a value it refuses is not used (the field keeps its default). Without it, the value must be of the default's type. */
  accept?: (value: unknown) => value is T;
  /** Not shared at all (a view detail, a transient value). */
  local?: boolean;
  /** For values whose JSON form is not the value itself (bytes, options with versions): to and from the link's JSON. Return undefined from deserialize to refuse a value. */
  serialize?: (value: T) => unknown;
  deserialize?: (json: unknown) => T | undefined;
  /** For a value holding some secrets among other things (an options object): the value without them, and the labels of those that hold something. */
  secretsOf?: (value: T) => { redacted: T; labels: string[] };
};

type FieldEntry = {
  read: () => unknown;
  initial: unknown;
  sensitive: boolean;
  label: string;
  optIn?: string;
  serialize?: (value: never) => unknown;
  secretsOf?: (value: never) => { redacted: unknown; labels: string[] };
};

export type CollectedState = {
  /** Fields that differ from their defaults (secrets only when asked for). */
  state: Record<string, unknown>;
  /** Labels of the secrets that hold a value and were left out. */
  omittedSecrets: string[];
  /** Labels of every secret that holds a value. */
  secrets: string[];
  /** Opt-in fields that hold a value (included only when named in `include`). */
  optional: { name: string; label: string }[];
  /** What the screen says a link cannot carry (a picked file, server-side data), for the share dialog. */
  notes: string[];
};

export type ToolStateController = {
  toolId: string;
  /** The fields a link or a state file gave, or null when the page opened without one. */
  restored: Record<string, unknown> | null;
  register: (name: string, entry: FieldEntry) => () => void;
  /** A screen's note for the share dialog (useShareNote); returns its removal. */
  addNote: (note: string) => () => void;
  /** A field changed: the provider refreshes the address bar (debounced). */
  changed: () => void;
  /** A link's field that a screen could not use. */
  rejected: (name: string) => void;
  /** `include`: the opt-in fields the user ticked. */
  collect: (options: { includeSecrets: boolean; include?: readonly string[] }) => CollectedState;
};

const ToolStateContext = createContext<ToolStateController | null>(null);

export function useToolStateController(): ToolStateController | null {
  return useContext(ToolStateContext);
}

// Values other than objects compare as they are: a 20 MB input against '' must not be stringified.
const sameJson = (a: unknown, b: unknown) =>
  a === b ||
  (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));

function sameType(value: unknown, initial: unknown): boolean {
  if (Array.isArray(initial)) return Array.isArray(value);
  if (initial === null) return value === null;
  if (typeof initial === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === typeof initial;
}

/** The registry behind a provider. `onChange` is told when any field changes; `onRejected` when a link's field was refused. */
export function createToolStateController(
  toolId: string,
  restored: Record<string, unknown> | null,
  { onChange, onRejected }: { onChange?: () => void; onRejected?: (name: string) => void } = {},
): ToolStateController {
  const fields = new Map<string, FieldEntry>();
  const notes = new Map<symbol, string>();
  return {
    toolId,
    restored,
    register(name, entry) {
      fields.set(name, entry);
      return () => {
        if (fields.get(name) === entry) fields.delete(name);
      };
    },
    addNote(note) {
      const key = Symbol(note);
      notes.set(key, note);
      return () => {
        notes.delete(key);
      };
    },
    changed: () => onChange?.(),
    rejected: (name) => onRejected?.(name),
    collect({ includeSecrets, include = [] }) {
      const state: Record<string, unknown> = {};
      const omittedSecrets: string[] = [];
      const secrets: string[] = [];
      const optional: CollectedState['optional'] = [];
      for (const [name, field] of fields) {
        let value = field.read();
        const toJson = (v: unknown) => (field.serialize ? field.serialize(v as never) : v);
        if (sameJson(toJson(value), toJson(field.initial))) continue;
        if (field.optIn !== undefined) {
          optional.push({ name, label: field.optIn });
          if (!include.includes(name)) continue;
        }
        if (field.sensitive) {
          secrets.push(field.label);
          if (!includeSecrets) {
            omittedSecrets.push(field.label);
            continue;
          }
        }
        if (field.secretsOf) {
          const { redacted, labels } = field.secretsOf(value as never);
          secrets.push(...labels);
          if (!includeSecrets && labels.length > 0) {
            omittedSecrets.push(...labels);
            value = redacted;
          }
        }
        state[name] = toJson(value);
      }
      return { state, omittedSecrets, secrets, optional, notes: [...new Set(notes.values())] };
    },
  };
}

export function ToolStateProvider({ controller, children }: { controller: ToolStateController; children: ReactNode }) {
  return createElement(ToolStateContext.Provider, { value: controller }, children);
}

/**
 * useState for a tool's state that Share links carry. `name` is the field's name in links (stable:
 * renaming it breaks old links unless the tool's state version migrates it).
 */
export function useToolState<T>(name: string, initial: T, options: ToolStateOptions<T> = {}): [T, Setter<T>] {
  const controller = useContext(ToolStateContext);
  const storageKey = options.persist && controller ? `${controller.toolId}:${name}` : null;
  const [value, setValue] = useState<T>(() => {
    const restored = controller?.restored;
    if (restored && !options.local) {
      // A link says exactly what the state is: a field it leaves out has its default.
      if (!Object.hasOwn(restored, name)) return initial;
      const raw = restored[name];
      const candidate = options.deserialize ? options.deserialize(raw) : raw;
      const ok = candidate !== undefined && (options.accept ? options.accept(candidate) : sameType(candidate, initial));
      if (ok) return candidate as T;
      controller.rejected(name);
      return initial;
    }
    if (options.start !== undefined) return options.start;
    return storageKey ? readStored(storageKey, initial) : initial;
  });

  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  // The default a link's field is compared with: the first render's (a later `initial` is a new default only for a new screen).
  const [defaultValue] = useState(initial);
  const { sensitive = false, label = name, local = false, optIn, serialize, secretsOf } = options;

  useLayoutEffect(() => {
    if (!controller || local) return;
    return controller.register(name, {
      read: () => latest.current,
      initial: defaultValue,
      sensitive,
      label,
      optIn,
      serialize: serialize as FieldEntry['serialize'],
      secretsOf: secretsOf as FieldEntry['secretsOf'],
    });
  }, [controller, name, sensitive, label, local, optIn, serialize, secretsOf, defaultValue]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    controller?.changed();
  }, [controller, value]);

  const set = useCallback<Setter<T>>(
    (next) => {
      // Told now, not only once the render's effect runs: a change made outside a user event (an
      // editor's own update, a timer) renders later, and until then the page would claim its address
      // bar was in step. A value set again unchanged is not a change.
      if (typeof next === 'function' || !Object.is(next, latest.current)) controller?.changed();
      setValue((previous) => {
        const resolved = typeof next === 'function' ? (next as (p: T) => T)(previous) : next;
        // Secrets are never written to storage: a key typed into an options form lives as long as the page.
        if (storageKey && !sensitive) writeStored(storageKey, secretsOf ? secretsOf(resolved).redacted : resolved);
        return resolved;
      });
    },
    [controller, storageKey, sensitive, secretsOf],
  );
  return [value, set];
}

/**
 * Tells the share dialog what a link leaves out because it cannot carry it: a picked file, data kept
 * on the server, a result that depends on the moment. `null` says nothing. Plain words for the user.
 */
export function useShareNote(note: string | null): void {
  const controller = useContext(ToolStateContext);
  useLayoutEffect(() => {
    if (!controller || !note) return;
    return controller.addNote(note);
  }, [controller, note]);
}

/** An `accept` for a field that must be one of a list (a link's value outside it keeps the default). */
export function oneOf<T extends string | number>(values: readonly T[]): (value: unknown) => value is T {
  return (value: unknown): value is T => values.includes(value as T);
}
