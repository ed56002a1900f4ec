import { useLiveConnection } from '../../shared/live/useLiveConnection';
import { usePushAppId } from '../../shared/push/usePushAppId';
import { QueryScope } from '../../shared/api/QueryScope';
import { AppShell } from '../shell/AppShell';
import styles from './layouts.module.css';

/** Non-captive routes: the page renders inside the shell (top bar, sidebar, breadcrumb, footer). */
export function ShellLayout() {
  return (
    <QueryScope>
      <Shell />
    </QueryScope>
  );
}

function Shell() {
  usePushAppId();
  useLiveConnection();
  return (
    <div className={styles.layout} data-layout="shell">
      <AppShell />
    </div>
  );
}
