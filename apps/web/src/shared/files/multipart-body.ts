/**
 * A multipart body as the server's uploads read it (docs/files.md): the text fields first, since the
 * server reads them before the file part, empty ones left out; then the one `file` part.
 */
export function multipartBody(
  fields: Record<string, string | null | undefined>,
  file: Blob,
  fileName?: string,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') body.append(name, value);
  }
  if (fileName === undefined) body.append('file', file);
  else body.append('file', file, fileName);
  return body;
}
