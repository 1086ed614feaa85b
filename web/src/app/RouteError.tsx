import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClasses } from '@/components/Button';
import { appUrl } from '@/lib/base-path';

type Props = { children: ReactNode; resetKey: string };
type State = { error: Error | null };

/**
 * Catches a page that throws or whose chunk fails to load (e.g. after a deploy), so the user
 * sees a way out instead of a blank screen. Navigating elsewhere (resetKey) clears it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page error', error, info.componentStack);
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-muted">{this.state.error.message}</p>
        <div className="flex gap-3">
          <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <a href={appUrl('/')} className={buttonClasses('outline')}>
            Go Home
          </a>
        </div>
      </div>
    );
  }
}
