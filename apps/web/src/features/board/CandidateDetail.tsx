import { Sidebar } from 'primereact/sidebar';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfig } from '../../shared/config/useConfig';
import { PageLoading } from '../../shared/ui/PageLoading';
import { CandidateAnalysisTab } from './CandidateAnalysisTab';
import { CandidateContactTab } from './CandidateContactTab';
import { CandidateFiles } from './CandidateFiles';
import styles from './CandidateDetail.module.css';
import { CandidateNotesTab } from './CandidateNotesTab';
import { CandidateProfileTab } from './CandidateProfileTab';
import { CandidateStepsTab } from './CandidateStepsTab';
import { PersonAvatar } from './PersonAvatar';
import { useCandidateDetail } from './useCandidateDetail';

/**
 * The candidate detail, a wide panel on the right: tabs profile, analysis, notes, contact (unless the
 * contact module is off) and status. Closing it goes back to the board.
 */
export function CandidateDetail(props: { jobId: number; applicationId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { modules } = useConfig();
  const detail = useCandidateDetail(props.jobId, props.applicationId);
  const showContact = !modules.disableUserDetailsContact;
  // `?detail=status` (a STEP notice) opens on the status tab, the last one.
  const [search] = useSearchParams();
  const [tab, setTab] = useState(() => (search.get('detail') === 'status' ? (showContact ? 4 : 3) : 0));
  const candidate = detail.data?.candidate;
  const name = candidate ? `${candidate.firstname} ${candidate.lastname}` : '';

  return (
    <Sidebar
      visible
      position="right"
      className={styles.sidebar}
      onHide={props.onClose}
      aria-label={t('board.detail.title')}
      data-testid="candidate-detail"
      header={
        candidate && (
          <div className={styles.head}>
            <PersonAvatar name={name} picture={candidate.picture} size="large" />
            <div>
              <h2 className={styles.name}>{name}</h2>
              {candidate.headline && <p className={styles.headline}>{candidate.headline}</p>}
            </div>
          </div>
        )
      }
    >
      {!detail.data ? (
        <PageLoading />
      ) : (
        <TabView activeIndex={tab} onTabChange={(event) => setTab(event.index)} scrollable>
          <TabPanel header={t('board.detail.profile')}>
            <CandidateProfileTab profile={detail.data.candidate} />
            <CandidateFiles files={detail.data.files} />
          </TabPanel>
          <TabPanel header={t('board.detail.analysis')}>
            <CandidateAnalysisTab applicationId={props.applicationId} files={detail.data.files} />
          </TabPanel>
          <TabPanel header={t('board.detail.notes')}>
            <CandidateNotesTab applicationId={props.applicationId} />
          </TabPanel>
          {showContact && (
            <TabPanel header={t('board.detail.contact')}>
              <CandidateContactTab detail={detail.data} />
            </TabPanel>
          )}
          <TabPanel header={t('board.detail.status')}>
            <CandidateStepsTab
              jobId={props.jobId}
              applicationId={props.applicationId}
              steps={detail.data.steps}
            />
          </TabPanel>
        </TabView>
      )}
    </Sidebar>
  );
}
