/**
 * The profile domain in the demo backend: the people who can sign in, and the session, profile, API-key and
 * invoice calls, which act on the signed-in user.
 */
import type * as z from 'zod/mini';
import { maskSecret } from '../client/client.secret';
import { errorResponse } from '../mocks/mocks.answer';
import type { DemoDb } from '../mocks/mocks.db';
import { findUser, findVendor, rejectIssues, USER_NOT_FOUND, validationError } from '../mocks/mocks.lookups';
import { defineDomainMock, route } from '../mocks/mocks.route';
import { DEMO_PASSWORD, DEMO_PLANS, DEMO_USERS, type DemoPlanName } from '../mocks/mocks.seed';
import type { DemoVendor } from '../stores/stores.mock';
import type { BillingCycle } from '../usage/usage.schema';
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
} from './profile.api';
import { hasDeclaredImageContent, validateEmailChange, validatePasswordChange } from './profile.rules';
import { invoiceFileName, type invoiceSchema, type sessionUserSchema } from './profile.schema';

type SessionUser = z.output<typeof sessionUserSchema>;

/** A person who can sign in: the session's fields, with the numeric id the server hands out and what only it keeps. */
export interface DemoUser extends Pick<SessionUser, 'firstname' | 'lastname' | 'email' | 'role'> {
  /** User id. */
  id: number;
  /** Profile image address, or null for the initials avatar. */
  image: Exclude<SessionUser['image'], undefined>;
  /** The vendor profile this user manages, or null for admins. */
  vendorId: number | null;
  /** The two video-platform API keys, stored in full and returned masked. */
  apiKeys: { primary: string; secondary: string };
  /** The password the proposed change-email and change-password calls check. */
  password: string;
}

/** The profile domain's part of the demo state. */
export interface ProfileState {
  /** People. */
  users: DemoUser[];
  /** The signed-in user (GET /api/auth/session; the profile calls act on this user). */
  session: { userId: number | null };
}

/** The seeded people (`DEMO_USERS`), the vendor owner signed in. */
export function seedProfiles(): ProfileState {
  return {
    users: Object.values(DEMO_USERS).map((u) => ({
      ...u,
      image: null,
      apiKeys: { primary: '', secondary: '' },
      password: DEMO_PASSWORD,
    })),
    session: { userId: DEMO_USERS.vendor.id },
  };
}

/** Largest accepted profile image (spec section 5: 5 MB). */
export const DEMO_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A whole PNG of one pixel, the sample upload: a browser decodes it too. */
const SAMPLE_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** Months of invoices a vendor has. */
const INVOICE_MONTHS = 6;

/** Server message when the current password does not match (proposed email and password calls). */
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** Server message when another account already uses the address. */
export const EMAIL_IN_USE = 'This email address is already in use';

/** A key as the API returns it: enough to recognise, not enough to use; null when not set. */
export function maskKey(key: string): string | null {
  return key === '' ? null : maskSecret(key);
}

/**
 * Copies a profile change to the admin area's row of the account, which the Users and Orders lists show: the
 * admin sees the name and e-mail the user now has.
 */
function showToAdmin(
  db: DemoDb,
  user: DemoUser,
  change: Partial<Pick<DemoUser, 'firstname' | 'lastname' | 'email'>>,
) {
  const row = db.admin.users.find((candidate) => String(candidate.id) === String(user.id));
  if (row) Object.assign(row, change);
}

function fullname(user: DemoUser): string {
  return `${user.firstname} ${user.lastname}`.trim();
}

/** The user named in the path, if the signed-in user may see their invoices (themselves, or an admin). */
function invoiceOwner(ctx: {
  readonly db: DemoDb;
  readonly user: DemoUser;
  readonly params: { readonly userId: string };
}): DemoUser | Response {
  const user = findUser(ctx.db, ctx.params.userId);
  const allowed = ctx.user.role === 'admin' || ctx.user.id === user?.id;
  return user && allowed ? user : errorResponse(404, USER_NOT_FOUND);
}

const maskedKeys = (user: DemoUser) => ({
  firstVideoPlatformKey: maskKey(user.apiKeys.primary),
  secondVideoPlatformKey: maskKey(user.apiKeys.secondary),
});

/** An invoice as the demo keeps it: the row the table shows, with the plan it bills. */
interface DemoInvoice extends z.input<typeof invoiceSchema> {
  /** The plan billed. */
  readonly plan: DemoPlanName;
  /** How it is billed. */
  readonly billing: BillingCycle;
}

/** The vendor's plan at an instant: the plan of its last change by then, else the plan it started on. */
function planAt(vendor: DemoVendor, ms: number): DemoPlanName {
  let plan = vendor.planChanges[0]?.from ?? vendor.planName;
  for (const change of vendor.planChanges) if (change.at <= ms) plan = change.planName;
  return plan;
}

