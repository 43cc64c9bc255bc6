import { invalid, type ValidationIssue, type ValidationResult, valid } from '../validation/validation.rules';
import type { ColorMappingBody } from './colors.schema';

/** Colour a new mapping starts with. */
export const DEFAULT_COLOR_HEX = '#FF0000';

const HEX_COLOR = /^#(?:[0-9a-f]{6}|[0-9a-f]{3})$/i;

/** True for `#RRGGBB` or `#RGB` (either case). */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** The colour-mapping form fields, as typed. */
export type ColorMappingInput = Pick<ColorMappingBody, 'colorName' | 'hexValue'>;

/** A colour-mapping field that can carry a message. */
export type ColorMappingField = 'colorName' | 'hexValue';

/**
 * Validates a colour mapping. Adding needs a name and a hex value; updating needs a name and sends the hex
 * uppercased. A hex other than `#RRGGBB` / `#RGB` gives the spec's format message. The name is trimmed.
 */
export function validateColorMapping(
  input: ColorMappingInput,
  mode: 'add' | 'update',
): ValidationResult<ColorMappingInput, ColorMappingField> {
  const colorName = input.colorName.trim();
  const hex = input.hexValue.trim();
  const errors: ValidationIssue<ColorMappingField>[] = [];
  if (colorName === '') errors.push({ field: 'colorName', messageKey: 'colorNameRequired' });
  if (!isHexColor(hex)) errors.push({ field: 'hexValue', messageKey: 'invalidHexColor' });
  if (errors.length > 0) return invalid(errors);
  return valid({ colorName, hexValue: mode === 'update' ? hex.toUpperCase() : hex });
}
