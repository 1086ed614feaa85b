import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  decodeShareFragment,
  encodeShareFragment,
  isShareFragment,
  MAX_FRAGMENT_CHARS,
  ShareLinkError,
  type SharedState,
} from '@/lib/tool-state/share-codec';
import { markLinkStatePending, markLinkStateSettled } from '@/lib/tool-state/link-state-signal';
import { parseStateFile } from '@/lib/tool-state/state-file';
import { createToolStateController, type ToolStateController } from '@/lib/tool-state/tool-state';
import type { ToolMeta } from '../../types';

// The tool page's side of share links (issue 28 §3): reads a link's state before the screen's first
// render, keeps the address bar's fragment in step with the state (replaceState, no history entries),
// and makes links and state files on demand.

/** Above this much JSON the address bar is not updated (the link could not hold it anyway). */
const ADDRESS_BAR_MAX_JSON = 2 * 1024 * 1024;
const ADDRESS_BAR_DEBOUNCE_MS = 400;

/** `optional`: the opt-in fields that hold a value (useToolState's `optIn`), in the link only when asked. */
type ShareLinkParts = {
  omittedSecrets: string[];
  secrets: string[];
  optional: { name: string; label: string }[];
  notes: string[];
  shared: SharedState;
};
export type ShareLink =
  | ({ ok: true; url: string; chars: number; codec: 'b' | 'z' } & ShareLinkParts)
  | ({ ok: false; reason: 'too-large'; chars: number } & ShareLinkParts);

export type MakeLinkOptions = { includeSecrets: boolean; include?: readonly string[] };

export type ToolShare = {
  /** Null while a link's state is being read: the screen waits for it. */
  controller: ToolStateController | null;
  /** Bumped when a state file replaces the state: the screen is created anew with it. */
  generation: number;
  /** What could not be restored from a link or file, for the user. */
  notice: string | null;
  dismissNotice: () => void;
  makeLink: (options: MakeLinkOptions) => Promise<ShareLink>;
  openStateFile: (file: File) => Promise<void>;
};

