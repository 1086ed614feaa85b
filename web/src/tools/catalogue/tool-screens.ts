import { lazy, type LazyExoticComponent } from 'react';
import type { ToolMeta, ToolScreen } from '../types';

// One lazy component per tool id: creating a new one on every render would remount the
// screen (losing its state) and re-suspend each time.
const screens = new Map<string, LazyExoticComponent<ToolScreen>>();

export function toolScreen(meta: ToolMeta & { load: NonNullable<ToolMeta['load']> }): LazyExoticComponent<ToolScreen> {
  let screen = screens.get(meta.id);
  if (!screen) {
    screen = lazy(meta.load);
    screens.set(meta.id, screen);
  }
  return screen;
}

/** Drops a cached screen whose chunk failed to load, so "Try again" really fetches it again. */
export function forgetToolScreen(id: string): void {
  screens.delete(id);
}
