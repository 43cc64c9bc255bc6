/** @storesearch/sdk/colors: a store's colour mappings (colour name to hex value). */

export {
  createColorMapping,
  createColorMappingEndpoint,
  deleteColorMapping,
  deleteColorMappingEndpoint,
  listColorMappings,
  listColorMappingsEndpoint,
  updateColorMapping,
  updateColorMappingEndpoint,
} from './colors.api';
export {
  type ColorMappingRefVariables,
  type CreateColorMappingVariables,
  colorMappingsQueryOptions,
  createColorMappingMutationOptions,
  deleteColorMappingMutationOptions,
  updateColorMappingMutationOptions,
} from './colors.queries';
export {
  type ColorMappingField,
  type ColorMappingInput,
  DEFAULT_COLOR_HEX,
  isHexColor,
  validateColorMapping,
} from './colors.rules';
export {
  type ColorMapping,
  type ColorMappingBody,
  colorMappingBodySchema,
  colorMappingSchema,
  colorMappingsResponseSchema,
} from './colors.schema';
