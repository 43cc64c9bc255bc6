/** Profile, session, API-key and invoice endpoints of the demo backend (they act on the signed-in user). */

import type { AnyEndpoint } from '../../client/client.endpoint';
import { maskSecret } from '../../client/client.secret';
import {
  changeEmailEndpoint,
  changePasswordEndpoint,
  downloadInvoiceEndpoint,
  getApiKeysEndpoint,
  getSessionEndpoint,
  listInvoicesEndpoint,
  logoutEndpoint,
  updateApiKeysEndpoint,
  updateProfileNameEndpoint,
  uploadProfileImageEndpoint,
} from '../../profile/profile.api';
import { validateEmailChange, validatePasswordChange } from '../../profile/profile.rules';
import { type DemoDb, type DemoUser, findUser, findVendor } from '../mocks.db';
import {
  errorResponse,
  type GuardedImpl,
  guardedRoute,
  NOT_A_VENDOR_CALL,
  type Route,
  route,
} from '../mocks.route';
import { DEMO_PLANS } from '../mocks.seed';
import { rejectIssues, USER_NOT_FOUND, validationError } from './routes.shared';

/** Largest accepted profile image (spec section 5: 5 MB). */
export const DEMO_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Image types the profile accepts (spec section 5). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'];

/** Server message when nobody is signed in. */
export const NOT_SIGNED_IN = 'Not signed in';

/** Months of invoices a vendor has. */
const INVOICE_MONTHS = 6;

/** A key as the API returns it: enough to recognise, not enough to use; null when not set. */
export function maskKey(key: string): string | null {
  return key === '' ? null : maskSecret(key);
}

function fullname(user: DemoUser): string {
  return `${user.firstname} ${user.lastname}`.trim();
}

/** A call on the signed-in user's own account: 401 without a session, else `impl` with the user. */
function signedInRoute<D extends AnyEndpoint>(endpoint: D, impl: GuardedImpl<D, DemoUser>): Route<D['id']> {
  return guardedRoute(
    endpoint,
    (ctx) => ctx.user ?? errorResponse(401, NOT_SIGNED_IN),
    impl,
    NOT_A_VENDOR_CALL,
  );
}

/** The user named in the path, if the signed-in user may see their invoices (themselves, or an admin). */
function invoiceOwner(ctx: {
  readonly db: DemoDb;
  readonly user: DemoUser | null;
  readonly params: { readonly userId: string };
}): DemoUser | Response {
  const viewer = ctx.user;
  const user = findUser(ctx.db, ctx.params.userId);
  const allowed = viewer !== null && (viewer.role === 'admin' || viewer.id === user?.id);
  return user && allowed ? user : errorResponse(404, USER_NOT_FOUND);
}

const maskedKeys = (user: DemoUser) => ({
  firstVideoPlatformKey: maskKey(user.apiKeys.primary),
  secondVideoPlatformKey: maskKey(user.apiKeys.secondary),
});

/** Monthly invoices of a vendor user's plan, newest first, up to the anchor's month. */
export function invoicesOf(db: DemoDb, user: DemoUser) {
  const vendor = user.vendorId === null ? undefined : findVendor(db, user.vendorId);
  if (!vendor) return [];
  const anchor = new Date(db.anchor);
  return Array.from({ length: INVOICE_MONTHS }, (_, back) => {
    const date = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - back, 1));
    const stamp = date.toISOString().slice(0, 7).replace('-', '');
    return {
      date: date.toISOString().slice(0, 10),
      status: 'paid',
      invoiceNumber: `INV-${stamp}-${user.id}`,
      amount: DEMO_PLANS[vendor.planName].monthlyPrice,
    };
  });
}

