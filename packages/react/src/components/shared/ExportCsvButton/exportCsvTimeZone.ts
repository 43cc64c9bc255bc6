import { createContext } from 'react';

/**
 * The time zone in which the CSV files exported below it are dated: the store's, whose days its tables and
 * charts count, so a file saved at 7 PM in New York carries that day's date. UTC when nothing provides one.
 */
export const ExportCsvTimeZone = createContext<string | undefined>(undefined);
