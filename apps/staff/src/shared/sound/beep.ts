let context: AudioContext | undefined;

/**
 * A short two-tone beep through WebAudio (no audio file to load), at `volume` 0-100.
 * Returns whether it could play (autoplay may be refused until the operator has clicked once).
 */
export function beep(volume = 70): boolean {
  if (volume <= 0) return false;
  try {
    context ??= new AudioContext();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume();
    const peak = 0.4 * (Math.min(volume, 100) / 100);
    const tones = [880, 1320];
    tones.forEach((frequency, index) => {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      const start = ctx.currentTime + index * 0.18;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(peak, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.16);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.17);
    });
    return true;
  } catch {
    // No audio device or autoplay refused: the visual alert still shows.
    return false;
  }
}
