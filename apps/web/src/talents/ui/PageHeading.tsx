import { useEffect, useRef, type ReactNode } from 'react';
import { defineTexts, useTexts } from '../i18n/language';

const texts = defineTexts({ it: { app: 'Hiring Talents' }, en: { app: 'Hiring Talents' } });

let firstPage = true;

/**
 * A page's one h1, which also names the browser tab (`<title> · Hiring Talents`). After an in-app
 * navigation it takes the focus, so a screen reader announces the new page and the next Tab starts
 * from its top (on the first load the browser's own focus order is left alone).
 */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  const t = useTexts(texts);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${t.app}`;
  }, [title, t.app]);
  useEffect(() => {
    if (firstPage) firstPage = false;
    else ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children ?? title}
    </h1>
  );
}
