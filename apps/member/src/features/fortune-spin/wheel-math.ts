/** 16 segments of 22.5°, 5000 ms ease-out, 5 full turns plus the winning segment's angle. */
export const SEGMENT_COUNT = 16;
export const SEGMENT_DEG = 360 / SEGMENT_COUNT;
export const FULL_TURNS = 5;
export const SPIN_DURATION_MS = 5000;

const mod360 = (deg: number) => ((deg % 360) + 360) % 360;

/** Centre of a 1-based segment, clockwise from the needle at 12 o'clock, on the wheel at rest. */
export function segmentCentreDeg(segment: number): number {
  return (segment - 1) * SEGMENT_DEG + SEGMENT_DEG / 2;
}

/**
 * The wheel's next absolute rotation (clockwise, degrees) so that the server's 1-based
 * segment stops centred under the needle: from the last whole turn, 5 full turns plus the
 * angle that brings that segment to the top. Always moves forward by more than 4 turns.
 */
export function spinRotation(currentDeg: number, segment: number): number {
  if (!Number.isInteger(segment) || segment < 1 || segment > SEGMENT_COUNT) {
    throw new RangeError(`segment must be 1..${SEGMENT_COUNT}, got ${segment}`);
  }
  const wholeTurns = currentDeg - mod360(currentDeg);
  return wholeTurns + FULL_TURNS * 360 + mod360(360 - segmentCentreDeg(segment));
}

/** The 1-based segment under the needle for a wheel rotated by `rotationDeg`. */
export function segmentAtNeedle(rotationDeg: number): number {
  return Math.floor(mod360(-rotationDeg) / SEGMENT_DEG) + 1;
}
