import { en } from '@storesearch/sdk/i18n';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../routes/paths';
import { areaOfPath } from '../session/session';
import { AREA_HOME, landingPath, NAV_SECTIONS, signInPathFor } from './nav.items';

const linked = Object.entries(NAV_SECTIONS).flatMap(([area, sections]) =>
  sections.flatMap((section) => section.items.map((item) => ({ area, ...item }))),
);

describe('the sidebar', () => {
  it('links every screen path once (all but sign-in and the role redirect)', () => {
    const screens = Object.values(PATHS).filter((path) => path !== PATHS.signIn && path !== PATHS.dashboard);
    expect(linked.map((item) => item.to).sort()).toEqual([...screens].sort());
  });

  it('lists each link under its own area, with a catalogue label', () => {
    for (const item of linked) {
      expect(areaOfPath(item.to)).toBe(item.area);
      expect(en[item.labelKey]).toBeTruthy();
    }
  });

  it('sends each area home to a path of that area', () => {
    expect(areaOfPath(AREA_HOME.vendor)).toBe('vendor');
    expect(areaOfPath(AREA_HOME.admin)).toBe('admin');
    expect(areaOfPath(PATHS.signIn)).toBeNull();
    expect(areaOfPath('/dashboard/vendorish')).toBeNull();
  });
});

describe('landing after sign-in', () => {
  it("goes back to the page asked for, search included, when it is in the user's area", () => {
    const asked = `${PATHS.vendorEcommerce}?storeId=201`;
    expect(landingPath('vendor', asked)).toBe(asked);
    expect(landingPath('admin', PATHS.adminUsers)).toBe(PATHS.adminUsers);
    expect(signInPathFor(asked)).toBe(
      `${PATHS.signIn}?redirect=%2Fdashboard%2Fvendor%2Fecommerce%3FstoreId%3D201`,
    );
    expect(new URLSearchParams(signInPathFor(asked).split('?')[1]).get('redirect')).toBe(asked);
  });
  it("goes home for another area's page, no page, or an address off the app", () => {
    for (const asked of [
      null,
      undefined,
      '',
      PATHS.adminUsers,
      PATHS.signIn,
      'https://evil.example/dashboard/vendor',
      '//evil.example/dashboard/vendor',
      '/\\evil.example/dashboard/vendor',
      'javascript:alert(1)',
      '/dashboard/vendorish',
    ]) {
      expect(landingPath('vendor', asked)).toBe(AREA_HOME.vendor);
    }
  });
});
