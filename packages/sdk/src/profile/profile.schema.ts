import * as z from 'zod/mini';
import { idSchema, listOrDataSchema } from '../client/client.schema';
import { maskedSecretSchema } from '../client/client.secret';

/** Body of PATCH /api/user/profile. */
export const updateProfileNameBodySchema = z.object({
  /** First name, non-empty after trimming. */
  firstname: z.string(),
  /** Last name, non-empty after trimming. */
  lastname: z.string(),
});

/** Body of a name update. */
export type UpdateProfileNameBody = z.infer<typeof updateProfileNameBodySchema>;

/** Response of a name update. */
export const updateProfileNameResponseSchema = z.looseObject({
  /** True when saved. */
  success: z.boolean(),
  /** Failure text. */
  error: z.optional(z.looseObject({ message: z.optional(z.string()) })),
});

/** Response of a name update. */
export type UpdateProfileNameResponse = z.infer<typeof updateProfileNameResponseSchema>;

/** Body of PATCH /api/user/profile-image, sent as a multipart form. */
export const uploadProfileImageBodySchema = z.object({
  /** The image file (PNG, JPEG or WebP, at most 5 MB). */
  profileImage: z.instanceof(Blob),
});

/** Body of an image upload. */
export type UploadProfileImageBody = z.infer<typeof uploadProfileImageBodySchema>;

/** Response of an image upload. */
export const uploadProfileImageResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The stored image. */
  data: z.looseObject({
    /** Address of the new image. */
    image: z.string(),
  }),
});

/** An invoice PDF. */
export const invoicePdfSchema = z.instanceof(Blob);

/** Roles of a signed-in user; `user` is shown as Vendor. */
export const userRoleSchema = z.enum(['admin', 'user']);

/** Role of a signed-in user. */
export type UserRole = z.infer<typeof userRoleSchema>;

/** The signed-in user (proposed session endpoint). */
export const sessionUserSchema = z.looseObject({
  /** User id. */
  id: idSchema,
  /** First name. */
  firstname: z.string(),
  /** Last name. */
  lastname: z.string(),
  /** Full name. */
  fullname: z.string(),
  /** E-mail address. */
  email: z.string(),
  /** Profile image address; null when none. */
  image: z.optional(z.nullable(z.string())),
  /** Role. */
  role: userRoleSchema,
  /**
   * The id of the user's vendor profile, sent as x-vendor-id; null when they have none (an admin). Proposed, so
   * the dashboard knows it with the session, without asking for the vendor profile first; absent from an API
   * that does not send it.
   */
  vendorId: z.optional(z.nullable(idSchema)),
});

/** The signed-in user. */
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Response of GET /api/auth/session (proposed). */
export const sessionResponseSchema = z.looseObject({
  /** The signed-in user. */
  user: sessionUserSchema,
});

/** The two video-platform API keys, masked (by the server, and again here in case it sent one whole); null when not set (proposed). */
export const apiKeysSchema = z.object({
  /** First video-platform key, masked. */
  firstVideoPlatformKey: z.nullable(maskedSecretSchema),
  /** Second video-platform key, masked. */
  secondVideoPlatformKey: z.nullable(maskedSecretSchema),
});

/** The masked video-platform keys. */
export type ApiKeys = z.infer<typeof apiKeysSchema>;

/** Body of PUT /api/user/api-keys (proposed): a key left out stays unchanged; null clears it. */
export const updateApiKeysBodySchema = z.object({
  /** New first video-platform key. */
  firstVideoPlatformKey: z.optional(z.nullable(z.string())),
  /** New second video-platform key. */
  secondVideoPlatformKey: z.optional(z.nullable(z.string())),
});

/** Body of an API-key update. */
export type UpdateApiKeysBody = z.infer<typeof updateApiKeysBodySchema>;

/** Response of GET/PUT /api/user/api-keys (proposed). */
export const apiKeysResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The masked keys. */
  data: apiKeysSchema,
});

/** A row of the Payment Invoice table (proposed list endpoint). */
export const invoiceSchema = z.looseObject({
  /** ISO date of the invoice. */
  date: z.string(),
  /** Payment state, e.g. paid. */
  status: z.string(),
  /** Invoice number. */
  invoiceNumber: z.string(),
  /** Amount in dollars. */
  amount: z.number(),
});

/** A row of the Payment Invoice table. */
export type Invoice = z.infer<typeof invoiceSchema>;

/** Response of GET /api/user/{userId}/invoices (proposed): a list or `{ data }`. */
export const invoicesResponseSchema = listOrDataSchema(invoiceSchema);

/** Query of GET /api/user/{userId}/invoice: which invoice (proposed); the latest without it. */
export const invoiceQuerySchema = z.object({
  /** The invoice's number, as the invoice list names it. */
  invoice: z.optional(z.string()),
});

/**
 * File name the caller saves an invoice PDF under: `invoice-{userId}.pdf` for the latest, and the invoice's
 * number for one chosen from the list (`invoice-INV-202605-11.pdf`), so two downloads do not overwrite each other.
 */
export function invoiceFileName(userId: string | number, invoiceNumber?: string): string {
  return `invoice-${invoiceNumber ?? userId}.pdf`;
}

/** Body of PATCH /api/user/email (proposed): the new address, confirmed with the current password. */
export const changeEmailBodySchema = z.object({
  /** The new e-mail address. */
  newEmail: z.string(),
  /** The current password, to confirm it is the account's owner. */
  currentPassword: z.string(),
});

/** Body of an e-mail change. */
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** Body of PATCH /api/user/password (proposed). */
export const changePasswordBodySchema = z.object({
  /** The current password. */
  currentPassword: z.string(),
  /** The new password (at least 8 characters). */
  newPassword: z.string(),
});

/** Body of a password change. */
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
