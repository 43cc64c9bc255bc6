import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hideInPreview,
  type PreviewEdits,
  pinInPreview,
  previewEditsRule,
  previewEditsTarget,
  previewEditsUnchanged,
  releaseInPreview,
  savedRuleForQuery,
  startPreviewEdits,
} from './merchandising.curate';
import { QUERY_RULE_PAGE_SIZE, validateQueryRule } from './merchandising.rules';
import type { QueryRule } from './merchandising.schema';
import { demoStore } from './merchandising.test-support';

/** A saved rule of the demo store. */
const saved = (
  fields: Partial<QueryRule> & Pick<QueryRule, 'id' | 'matchKind' | 'matchText'>,
): QueryRule => ({
  ...demoStore,
  enabled: true,
  actions: { pins: [], hides: [] },
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});

const boots = saved({
  id: '7',
  matchKind: 'equals',
  matchText: 'Hiking  Boots',
  actions: {
    pins: [{ productId: '5', position: 1 }],
    hides: ['9'],
    boost: {
      conditionType: 'all',
      conditions: [{ id: 'c', field: 'tag', operator: 'is', value: ['bestseller'] }],
      weight: 2,
    },
  },
});
const containsBoots = saved({ id: '8', matchKind: 'contains', matchText: 'boots' });

const idArb = fc.constantFrom('1', '2', '3', '4', '5', '6');
const positionArb = fc.integer({ min: 1, max: QUERY_RULE_PAGE_SIZE });
/** A sequence of pins, hides and releases made in the preview. */
const stepsArb = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('pin' as const), id: idArb, position: positionArb }),
    fc.record({ kind: fc.constant('hide' as const), id: idArb }),
    fc.record({ kind: fc.constant('release' as const), id: idArb }),
  ),
  { maxLength: 12 },
);

/** The edits after the steps, in order. */
const play = (
  start: PreviewEdits,
  steps: readonly {
    readonly kind: 'pin' | 'hide' | 'release';
    readonly id: string;
    readonly position?: number;
  }[],
) =>
  steps.reduce(
    (edits, step) =>
      step.kind === 'pin'
        ? pinInPreview(edits, step.id, step.position ?? 1)
        : step.kind === 'hide'
          ? hideInPreview(edits, step.id)
          : releaseInPreview(edits, step.id),
    start,
  );

