// The unit of measure a procurement system understands for a product's packing unit: the
// three-letter ISO codes SAP and IDS read (OCI NEW_ITEM-UNIT, IDS QU). The catalogue's packing units
// are words ('pcs', 'pack'); one not listed here (a sheet, a label) and none at all are sold by the
// piece. 'ST' is avoided on purpose: many SAP systems read it as their internal code for a piece.
const ISO_UNITS: Record<string, string> = {
  pack: 'PK',
  ream: 'RM',
};

export const isoUnitOf = (packingUnit: string) => ISO_UNITS[packingUnit.trim().toLowerCase()] ?? 'PCE';
