import { useCallback, type RefObject } from 'react';

/**
 * An `onInvalid` handler for react-hook-form's `handleSubmit(onValid, onInvalid)`: after the errors
 * have rendered, scrolls to the first invalid field of the form and focuses it (spec section 5).
 */
export function useScrollToFirstError(formRef: RefObject<HTMLElement | null>): () => void {
  return useCallback(() => {
    // The error state renders `aria-invalid` on the next frame.
    requestAnimationFrame(() => {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!first) return;
      first.scrollIntoView({ block: 'center', behavior: 'smooth' });
      first.focus({ preventScroll: true });
    });
  }, [formRef]);
}
