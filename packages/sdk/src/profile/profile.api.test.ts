import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../client/client.harness';
import {
  downloadInvoice,
  getApiKeys,
  getSession,
  listInvoices,
  logout,
  updateApiKeys,
  updateProfileName,
  uploadProfileImage,
} from './profile.api';
import { invoiceFileName } from './profile.schema';

const h = useApiHarness();

describe('profile', () => {
  it('PATCH /api/user/profile sends first and last name', async () => {
    h.route('PATCH', '/api/user/profile', { success: true });
    const result = await updateProfileName(h.client, { firstname: 'Ada', lastname: 'Lovelace' });
    h.expectRequest({
      method: 'PATCH',
      path: '/api/user/profile',
      body: { firstname: 'Ada', lastname: 'Lovelace' },
    });
    expect(result.success).toBe(true);
  });

  it('PATCH /api/user/profile-image sends a multipart profileImage and returns the new address', async () => {
    h.route('PATCH', '/api/user/profile-image', { success: true, data: { image: 'https://cdn.test/a.png' } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    const image = await uploadProfileImage(h.client, { profileImage: file });
    const got = h.expectRequest({ method: 'PATCH', path: '/api/user/profile-image', multipart: true });
    const sent = (got.body as FormData).get('profileImage');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('me.png');
    expect(new Uint8Array(await (sent as File).arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    expect(image).toBe('https://cdn.test/a.png');
  });

  it('GET /api/user/{userId}/invoice returns the PDF as a Blob', async () => {
    h.route(
      'GET',
      '/api/user/:userId/invoice',
      () => new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const pdf = await downloadInvoice(h.client, { userId: 'u-9' });
    h.expectRequest({ method: 'GET', path: '/api/user/u-9/invoice' });
    expect(pdf).toBeInstanceOf(Blob);
    expect(pdf.type).toBe('application/pdf');
    expect(await pdf.text()).toBe('%PDF-1.7');
    expect(invoiceFileName('u-9')).toBe('invoice-u-9.pdf');
  });

  it('GET /api/user/{userId}/invoice?invoice= fetches the invoice a row names (proposed)', async () => {
    h.route(
      'GET',
      '/api/user/:userId/invoice',
      () => new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    await downloadInvoice(h.client, { userId: 'u-9', invoiceNumber: 'INV-202605-11' });
    h.expectRequest({ method: 'GET', path: '/api/user/u-9/invoice', query: { invoice: 'INV-202605-11' } });
    expect(invoiceFileName('u-9', 'INV-202605-11')).toBe('invoice-INV-202605-11.pdf');
  });

  it('a failed invoice download is an http error', async () => {
    h.route('GET', '/api/user/:userId/invoice', () => new HttpResponse(null, { status: 404 }));
    await expect(downloadInvoice(h.client, { userId: 1 })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
  });

  it('GET /api/user/{userId}/invoices lists invoices (proposed)', async () => {
    const invoice = { date: '2026-01-01', status: 'paid', invoiceNumber: 'INV-1', amount: 49 };
    h.route('GET', '/api/user/:userId/invoices', { data: [invoice] });
    expect(await listInvoices(h.client, { userId: 9 })).toEqual([invoice]);
    h.expectRequest({ method: 'GET', path: '/api/user/9/invoices' });
  });

  it('POST /api/auth/logout ends the session, with an empty or an ack body (proposed)', async () => {
    h.route('POST', '/api/auth/logout', { success: true });
    await expect(logout(h.client)).resolves.toBeUndefined();
    h.expectRequest({ method: 'POST', path: '/api/auth/logout' });
    h.route('POST', '/api/auth/logout', 'not json at all');
    await expect(logout(h.client)).rejects.toMatchObject({
      name: 'StoreSearchError',
      kind: 'invalidResponse',
    });
  });

  it('GET /api/auth/session returns the signed-in user (proposed)', async () => {
    h.route('GET', '/api/auth/session', {
      user: {
        id: 9,
        firstname: 'Ada',
        lastname: 'L',
        fullname: 'Ada L',
        email: 'a@x.test',
        image: null,
        role: 'user',
      },
    });
    const user = await getSession(h.client);
    h.expectRequest({ method: 'GET', path: '/api/auth/session' });
    expect(user).toMatchObject({ id: '9', role: 'user', image: null });
  });

  it('GET and PUT /api/user/api-keys read and save the masked keys (proposed)', async () => {
    const masked = { firstVideoPlatformKey: '••••••••1234', secondVideoPlatformKey: null };
    h.route('GET', '/api/user/api-keys', { success: true, data: masked });
    expect(await getApiKeys(h.client)).toEqual(masked);
    h.expectRequest({ method: 'GET', path: '/api/user/api-keys' });
    h.received.length = 0;
    h.inits.length = 0;
    h.route('PUT', '/api/user/api-keys', { success: true, data: masked });
    expect(await updateApiKeys(h.client, { firstVideoPlatformKey: 'key-1234' })).toEqual(masked);
    h.expectRequest({
      method: 'PUT',
      path: '/api/user/api-keys',
      body: { firstVideoPlatformKey: 'key-1234' },
    });
  });
});
