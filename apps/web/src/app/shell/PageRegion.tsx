import type { ReactNode } from 'react';
import { useInvoiceSoon } from '../../features/spending/useInvoiceSoon';
import styles from './AppShell.module.css';

/**
 * The shell's region of the page (banners, breadcrumb, page, footer). The invoice banner's budget is
 * read beside the page's own data, and until it is known whether the banner shows, the region is laid
 * out but not shown: a banner arriving never pushes a page already shown down. A component of its
 * own so that the answer renders only this wrapper again, not the page inside it.
 */
export function PageRegion({ children }: { children: ReactNode }) {
  const { pending } = useInvoiceSoon();
  return (
    <div
      className={`${styles.content} ${pending ? styles.contentPending : ''}`}
      id="page-content"
      tabIndex={-1}
      aria-busy={pending || undefined}
    >
      {children}
    </div>
  );
}
