/**
 * A field's hint and inline error, with the `<id>-hint` and `<id>-error` ids its control's
 * aria-describedby points at; the error carries a visually hidden "Error:" prefix.
 */
export function FieldMessages({
  id,
  hint,
  error,
  errorPrefix,
}: {
  id: string;
  hint?: string;
  error?: string;
  errorPrefix: string;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="lf-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="lf-error-message">
          <span className="lf-visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      ) : null}
    </>
  );
}
