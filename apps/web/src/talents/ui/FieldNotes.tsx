import type { ReactNode } from 'react';

/** The ids a field's hint and error get: what its `aria-describedby` names (undefined when none). */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and error under it, with the ids `describedBy` gives. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="t-field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="t-field-error">
          {error}
        </span>
      ) : null}
    </>
  );
}
