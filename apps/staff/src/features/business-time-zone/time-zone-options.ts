/**
 * The IANA zones this browser knows, UTC first (browsers leave it out of their list), with the
 * saved zone kept even when this browser does not list it.
 */
export function timeZoneOptions(saved: string | undefined): { value: string; label: string }[] {
  const zones = new Set(['UTC', ...(saved ? [saved] : []), ...Intl.supportedValuesOf('timeZone')]);
  return [...zones].map((zone) => ({ value: zone, label: zone }));
}
