import { ApiError } from './api-error';
import { catalogueStatuses, genericStatusText, statusTexts } from './http-status';

/**
 * Turns a non-2xx response into an ApiError. Error bodies are
 * `{ statusCode, error, message }` with `message` a string or a list of strings;
 * anything else falls back to the generic '[status] text' display.
 */
export async function readApiError(
  response: Response,
  overrides: Partial<Record<number, string>> = {},
): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const messages = messagesOf(text);
  if (messages.length > 0) return new ApiError(response.status, messages);
  const statusText = overrides[response.status] ?? statusTexts[response.status] ?? response.statusText;
  const generic = genericStatusText(response.status, statusText);
  const known = catalogueStatuses.has(response.status) || response.status in overrides;
  return new ApiError(response.status, [
    known || text === '' ? generic : `${generic}: ${text.slice(0, 200)}`,
  ]);
}

function messagesOf(text: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof body !== 'object' || body === null || !('message' in body)) return [];
  const { message } = body;
  if (typeof message === 'string') return message === '' ? [] : [message];
  if (Array.isArray(message))
    return message.filter((item): item is string => typeof item === 'string' && item !== '');
  return [];
}
