import { Component, type ReactNode } from 'react';

/**
 * For a lazy part of the frame (footer, account menu): if its code cannot be fetched (offline
 * before the service worker had it, a deployment that removed it), the part is left out instead
 * of taking the whole page down with it.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
