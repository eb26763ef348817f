import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

export interface RetryAlertProps {
  title: string;
  children?: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  /** The id of the retry button, when an error summary links to it. */
  buttonId?: string;
}

/** Something did not load: an alert saying so, with a button to try again. */
export function RetryAlert({ title, children, retryLabel, onRetry, buttonId }: RetryAlertProps) {
  return (
    <Alert
      title={title}
      action={
        <Button id={buttonId} variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
