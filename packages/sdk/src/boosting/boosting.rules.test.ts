import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULE_BOOST,
  newRuleForm,
  normaliseRuleForm,
  parseRuleBoost,
  RULE_BOOST_LIMITS,
  RULE_CONDITION_FIELDS,
  ruleBodyWithStatus,
  ruleNameKey,
  ruleVendorProblem,
  takenRuleNames,
  toggledRuleStatus,
  validateProductBoost,
  validateRuleBoost,
  validateRuleForm,
  validateRuleNameUnique,
  validateVendorId,
} from './boosting.rules';
import { type RuleForm, ruleConditionFieldSchema } from './boosting.schema';

const form = (overrides: Partial<RuleForm> = {}): RuleForm => ({
  name: 'Nike first',
  enabled: true,
  boostValue: 2,
  conditionType: 'all',
  conditions: [{ id: 'a', field: 'brand', operator: 'is', value: ['Nike'] }],
  ...overrides,
});

describe('parseRuleBoost', () => {
  it.each([
    ['abc', 1],
    ['', 1],
    [Number.NaN, 1],
    ['0.5', 1],
    [1, 1],
    ['1.55', 1.6],
    [2.34, 2.3],
    [10, 10],
    ['10.01', 10],
    [99, 10],
  ])('reads %j as %d', (input, boost) => {
    expect(parseRuleBoost(input)).toBe(boost);
  });
});

describe('validateRuleBoost', () => {
  const outOfRange = {
    ok: false,
    errors: [
      { field: 'boostValue', messageKey: 'ruleBoostOutOfRange', params: { min: 1, max: 10, step: 0.1 } },
    ],
  };
  it.each([
    [1, 1],
    ['1', 1],
    [1.1, 1.1],
    ['9.9', 9.9],
    [10, 10],
    ['10.0', 10],
  ])('keeps %j, inside 1 to 10 on the 0.1 step', (input, boost) => {
    expect(validateRuleBoost(input)).toEqual({ ok: true, value: boost });
  });
  it.each([
    ['abc'],
    [''],
    ['  '],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [0.99],
    ['0.9'],
    [0],
    [-3],
    [10.01],
    ['10.1'],
    [11],
    ['11'],
    [1.55],
    ['1.25'],
    ['2.34'],
  ])('refuses %j instead of changing it', (input) => {
    expect(validateRuleBoost(input)).toEqual(outOfRange);
  });
  it('accepts exactly the tenths from 1 to 10', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200, max: 300 }), (tenths) => {
        const inside = tenths >= 10 && tenths <= 100;
        expect(validateRuleBoost(tenths / 10).ok).toBe(inside);
        expect(validateRuleBoost(String(tenths / 10)).ok).toBe(inside);
      }),
    );
  });
  it('names its limits for the form', () => {
    expect(RULE_BOOST_LIMITS).toEqual({ min: 1, max: 10, step: 0.1 });
  });
  it('refuses a rule form whose boost is out of range, and keeps the rest of its checks', () => {
    expect(validateRuleForm(form({ boostValue: 11 }))).toEqual(outOfRange);
    expect(validateRuleForm(form({ name: ' ', boostValue: 0 }))).toEqual({
      ok: false,
      errors: [{ field: 'name', messageKey: 'enterRuleName' }, ...outOfRange.errors],
    });
    // The form reads an emptied boost field as NaN: refused like 0 and 11, never saved as some other boost.
    expect(validateRuleForm(form({ boostValue: Number.NaN }))).toEqual(outOfRange);
    expect(validateRuleForm(form({ boostValue: 1 })).ok).toBe(true);
    expect(validateRuleForm(form({ boostValue: 10 })).ok).toBe(true);
  });
});

describe('newRuleForm', () => {
  it('is active with boost 1.5 and one placeholder condition', () => {
    const fresh = newRuleForm();
    expect(fresh.enabled).toBe(true);
    expect(fresh.boostValue).toBe(DEFAULT_RULE_BOOST);
    expect(DEFAULT_RULE_BOOST).toBe(1.5);
    expect(fresh.conditions).toEqual([
      { id: 'condition-0', field: 'select-field', operator: 'is', value: [] },
    ]);
    expect(validateRuleForm(fresh).ok).toBe(false);
  });
});

