import { lazy, type ComponentType } from 'react';
import type { ToolMeta, ToolScreen, ToolScreenProps } from '../types';

type LoadableTool = ToolMeta & { load: NonNullable<ToolMeta['load']> };
type ScreenModule = Awaited<ReturnType<LoadableTool['load']>>;

// One component per tool id: creating a new one on every render would remount the screen (losing
// its state) and re-suspend each time. A screen whose module was loaded ahead (preloadToolScreen:
// "Send to…" warming its likeliest destination) is used as it is, not through lazy(): a lazy
// component suspends on its first render even when its module is there, and React holds a
// Suspense boundary's content back for up to 300 ms once its fallback has shown (the fallback
// throttle), which was most of what a document sent to another tool waited for.
const screens = new Map<string, ComponentType<ToolScreenProps>>();
const loaded = new Map<string, ToolScreen>();

export function toolScreen(meta: LoadableTool): ComponentType<ToolScreenProps> {
  let screen = screens.get(meta.id);
  if (!screen) {
    screen = loaded.get(meta.id) ?? lazy(() => preloadToolScreen(meta));
    screens.set(meta.id, screen);
  }
  return screen;
}

/** Loads a tool's screen module ahead of a visit; the visit then renders it without suspending. */
export function preloadToolScreen(meta: LoadableTool): Promise<ScreenModule> {
  return meta.load().then((module) => {
    loaded.set(meta.id, module.default);
    return module;
  });
}

/** Drops a cached screen whose chunk failed to load, so "Try again" really fetches it again. */
export function forgetToolScreen(id: string): void {
  screens.delete(id);
  loaded.delete(id);
}