/** A one-page PDF that any viewer opens, listing the invoice's lines. */
export function invoicePdf(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 14 Tf 72 760 Td 18 TL ${lines.map((l) => `(${pdfText(l)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** A data: URL of an uploaded file, so the new image shows without a file server. */
async function toDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return `data:${file.type};base64,${btoa(binary)}`;
}

/** Server message when the current password does not match (proposed email and password calls). */
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** Server message when another account already uses the address. */
export const EMAIL_IN_USE = 'This email address is already in use';

/** Routes of the profile domain. */
export const profileRoutes = [
  signedInRoute(getSessionEndpoint, (_ctx, user) => {
    const { id, firstname, lastname, email, image, role } = user;
    return { body: { user: { id, firstname, lastname, fullname: fullname(user), email, image, role } } };
  }),

  // Signing out twice, or with an expired session, is not an error: the user ends signed out either way.
  route(
    logoutEndpoint,
    (ctx) => {
      ctx.db.session.userId = null;
      return { body: { success: true } };
    },
    NOT_A_VENDOR_CALL,
  ),

  signedInRoute(updateProfileNameEndpoint, (ctx, user) => {
    const firstname = ctx.body.firstname.trim();
    const lastname = ctx.body.lastname.trim();
    if (firstname === '' || lastname === '') return validationError('firstAndLastNameRequired');
    user.firstname = firstname;
    user.lastname = lastname;
    return { body: { success: true } };
  }),

  signedInRoute(changeEmailEndpoint, (ctx, user) => {
    const checked = validateEmailChange(ctx.body);
    if (!checked.ok) return rejectIssues(checked.errors);
    if (checked.value.currentPassword !== user.password) return errorResponse(400, WRONG_CURRENT_PASSWORD);
    const email = checked.value.newEmail;
    if (
      ctx.db.users.some((other) => other.id !== user.id && other.email.toLowerCase() === email.toLowerCase())
    ) {
      return errorResponse(409, EMAIL_IN_USE);
    }
    user.email = email;
    return { body: { success: true } };
  }),

  signedInRoute(changePasswordEndpoint, (ctx, user) => {
    const checked = validatePasswordChange(ctx.body);
    if (!checked.ok) return rejectIssues(checked.errors);
    if (checked.value.currentPassword !== user.password) return errorResponse(400, WRONG_CURRENT_PASSWORD);
    user.password = checked.value.newPassword;
    return { body: { success: true } };
  }),

  signedInRoute(uploadProfileImageEndpoint, async (ctx, user) => {
    const file = ctx.body.profileImage;
    if (!IMAGE_TYPES.includes(file.type)) return validationError('invalidImageType');
    if (file.size > DEMO_MAX_IMAGE_BYTES) return validationError('imageTooLarge');
    user.image = await toDataUrl(file);
    return { body: { success: true, data: { image: user.image } } };
  }),

  guardedRoute(
    downloadInvoiceEndpoint,
    invoiceOwner,
    (ctx, user) => {
      const latest = invoicesOf(ctx.db, user)[0];
      if (!latest) return errorResponse(404, 'No invoice found');
      const vendor = user.vendorId === null ? undefined : findVendor(ctx.db, user.vendorId);
      const pdf = invoicePdf([
        `Invoice ${latest.invoiceNumber}`,
        `Date: ${latest.date}`,
        `Billed to: ${fullname(user)}, ${vendor?.name ?? ''}`,
        `Plan: ${vendor?.planName ?? ''} (monthly)`,
        `Amount: $${latest.amount.toFixed(2)}`,
        `Status: ${latest.status}`,
      ]);
      return new Response(pdf, {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="invoice-${user.id}.pdf"`,
        },
      });
    },
    NOT_A_VENDOR_CALL,
  ),

  guardedRoute(
    listInvoicesEndpoint,
    invoiceOwner,
    (ctx, user) => {
      return { body: invoicesOf(ctx.db, user) };
    },
    NOT_A_VENDOR_CALL,
  ),

  signedInRoute(getApiKeysEndpoint, (_ctx, user) => ({ body: { success: true, data: maskedKeys(user) } })),

  signedInRoute(updateApiKeysEndpoint, (ctx, user) => {
    const { firstVideoPlatformKey: first, secondVideoPlatformKey: second } = ctx.body;
    // Left out: unchanged; null: cleared (the body schema's contract).
    if (first !== undefined) user.apiKeys.primary = first?.trim() ?? '';
    if (second !== undefined) user.apiKeys.secondary = second?.trim() ?? '';
    return { body: { success: true, data: maskedKeys(user) } };
  }),
];
