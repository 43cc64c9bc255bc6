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

/** Checks a profile image: at most 5 MB, and png/jpeg/jpg/webp by both MIME type and extension. */
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
