// A change the server's disk refused (disk full, read-only data folder) comes back as a GraphQL error
// with extensions.code STORAGE_FAILED and a message already in the console's language (Accept-Language):
// "could not be saved, nothing was changed". Shown instead of the generic save-error text.
import { CombinedGraphQLErrors } from '@apollo/client';

export function storageFailedText(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  return error.errors.find((e) => e.extensions?.code === 'STORAGE_FAILED')?.message ?? null;
}
