import { describe, expect, it } from 'vitest';
import { SEGMENT_COUNT, segmentAtNeedle, segmentCentreDeg, spinRotation } from './wheel-math.ts';

describe('fortune wheel angles', () => {
  it('lands every segment exactly under the needle from any starting angle', () => {
    for (const start of [0, 11.25, 90, 359.9, 1800, 2047.5, 7211]) {
      for (let segment = 1; segment <= SEGMENT_COUNT; segment++) {
        const end = spinRotation(start, segment);
        expect(segmentAtNeedle(end)).toBe(segment);
        // centred: the segment's middle is at the top
        expect((((end + segmentCentreDeg(segment)) % 360) + 360) % 360).toBeCloseTo(0, 9);
      }
    }
  });

  it('turns forward 5 full turns plus the winning angle from rest', () => {
    expect(spinRotation(0, 1)).toBe(5 * 360 + 360 - 11.25);
    expect(spinRotation(0, 16)).toBe(5 * 360 + 11.25);
  });

  it('always moves forward by more than 4 and less than 6 turns', () => {
    let angle = 0;
    for (let i = 0; i < 50; i++) {
      const next = spinRotation(angle, (i % SEGMENT_COUNT) + 1);
      expect(next - angle).toBeGreaterThan(4 * 360);
      expect(next - angle).toBeLessThan(6 * 360);
      angle = next;
    }
  });

  it('refuses a segment outside 1..16', () => {
    expect(() => spinRotation(0, 0)).toThrow(RangeError);
    expect(() => spinRotation(0, 17)).toThrow(RangeError);
  });
});
