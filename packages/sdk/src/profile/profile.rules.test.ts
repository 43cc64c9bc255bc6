import { describe, expect, it, vi } from 'vitest';
import {
  detectImageType,
  hasDeclaredImageContent,
  IMAGE_SIGNATURE_BYTES,
  PASSWORD_MIN_LENGTH,
  PROFILE_IMAGE_MAX_BYTES,
  readImageType,
  validateEmailChange,
  validatePasswordChange,
  validateProfileImage,
  validateProfileImageFile,
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

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const WEBP = [...ascii('RIFF'), 0x24, 0x00, 0x00, 0x00, ...ascii('WEBP')];

describe('detectImageType', () => {
  const detect = (bytes: number[]) => detectImageType(new Uint8Array(bytes));
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ])('names a %s by its signature alone, and with more bytes after it', (_, signature, type) => {
    expect(detect(signature)).toBe(type);
    expect(detect([...signature, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe(type);
  });
  it.each([
    ['PNG', PNG],
    ['JPEG', JPEG],
    ['WebP', WEBP],
  ])('refuses a %s signature one byte short', (_, signature) => {
    expect(detect(signature.slice(0, -1))).toBeNull();
  });
  it.each([
    ['PNG with its last byte changed', [...PNG.slice(0, -1), 0x0b]],
    ['PNG with its first byte changed', [0x88, ...PNG.slice(1)]],
    ['JPEG with its third byte changed', [0xff, 0xd8, 0xfe]],
    ['text', ascii('not an image')],
    ['GIF', ascii('GIF89a')],
    ['RIFF holding a WAVE', [...WEBP.slice(0, 8), ...ascii('WAVE')]],
    ['WEBP without RIFF', [...ascii('RIFX'), ...WEBP.slice(4)]],
    ['WEBP right after RIFF, with no chunk size', [...ascii('RIFF'), ...ascii('WEBP')]],
  ])('refuses %s', (_, bytes) => {
    expect(detect(bytes)).toBeNull();
  });
  it('refuses an empty file', () => expect(detect([])).toBeNull());
});

describe('readImageType', () => {
  const blob = (...parts: BlobPart[]) => new Blob(parts);
  it("names a file by its first bytes, reading enough for WebP's, the longest signature", async () => {
    expect(IMAGE_SIGNATURE_BYTES).toBe(WEBP.length);
    await expect(readImageType(blob(new Uint8Array(PNG), new Uint8Array(64)))).resolves.toBe('image/png');
    await expect(readImageType(blob(new Uint8Array(WEBP), 'VP8 '))).resolves.toBe('image/webp');
  });
  it('names nothing for text, an empty file, or a signature further in', async () => {
    await expect(readImageType(blob('not an image'))).resolves.toBeNull();
    await expect(readImageType(blob())).resolves.toBeNull();
    await expect(readImageType(blob(' ', new Uint8Array(PNG)))).resolves.toBeNull();
  });
});

describe('hasDeclaredImageContent', () => {
  const blob = (bytes: number[], type: string) => new Blob([new Uint8Array(bytes)], { type });
  it.each([
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [JPEG, 'image/jpg'],
    [JPEG, 'IMAGE/JPEG'],
    [WEBP, 'image/webp'],
  ])('takes content of the family its type declares (%#: %s)', async (bytes, type) => {
    await expect(hasDeclaredImageContent(blob(bytes, type))).resolves.toBe(true);
  });
  it.each([
    [PNG, 'image/jpeg'],
    [JPEG, 'image/webp'],
    [WEBP, 'image/png'],
    [PNG, 'image/gif'],
    [PNG, ''],
    [ascii('not an image'), 'image/png'],
  ])('refuses content its type does not declare (%#: %s)', async (bytes, type) => {
    await expect(hasDeclaredImageContent(blob(bytes, type))).resolves.toBe(false);
  });
});

describe('validateProfileImageFile', () => {
  const file = (content: BlobPart, name: string, type: string) => new File([content], name, { type });
  const messages = async (candidate: File) => {
    const result = await validateProfileImageFile(candidate);
    return result.ok ? [] : result.errors.map((issue) => issue.messageKey);
  };
  it('accepts an image whose content, type and name agree, and returns the file', async () => {
    const png = file(new Uint8Array(PNG), 'a.png', 'image/png');
    await expect(validateProfileImageFile(png)).resolves.toEqual({ ok: true, value: png });
  });
  it('refuses a text file named and typed as a PNG', async () => {
    await expect(validateProfileImageFile(file('not an image', 'fake.png', 'image/png'))).resolves.toEqual({
      ok: false,
      errors: [{ field: 'image', messageKey: 'invalidImageType' }],
    });
  });
  it('refuses an image of another family than its type declares', async () => {
    expect(await messages(file(new Uint8Array(PNG), 'a.jpg', 'image/jpeg'))).toEqual(['invalidImageType']);
  });
  it('reports a refused type once, whatever the content', async () => {
    expect(await messages(file('GIF89a', 'a.gif', 'image/gif'))).toEqual(['invalidImageType']);
  });
  it('reports a foreign content and a size over 5 MB together, and only the size for an image', async () => {
    const padding = new Uint8Array(PROFILE_IMAGE_MAX_BYTES);
    expect(await messages(file(new Blob(['not an image', padding]), 'a.png', 'image/png'))).toEqual([
      'invalidImageType',
      'imageTooLarge',
    ]);
    expect(await messages(file(new Blob([new Uint8Array(PNG), padding]), 'a.png', 'image/png'))).toEqual([
      'imageTooLarge',
    ]);
  });
  it('decodes a file within the size limit and not one over it, where the runtime decodes images', async () => {
    const decode = vi.fn(async () => ({ close: () => undefined }));
    vi.stubGlobal('createImageBitmap', decode);
    try {
      const within = file(new Uint8Array(PNG), 'a.png', 'image/png');
      expect(await messages(within)).toEqual([]);
      expect(decode).toHaveBeenCalledWith(within);
      decode.mockClear();
      const padding = new Uint8Array(PROFILE_IMAGE_MAX_BYTES);
      expect(await messages(file(new Blob([new Uint8Array(PNG), padding]), 'a.png', 'image/png'))).toEqual([
        'imageTooLarge',
      ]);
      expect(decode).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('refuses a file with an image signature that does not decode', async () => {
    vi.stubGlobal('createImageBitmap', async () =>
      Promise.reject(new DOMException('undecodable', 'InvalidStateError')),
    );
    try {
      expect(await messages(file(new Uint8Array(PNG), 'a.png', 'image/png'))).toEqual(['invalidImageType']);
    } finally {
      vi.unstubAllGlobals();
    }
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
