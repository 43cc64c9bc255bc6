import { describe, expect, it } from 'vitest';
import { DEFAULT_COLOR_HEX, isHexColor, validateColorMapping } from './colors.rules';

describe('isHexColor', () => {
  it.each(['#FF0000', '#f00', '#abcdef', '#ABC'])('accepts %s', (hex) => expect(isHexColor(hex)).toBe(true));
  it.each(['FF0000', '#FF00', '#FF00000', '#GGG', '', '#12345', 'red'])('refuses %s', (hex) =>
    expect(isHexColor(hex)).toBe(false),
  );
  it('defaults to #FF0000', () => expect(DEFAULT_COLOR_HEX).toBe('#FF0000'));
});

describe('validateColorMapping', () => {
  it('uppercases the hex on update only', () => {
    expect(validateColorMapping({ colorName: ' Red ', hexValue: '#ff0000' }, 'update')).toEqual({
      ok: true,
      value: { colorName: 'Red', hexValue: '#FF0000' },
    });
    expect(validateColorMapping({ colorName: 'Red', hexValue: '#f00' }, 'add')).toEqual({
      ok: true,
      value: { colorName: 'Red', hexValue: '#f00' },
    });
  });
  it('requires a name and a valid hex', () => {
    expect(validateColorMapping({ colorName: ' ', hexValue: '#12' }, 'update')).toEqual({
      ok: false,
      errors: [
        { field: 'colorName', messageKey: 'colorNameRequired' },
        { field: 'hexValue', messageKey: 'invalidHexColor' },
      ],
    });
    expect(validateColorMapping({ colorName: 'Red', hexValue: '' }, 'add')).toEqual({
      ok: false,
      errors: [{ field: 'hexValue', messageKey: 'invalidHexColor' }],
    });
  });
});
