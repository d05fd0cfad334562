// The server's translated STORAGE_FAILED message replaces the generic save-error text.
import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { storageFailedText } from './storage-failed.ts';

describe('storageFailedText', () => {
  it('returns the server message of a STORAGE_FAILED error and null for anything else', () => {
    const message = 'Die Änderung konnte nicht gespeichert werden. Es wurde nichts geändert.';
    const failed = new CombinedGraphQLErrors({
      errors: [{ message, extensions: { code: 'STORAGE_FAILED' } }],
    });
    expect(storageFailedText(failed)).toBe(message);
    expect(
      storageFailedText(new CombinedGraphQLErrors({ errors: [{ message: 'Unexpected error.' }] })),
    ).toBeNull();
    expect(storageFailedText(new Error('network'))).toBeNull();
  });
});
