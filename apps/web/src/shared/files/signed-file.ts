import { api } from '../api/api';
import { signedFiles } from './signed-files';

/** The dashboard's signed-file helpers (signed-files.ts), over its own API client. */
export const { signedFileUrl, openSignedFile, downloadSignedFile } = signedFiles(api);
