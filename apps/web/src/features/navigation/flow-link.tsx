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
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const { goTo } = useFlowNavigation();
  return (
    <Link
      href={to}
      className={className}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        goTo(to);
      }}
    >
      {children}
    </Link>
  );
}
