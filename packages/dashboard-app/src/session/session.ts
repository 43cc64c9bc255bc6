import type { StoreSearchUser } from '@storesearch/react';
import type { VendorId } from '@storesearch/sdk';

/** Who the dashboard acts for: the signed-in user and the vendor id its calls carry. */
export interface AppSession {
  /** The signed-in user. */
  readonly user: StoreSearchUser;
  /** The vendor id sent as x-vendor-id; undefined for an admin, who has no vendor profile. */
  readonly vendorId: VendorId | undefined;
}

/** Someone the sign-in page offers in demo mode. */
export interface SignInPersona {
  /** Passed back to `signIn`. */
  readonly id: string;
  /** Full name shown on the button. */
  readonly name: string;
  /** E-mail shown under the name. */
  readonly email: string;
  /** `admin` or `user` (shown as Vendor). */
  readonly role: StoreSearchUser['role'];
}

/** Where sessions come from: the demo backend (demo mode) or the API's session (a real API). */
export interface SessionSource {
  /** Personas the sign-in page offers; empty with a real API, whose sign-in page continues with the API's session. */
  readonly personas: readonly SignInPersona[];
  /** Demo mode only: the password every demo account has, which the change-email and change-password dialogs ask. */
  readonly demoPassword?: string;
  /** The session already in place (after a reload), or null when nobody is signed in. */
  restore(): Promise<AppSession | null>;
  /** Signs in as a persona (demo mode), or takes the API's current session (no persona). */
  signIn(personaId?: string): Promise<AppSession>;
  /** Ends the session. */
  signOut(): Promise<void>;
  /**
   * Demo mode only: restores the demo's starting data (everything saved is forgotten) and resolves with the
   * signed-in session as the starting data has it. Absent with a real API.
   */
  resetDemo?(): Promise<AppSession | null>;
}

/** The area a role works in: admins the admin area, vendors (role `user`) the vendor area. */
export type AppArea = 'admin' | 'vendor';

/** The area of a signed-in user's role. */
export function areaOf(user: Pick<StoreSearchUser, 'role'>): AppArea {
  return user.role === 'admin' ? 'admin' : 'vendor';
}

/** Address prefix of each area's screens. */
const AREA_PREFIXES: Readonly<Record<AppArea, string>> = {
  vendor: '/dashboard/vendor',
  admin: '/dashboard/admin',
};

/** The area an address belongs to, or null outside both (sign-in, unknown roots). */
export function areaOfPath(pathname: string): AppArea | null {
  for (const area of ['admin', 'vendor'] as const) {
    const prefix = AREA_PREFIXES[area];
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return area;
  }
  return null;
}