describe('validateRuleForm', () => {
  it('offers exactly the fields the schema accepts', () => {
    expect(RULE_CONDITION_FIELDS).toEqual(ruleConditionFieldSchema.options);
  });
  it('offers the spec fields', () => {
    expect(RULE_CONDITION_FIELDS).toEqual([
      'brand',
      'category',
      'tag',
      'color',
      'size',
      'stockStatus',
      'featured',
      'onSale',
    ]);
  });
  it('accepts a named rule with one real condition', () => {
    expect(validateRuleForm(form({ name: '  Nike first ' }))).toEqual({
      ok: true,
      value: {
        name: 'Nike first',
        enabled: true,
        boostValue: 2,
        conditionType: 'all',
        conditions: [{ id: 'condition-0', field: 'brand', operator: 'is', value: ['Nike'] }],
      },
    });
  });
  it('requires a name (enterRuleName)', () => {
    expect(validateRuleForm(form({ name: '   ' }))).toEqual({
      ok: false,
      errors: [{ field: 'name', messageKey: 'enterRuleName' }],
    });
  });
  it.each([
    [[]],
    [[{ id: 'a', field: 'select-field', operator: 'is' as const, value: ['Nike'] }]],
    [[{ id: 'a', field: 'brand', operator: 'is' as const, value: ['select-value'] }]],
    [[{ id: 'a', field: 'brand', operator: 'is' as const, value: ['', '  '] }]],
    [[{ id: 'a', field: 'price', operator: 'is' as const, value: ['10'] }]],
  ])('requires a real condition (addAtLeastOneCondition): %j', (conditions) => {
    expect(validateRuleForm(form({ conditions }))).toEqual({
      ok: false,
      errors: [{ field: 'conditions', messageKey: 'addAtLeastOneCondition' }],
    });
  });
  it('reports both errors', () => {
    const result = validateRuleForm(form({ name: '', conditions: [] }));
    expect(result.ok ? [] : result.errors.map((e) => e.messageKey)).toEqual([
      'enterRuleName',
      'addAtLeastOneCondition',
    ]);
  });
  it('refuses a name another rule of the store has (ruleNameTaken), naming that rule as stored', () => {
    expect(validateRuleForm(form({ name: ' boost NIKE ' }), ['Summer colours', 'Boost Nike'])).toEqual({
      ok: false,
      errors: [{ field: 'name', messageKey: 'ruleNameTaken', params: { name: 'Boost Nike' } }],
    });
  });
  it('asks for a name, not another one, when the name is blank', () => {
    const result = validateRuleForm(form({ name: '  ' }), ['', ' ']);
    expect(result.ok ? [] : result.errors.map((e) => e.messageKey)).toEqual(['enterRuleName']);
  });
  it('drops placeholders and duplicates on save and orders is before isNot for all', () => {
    const normalised = normaliseRuleForm(
      form({
        boostValue: Number.NaN,
        conditions: [
          { id: 'a', field: 'select-field', operator: 'is', value: ['x'] },
          { id: 'b', field: 'color', operator: 'isNot', value: ['select-value', 'Red', 'Red'] },
          { id: 'c', field: 'brand', operator: 'is', value: ['Nike', 'select-value'] },
        ],
      }),
    );
    expect(normalised.boostValue).toBe(1);
    expect(normalised.conditions).toEqual([
      { id: 'condition-0', field: 'brand', operator: 'is', value: ['Nike'] },
      { id: 'condition-1', field: 'color', operator: 'isNot', value: ['Red'] },
    ]);
  });
  it('turns an isNot form with isNot conditions into the all form with flipped operators', () => {
    const conditions = [
      { id: 'b', field: 'color', operator: 'isNot' as const, value: ['Red'] },
      { id: 'c', field: 'brand', operator: 'is' as const, value: ['Nike'] },
    ];
    expect(normaliseRuleForm(form({ conditionType: 'isNot', conditions }))).toMatchObject({
      conditionType: 'all',
      conditions: [
        { id: 'condition-0', field: 'color', operator: 'is', value: ['Red'] },
        { id: 'condition-1', field: 'brand', operator: 'isNot', value: ['Nike'] },
      ],
    });
    expect(
      normaliseRuleForm(form({ conditionType: 'isNot', conditions: conditions.slice(1) })).conditionType,
    ).toBe('isNot');
  });
  it('orders is before isNot for the is condition type too', () => {
    const conditions = [
      { id: 'b', field: 'color', operator: 'isNot' as const, value: ['Red'] },
      { id: 'c', field: 'brand', operator: 'is' as const, value: ['Nike'] },
    ];
    expect(
      normaliseRuleForm(form({ conditionType: 'is', conditions })).conditions.map((c) => c.field),
    ).toEqual(['brand', 'color']);
  });
});

