import { signedFiles } from '../../shared/files/signed-files';
import { api } from '../api';

/** The candidate's stored files opened or downloaded through their signed addresses (no token in a link). */
export const { openSignedFile, downloadSignedFile } = signedFiles(api);
