import * as z from 'zod/mini';
import { parsePlainSearch } from '../routes/search';

/** What a route whose `validateSearch` is `schema` reads from an address's `?...`, as the app's router parses it. */
export function readSearch<T extends z.ZodMiniType>(schema: T, searchStr: string): z.output<T> {
  return z.parse(schema, parsePlainSearch(searchStr));
}