describe('validateVendorId', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    [0, 0],
  ])('accepts %j', (input, value) => expect(validateVendorId(input)).toEqual({ ok: true, value }));
  it.each(['', 'abc', '4a', '-1', '1.5', null, undefined, Number.NaN, '99999999999999999999'])(
    'refuses %j with Invalid vendorId',
    (input) => {
      expect(validateVendorId(input)).toEqual({
        ok: false,
        errors: [{ field: 'vendorId', messageKey: 'invalidVendorId' }],
      });
    },
  );
});

describe('validateProductBoost', () => {
  it.each([
    ['0', 0],
    ['0.1', 0.1],
    [2.3, 2.3],
    ['15', 15],
  ])('accepts %j', (input, value) => expect(validateProductBoost(input)).toEqual({ ok: true, value }));
  it.each(['', 'x', '-0.1', '0.15'])('refuses %j', (input) => {
    expect(validateProductBoost(input)).toEqual({
      ok: false,
      errors: [{ field: 'boost', messageKey: 'invalidProductBoost', params: { min: 0, step: 0.1 } }],
    });
  });
});

describe('ruleVendorProblem', () => {
  it('names the missing vendor per action when there is no vendor id', () => {
    for (const missing of [undefined, null, '', '  ']) {
      expect(ruleVendorProblem(missing, 'save')).toBe('cannotSaveRuleMissingVendor');
      expect(ruleVendorProblem(missing, 'delete')).toBe('cannotDeleteRuleMissingVendor');
    }
  });

  it("answers 'Invalid vendorId' for an id that is not digits", () => {
    expect(ruleVendorProblem('abc', 'save')).toBe('invalidVendorId');
    expect(ruleVendorProblem('12a', 'delete')).toBe('invalidVendorId');
    expect(ruleVendorProblem(-1, 'save')).toBe('invalidVendorId');
  });

  it('lets a numeric vendor id through, as a number or as digits', () => {
    expect(ruleVendorProblem(101, 'save')).toBeNull();
    expect(ruleVendorProblem('101', 'delete')).toBeNull();
    expect(ruleVendorProblem(0, 'save')).toBeNull();
  });
});

describe('status toggle', () => {
  const rule = {
    id: '7',
    name: 'Boost Nike',
    type: 'attribute' as const,
    matcher: { bool: { must: [{ term: { brand: 'Nike' } }], must_not: [] } },
    weight: 2.5,
    status: 'active' as const,
    storeId: '201',
    storeType: 'shopify' as const,
    shopifyStoreId: 201,
  };

  it('flips active and inactive', () => {
    expect(toggledRuleStatus('active')).toBe('inactive');
    expect(toggledRuleStatus('inactive')).toBe('active');
  });

  it('re-sends the whole rule with only the status changed, the platform id kept and no id in the body', () => {
    expect(ruleBodyWithStatus(rule, 'inactive')).toEqual({
      name: 'Boost Nike',
      type: 'attribute',
      matcher: rule.matcher,
      weight: 2.5,
      status: 'inactive',
      storeId: '201',
      storeType: 'shopify',
      shopifyStoreId: 201,
    });
    expect(ruleBodyWithStatus(rule, 'active')).not.toHaveProperty('woocommerceStoreId');
  });

  it("keeps the rule's schedule: switching a scheduled rule off and on again leaves its dates", () => {
    const schedule = { start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone: 'Europe/Stockholm' };
    expect(ruleBodyWithStatus({ ...rule, schedule }, 'inactive').schedule).toEqual(schedule);
    expect(ruleBodyWithStatus(rule, 'inactive')).not.toHaveProperty('schedule');
  });
});

