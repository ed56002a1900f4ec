/** Opens a downloaded file: images and PDFs in a new tab, anything else saved under its name. */
export function openBlob(blob: Blob, name: string, inline: boolean): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  if (inline) {
    link.target = '_blank';
    link.rel = 'noopener';
  } else {
    link.download = name;
  }
  document.body.append(link);
  link.click();
  link.remove();
  // The new tab or the download has the bytes by then.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
