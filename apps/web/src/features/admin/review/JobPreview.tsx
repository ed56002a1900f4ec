import { Chip } from 'primereact/chip';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money';
import type { JobPreviewData } from './review-api';
import styles from './Review.module.css';

/** A salary range in euros, or one bound of it; null without any. */
export function salaryRange(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null)
    return min === max ? formatMoney(min) : `${formatMoney(min)} – ${formatMoney(max)}`;
  if (min !== null) return `≥ ${formatMoney(min)}`;
  if (max !== null) return `≤ ${formatMoney(max)}`;
  return null;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

function Lines({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <Section title={title}>
      <ul className={styles.list}>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </Section>
  );
}

function Chips({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Section title={title}>
      <div className={styles.chips}>
        {items.map((item, i) => (
          <Chip key={i} label={item} />
        ))}
      </div>
    </Section>
  );
}

/** The post as a candidate would see it: title, company, facts, description and what it asks for. */
export function JobPreview({ job }: { job: JobPreviewData }) {
  const { t } = useTranslation();
  const salary = salaryRange(job.salaryMinCents, job.salaryMaxCents);
  const facts = [
    job.place && { icon: 'pi pi-map-marker', label: job.place },
    job.contractType && { icon: 'pi pi-file', label: t(`admin-review:job.contract.${job.contractType}`) },
    job.workMode && { icon: 'pi pi-home', label: t(`admin-review:job.mode.${job.workMode}`) },
    salary && { icon: 'pi pi-euro', label: t('admin-review:job.salaryYear', { salary }) },
    job.workArea && { icon: 'pi pi-briefcase', label: job.workArea },
    job.seniority && { icon: 'pi pi-chart-line', label: job.seniority },
  ].filter((fact): fact is { icon: string; label: string } => Boolean(fact));
  return (
    <article
      className={styles.preview}
      data-testid="job-preview"
      aria-label={t('admin-review:job.previewLabel')}
    >
      <div className={styles.previewCompany}>
        {job.companyLogo && <img src={job.companyLogo} alt="" className={styles.logo} />}
        <span>{job.companyName}</span>
      </div>
      <h2 className={styles.previewTitle}>{job.name}</h2>
      {facts.length > 0 && (
        <div className={styles.facts}>
          {facts.map((fact) => (
            <Tag key={fact.icon} icon={fact.icon} value={fact.label} severity="secondary" rounded />
          ))}
        </div>
      )}
      {job.description ? (
        <p className={styles.description}>{job.description}</p>
      ) : (
        <p className={styles.muted}>{t('admin-review:job.noDescription')}</p>
      )}
      <Lines title={t('admin-review:job.responsibilities')} lines={job.responsibilities} />
      <Lines title={t('admin-review:job.requirements')} lines={job.requirements} />
      <Chips
        title={t('admin-review:job.skills')}
        items={job.professionalSkills.map((s) =>
          t('admin-review:job.skillYears', { name: s.name, count: s.years }),
        )}
      />
      <Chips
        title={t('admin-review:job.languages')}
        items={job.languages.map((l) => `${l.name} · ${l.level}`)}
      />
      <Chips title={t('admin-review:job.softSkills')} items={job.softSkills} />
      <Chips
        title={t('admin-review:job.more')}
        items={[job.education, job.availability, ...job.driverLicenses, ...job.protectedClasses].filter(
          (item): item is string => Boolean(item),
        )}
      />
      <Lines title={t('admin-review:job.benefits')} lines={job.benefits} />
    </article>
  );
}
