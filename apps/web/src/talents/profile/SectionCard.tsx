import type { ReactNode } from 'react';

/** One part of the profile: a card with its heading (h2) and, under it, what the part is for. */
export function SectionCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className="t-card t-stack" aria-labelledby={`${id}-title`} data-testid={`section-${id}`}>
      <div>
        <h2 id={`${id}-title`} style={{ margin: 0, fontSize: '1.25rem' }}>
          {title}
        </h2>
        {intro ? (
          <p className="t-muted" style={{ margin: '0.25rem 0 0' }}>
            {intro}
          </p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
