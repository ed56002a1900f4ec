import { Button, type ButtonProps } from 'primereact/button';
import { useRef } from 'react';

type FilePickButtonProps = Omit<ButtonProps, 'onClick' | 'type'> & {
  /** The hidden file input's id. */
  inputId: string;
  /** The content types offered in the chooser (the server checks the bytes again). */
  accept: readonly string[];
  /** The one file chosen (undefined when the chooser was cancelled). */
  onPick: (file: File | undefined) => void;
};

/**
 * An upload button: it opens the device's file chooser (a hidden input) and hands over the file
 * picked. The input is emptied after each pick, so the same file can be chosen again.
 */
export function FilePickButton({ inputId, accept, onPick, ...button }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept.join(',')}
        hidden
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        type="button"
        icon="pi pi-upload"
        size="small"
        outlined
        {...button}
        onClick={() => input.current?.click()}
      />
    </>
  );
}
