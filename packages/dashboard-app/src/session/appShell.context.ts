import type { StoreType } from '@storesearch/sdk';
import type { Locale } from '@storesearch/sdk/i18n';
import { createContext, useContext } from 'react';
import type { LeaveGuard } from './leaveGuard';
import type { AppearanceChoice } from './preferences';
import type { AppSession, SignInPersona } from './session';

/** The shell's shared state: the session with its actions, and the header's local preferences. */
export interface AppShellValue {
  /** The signed-in session, or null. */
  readonly session: AppSession | null;
  /** Personas the sign-in page offers (demo mode); empty with a real API. */
  readonly personas: readonly SignInPersona[];
  /** The demo accounts' password (demo mode), which the sign-in page tells; undefined with a real API. */
  readonly demoPassword: string | undefined;
  /** Signs in (a persona in demo mode, the API's session otherwise); rejects with the reason. */
  readonly signIn: (personaId?: string) => Promise<AppSession>;
  /** Replaces the signed-in user's details (after a profile change), so the header shows them at once. */
  readonly updateUser: (user: AppSession['user']) => void;
  /** Signs out and drops every cached answer of the previous user. */
  readonly signOut: () => Promise<void>;
  /** Demo mode: restores the demo's starting data and reloads every answer on screen; null with a real API. */
  readonly resetDemo: (() => Promise<void>) | null;
  /** The interface language. */
  readonly locale: Locale;
  /** Switches the language of every string (kept across reloads). */
  readonly setLocale: (locale: Locale) => void;
  /** Light, dark, or the system's appearance; remembered on this device. */
  readonly appearance: AppearanceChoice;
  /** Changes the appearance. */
  readonly setAppearance: (appearance: AppearanceChoice) => void;
  /** The settings header's platform choice, only kept locally (spec section 2); null until the user chooses. */
  readonly platform: StoreType | null;
  /** Changes the platform choice. */
  readonly setPlatform: (platform: StoreType) => void;
  /** Unsaved work on screen: the store switch and sign-out ask it before dropping that work. */
  readonly leaveGuard: LeaveGuard;
}

/** Undefined outside AppShellProvider, so a screen rendered without the shell fails with a clear message. */
export const AppShellContext = createContext<AppShellValue | undefined>(undefined);
AppShellContext.displayName = 'AppShellContext';

/** The shell's session, language and platform. */
export function useAppShell(): AppShellValue {
  const value = useContext(AppShellContext);
  if (!value) throw new Error('useAppShell must be used inside AppShellProvider.');
  return value;
}
