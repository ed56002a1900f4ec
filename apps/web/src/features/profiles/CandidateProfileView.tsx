import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Sidebar } from 'primereact/sidebar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast/useToast';
import { CandidateProfileTab } from '../board/CandidateProfileTab';
import { PersonAvatar } from '../board/PersonAvatar';
import { InviteDialog } from './InviteDialog';
import { NoteDialog } from './NoteDialog';
import styles from './Profiles.module.css';
import { useCandidateProfile, useProfileMutations } from './useProfileActions';
import { useProfilePdf } from './useProfilePdf';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';

/**
 * A candidate's profile in a side panel (from the search results or the saved profiles): the
 * profile, contact details only when the API gives them, and the recruiter's actions: save the
 * profile with a note, invite to a published job, download the PDF.
 */
export function CandidateProfileView(props: {
  userId: number | null;
  onHide: () => void;
  canSave?: boolean;
}) {
  const { t } = useTranslation();
  const notify = useToast();
  const profile = useCandidateProfile(props.userId);
  const { save, invite } = useProfileMutations();
  const pdf = useProfilePdf();
  const [dialog, setDialog] = useState<'save' | 'invite' | null>(null);
  const data = profile.data;
  const name = data ? `${data.firstname} ${data.lastname}` : '';

  return (
    <Sidebar
      visible={props.userId !== null}
      onHide={props.onHide}
      position="right"
      style={{ width: 'min(40rem, 100vw)' }}
      header={t('profiles.view.title')}
      data-testid="candidate-profile-view"
    >
      {profile.isPending ? (
        <LoadingBlock label={t('profiles.loading')} />
      ) : !data ? (
        <Message severity="warn" text={t('profiles.view.missing')} />
      ) : (
        <>
          <div className={styles.head}>
            <PersonAvatar name={name} picture={data.picture} size="large" />
            <div>
              <h2 className={styles.name} data-testid="profile-name">
                {name}
              </h2>
              {data.headline && <p className={styles.sub}>{data.headline}</p>}
              {data.employerName && (
                <p className={styles.sub}>{t('profiles.view.employer', { name: data.employerName })}</p>
              )}
            </div>
          </div>
          <div className={styles.actions}>
            {props.canSave !== false && (
              <Button
                type="button"
                icon="pi pi-bookmark"
                label={t('profiles.save')}
                onClick={() => setDialog('save')}
                data-testid="profile-save"
              />
            )}
            <Button
              type="button"
              icon="pi pi-send"
              label={t('profiles.invite.open')}
              outlined
              onClick={() => setDialog('invite')}
              data-testid="profile-invite"
            />
            <Button
              type="button"
              icon="pi pi-file-pdf"
              label={t('profiles.pdf')}
              outlined
              loading={pdf.busy === data.userId}
              onClick={() => void pdf.open(data.userId, `${name}.pdf`)}
              data-testid="profile-pdf"
            />
          </div>
          {data.contact ? (
            <div className={styles.contact} data-testid="profile-contact">
              <strong>{t('profiles.view.contact')}</strong>
              <a href={`mailto:${data.contact.email}`}>{data.contact.email}</a>
              {data.contact.phone && <a href={`tel:${data.contact.phone}`}>{data.contact.phone}</a>}
            </div>
          ) : (
            <p className={styles.sub}>{t('profiles.view.noContact')}</p>
          )}
          <CandidateProfileTab profile={data} />
        </>
      )}
      <NoteDialog
        visible={dialog === 'save'}
        title={t('profiles.saveTitle', { name })}
        busy={save.isPending}
        onHide={() => setDialog(null)}
        onSave={(note) =>
          data &&
          save.mutate(
            { savedUserId: data.userId, note },
            {
              onSuccess: () => {
                setDialog(null);
                notify('done', t('profiles.saved', { name }));
              },
            },
          )
        }
      />
      <InviteDialog
        visible={dialog === 'invite'}
        candidateName={name}
        busy={invite.isPending}
        onHide={() => setDialog(null)}
        onInvite={(jobId, message) =>
          data &&
          invite.mutate(
            { jobId, userId: data.userId, message },
            {
              onSuccess: () => {
                setDialog(null);
                notify('done', t('profiles.invite.done', { name }));
              },
            },
          )
        }
      />
    </Sidebar>
  );
}
