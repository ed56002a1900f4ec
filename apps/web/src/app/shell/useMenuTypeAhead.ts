import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { typeAheadMatch } from './menu-type-ahead';

/**
 * Type-ahead on a focused menu (spec section 2): letters typed while one of its links has the
 * focus move the focus to the first link whose text starts with them; the letters are forgotten
 * `clearMs` after the last one. Give the returned handler to the menu's list as onKeyDown.
 */
export function useMenuTypeAhead(clearMs: number): (event: KeyboardEvent<HTMLElement>) => void {
  const typed = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const { key } = event;
      if (key.length !== 1 || key === ' ' || event.ctrlKey || event.metaKey || event.altKey) return;
      const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
      const current = links.findIndex((link) => link.contains(document.activeElement));
      typed.current += key;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => (typed.current = ''), clearMs);
      const index = typeAheadMatch(
        links.map((link) => link.textContent.trim()),
        typed.current,
        current,
      );
      if (index < 0) return;
      event.preventDefault();
      links[index]?.focus();
    },
    [clearMs],
  );
}
