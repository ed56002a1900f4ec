import { Button } from 'primereact/button';

/** The small round × that removes one entry of a list; `label` names what it removes. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      icon="pi pi-times"
      text
      rounded
      severity="secondary"
      aria-label={label}
      title={label}
      onClick={onClick}
    />
  );
}
