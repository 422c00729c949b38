import { Component, type ReactNode } from 'react';
import { Alert } from '@client/components/ui/alert';
import { MAP_TEXTS } from '../../utils/texts';

interface State {
  failed: boolean;
}

/**
 * Catches a failure while rendering the editor and shows the contract's global panel; Dismiss hides it
 * and renders the editor again. React reports the error itself (onCaughtError).
 */
export class EditorErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <OopsPanel onDismiss={() => this.setState({ failed: false })} />;
  }
}

/** The contract's global panel for unexpected failures of the map editor. */
export function OopsPanel({ onDismiss }: { onDismiss(): void }) {
  return (
    <div className="editor-oops">
      <Alert tone="error" onDismiss={onDismiss}>
        {MAP_TEXTS.oops}
      </Alert>
    </div>
  );
}
