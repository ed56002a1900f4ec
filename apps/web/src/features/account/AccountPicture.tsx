import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { useSessionStore, type SessionUser } from '../../shared/stores/useSessionStore';
import { useToast } from '../../shared/ui/toast/useToast';
import { ownPicture, pictureProblem, pictureRule, removePicture, uploadPicture } from './account-picture-api';
import styles from './AccountPage.module.css';
import { FilePickButton } from '../../shared/ui/FilePickButton';

const pictureKey = (userId: number) => ['user-picture', userId] as const;

export const initialsOf = (user: Pick<SessionUser, 'firstname' | 'lastname'>): string =>
  `${user.firstname.trim().charAt(0)}${user.lastname.trim().charAt(0)}`.toUpperCase();

/**
 * The signed-in user's picture: chosen from the device (type and size checked first), previewed
 * while it uploads, then the 256x256 avatar the server made, here and in the top bar (the session
 * user's picture). It can be removed.
 */
export function AccountPicture({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const notify = useToast();
  const showError = useApiErrorToast();
  const queryClient = useQueryClient();
  const setUser = useSessionStore((state) => state.setUser);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const current = useQuery({
    queryKey: pictureKey(user.id),
    queryFn: ({ signal }) => ownPicture(user.id, signal),
    enabled: user.picture !== null,
    retry: false,
  });
  const latestUser = () => useSessionStore.getState().user ?? user;
  const upload = useMutation({
    mutationFn: uploadPicture,
    onSuccess: (saved) => {
      setUser({ ...latestUser(), picture: saved.picture });
      queryClient.setQueryData(pictureKey(user.id), { id: saved.id });
      notify('done', t('account.profile.pictureSaved'));
    },
    onError: showError,
    onSettled: () => setPreview(null),
  });
  const remove = useMutation({
    mutationFn: removePicture,
    onSuccess: () => {
      setUser({ ...latestUser(), picture: null });
      queryClient.setQueryData(pictureKey(user.id), null);
      notify('done', t('account.profile.pictureRemoved'));
    },
    onError: showError,
  });

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem === 'type') return notify('warn', t('account.profile.pictureWrongType'));
    if (problem === 'size')
      return notify('warn', t('account.profile.pictureTooLarge', { mb: pictureRule.maxBytes / 1048576 }));
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };

  const shown = preview ?? user.picture;
  const pictureId = current.data?.id;
  return (
    <div className={styles.avatarBox} data-testid="account-picture">
      {shown ? (
        <img
          src={shown}
          alt={t('account.profile.pictureAlt')}
          className={styles.picture}
          data-testid="account-picture-image"
          data-preview={preview ? 'true' : undefined}
        />
      ) : (
        <Avatar
          label={initialsOf(user)}
          size="xlarge"
          shape="circle"
          className={styles.avatar}
          aria-hidden="true"
        />
      )}
      <FilePickButton
        inputId="account-picture-file"
        accept={pictureRule.mimeTypes}
        onPick={pick}
        label={user.picture ? t('account.profile.pictureChange') : t('account.profile.pictureUpload')}
        loading={upload.isPending}
        data-testid="account-picture-upload"
      />
      {user.picture && pictureId !== undefined && (
        <Button
          type="button"
          size="small"
          text
          severity="danger"
          icon="pi pi-trash"
          label={t('account.profile.pictureRemove')}
          loading={remove.isPending}
          disabled={upload.isPending}
          onClick={() => remove.mutate(pictureId)}
          data-testid="account-picture-remove"
        />
      )}
      <small className={styles.hint}>
        {t('account.profile.pictureHint', { mb: pictureRule.maxBytes / 1048576 })}
      </small>
    </div>
  );
}
