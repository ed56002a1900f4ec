import { Outlet } from 'react-router';
import styles from './layouts.module.css';

/** Captive routes (login, join, legal pages) and signed-out error pages: the page alone. */
export function StandaloneLayout() {
  return (
    <div className={styles.layout} data-layout="standalone">
      <Outlet />
    </div>
  );
}
