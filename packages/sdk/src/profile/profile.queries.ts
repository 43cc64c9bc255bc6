import { mutationKey, storesearchKeys } from '../client/client.keys';
import {
  defineMutationOptions,
  defineQueryOptions,
  type MutationFactoryOptions,
  ROUTE_READS_FRESH_MS,
  type StoreSearchMutationOptions,
} from '../client/client.queries';
import type { StoreSearchClient } from '../client/client.request';
import {
  changeEmail,
  changePassword,
  downloadInvoice,
  getApiKeys,
  getSession,
  listInvoices,
  updateApiKeys,
  updateProfileName,
  uploadProfileImage,
} from './profile.api';
import type {
  ApiKeys,
  ChangeEmailBody,
  ChangePasswordBody,
  UpdateApiKeysBody,
  UpdateProfileNameBody,
  UpdateProfileNameResponse,
  UploadProfileImageBody,
} from './profile.schema';

/** Query keys of the profile domain: the signed-in account's data under `account`, a user's invoices under the user's scope. */
export const profileKeys = {
  /** The signed-in user (proposed endpoint). */
  session: storesearchKeys.session,
  /** The masked video-platform keys (proposed endpoint). */
  apiKeys: () => [...storesearchKeys.account, 'api-keys'] as const,
  /** A user's invoices (proposed endpoint). */
  invoices: (userId: string | number) => [...storesearchKeys.user(userId).all, 'invoices'] as const,
};

/** The signed-in user (proposed endpoint). */
export function sessionQueryOptions(client: StoreSearchClient) {
  return defineQueryOptions({
    queryKey: profileKeys.session(),
    queryFn: ({ signal }) => getSession(client, { signal }),
  });
}

/** The masked video-platform keys (proposed endpoint). */
export function apiKeysQueryOptions(client: StoreSearchClient) {
  return defineQueryOptions({
    queryKey: profileKeys.apiKeys(),
    queryFn: ({ signal }) => getApiKeys(client, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
  });
}

/** The user's invoices (proposed endpoint). */
export function invoicesQueryOptions(client: StoreSearchClient, userId: string | number) {
  return defineQueryOptions({
    queryKey: profileKeys.invoices(userId),
    queryFn: ({ signal }) => listInvoices(client, { userId }, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
  });
}

/** Saves first and last name; refreshes the session. */
export function updateProfileNameMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<UpdateProfileNameResponse, UpdateProfileNameBody> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('updateProfileName'),
      mutationFn: (body: UpdateProfileNameBody) => updateProfileName(client, body),
      invalidate: () => [profileKeys.session()],
    },
    options,
  );
}

/** Uploads a profile image (resolves to its address); refreshes the session. */
export function uploadProfileImageMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<string, UploadProfileImageBody> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('uploadProfileImage'),
      mutationFn: (body: UploadProfileImageBody) => uploadProfileImage(client, body),
      invalidate: () => [profileKeys.session()],
    },
    options,
  );
}

/** Saves the video-platform keys (proposed endpoint). */
export function updateApiKeysMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<ApiKeys, UpdateApiKeysBody> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('updateApiKeys'),
      mutationFn: (body: UpdateApiKeysBody) => updateApiKeys(client, body),
      invalidate: () => [profileKeys.apiKeys()],
    },
    options,
  );
}

/** Variables of an invoice download. */
export type DownloadInvoiceVariables = {
  /** The user whose invoice to fetch. */
  readonly userId: string | number;
  /** Which invoice, by its number; the latest when absent. */
  readonly invoiceNumber?: string | undefined;
};

/**
 * Downloads an invoice PDF, the latest or the one named (a user action with pending state, so a mutation); save it
 * under `invoiceFileName(userId, invoiceNumber)`.
 */
export function downloadInvoiceMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<Blob, DownloadInvoiceVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('downloadInvoice'),
      mutationFn: (variables: DownloadInvoiceVariables) => downloadInvoice(client, variables),
    },
    options,
  );
}

/** Changes the e-mail (proposed endpoint); refreshes the session, which shows it. */
export function changeEmailMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<void, ChangeEmailBody> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('changeEmail'),
      mutationFn: (body: ChangeEmailBody) => changeEmail(client, body),
      invalidate: () => [profileKeys.session()],
    },
    options,
  );
}

/** Changes the password (proposed endpoint). */
export function changePasswordMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<void, ChangePasswordBody> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('changePassword'),
      mutationFn: (body: ChangePasswordBody) => changePassword(client, body),
    },
    options,
  );
}
