import { invalid, type ValidationIssue, type ValidationResult, valid } from '../validation/validation.rules';
import type { ChangeEmailBody, ChangePasswordBody, UpdateProfileNameBody } from './profile.schema';

/** Largest accepted profile image, in bytes (spec: 5 MB). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** MIME types accepted for a profile image. */
export const PROFILE_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'] as const;

/** File-name extensions accepted for a profile image. */
export const PROFILE_IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'webp'] as const;

/** How long the image-upload success message stays, in milliseconds. */
export const SUCCESS_MESSAGE_MS = 3_000;

/** The name fields of the profile form, as typed. */
export type ProfileNameInput = Pick<UpdateProfileNameBody, 'firstname' | 'lastname'>;

/** Checks that first and last name are both non-empty after trimming; the value is trimmed. */
export function validateProfileName(input: ProfileNameInput): ValidationResult<ProfileNameInput, 'name'> {
  const firstname = input.firstname.trim();
  const lastname = input.lastname.trim();
  if (firstname === '' || lastname === '') {
    return invalid([{ field: 'name', messageKey: 'firstAndLastNameRequired' }]);
  }
  return valid({ firstname, lastname });
}

/** The parts of a `File` the image check reads (a `File` fits). */
export interface ImageFileLike {
  /** Size in bytes. */
  readonly size: number;
  /** MIME type as reported by the browser. */
  readonly type: string;
  /** File name, for its extension. */
  readonly name: string;
}

/**
 * Checks a profile image: at most 5 MB, and png/jpeg/jpg/webp by both MIME type and extension (the content too:
 * `validateProfileImageFile`).
 */
export function validateProfileImage<File extends ImageFileLike>(
  file: File,
): ValidationResult<File, 'image'> {
  const errors: ValidationIssue<'image'>[] = [];
  const mime = file.type.toLowerCase();
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const typeOk = (PROFILE_IMAGE_MIME_TYPES as readonly string[]).includes(mime);
  const extensionOk = (PROFILE_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  // Both must agree: a renamed .exe with an image MIME type, or an image name with a foreign MIME, is refused.
  if (!typeOk || !extensionOk) errors.push({ field: 'image', messageKey: 'invalidImageType' });
  if (file.size > PROFILE_IMAGE_MAX_BYTES) errors.push({ field: 'image', messageKey: 'imageTooLarge' });
  return errors.length > 0 ? invalid(errors) : valid(file);
}

/** An accepted image family as its content announces it, named by its canonical MIME type. */
export type DetectedImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/** Bytes read from the start of a file to tell its type: the longest signature, WebP's `RIFF????WEBP`. */
export const IMAGE_SIGNATURE_BYTES = 12;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;
/** `RIFF` in ASCII: the container WebP shares with WAV and AVI. */
const RIFF = [0x52, 0x49, 0x46, 0x46] as const;
/** `WEBP` in ASCII: the RIFF form type that makes it an image. */
const WEBP = [0x57, 0x45, 0x42, 0x50] as const;
/** Where WebP's form type follows RIFF and the four bytes of the chunk size. */
const WEBP_FORM_OFFSET = 8;

function hasBytesAt(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)
  );
}

/** The image type a file's first bytes announce by their signature (PNG, JPEG, WebP), or null for anything else. */
export function detectImageType(head: Uint8Array): DetectedImageType | null {
  if (hasBytesAt(head, PNG_SIGNATURE)) return 'image/png';
  if (hasBytesAt(head, JPEG_SIGNATURE)) return 'image/jpeg';
  if (hasBytesAt(head, RIFF) && hasBytesAt(head, WEBP, WEBP_FORM_OFFSET)) return 'image/webp';
  return null;
}

/** Reads the first bytes of `file` and names the image type they announce, or null. */
export async function readImageType(file: Pick<Blob, 'slice'>): Promise<DetectedImageType | null> {
  const head = await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer();
  return detectImageType(new Uint8Array(head));
}

/** The content family each accepted MIME type declares. */
const DECLARED_IMAGE_TYPE: Record<(typeof PROFILE_IMAGE_MIME_TYPES)[number], DetectedImageType> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/webp': 'image/webp',
};

