export { ErrorCodePage } from './ErrorCodePage';
export { NotFoundPage } from './NotFoundPage';
