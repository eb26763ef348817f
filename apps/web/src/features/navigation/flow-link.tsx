import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { useFlowNavigation } from './use-flow-navigation';

/**
 * A link inside the application (Back, "change amount or term"): a real link for the browser,
 * but the move goes through the navigator like every other.
 */
export function FlowLink({
  to,
  className,
  waiting = false,
  children,
}: {
  to: string;
  className?: string;
  /** While the application is sent: the link keeps its place and the focus, and waits. */
  waiting?: boolean;
  children: ReactNode;
}) {
  const { goTo } = useFlowNavigation();
  return (
    <Link
      href={to}
      className={className}
      aria-disabled={waiting || undefined}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        if (!waiting) goTo(to);
      }}
    >
      {children}
    </Link>
  );
}
