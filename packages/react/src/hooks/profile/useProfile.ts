import type { StoreSearchError } from '@storesearch/sdk';
import {
  changeEmailMutationOptions,
  changePasswordMutationOptions,
  type SessionUser,
  SUCCESS_MESSAGE_MS,
  sessionQueryOptions,
  updateProfileNameMutationOptions,
  uploadProfileImageMutationOptions,
} from '@storesearch/sdk/profile';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';
import { useStoreSearchUser } from '../shared/useStoreSearchUser';

/** The signed-in user's profile, fresh from the session call; the provider's user shows meanwhile. */
export function useProfile(): UseQueryResult<SessionUser, StoreSearchError> {
  const client = useStoreSearchClient();
  const user = useStoreSearchUser();
  return useQuery({ ...sessionQueryOptions(client), placeholderData: user ?? undefined });
}

/** Saves the profile's first and last name; the session refreshes afterwards. */
export function useUpdateProfileName() {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  return useMutation(updateProfileNameMutationOptions(client, { queryClient }));
}

/** Uploads a new profile image; the session refreshes afterwards. */
export function useUploadProfileImage() {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  return useMutation(uploadProfileImageMutationOptions(client, { queryClient }));
}

/** A success message that hides itself after 3 s (spec section 9). */
export function useFlashMessage(): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}

/** Changes the e-mail (proposed call); the session refreshes afterwards. */
export function useChangeEmail() {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  return useMutation(changeEmailMutationOptions(client, { queryClient }));
}

/** Changes the password (proposed call). */
export function useChangePassword() {
  return useMutation(changePasswordMutationOptions(useStoreSearchClient()));
}
