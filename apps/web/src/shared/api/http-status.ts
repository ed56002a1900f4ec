/**
 * The status texts of the generic '[status] message' display (spec section 8), and those of the
 * other statuses this server answers; the `api` namespace translates each '[status] text'.
 */
export const statusTexts: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The statuses spec section 8 lists: their generic display needs no body to be understood. */
export const catalogueStatuses: ReadonlySet<number> = new Set([400, 401, 403, 404, 500, 502, 503]);

/** The generic display of a status: '[404] Not Found'. */
export const genericStatusText = (status: number, text = statusTexts[status] ?? ''): string =>
  `[${status}] ${text}`.trim();