/**
 * A vendor user's invoices, newest first: the plan's monthly invoices up to the anchor's month, each at the price
 * of the plan it billed then, and the invoice of every plan change for the new plan's first period.
 */
function demoInvoicesOf(db: DemoDb, user: DemoUser): DemoInvoice[] {
  const vendor = user.vendorId === null ? undefined : findVendor(db, user.vendorId);
  if (!vendor) return [];
  const anchor = new Date(db.anchor);
  const monthly = Array.from({ length: INVOICE_MONTHS }, (_, back): DemoInvoice => {
    const date = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - back, 1));
    const stamp = date.toISOString().slice(0, 7).replace('-', '');
    const plan = planAt(vendor, date.getTime());
    return {
      date: date.toISOString().slice(0, 10),
      status: 'paid',
      invoiceNumber: `INV-${stamp}-${user.id}`,
      amount: DEMO_PLANS[plan].monthlyPrice,
      plan,
      billing: 'monthly',
    };
  });
  const changes = vendor.planChanges.map(
    (change): DemoInvoice => ({
      date: new Date(change.at).toISOString().slice(0, 10),
      status: 'paid',
      invoiceNumber: change.invoiceNumber,
      amount: change.amount,
      plan: change.planName,
      billing: change.billing,
    }),
  );
  return [...changes.reverse(), ...monthly].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** A vendor user's invoices as the Payment Invoice table lists them, newest first. */
export function invoicesOf(db: DemoDb, user: DemoUser): z.input<typeof invoiceSchema>[] {
  return demoInvoicesOf(db, user).map(({ date, status, invoiceNumber, amount }) => ({
    date,
    status,
    invoiceNumber,
    amount,
  }));
}

