import { Alert } from './alert';
import { Button } from './button';

export interface LoadErrorProps {
  title: string;
  /** The error's own text, shown above the button when given. */
  message?: string;
  onRetry: () => void;
  /** True while the retry is under way. */
  retrying: boolean;
}

/** The error alert of data that failed to load, with a Try again button. */
export function LoadError({ title, message, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert tone="error" title={title}>
      {message !== undefined && <p>{message}</p>}
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Alert>
  );
}
