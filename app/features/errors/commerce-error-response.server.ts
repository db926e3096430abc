import { data } from 'react-router';
import { CommerceError } from '~/commerce/errors';

/**
 * Turns a failed commerce call into the response the error page renders (shopping-core §8):
 * a missing resource is a 404, an unreachable or failing backend a 503, anything else stays a server error.
 * Nothing of the backend's answer reaches the page.
 */
export function commerceErrorResponse(error: unknown): Response | ReturnType<typeof data> | unknown {
  if (!(error instanceof CommerceError)) return error;
  if (error.status === 404) return data(null, { status: 404 });
  if (error.status === 0 || error.status >= 500) {
    console.error(`Commerce backend unavailable: ${error.message}`);
    return data(null, { status: 503 });
  }
  return data(null, { status: error.status });
}