/** The characters WinAnsiEncoding puts at 0x80–0x9F, where Latin-1 has control codes. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * A line as a PDF string in the standard fonts' WinAnsiEncoding: ASCII as it is (with `\\`, `(` and `)` escaped),
 * every other character the encoding has (accented Latin letters, €, curly quotes, dashes) as its octal code, and a
 * character it has not (Greek, CJK, emoji) as '?'.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (code >= 0x20 && code <= 0x7e) out += char;
    else {
      const high = WIN_ANSI_HIGH.indexOf(char);
      const byte = high >= 0 && code > 0xff ? 0x80 + high : code >= 0xa0 && code <= 0xff ? code : -1;
      out += byte < 0 ? '?' : `\\${byte.toString(8)}`;
    }
  }
  return out;
}

/** A one-page PDF that any viewer opens, listing the invoice's lines (names with accents kept). */
export function invoicePdf(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const stream = `BT /F1 14 Tf 72 760 Td 18 TL ${lines.map((l) => `(${pdfText(l)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
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

/** The profile domain's calls in the demo backend. */
export const profileMock = defineDomainMock({
  domain: 'profile',
  tag: { name: 'profile', description: "The signed-in user's session, profile, API keys and invoices." },
  routes: [
    route(updateProfileNameEndpoint).with({
      summary: "Saves the signed-in user's first and last name.",
      access: 'user',
      sample: () => ({ body: { firstname: 'Maya', lastname: 'Lind' } }),
      answer: (ctx) => {
        const firstname = ctx.body.firstname.trim();
        const lastname = ctx.body.lastname.trim();
        if (firstname === '' || lastname === '') return validationError('firstAndLastNameRequired');
        ctx.user.firstname = firstname;
        ctx.user.lastname = lastname;
        showToAdmin(ctx.db, ctx.user, { firstname, lastname });
        return { body: { success: true } };
      },
    }),

    route(uploadProfileImageEndpoint).with({
      summary: 'Uploads a new profile image as the multipart field profileImage.',
      access: 'user',
      sample: () => ({ body: { profileImage: new Blob([SAMPLE_PNG], { type: 'image/png' }) } }),
      answer: async (ctx) => {
        const file = ctx.body.profileImage;
        // An accepted type is not enough: the content must be an image of the family it declares.
        if (!(await hasDeclaredImageContent(file))) return validationError('invalidImageType');
        if (file.size > DEMO_MAX_IMAGE_BYTES) return validationError('imageTooLarge');
        ctx.user.image = await toDataUrl(file);
        return { body: { success: true, data: { image: ctx.user.image } } };
      },
    }),

    route(downloadInvoiceEndpoint).with({
      summary:
        "The user's latest invoice as a PDF (saved as invoice-{userId}.pdf), or the one ?invoice= names (saved under its number).",
      access: 'user',
      sample: () => ({ params: { userId: DEMO_USERS.vendor.id }, query: {} }),
      find: invoiceOwner,
      answer: (ctx, user) => {
        const { invoice } = ctx.query;
        const invoices = demoInvoicesOf(ctx.db, user);
        const latest =
          invoice === undefined ? invoices[0] : invoices.find((row) => row.invoiceNumber === invoice);
        if (!latest) return errorResponse(404, 'No invoice found');
        const vendor = user.vendorId === null ? undefined : findVendor(ctx.db, user.vendorId);
        const pdf = invoicePdf([
          `Invoice ${latest.invoiceNumber}`,
          `Date: ${latest.date}`,
          `Billed to: ${fullname(user)}, ${vendor?.name ?? ''}`,
          `Plan: ${latest.plan} (${latest.billing})`,
          `Amount: $${latest.amount.toFixed(2)}`,
          `Status: ${latest.status}`,
        ]);
        return new Response(pdf, {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="${invoiceFileName(user.id, invoice)}"`,
          },
        });
      },
    }),

    route(listInvoicesEndpoint).with({
      summary: "The user's invoices for the Payment Invoice table.",
      access: 'user',
      sample: () => ({ params: { userId: DEMO_USERS.vendor.id } }),
      find: invoiceOwner,
      answer: (ctx, user) => ({ body: invoicesOf(ctx.db, user) }),
    }),

    route(getSessionEndpoint).with({
      summary: 'The signed-in user with their role and the vendor profile they manage.',
      access: 'user',
      sample: () => ({}),
      answer: ({ user }) => {
        const { id, firstname, lastname, email, image, role, vendorId } = user;
        return {
          body: { user: { id, firstname, lastname, fullname: fullname(user), email, image, role, vendorId } },
        };
      },
    }),

    // Signing out twice, or with an expired session, is not an error: the user ends signed out either way.
    route(logoutEndpoint).with({
      summary:
        'Ends the session: the session cookie is cleared and no longer accepted; succeeds when nobody is signed in.',
      access: 'public',
      sample: () => ({}),
      journaled: false,
      answer: (ctx) => {
        ctx.db.session.userId = null;
        return { body: { success: true } };
      },
    }),

    route(getApiKeysEndpoint).with({
      summary: 'The two video-platform API keys, masked.',
      access: 'user',
      sample: () => ({}),
      answer: ({ user }) => ({ body: { success: true, data: maskedKeys(user) } }),
    }),

    route(updateApiKeysEndpoint).with({
      summary: 'Saves the two video-platform API keys; returns them masked.',
      access: 'user',
      sample: () => ({ body: { firstVideoPlatformKey: 'yt-1234567890abcdef' } }),
      answer: ({ body, user }) => {
        const { firstVideoPlatformKey: first, secondVideoPlatformKey: second } = body;
        // Left out: unchanged; null: cleared (the body schema's contract).
        if (first !== undefined) user.apiKeys.primary = first?.trim() ?? '';
        if (second !== undefined) user.apiKeys.secondary = second?.trim() ?? '';
        return { body: { success: true, data: maskedKeys(user) } };
      },
    }),

    route(changeEmailEndpoint).with({
      summary: 'Changes the sign-in e-mail, confirmed with the current password.',
      access: 'user',
      sample: () => ({
        body: { newEmail: 'maya.new@northwind-sports.demo', currentPassword: DEMO_PASSWORD },
      }),
      answer: (ctx) => {
        const checked = validateEmailChange(ctx.body, ctx.user.email);
        if (!checked.ok) return rejectIssues(checked.errors);
        const { user } = ctx;
        if (checked.value.currentPassword !== user.password)
          return errorResponse(400, WRONG_CURRENT_PASSWORD);
        const email = checked.value.newEmail;
        const taken = (other: DemoUser) =>
          other.id !== user.id && other.email.toLowerCase() === email.toLowerCase();
        if (ctx.db.users.some(taken)) return errorResponse(409, EMAIL_IN_USE);
        user.email = email;
        showToAdmin(ctx.db, user, { email });
        return { body: { success: true } };
      },
    }),

    route(changePasswordEndpoint).with({
      summary: 'Changes the password (at least 8 characters), confirmed with the current one.',
      access: 'user',
      sample: () => ({ body: { currentPassword: DEMO_PASSWORD, newPassword: 'a-longer-password' } }),
      answer: (ctx) => {
        const checked = validatePasswordChange(ctx.body);
        if (!checked.ok) return rejectIssues(checked.errors);
        if (checked.value.currentPassword !== ctx.user.password)
          return errorResponse(400, WRONG_CURRENT_PASSWORD);
        ctx.user.password = checked.value.newPassword;
        return { body: { success: true } };
      },
    }),
  ],
});
