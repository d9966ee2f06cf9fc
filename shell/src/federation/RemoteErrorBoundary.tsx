import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  /** Changing the key (the route) clears a previous failure. */
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** A remote page that throws while rendering shows the French fallback; the frame stays. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[federation] page en erreur', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RemoteUnavailable /> : this.props.children;
  }
}
