import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARTESIAN_MARGIN,
  plotArea,
  TICK_LABEL_GAP_PX,
  TICK_SIZE_PX,
  X_AXIS_HEIGHT_PX,
} from './chart.cartesian';
import { axisLabel, xLabelInterval } from './chart.format';
import { labelWidthPx, xAxisLayout, xLabelsThatFit, yAxisTitleRoomPx } from './chart.layout';

/** Axis font sizes: 12 px at the Theme's scalings from 90 % to 110 %. */
const fontSize = fc.double({ min: 12 * 0.9, max: 12 * 1.1, noNaN: true });

/**
 * Plot widths of a chart from a 360 px page (its card's padding and a y axis of long labels taken off) to a
 * 1920 px one.
 */
const plotWidth = fc.integer({ min: 200, max: 1900 });

/** Query labels as the axis shows them: any text, Latin or not, cut to 10 characters and an ellipsis. */
const labels = (max: number) =>
  fc
    .array(
      fc.oneof(
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.constantFrom('レインジャケット 防水', 'รองเท้าวิ่ง'),
      ),
      {
        minLength: 1,
        maxLength: max,
      },
    )
    .map((texts) => texts.map((text) => axisLabel(text)));

describe('the x axis of a chart that labels every bar', () => {
  it('labels each of up to 10 bars on a page 360 to 1920 px wide, upright when they do not fit side by side', () => {
    fc.assert(
      fc.property(plotWidth, labels(10), fontSize, (width, texts, size) => {
        const axis = xAxisLayout(width, texts, size, { all: true });
        expect(axis.every).toBe(1);
        const sideBySide = xLabelsThatFit(width, texts, size) >= texts.length;
        expect(axis.upright).toBe(!sideBySide);
        if (axis.upright) {
          // Room for the longest label under the tick marks, and a line of text across each bar.
          const longest = Math.max(...texts.map((text) => labelWidthPx(text, size)));
          expect(axis.height).toBeGreaterThanOrEqual(TICK_SIZE_PX + TICK_LABEL_GAP_PX + longest);
          expect(width / texts.length).toBeGreaterThanOrEqual(size * 1.2);
        } else expect(axis.height).toBe(X_AXIS_HEIGHT_PX);
      }),
    );
  });

  it('labels every few bars only where a bar is narrower than a line of text', () => {
    const texts = Array.from({ length: 100 }, (_, i) => `query ${i}`);
    const axis = xAxisLayout(600, texts, 12, { all: true });
    expect(axis.upright).toBe(true);
    expect(axis.every).toBe(Math.ceil((12 * 1.2) / 6));
  });

  it('otherwise draws as many evenly spaced labels as fit side by side, at most `max`, on one line', () => {
    fc.assert(
      fc.property(
        plotWidth,
        labels(40),
        fontSize,
        fc.integer({ min: 1, max: 12 }),
        (width, texts, size, max) => {
          const fitting = xLabelsThatFit(width, texts, size);
          expect(xAxisLayout(width, texts, size)).toEqual({
            upright: false,
            every: xLabelInterval(texts.length, fitting) + 1,
            height: X_AXIS_HEIGHT_PX,
          });
          expect(xAxisLayout(width, texts, size, { max }).every).toBe(
            xLabelInterval(texts.length, Math.min(fitting, max)) + 1,
          );
        },
      ),
    );
  });
});

describe('the room around the plot', () => {
  it('leaves the x axis and the y axis’s title their room, and the margins', () => {
    expect(plotArea('bar', 800, 260, 40, { xAxis: 100, top: 22 })).toEqual({
      left: CARTESIAN_MARGIN.left + 40,
      right: 800 - CARTESIAN_MARGIN.bar.right,
      top: CARTESIAN_MARGIN.top + 22,
      bottom: 260 - CARTESIAN_MARGIN.bottom - 100,
    });
    expect(plotArea('bar', 800, 260, 40, {})).toEqual(plotArea('bar', 800, 260, 40));
  });

  it('keeps the y axis’s title a line of text clear of the top tick’s label', () => {
    fc.assert(
      fc.property(fontSize, (size) => {
        // The title's line from the top margin, and half the top tick's label over the plot's top.
        expect(yAxisTitleRoomPx(size)).toBeGreaterThanOrEqual(size + size / 2);
      }),
    );
  });
});
