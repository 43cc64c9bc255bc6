import { describe, expect, it } from 'vitest';
import { en } from '../i18n/messages.en';
import { createDemoBackend } from '../mocks/mocks.backend';
import { call, imageForm, json } from '../mocks/mocks.harness';
import { DEMO_PASSWORD, DEMO_USERS } from '../mocks/mocks.seed';
import { invoicePdf, pdfText, WRONG_CURRENT_PASSWORD } from './profile.mock';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const WEBP_SIGNATURE = [...'RIFF\x24\0\0\0WEBP'].map((c) => c.charCodeAt(0));

/** A multipart form with one file under `profileImage`: `content` padded with zeros to `bytes` bytes. */
function uploadForm(type: string, content: readonly number[] | string, bytes = content.length): FormData {
  const head = typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);
  const form = new FormData();
  form.append('profileImage', new Blob([head, new Uint8Array(bytes - head.length)], { type }), 'avatar');
  return form;
}

describe('the profile domain in the demo backend', () => {
  it('logout ends the session: the next session read is a 401, and a second logout still succeeds', async () => {
    const backend = createDemoBackend();
    const logout = () => call(backend, 'POST', '/api/auth/logout', { vendor: null });
    expect((await call(backend, 'GET', '/api/auth/session')).status).toBe(200);
    expect((await logout()).status).toBe(200);
    expect(backend.db.session.userId).toBeNull();
    expect((await call(backend, 'GET', '/api/auth/session')).status).toBe(401);
    expect(await json(await logout())).toEqual({ success: true });
  });

  it('profile name, image and api keys persist; invalid input is refused with the spec messages', async () => {
    const backend = createDemoBackend();
    const noName = await call(backend, 'PATCH', '/api/user/profile', {
      body: { firstname: ' ', lastname: 'X' },
    });
    expect(await json(noName)).toMatchObject({ error: { message: 'First name and last name are required' } });
    await call(backend, 'PATCH', '/api/user/profile', { body: { firstname: ' Mia ', lastname: 'Lind' } });
    expect(await json(await call(backend, 'GET', '/api/auth/session'))).toMatchObject({
      user: { firstname: 'Mia', lastname: 'Lind', fullname: 'Mia Lind', role: 'user' },
    });

    const gif = await call(backend, 'PATCH', '/api/user/profile-image', { body: imageForm('image/gif', 10) });
    expect(await json(gif)).toMatchObject({
      error: { message: 'Please upload a valid image (PNG, JPEG, or WebP)' },
    });
    const big = await call(backend, 'PATCH', '/api/user/profile-image', {
      body: uploadForm('image/png', PNG_SIGNATURE, 5 * 1024 * 1024 + 1),
    });
    expect(await json(big)).toMatchObject({ error: { message: 'Image size must be less than 5MB' } });
    const ok = await call(backend, 'PATCH', '/api/user/profile-image', {
      body: uploadForm('image/webp', WEBP_SIGNATURE, 5 * 1024 * 1024),
    });
    const image = ((await json(ok)).data as { image: string }).image;
    expect(image).toMatch(/^data:image\/webp;base64,/);
    expect(await json(await call(backend, 'GET', '/api/auth/session'))).toMatchObject({ user: { image } });

    await call(backend, 'PUT', '/api/user/api-keys', {
      body: { firstVideoPlatformKey: 'yt-1234567890abcdef', secondVideoPlatformKey: 'abc' },
    });
    expect((await json(await call(backend, 'GET', '/api/user/api-keys'))).data).toEqual({
      firstVideoPlatformKey: '••••••••cdef',
      secondVideoPlatformKey: '••••••••',
    });
    expect(backend.db.users.find((u) => u.id === DEMO_USERS.vendor.id)?.apiKeys.primary).toBe(
      'yt-1234567890abcdef',
    );
  });

  it('refuses a file of an accepted type whose content is not an image of that type, and keeps the image', async () => {
    const backend = createDemoBackend();
    const upload = (body: FormData) => call(backend, 'PATCH', '/api/user/profile-image', { body });
    const first = await upload(uploadForm('image/png', PNG_SIGNATURE, 64));
    const image = ((await json(first)).data as { image: string }).image;
    for (const form of [
      uploadForm('image/png', 'not an image'),
      uploadForm('image/png', PNG_SIGNATURE.slice(0, -1)),
      uploadForm('image/webp', PNG_SIGNATURE),
      uploadForm('image/webp', 'RIFF\x24\0\0\0WAVE'),
      uploadForm('image/jpeg', []),
    ]) {
      const refused = await upload(form);
      expect(refused.status).toBe(400);
      expect(await json(refused)).toMatchObject({ error: { message: en.invalidImageType } });
    }
    expect(await json(await call(backend, 'GET', '/api/auth/session'))).toMatchObject({ user: { image } });
  });

  it('changes e-mail and password only with the current password (proposed calls)', async () => {
    const backend = createDemoBackend();
    const user = () => backend.db.users.find((u) => u.id === DEMO_USERS.vendor.id);
    const wrong = await call(backend, 'PATCH', '/api/user/email', {
      body: { newEmail: 'maya@new.demo', currentPassword: 'not-it' },
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ error: { message: WRONG_CURRENT_PASSWORD } });
    expect(user()?.email).toBe(DEMO_USERS.vendor.email);
    const taken = await call(backend, 'PATCH', '/api/user/email', {
      body: { newEmail: DEMO_USERS.admin.email, currentPassword: DEMO_PASSWORD },
    });
    expect(taken.status).toBe(409);
    // The address in use again, in another case, is refused as no change.
    const same = await call(backend, 'PATCH', '/api/user/email', {
      body: { newEmail: DEMO_USERS.vendor.email.toUpperCase(), currentPassword: DEMO_PASSWORD },
    });
    expect(same.status).toBe(400);
    expect(await json(same)).toMatchObject({ error: { message: en.emailUnchanged } });
    const ok = await call(backend, 'PATCH', '/api/user/email', {
      body: { newEmail: 'maya@new.demo', currentPassword: DEMO_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(await json(await call(backend, 'GET', '/api/auth/session'))).toMatchObject({
      user: { email: 'maya@new.demo' },
    });

    const short = await call(backend, 'PATCH', '/api/user/password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    const changed = await call(backend, 'PATCH', '/api/user/password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'a-longer-password' },
    });
    expect(changed.status).toBe(200);
    expect(user()?.password).toBe('a-longer-password');
  });

  it("shows a user's new name and e-mail in the admin's users and orders lists", async () => {
    const backend = createDemoBackend();
    await call(backend, 'PATCH', '/api/user/profile', { body: { firstname: 'Mia', lastname: 'Berg' } });
    await call(backend, 'PATCH', '/api/user/email', {
      body: { newEmail: 'mia@berg.demo', currentPassword: DEMO_PASSWORD },
    });
    backend.db.session.userId = DEMO_USERS.admin.id;
    const users = (await json(await call(backend, 'GET', '/api/admin/users'))) as unknown as {
      data: { id: number | string; fullname: string; email: string }[];
    };
    expect(users.data.find((row) => String(row.id) === String(DEMO_USERS.vendor.id))).toMatchObject({
      fullname: 'Mia Berg',
      email: 'mia@berg.demo',
    });
  });

  it("names the signed-in user's vendor profile with the session, and none for an admin", async () => {
    const backend = createDemoBackend();
    backend.db.session.userId = DEMO_USERS.vendor.id;
    expect(await json(await call(backend, 'GET', '/api/auth/session'))).toMatchObject({
      user: { id: DEMO_USERS.vendor.id, vendorId: DEMO_USERS.vendor.vendorId },
    });
    backend.db.session.userId = DEMO_USERS.admin.id;
    expect(await json(await call(backend, 'GET', '/api/auth/session'))).toMatchObject({
      user: { id: DEMO_USERS.admin.id, vendorId: null },
    });
  });

  it('answers 401 on session calls when nobody is signed in', async () => {
    const backend = createDemoBackend();
    backend.db.session.userId = null;
    expect((await call(backend, 'GET', '/api/auth/session')).status).toBe(401);
  });

  it("lets an admin read any user's invoices, a vendor only their own", async () => {
    const backend = createDemoBackend();
    const path = `/api/user/${DEMO_USERS.secondVendor.id}/invoices`;
    expect((await call(backend, 'GET', path)).status).toBe(404);
    backend.db.session.userId = DEMO_USERS.admin.id;
    const invoices = (await json(await call(backend, 'GET', path))) as unknown as { amount: number }[];
    expect(invoices).toHaveLength(6);
    expect(invoices.every((i) => i.amount === 19)).toBe(true);
  });

  it('serves the invoice as a PDF', async () => {
    const response = await call(createDemoBackend(), 'GET', `/api/user/${DEMO_USERS.vendor.id}/invoice`);
    expect(response.headers.get('content-disposition')).toContain(`invoice-${DEMO_USERS.vendor.id}.pdf`);
    const text = await response.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it("writes accented names, the euro sign and curly quotes in the fonts' encoding, and ? only for what it lacks", () => {
    expect(pdfText('Tomás Herrera')).toBe('Tom\\341s Herrera');
    expect(pdfText('Chloé Zoë Åberg')).toBe('Chlo\\351 Zo\\353 \\305berg');
    expect(pdfText('€19 – “Pro”')).toBe('\\20019 \\226 \\223Pro\\224');
    expect(pdfText('a (b) \\ c')).toBe('a \\(b\\) \\\\ c');
    expect(pdfText('東京 Ω 😀 \u0081')).toBe('?? ? ? ?');
    const pdf = new TextDecoder().decode(invoicePdf(['Billed to: Tomás Herrera']));
    expect(pdf).toContain('/Encoding /WinAnsiEncoding');
    expect(pdf).toContain('(Billed to: Tom\\341s Herrera) Tj');
    // ASCII throughout, so the stream's length and the cross-reference offsets count bytes.
    expect([...pdf].every((char) => char.charCodeAt(0) < 0x80)).toBe(true);
  });

  it("serves the invoice a row names, under its number, and refuses one that is not the user's", async () => {
    const backend = createDemoBackend();
    const path = `/api/user/${DEMO_USERS.vendor.id}/invoice`;
    const invoices = (await json(await call(backend, 'GET', `${path}s`))) as unknown as {
      invoiceNumber: string;
    }[];
    const [latest, older] = invoices.map((row) => row.invoiceNumber);
    const chosen = await call(backend, 'GET', `${path}?invoice=${older}`);
    expect(chosen.headers.get('content-disposition')).toContain(`invoice-${older}.pdf`);
    const text = await chosen.text();
    expect(text).toContain(`Invoice ${older}`);
    expect(text).not.toContain(`Invoice ${latest}`);
    expect((await call(backend, 'GET', `${path}?invoice=INV-000000-0`)).status).toBe(404);
    // Another vendor's invoice, read as the admin, is not found among this vendor's.
    backend.db.session.userId = DEMO_USERS.admin.id;
    const other = (await json(
      await call(backend, 'GET', `/api/user/${DEMO_USERS.secondVendor.id}/invoices`),
    )) as unknown as { invoiceNumber: string }[];
    backend.db.session.userId = DEMO_USERS.vendor.id;
    expect(other[0]?.invoiceNumber).toBeDefined();
    expect((await call(backend, 'GET', `${path}?invoice=${other[0]?.invoiceNumber}`)).status).toBe(404);
  });
});
