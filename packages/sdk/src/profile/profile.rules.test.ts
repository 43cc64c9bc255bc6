import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  PROFILE_IMAGE_MAX_BYTES,
  validateEmailChange,
  validatePasswordChange,
  validateProfileImage,
  validateProfileName,
} from './profile.rules';

describe('validateProfileName', () => {
  it('accepts and trims two non-blank names', () => {
    expect(validateProfileName({ firstname: ' Ada ', lastname: 'Lovelace ' })).toEqual({
      ok: true,
      value: { firstname: 'Ada', lastname: 'Lovelace' },
    });
  });
  it.each([
    ['', 'Lovelace'],
    ['Ada', '   '],
    [' ', ''],
  ])('refuses %j / %j with the spec message', (firstname, lastname) => {
    expect(validateProfileName({ firstname, lastname })).toEqual({
      ok: false,
      errors: [{ field: 'name', messageKey: 'firstAndLastNameRequired' }],
    });
  });
});

describe('validateProfileImage', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it('is 5 MB exactly', () => expect(PROFILE_IMAGE_MAX_BYTES).toBe(5_242_880));
  it.each([
    ['a.png', 'image/png'],
    ['a.JPG', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
    ['a.jpg', 'image/jpg'],
    ['a.webp', 'image/webp'],
  ])('accepts %s (%s)', (name, type) => {
    expect(validateProfileImage(file(name, type)).ok).toBe(true);
  });
  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(validateProfileImage(file('a.png', 'image/png', PROFILE_IMAGE_MAX_BYTES)).ok).toBe(true);
    expect(validateProfileImage(file('a.png', 'image/png', PROFILE_IMAGE_MAX_BYTES + 1))).toEqual({
      ok: false,
      errors: [{ field: 'image', messageKey: 'imageTooLarge' }],
    });
  });
  it.each([
    ['a.gif', 'image/gif'],
    ['a.png', 'image/gif'],
    ['a.gif', 'image/png'],
    ['png', 'image/png'],
    ['a.svg', 'image/svg+xml'],
  ])('refuses %s (%s) by type or extension', (name, type) => {
    expect(validateProfileImage(file(name, type))).toEqual({
      ok: false,
      errors: [{ field: 'image', messageKey: 'invalidImageType' }],
    });
  });
  it('reports both problems at once', () => {
    const result = validateProfileImage(file('a.gif', 'image/gif', PROFILE_IMAGE_MAX_BYTES + 1));
    expect(result.ok ? [] : result.errors.map((e) => e.messageKey)).toEqual([
      'invalidImageType',
      'imageTooLarge',
    ]);
  });
});

describe('validateEmailChange', () => {
  it('accepts a plausible address with the current password, trimmed', () => {
    expect(validateEmailChange({ newEmail: '  a@b.co ', currentPassword: 'x' })).toEqual({
      ok: true,
      value: { newEmail: 'a@b.co', currentPassword: 'x' },
    });
  });
  it.each(['', 'plain', 'a@b', '@b.co', 'a b@c.de'])('refuses %j with invalidEmail', (newEmail) => {
    const result = validateEmailChange({ newEmail, currentPassword: 'x' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContainEqual({ field: 'newEmail', messageKey: 'invalidEmail' });
  });
  it('refuses the current address again, in any case, and takes one that differs by a letter', () => {
    const currentEmail = 'maya@northwind-sports.demo';
    for (const newEmail of [currentEmail, ' Maya@Northwind-Sports.demo '])
      expect(validateEmailChange({ newEmail, currentPassword: 'x' }, currentEmail)).toEqual({
        ok: false,
        errors: [{ field: 'newEmail', messageKey: 'emailUnchanged' }],
      });
    expect(
      validateEmailChange({ newEmail: 'maya@northwind-sports.dem', currentPassword: 'x' }, currentEmail).ok,
    ).toBe(true);
  });
  it('asks for the current password', () => {
    const result = validateEmailChange({ newEmail: 'a@b.co', currentPassword: '' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual([{ field: 'currentPassword', messageKey: 'currentPasswordRequired' }]);
  });
});

describe('validatePasswordChange', () => {
  it('accepts a new password of exactly the minimum length', () => {
    const newPassword = 'x'.repeat(PASSWORD_MIN_LENGTH);
    expect(validatePasswordChange({ currentPassword: 'old', newPassword }).ok).toBe(true);
  });
  it('refuses one character less, and a missing current password', () => {
    const result = validatePasswordChange({
      currentPassword: '',
      newPassword: 'x'.repeat(PASSWORD_MIN_LENGTH - 1),
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual([
        { field: 'currentPassword', messageKey: 'currentPasswordRequired' },
        { field: 'newPassword', messageKey: 'passwordTooShort' },
      ]);
    }
  });
  it('refuses a long enough password of only spaces or other blanks, but takes spaces inside one', () => {
    for (const newPassword of [' '.repeat(PASSWORD_MIN_LENGTH), ' \t'.repeat(PASSWORD_MIN_LENGTH)])
      expect(validatePasswordChange({ currentPassword: 'old', newPassword })).toEqual({
        ok: false,
        errors: [{ field: 'newPassword', messageKey: 'passwordOnlySpaces' }],
      });
    expect(validatePasswordChange({ currentPassword: 'old', newPassword: ' correct horse ' }).ok).toBe(true);
  });
  it('refuses the current password as the new one, and takes one that differs only in case', () => {
    const currentPassword = 'storesearch-demo';
    expect(validatePasswordChange({ currentPassword, newPassword: currentPassword })).toEqual({
      ok: false,
      errors: [{ field: 'newPassword', messageKey: 'passwordUnchanged' }],
    });
    expect(validatePasswordChange({ currentPassword, newPassword: 'Storesearch-demo' }).ok).toBe(true);
  });
});
