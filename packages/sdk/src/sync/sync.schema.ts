import * as z from 'zod/mini';
import { idSchema, storeTypeSchema } from '../client/client.schema';

/** State of one catalogue synchronisation. */
export const syncStatusSchema = z.enum(['syncing', 'completed', 'failed']);

/** State of one catalogue synchronisation. */
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** One run in the sync history (spec section 3). */
export const syncHistoryEntrySchema = z.object({
  /** Run id. */
  id: idSchema,
  /** The synchronised store. */
  storeId: idSchema,
  /** The store's platform. */
  storeType: storeTypeSchema,
  /** Run state. */
  status: syncStatusSchema,
  /** Products synchronised so far. */
  productCount: z.number(),
  /** ISO date-time the run started. */
  startedAt: z.string(),
  /** ISO date-time the run ended; null while it runs. */
  completedAt: z.optional(z.nullable(z.string())),
  /** Progress in percent, 0 to 100. */
  overallProgress: z.number(),
});

/** One run in the sync history. */
export type SyncHistoryEntry = z.infer<typeof syncHistoryEntrySchema>;

/** Totals over the vendor's sync history (spec section 3). */
export const syncStatsSchema = z.object({
  /** Runs started. */
  totalSyncs: z.number(),
  /** Runs completed. */
  successfulSyncs: z.number(),
  /** Runs failed. */
  failedSyncs: z.number(),
  /** Products synchronised over all runs. */
  totalProductsSynced: z.number(),
  /** ISO date-time of the latest run; null when there was none. */
  lastSyncDate: z.optional(z.nullable(z.string())),
});

/** Totals over the vendor's sync history. */
export type SyncStats = z.infer<typeof syncStatsSchema>;

/** The sync history with its totals. */
export const syncHistorySchema = z.object({
  /** Runs, newest first. */
  history: z.array(syncHistoryEntrySchema),
  /** Totals. */
  stats: syncStatsSchema,
});

/** The sync history with its totals. */
export type SyncHistory = z.infer<typeof syncHistorySchema>;

/** A run in progress, as batch-init lists it. */
export const activeSyncSchema = z.object({
  /** The store being synchronised. */
  storeId: idSchema,
  /** The store's platform. */
  storeType: storeTypeSchema,
  /** Run state. */
  status: syncStatusSchema,
});

/** A run in progress. */
export type ActiveSync = z.infer<typeof activeSyncSchema>;

/** Body of POST /api/v1/sync-progress/initiate. */
export const initiateSyncBodySchema = z.object({
  /** The vendor owning the store. */
  vendorId: idSchema,
  /** The store to synchronise. */
  storeId: idSchema,
  /** The store's platform. */
  storeType: storeTypeSchema,
  /** False for Start Sync, true for Re-Sync. */
  isReSync: z.boolean(),
});

/** Body of a sync start. */
export type InitiateSyncBody = z.input<typeof initiateSyncBodySchema>;

/** Response of a sync start: a server message on success, `error.message` on failure. */
export const initiateSyncResponseSchema = z.looseObject({
  /** True when the run started. */
  success: z.boolean(),
  /** Server message for the success toast. */
  data: z.optional(z.looseObject({ message: z.optional(z.string()) })),
  /** Server message for the error toast. */
  error: z.optional(z.looseObject({ message: z.optional(z.string()) })),
});

/** Response of a sync start. */
export type InitiateSyncResponse = z.infer<typeof initiateSyncResponseSchema>;

/** Progress of a store's current or latest run (proposed: the sync-progress dialog polls it). */
export const syncProgressSchema = z.object({
  /** The store. */
  storeId: idSchema,
  /** The store's platform. */
  storeType: storeTypeSchema,
  /** Run state. */
  status: syncStatusSchema,
  /** Progress in percent, 0 to 100. */
  overallProgress: z.number(),
  /** Products synchronised so far. */
  productCount: z.number(),
  /** ISO date-time the run started. */
  startedAt: z.optional(z.string()),
  /** ISO date-time the run ended. */
  completedAt: z.optional(z.nullable(z.string())),
});

/** Progress of a store's run. */
export type SyncProgress = z.infer<typeof syncProgressSchema>;

/** Response of GET /api/v1/sync-progress/{storeId} (proposed). */
export const syncProgressResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The progress. */
  data: syncProgressSchema,
});