describe('curating a query from its preview', () => {
  it('starts from the saved rule that equals the query, whatever its case and spaces, and only that one', () => {
    expect(savedRuleForQuery([containsBoots, boots], 'hiking boots')).toBe(boots);
    expect(savedRuleForQuery([containsBoots, boots], 'boots')).toBeUndefined();
    expect(startPreviewEdits([boots], ' HIKING boots ')).toEqual({
      query: ' HIKING boots ',
      pins: [{ productId: '5', position: 1 }],
      hides: ['9'],
    });
    expect(startPreviewEdits([boots], 'rain jacket')).toEqual({ query: 'rain jacket', pins: [], hides: [] });
  });

  it('pins a product where it is dropped, pushing what was pinned there down, and unhides it', () => {
    const start = startPreviewEdits([boots], 'hiking boots');
    expect(pinInPreview(start, '6', 1)).toMatchObject({
      pins: [
        { productId: '6', position: 1 },
        { productId: '5', position: 2 },
      ],
      hides: ['9'],
    });
    // Down the run of taken positions only: a gap stops the push.
    const run = {
      query: 'q',
      pins: [1, 2, 4].map((position) => ({ productId: `p${position}`, position })),
      hides: [],
    };
    expect(pinInPreview(run, 'new', 1).pins).toEqual([
      { productId: 'new', position: 1 },
      { productId: 'p1', position: 2 },
      { productId: 'p2', position: 3 },
      { productId: 'p4', position: 4 },
    ]);
    // A pinned product moved onto its neighbour's position swaps with it.
    expect(pinInPreview(run, 'p2', 1).pins).toEqual([
      { productId: 'p2', position: 1 },
      { productId: 'p1', position: 2 },
      { productId: 'p4', position: 4 },
    ]);
    // At the end of the page the run has nowhere to go down: it moves up to the nearest free position instead.
    const end = QUERY_RULE_PAGE_SIZE;
    const atEnd = {
      query: 'q',
      pins: [end - 3, end - 1, end].map((position) => ({ productId: `p${position}`, position })),
      hides: [],
    };
    expect(pinInPreview(atEnd, 'new', end).pins).toEqual([
      { productId: `p${end - 3}`, position: end - 3 },
      { productId: `p${end - 1}`, position: end - 2 },
      { productId: `p${end}`, position: end - 1 },
      { productId: 'new', position: end },
    ]);
    expect(pinInPreview(atEnd, 'new', end - 1).pins).toEqual([
      { productId: `p${end - 3}`, position: end - 3 },
      { productId: `p${end - 1}`, position: end - 2 },
      { productId: 'new', position: end - 1 },
      { productId: `p${end}`, position: end },
    ]);
    // A page whose every position is pinned: the product pinned there gives its place up.
    const full = {
      query: 'q',
      pins: Array.from({ length: end }, (_, index) => ({ productId: `p${index + 1}`, position: index + 1 })),
      hides: [],
    };
    const fullAfter = pinInPreview(full, 'new', 5).pins;
    expect(fullAfter).toHaveLength(end);
    expect(fullAfter).toContainEqual({ productId: 'new', position: 5 });
    expect(fullAfter.map((pin) => pin.productId)).not.toContain('p5');
    expect(pinInPreview(start, '9', 3)).toMatchObject({
      pins: [
        { productId: '5', position: 1 },
        { productId: '9', position: 3 },
      ],
      hides: [],
    });
    expect(hideInPreview(start, '5')).toMatchObject({ pins: [], hides: ['9', '5'] });
  });

  it('never pins a product twice, two products at one position, or a product it hides', () => {
    fc.assert(
      fc.property(stepsArb, (steps) => {
        const edits = play({ query: 'q', pins: [], hides: [] }, steps);
        const ids = edits.pins.map((pin) => pin.productId);
        const positions = edits.pins.map((pin) => pin.position);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(positions).size).toBe(positions.length);
        expect(new Set(edits.hides).size).toBe(edits.hides.length);
        expect(ids.filter((id) => edits.hides.includes(id))).toEqual([]);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        // Every pin stays on the page a rule may pin on.
        for (const position of positions) expect(position).toBeGreaterThanOrEqual(1);
        for (const position of positions) expect(position).toBeLessThanOrEqual(QUERY_RULE_PAGE_SIZE);
        const last = steps.at(-1);
        // A pin never costs another product its pin.
        if (last?.kind === 'pin') {
          const before = play({ query: 'q', pins: [], hides: [] }, steps.slice(0, -1));
          for (const pin of before.pins) expect(ids).toContain(pin.productId);
        }
        if (last?.kind === 'pin')
          expect(edits.pins).toContainEqual({ productId: last.id, position: last.position });
        if (last?.kind === 'hide') expect(edits.hides).toContain(last.id);
        if (last?.kind === 'release') {
          expect(ids).not.toContain(last.id);
          expect(edits.hides).not.toContain(last.id);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('makes a rule the editor accepts: the saved one updated in place, or a new one for exactly the query', () => {
    fc.assert(
      fc.property(stepsArb, fc.boolean(), (steps, withSaved) => {
        const rules = withSaved ? [boots] : [];
        const edits = play(startPreviewEdits(rules, 'hiking boots'), steps);
        const rule = previewEditsRule(edits, demoStore, rules);
        if (withSaved) {
          expect(rule).toMatchObject({ id: '7', matchKind: 'equals', matchText: 'Hiking  Boots' });
          expect(rule.actions.boost).toMatchObject({ weight: 2, conditions: [{ field: 'tag' }] });
        } else {
          expect(rule).toMatchObject({ matchKind: 'equals', matchText: 'hiking boots', enabled: true });
          expect(rule.id).toBeUndefined();
        }
        expect(rule.actions.pins).toEqual(edits.pins);
        expect(rule.actions.hides).toEqual(edits.hides);
        const acts = rule.actions.pins.length + rule.actions.hides.length > 0 || withSaved;
        expect(validateQueryRule(rule).ok).toBe(acts);
      }),
      { numRuns: 200 },
    );
  });

  it('says whether shoppers would see the edits now, and turns an off rule on only when asked', () => {
    const zone = 'Europe/Stockholm';
    const at = Date.UTC(2027, 0, 10, 8, 0); // 09:00 in Stockholm
    const target = (rule: QueryRule | undefined, when = at) =>
      previewEditsTarget(rule ? [rule] : [], 'hiking boots', when).status;
    expect(target(undefined)).toBe('new');
    expect(target(boots)).toBe('live');
    expect(target({ ...boots, enabled: false })).toBe('off');
    // The start's own minute is live; the minute before it is scheduled. The end's own minute is over.
    const from = { ...boots, schedule: { start: '2027-01-10T09:00', timeZone: zone } };
    expect(target(from)).toBe('live');
    expect(target(from, at - 60_000)).toBe('scheduled');
    expect(target({ ...boots, schedule: { end: '2027-01-10T09:00', timeZone: zone } })).toBe('expired');
    expect(target({ ...boots, schedule: { end: '2027-01-10T09:01', timeZone: zone } })).toBe('live');
    // Off wins over any schedule.
    expect(target({ ...from, enabled: false })).toBe('off');

    const off = { ...boots, enabled: false };
    const edits = pinInPreview(startPreviewEdits([off], 'hiking boots'), '6', 2);
    expect(previewEditsRule(edits, demoStore, [off]).enabled).toBe(false);
    expect(previewEditsRule(edits, demoStore, [off], { turnOn: true })).toMatchObject({
      id: '7',
      enabled: true,
    });
    // A live rule stays on, and a new rule is on, whatever is asked.
    expect(previewEditsRule(edits, demoStore, [boots]).enabled).toBe(true);
    expect(previewEditsRule(edits, demoStore, []).enabled).toBe(true);
  });

  it('counts as unchanged only what the saved rule already does, in any order', () => {
    const start = startPreviewEdits([boots], 'hiking boots');
    expect(previewEditsUnchanged(start, [boots])).toBe(true);
    const moved = pinInPreview(start, '6', 2);
    expect(previewEditsUnchanged(moved, [boots])).toBe(false);
    expect(previewEditsUnchanged(releaseInPreview(moved, '6'), [boots])).toBe(true);
    expect(previewEditsUnchanged(hideInPreview(hideInPreview(start, '9'), '5'), [boots])).toBe(false);
  });
});
