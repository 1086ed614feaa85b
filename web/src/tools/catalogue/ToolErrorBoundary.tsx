import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';

type Props = { toolName: string; onRetry: () => void; children: ReactNode };
type State = { error: Error | null };

/** Keeps a crashing or unloadable tool inside its own box: the page, header and Back link stay usable. */
export class ToolErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Tool error (${this.props.toolName})`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error" title={`${this.props.toolName} stopped working`}>
          {this.state.error.message || 'The tool could not be loaded.'}
        </Alert>
        <Button variant="outline" onClick={this.retry}>
          Try again
        </Button>
      </div>
    );
  }
}
