// Kept data that every caller shares (reference data, product records) is frozen, deeply: a caller that
// changed what it was handed would change every later answer, so changing it throws instead. A Map's
// entries are frozen; the Map itself stays the keeper's to fill.

export function frozen<T>(value: T): T {
  if (value instanceof Map) {
    for (const entry of value.values()) frozen(entry);
  } else if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozen(child);
  }
  return value;
}
