import { describe, expect, it } from 'vitest';
import { tickStep } from './daily-chart.tsx';

describe("the daily chart's axis", () => {
  it('steps in round ringgit amounts that reach the highest bar in four', () => {
    expect(tickStep(145_000)).toBe(50_000); // RM 1,450 -> RM 0, 500, 1,000, 1,500, 2,000
    expect(tickStep(10_000)).toBe(2_500); // RM 100 -> RM 25 steps
    expect(tickStep(80_000)).toBe(20_000);
    expect(tickStep(80_001)).toBe(25_000);
    expect(tickStep(1_234_567)).toBe(500_000);
  });
});