/**
 * True when the runtime decodes `file` as an image, where it can decode images (a browser, a worker): a file with
 * an image's first bytes and nothing of an image after them does not. Elsewhere (Node) the signature is the check.
 */
async function decodesAsImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * True when `file` declares an accepted image type, its content is an image of that family by its signature, and
 * where the runtime can decode images, it decodes.
 */
export async function hasDeclaredImageContent(file: Blob): Promise<boolean> {
  return (await hasDeclaredImageSignature(file)) && (await decodesAsImage(file));
}

/** True when `file` declares an accepted image type and starts with the signature of that family. */
async function hasDeclaredImageSignature(file: Blob): Promise<boolean> {
  const mime = file.type.toLowerCase();
  if (!(PROFILE_IMAGE_MIME_TYPES as readonly string[]).includes(mime)) return false;
  return (await readImageType(file)) === DECLARED_IMAGE_TYPE[mime as keyof typeof DECLARED_IMAGE_TYPE];
}

/**
 * Checks a profile image before it is sent: `validateProfileImage`, and its content (`hasDeclaredImageContent`): an
 * image of the family its MIME type declares by its signature, which decodes where the runtime can decode images
 * ('invalidImageType' otherwise, as for a text file named `.png`).
 */
export async function validateProfileImageFile<File extends ImageFileLike & Blob>(
  file: File,
): Promise<ValidationResult<File, 'image'>> {
  const checked = validateProfileImage(file);
  const typeRefused = !checked.ok && checked.errors.some((issue) => issue.messageKey === 'invalidImageType');
  if (typeRefused) return checked;
  // A file refused for its size is not decoded: its signature is enough to say whether it is an image too.
  const content = checked.ok ? hasDeclaredImageContent(file) : hasDeclaredImageSignature(file);
  if (await content) return checked;
  return invalid([{ field: 'image', messageKey: 'invalidImageType' }, ...(checked.ok ? [] : checked.errors)]);
}

/** Shortest password the change-password dialog accepts. */
export const PASSWORD_MIN_LENGTH = 8;

/** A plausible e-mail address: something, an @, and a host with a dot. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the change-email dialog: a plausible address ('invalidEmail') other than `currentEmail`, in any case
 * ('emailUnchanged'), and the current password.
 */
export function validateEmailChange(
  input: ChangeEmailBody,
  currentEmail?: string,
): ValidationResult<ChangeEmailBody, 'newEmail' | 'currentPassword'> {
  const errors: ValidationIssue<'newEmail' | 'currentPassword'>[] = [];
  const newEmail = input.newEmail.trim();
  if (!EMAIL_PATTERN.test(newEmail)) errors.push({ field: 'newEmail', messageKey: 'invalidEmail' });
  else if (newEmail.toLowerCase() === currentEmail?.trim().toLowerCase())
    errors.push({ field: 'newEmail', messageKey: 'emailUnchanged' });
  if (input.currentPassword === '')
    errors.push({ field: 'currentPassword', messageKey: 'currentPasswordRequired' });
  return errors.length > 0 ? invalid(errors) : valid({ newEmail, currentPassword: input.currentPassword });
}

/** Checks the change-password dialog: the current password given, the new one at least 8 characters. */
export function validatePasswordChange(
  input: ChangePasswordBody,
): ValidationResult<ChangePasswordBody, 'currentPassword' | 'newPassword'> {
  const errors: ValidationIssue<'currentPassword' | 'newPassword'>[] = [];
  if (input.currentPassword === '')
    errors.push({ field: 'currentPassword', messageKey: 'currentPasswordRequired' });
  if (input.newPassword.length < PASSWORD_MIN_LENGTH)
    errors.push({ field: 'newPassword', messageKey: 'passwordTooShort' });
  // Only spaces reads as no password at all; the current one again changes nothing.
  else if (input.newPassword.trim() === '')
    errors.push({ field: 'newPassword', messageKey: 'passwordOnlySpaces' });
  else if (input.newPassword === input.currentPassword)
    errors.push({ field: 'newPassword', messageKey: 'passwordUnchanged' });
  return errors.length > 0 ? invalid(errors) : valid(input);
}