describe('a rule form with a schedule', () => {
  const schedule = (start: string, end: string) => ({ start, end, timeZone: 'Europe/Stockholm' });

  it('is valid when it ends a minute after it starts, and refused when it ends as it starts', () => {
    expect(validateRuleForm(form({ schedule: schedule('2026-11-27T09:00', '2026-11-27T09:01') })).ok).toBe(
      true,
    );
    expect(validateRuleForm(form({ schedule: schedule('2026-11-27T09:00', '2026-11-27T09:00') }))).toEqual({
      ok: false,
      errors: [{ field: 'schedule', messageKey: 'scheduleEndsBeforeStart' }],
    });
  });

  it("names the date that is not real and the time zone that is not known, beside the form's other issues", () => {
    const checked = validateRuleForm(
      form({ name: ' ', schedule: { start: '2026-02-30T10:00', timeZone: 'Europe/Stockholm' } }),
    );
    expect(checked.ok ? [] : checked.errors.map((e) => e.messageKey)).toEqual([
      'enterRuleName',
      'scheduleDateInvalid',
    ]);
    const zone = validateRuleForm(form({ schedule: { end: '2026-12-01T00:00', timeZone: 'Mars/Olympus' } }));
    expect(zone.ok ? [] : zone.errors).toEqual([
      { field: 'schedule', messageKey: 'scheduleTimeZoneInvalid', params: { timeZone: 'Mars/Olympus' } },
    ]);
  });

  it('keeps the schedule through normalising, and a form without one gets none', () => {
    const open = { start: '2026-11-27T09:00', timeZone: 'UTC' };
    expect(normaliseRuleForm(form({ schedule: open })).schedule).toEqual(open);
    expect(normaliseRuleForm(form())).not.toHaveProperty('schedule');
  });
});

describe('rule names', () => {
  const rules = [
    { id: '1', name: 'Boost Nike' },
    { id: 2, name: 'Summer colours' },
  ];
  const taken = (name: string) => ({
    ok: false,
    errors: [{ field: 'name', messageKey: 'ruleNameTaken', params: { name } }],
  });

  it.each([
    ['the same name', 'Boost Nike'],
    ['another case', 'BOOST nike'],
    ['surrounding spaces', '  Boost Nike\t'],
    ['more spaces between the words', 'Boost   Nike'],
    ['accents', 'Bööst Nike'],
  ])('refuses %s as the name of a new rule', (_, name) => {
    expect(validateRuleNameUnique(name, takenRuleNames(rules, name))).toEqual(taken('Boost Nike'));
  });

  it.each(['Boost Nikes', 'Boost Nik', 'Boost Nike 2', 'BoostNike'])(
    'accepts %j, one character away from a taken name',
    (name) => {
      expect(validateRuleNameUnique(name, takenRuleNames(rules, name))).toEqual({ ok: true, value: name });
    },
  );

  it('lets the rule being edited keep its name or change only its case', () => {
    for (const name of ['Boost Nike', 'boost nike', ' Boost Nike ']) {
      expect(validateRuleNameUnique(name, takenRuleNames(rules, name, rules[0]))).toEqual({
        ok: true,
        value: name.trim(),
      });
    }
    expect(
      validateRuleNameUnique('Summer Colours', takenRuleNames(rules, 'Summer Colours', rules[0])),
    ).toEqual(taken('Summer colours'));
  });

  it('leaves out only the rule being edited, whether its id is a number or a string', () => {
    expect(takenRuleNames(rules, 'Sale')).toEqual(['Boost Nike', 'Summer colours']);
    expect(takenRuleNames(rules, 'Sale', { id: '1', name: 'Boost Nike' })).toEqual(['Summer colours']);
    expect(takenRuleNames(rules, 'Sale', { id: 2, name: 'Summer colours' })).toEqual(['Boost Nike']);
    expect(takenRuleNames(rules, 'Sale', { id: 3, name: 'Sale Boost' })).toEqual([
      'Boost Nike',
      'Summer colours',
    ]);
  });

  it('lets a rule keep a name another rule already shares, and refuses that name to any other rule', () => {
    const twins = [...rules, { id: 3, name: 'boost nike' }];
    expect(validateRuleNameUnique('Boost Nike', takenRuleNames(twins, 'Boost Nike', twins[0]))).toEqual({
      ok: true,
      value: 'Boost Nike',
    });
    expect(validateRuleNameUnique('Boost Nike', takenRuleNames(twins, 'Boost Nike', twins[1]))).toEqual(
      taken('Boost Nike'),
    );
    expect(validateRuleNameUnique('Boost Nike', takenRuleNames(twins, 'Boost Nike'))).toEqual(
      taken('Boost Nike'),
    );
  });

  it('accepts any name when the store has no other rule, and a blank one is left to enterRuleName', () => {
    expect(validateRuleNameUnique('Boost Nike', [])).toEqual({ ok: true, value: 'Boost Nike' });
    expect(validateRuleNameUnique(' ', [' ', ''])).toEqual({ ok: true, value: '' });
  });

  it('compares names as queries are compared', () => {
    expect(ruleNameKey('  Été   Sale ')).toBe('ete sale');
  });
});
