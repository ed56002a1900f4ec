import { useState } from 'react';

/**
 * Runs `onOpen` during the render in which `visible` turns true, to reset a dialog's fields.
 * Not in the dialog's onShow: that fires after the opening animation, when a quick typist may
 * already have written something it would wipe.
 */
export function useOnOpen(visible: boolean, onOpen: () => void): void {
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) onOpen();
  }
}
