import type { ReactNode } from 'react';

export interface AlertProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** An error announced at once (role="alert"), with an optional way out such as "Try again". */
export function Alert({ title, children, action }: AlertProps) {
  return (
    <div className="lf-alert" role="alert">
      <p className="lf-alert__title">{title}</p>
      {children ? <div className="lf-alert__body">{children}</div> : null}
      {action ? <div className="lf-alert__action">{action}</div> : null}
    </div>
  );
}