function pageUrlWithoutFragment(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function applyMigrations(tool: ToolMeta, shared: SharedState): Record<string, unknown> {
  const current = tool.state?.version ?? 1;
  const from = shared.v ?? 1;
  if (from > current) throw new ShareLinkError(`This link was made by a newer version of ${tool.name} and cannot be opened here`);
  return from < current && tool.state?.migrate ? tool.state.migrate(shared.s, from) : shared.s;
}

type Restored = { fields: Record<string, unknown> | null; generation: number };

/** Whether `value` as JSON would surely be longer than `limit` characters, counted without stringifying it (a 20 MB input would be a long task). */
function longerThan(value: unknown, limit: number): boolean {
  let budget = limit;
  const walk = (v: unknown): boolean => {
    if (typeof v === 'string') budget -= v.length;
    else if (Array.isArray(v)) return v.some(walk);
    else if (v !== null && typeof v === 'object')
      return Object.entries(v).some(([key, item]) => (budget -= key.length) < 0 || walk(item));
    return budget < 0;
  };
  return walk(value);
}

/**
 * Keeps the address bar's fragment in step with the state (debounced; secrets never; nothing when too
 * large). From a scheduled write until the last one has run (or the page is left), the document says
 * so (`data-link-state="pending"`, link-state-signal.ts).
 */
function addressBarUpdater(tool: ToolMeta) {
  let timer: number | undefined;
  let controller: ToolStateController | null = null;
  // Bumped by each write and by dispose: an older write still encoding must not overwrite a newer one.
  let latestWrite = 0;
  const self = {};
  async function update(write: number) {
    const current = controller;
    if (!current) return;
    const { state } = current.collect({ includeSecrets: false });
    const json = Object.keys(state).length === 0 || longerThan(state, ADDRESS_BAR_MAX_JSON) ? '' : JSON.stringify(state);
    if (json === '' || json.length > ADDRESS_BAR_MAX_JSON) {
      if (isShareFragment(window.location.hash)) window.history.replaceState(window.history.state, '', pageUrlWithoutFragment());
      return;
    }
    const { fragment } = await encodeShareFragment({ t: tool.id, v: tool.state?.version, s: state });
    if (controller !== current || write !== latestWrite) return;
    const url = fragment.length <= MAX_FRAGMENT_CHARS ? `${pageUrlWithoutFragment()}#${fragment}` : pageUrlWithoutFragment();
    window.history.replaceState(window.history.state, '', url);
  }
  async function run() {
    timer = undefined;
    const write = ++latestWrite;
    try {
      await update(write);
    } finally {
      // Settled only by the newest write, and only when no other is scheduled behind it.
      if (write === latestWrite && timer === undefined) markLinkStateSettled(self);
    }
  }
  return {
    attach: (next: ToolStateController) => {
      controller = next;
    },
    schedule: () => {
      window.clearTimeout(timer);
      markLinkStatePending(self);
      timer = window.setTimeout(() => void run(), ADDRESS_BAR_DEBOUNCE_MS);
    },
    dispose: () => {
      window.clearTimeout(timer);
      timer = undefined;
      latestWrite += 1;
      controller = null;
      markLinkStateSettled(self);
    },
  };
}

export function useToolShare(tool: ToolMeta, enabled: boolean): ToolShare {
  // What a link or a state file gave; undefined until read. A page opened without a link needs no reading.
  const [decoded, setDecoded] = useState<Restored | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  // The address the page opened with (the address bar's fragment changes later as the state does).
  const [openedWith] = useState(() => (typeof window === 'undefined' ? '' : window.location.hash));
  const hasLink = enabled && isShareFragment(openedWith);
  const restored: Restored | null = decoded ?? (enabled && !hasLink ? { fields: null, generation: 0 } : null);

  // Read the link once the page is the browser's own (a prerendered page knows no fragment).
  useEffect(() => {
    if (!hasLink || decoded) return;
    let cancelled = false;
    decodeShareFragment(openedWith)
      .then((shared) => {
        if (shared.t !== tool.id) throw new ShareLinkError(`This link is for another tool (${shared.t})`);
        return applyMigrations(tool, shared);
      })
      .then(
        (fields) => !cancelled && setDecoded({ fields, generation: 0 }),
        (err: unknown) => {
          if (cancelled) return;
          setNotice(
            `${err instanceof ShareLinkError ? err.message : 'This link could not be opened'}. ${tool.name} opened with its defaults.`,
          );
          window.history.replaceState(window.history.state, '', pageUrlWithoutFragment());
          setDecoded({ fields: null, generation: 0 });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [hasLink, decoded, tool, openedWith]);

  // A share link pasted into the address bar of this same page changes only the fragment: no new
  // page, so the state is restored from it here (the page's own replaceState fires no hashchange).
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const onHashChange = () => {
      const hash = window.location.hash;
      if (!isShareFragment(hash)) return;
      decodeShareFragment(hash)
        .then((shared) => {
          if (shared.t !== tool.id) throw new ShareLinkError(`This link is for another tool (${shared.t})`);
          return applyMigrations(tool, shared);
        })
        .then(
          (fields) => {
            if (cancelled) return;
            setNotice(null);
            setDecoded((previous) => ({ fields, generation: (previous?.generation ?? 0) + 1 }));
          },
          (err: unknown) => {
            if (cancelled) return;
            setNotice(
              `${err instanceof ShareLinkError ? err.message : 'This link could not be opened'}. ${tool.name} kept its state.`,
            );
            window.history.replaceState(window.history.state, '', pageUrlWithoutFragment());
          },
        );
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [enabled, tool]);

  const fields = restored?.fields;
  const ready = restored !== null;
  const generation = restored?.generation ?? 0;
  const { controller, updater } = useMemo(() => {
    if (!ready) return { controller: null, updater: null };
    const rejected = new Set<string>();
    const created = addressBarUpdater(tool);
    const made = createToolStateController(tool.id, fields ?? null, {
      onChange: created.schedule,
      onRejected: (name) => {
        if (rejected.has(name)) return;
        rejected.add(name);
        // Told while the screen renders: the notice is set after it.
        queueMicrotask(() =>
          setNotice(`Part of this link could not be used (${[...rejected].join(', ')}); ${tool.name} shows its default there.`),
        );
      },
    });
    created.attach(made);
    return { controller: made, updater: created };
    // generation: a state file makes a new registry even with equal fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, fields, generation, tool]);

  useEffect(() => () => updater?.dispose(), [updater]);

  const makeLink = useCallback(
    async ({ includeSecrets, include }: MakeLinkOptions): Promise<ShareLink> => {
      const collected = controller?.collect({ includeSecrets, include }) ?? {
        state: {},
        omittedSecrets: [],
        secrets: [],
        optional: [],
        notes: [],
      };
      const parts = {
        omittedSecrets: collected.omittedSecrets,
        secrets: collected.secrets,
        optional: collected.optional,
        notes: collected.notes,
      };
      const shared: SharedState = { t: tool.id, v: tool.state?.version, s: collected.state };
      const { fragment, codec } = await encodeShareFragment(shared);
      const base = `${window.location.origin}${pageUrlWithoutFragment()}`;
      if (fragment.length > MAX_FRAGMENT_CHARS)
        return { ok: false, reason: 'too-large', chars: fragment.length, ...parts, shared };
      return { ok: true, url: `${base}#${fragment}`, chars: fragment.length, codec, ...parts, shared };
    },
    [controller, tool],
  );

  const openStateFile = useCallback(
    async (file: File) => {
      try {
        const shared = parseStateFile(await file.text());
        if (shared.t !== tool.id) throw new ShareLinkError(`This state file is for another tool (${shared.t})`);
        const migrated = applyMigrations(tool, shared);
        setNotice(null);
        setDecoded((previous) => ({ fields: migrated, generation: (previous?.generation ?? 0) + 1 }));
      } catch (err) {
        setNotice(err instanceof ShareLinkError ? `${err.message}.` : 'This file could not be opened.');
      }
    },
    [tool],
  );

  const dismissNotice = useCallback(() => setNotice(null), []);
  return { controller, generation, notice, dismissNotice, makeLink, openStateFile };
}
