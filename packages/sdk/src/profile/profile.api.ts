import * as z from 'zod/mini';
import { defineEndpoint } from '../client/client.endpoint';
import { callInput, type RequestOptions, request, type StoreSearchClient } from '../client/client.request';
import { ackResponseSchema, idSchema, unwrapList } from '../client/client.schema';
import {
  type ApiKeys,
  apiKeysResponseSchema,
  type ChangeEmailBody,
  type ChangePasswordBody,
  changeEmailBodySchema,
  changePasswordBodySchema,
  type Invoice,
  invoicePdfSchema,
  invoiceQuerySchema,
  invoicesResponseSchema,
  type SessionUser,
  sessionResponseSchema,
  type UpdateApiKeysBody,
  type UpdateProfileNameBody,
  type UpdateProfileNameResponse,
  type UploadProfileImageBody,
  updateApiKeysBodySchema,
  updateProfileNameBodySchema,
  updateProfileNameResponseSchema,
  uploadProfileImageBodySchema,
  uploadProfileImageResponseSchema,
} from './profile.schema';

const TAG = 'profile';
const userParams = z.object({ userId: idSchema });

/** PATCH /api/user/profile: saves first and last name. */
export const updateProfileNameEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'updateProfileName',
  tag: TAG,
  method: 'PATCH',
  path: '/api/user/profile',
  body: updateProfileNameBodySchema,
  response: updateProfileNameResponseSchema,
});

/** PATCH /api/user/email (proposed): changes the sign-in e-mail, confirmed with the current password. */
export const changeEmailEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'changeEmail',
  tag: TAG,
  method: 'PATCH',
  path: '/api/user/email',
  body: changeEmailBodySchema,
  response: ackResponseSchema,
  proposed: true,
});

/** PATCH /api/user/password (proposed): changes the password, confirmed with the current one. */
export const changePasswordEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'changePassword',
  tag: TAG,
  method: 'PATCH',
  path: '/api/user/password',
  body: changePasswordBodySchema,
  response: ackResponseSchema,
  proposed: true,
});

/** PATCH /api/user/profile-image: uploads a new profile image (multipart field profileImage). */
export const uploadProfileImageEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'uploadProfileImage',
  tag: TAG,
  method: 'PATCH',
  path: '/api/user/profile-image',
  body: uploadProfileImageBodySchema,
  contentType: 'multipart/form-data',
  response: uploadProfileImageResponseSchema,
});

/** GET /api/user/{userId}/invoice: the latest invoice as a PDF, or the one `?invoice=` names (proposed). */
export const downloadInvoiceEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'downloadInvoice',
  tag: TAG,
  method: 'GET',
  path: '/api/user/{userId}/invoice',
  params: userParams,
  query: invoiceQuerySchema,
  response: invoicePdfSchema,
  responseType: 'blob',
  responseMediaType: 'application/pdf',
});

/** GET /api/user/{userId}/invoices (proposed): the invoice list. */
export const listInvoicesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'listInvoices',
  tag: TAG,
  method: 'GET',
  path: '/api/user/{userId}/invoices',
  params: userParams,
  response: invoicesResponseSchema,
  proposed: true,
});

/** GET /api/auth/session (proposed): the signed-in user. */
export const getSessionEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getSession',
  tag: TAG,
  method: 'GET',
  path: '/api/auth/session',
  response: sessionResponseSchema,
  proposed: true,
});

/** POST /api/auth/logout (proposed): ends the session on the server, so a reload does not sign the user back in. */
export const logoutEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'logout',
  tag: TAG,
  method: 'POST',
  path: '/api/auth/logout',
  response: ackResponseSchema,
  proposed: true,
});

/** GET /api/user/api-keys (proposed): the masked video-platform keys. */
export const getApiKeysEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getApiKeys',
  tag: TAG,
  method: 'GET',
  path: '/api/user/api-keys',
  response: apiKeysResponseSchema,
  proposed: true,
});

/** PUT /api/user/api-keys (proposed): saves the video-platform keys. */
export const updateApiKeysEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'updateApiKeys',
  tag: TAG,
  method: 'PUT',
  path: '/api/user/api-keys',
  body: updateApiKeysBodySchema,
  response: apiKeysResponseSchema,
  proposed: true,
});

/** Saves the user's first and last name; `success` false carries `error.message`. */
export async function updateProfileName(
  client: StoreSearchClient,
  input: UpdateProfileNameBody,
  options?: RequestOptions,
): Promise<UpdateProfileNameResponse> {
  callInput('updateProfileName', input);
  return request(client, updateProfileNameEndpoint, { body: input }, options);
}

/** Uploads a profile image; resolves to the new image's address. */
export async function uploadProfileImage(
  client: StoreSearchClient,
  input: UploadProfileImageBody,
  options?: RequestOptions,
): Promise<string> {
  callInput('uploadProfileImage', input);
  return (await request(client, uploadProfileImageEndpoint, { body: input }, options)).data.image;
}

/**
 * The user's latest invoice PDF, or the one `invoiceNumber` names (from `listInvoices`); save it under
 * `invoiceFileName(userId, invoiceNumber)`.
 */
export async function downloadInvoice(
  client: StoreSearchClient,
  input: { readonly userId: string | number; readonly invoiceNumber?: string | undefined },
  options?: RequestOptions,
): Promise<Blob> {
  callInput('downloadInvoice', input);
  const { userId, invoiceNumber } = input;
  return request(
    client,
    downloadInvoiceEndpoint,
    { params: { userId }, query: invoiceNumber === undefined ? {} : { invoice: invoiceNumber } },
    options,
  );
}

/** The user's invoices (proposed endpoint). */
export async function listInvoices(
  client: StoreSearchClient,
  input: { readonly userId: string | number },
  options?: RequestOptions,
): Promise<Invoice[]> {
  callInput('listInvoices', input);
  return unwrapList(await request(client, listInvoicesEndpoint, { params: input }, options));
}

/** The signed-in user (proposed endpoint). */
export async function getSession(client: StoreSearchClient, options?: RequestOptions): Promise<SessionUser> {
  return (await request(client, getSessionEndpoint, {}, options)).user;
}

/** Ends the session on the server (proposed endpoint); resolves also when nobody was signed in. */
export async function logout(client: StoreSearchClient, options?: RequestOptions): Promise<void> {
  await request(client, logoutEndpoint, {}, options);
}

/** The masked video-platform keys (proposed endpoint). */
export async function getApiKeys(client: StoreSearchClient, options?: RequestOptions): Promise<ApiKeys> {
  return (await request(client, getApiKeysEndpoint, {}, options)).data;
}

/** Saves the video-platform keys (proposed endpoint); resolves to them masked. */
export async function updateApiKeys(
  client: StoreSearchClient,
  input: UpdateApiKeysBody,
  options?: RequestOptions,
): Promise<ApiKeys> {
  callInput('updateApiKeys', input);
  return (await request(client, updateApiKeysEndpoint, { body: input }, options)).data;
}

/** Changes the signed-in user's e-mail (proposed endpoint). */
export async function changeEmail(
  client: StoreSearchClient,
  input: ChangeEmailBody,
  options?: RequestOptions,
): Promise<void> {
  callInput('changeEmail', input);
  await request(client, changeEmailEndpoint, { body: input }, options);
}

/** Changes the signed-in user's password (proposed endpoint). */
export async function changePassword(
  client: StoreSearchClient,
  input: ChangePasswordBody,
  options?: RequestOptions,
): Promise<void> {
  callInput('changePassword', input);
  await request(client, changePasswordEndpoint, { body: input }, options);
}
