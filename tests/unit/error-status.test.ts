// The status mapping of business-and-integration §4 (app/http/error-status.ts).
import { describe, expect, it } from 'vitest';
import { CommerceError } from '~/commerce/errors';
import { errorStatus } from '~/http/error-status';

describe('errorStatus', () => {
  it('gives 400 for an error that is a text', () => {
    expect(errorStatus('quantity missing')).toBe(400);
  });

  it('gives 504 for a status of 0, a backend that could not be reached', () => {
    expect(errorStatus(new CommerceError({ status: 0, message: 'connect ECONNREFUSED' }))).toBe(504);
  });

  it('keeps an error status the error carries', () => {
    expect(errorStatus(new CommerceError({ status: 404, message: 'not found' }))).toBe(404);
    expect(errorStatus(new CommerceError({ status: 503, message: 'unavailable' }))).toBe(503);
    expect(errorStatus({ status: 422 })).toBe(422);
  });

  it('gives 500 for anything else, a status that is no error status included', () => {
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
    expect(errorStatus({ status: '404' })).toBe(500);
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus({ status: 42.5 })).toBe(500);
  });
});
