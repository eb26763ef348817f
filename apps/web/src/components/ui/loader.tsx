export interface LoaderProps {
  size?: number;
  label: string;
  neutral?: boolean;
}

/** A spinner announced to screen readers; size 80 is the page fallback (spec section 2). */
export function Loader({ size = 80, label, neutral = false }: LoaderProps) {
  return (
    <div className="lf-loader" role="status">
      <svg
        className={neutral ? 'lf-loader__ring lf-loader__ring--neutral' : 'lf-loader__ring'}
        width={size}
        height={size}
        viewBox="0 0 50 50"
        aria-hidden="true"
      >
        <circle cx="25" cy="25" r="20" fill="none" strokeWidth="5" />
      </svg>
      <span className="lf-visually-hidden">{label}</span>
    </div>
  );
}
