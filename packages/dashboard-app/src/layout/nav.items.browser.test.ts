import { en } from '@storesearch/sdk/i18n';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../routes/paths';
import { areaOfPath } from '../session/session';
import { AREA_HOME, NAV_SECTIONS } from './nav.items';

const linked = Object.entries(NAV_SECTIONS).flatMap(([area, sections]) =>
  sections.flatMap((section) => section.items.map((item) => ({ area, ...item }))),
);

describe('the sidebar', () => {
  it('links every screen path once (all but sign-in)', () => {
    const screens = Object.values(PATHS).filter((path) => path !== PATHS.signIn);
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
