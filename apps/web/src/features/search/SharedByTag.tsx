import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

/** Marks a saved record a teammate shared: their name, with what it means for screen readers. */
export function SharedByTag(props: { sharedBy: { firstname: string; lastname: string } | null | undefined }) {
  const { t } = useTranslation();
  if (!props.sharedBy) return null;
  const name = `${props.sharedBy.firstname} ${props.sharedBy.lastname}`;
  return (
    <Tag
      icon="pi pi-share-alt"
      severity="info"
      value={name}
      aria-label={`${t('search.list.shared')} ${name}`}
      data-testid="shared-by"
    />
  );
}
