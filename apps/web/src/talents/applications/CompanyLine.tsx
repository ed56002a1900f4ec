import type { MyApplication } from '@hiring/domain';
import type { ReactNode } from 'react';
import styles from './Applications.module.css';

/** The job's title (given as children), with the company's logo, name and the job's town below. */
export function CompanyLine({ job, children }: { job: MyApplication['job']; children: ReactNode }) {
  return (
    <div className={styles.company}>
      {job.companyLogo ? (
        <img className={styles.logo} src={job.companyLogo} alt="" width={44} height={44} />
      ) : null}
      <div>
        {children}
        <p className={styles.meta}>{[job.companyName, job.location].filter(Boolean).join(' · ')}</p>
      </div>
    </div>
  );
}
