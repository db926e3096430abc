// The NEW_ITEM fields of an OCI 4.0/5.0 basket (SAP's inbound section; ../shared/punchout/README.md
// §1.2) with their maximum lengths, and what each carries unless the customer's configuration says
// otherwise: a transform of placeholders (oci-values.ts) and a formatter. Fields whose default
// transform is empty are sent only once a configuration gives them a value (a vendor number, a
// contract, custom fields). LONGTEXT is the one field named per item as `NEW_ITEM-LONGTEXT_n:132[]`.

export interface OciField {
  /** The configuration's field id, `NEW_ITEM-…`. */
  field: string;
  /** Characters the procurement system takes; longer values are cut. Undefined: unbounded. */
  maxLength?: number;
  transform: string;
  formatter: string;
}

export const LONGTEXT_FIELD = 'NEW_ITEM-LONGTEXT';

const field = (name: string, maxLength: number | undefined, transform = '', formatter = ''): OciField => ({
  field: `NEW_ITEM-${name}`,
  ...(maxLength === undefined ? {} : { maxLength }),
  transform,
  formatter,
});

/** In the order of the OCI field list, which is also the order of each item's fields in a transfer. */
export const OCI_FIELDS: readonly OciField[] = [
  field('DESCRIPTION', 40, '{Name}'),
  field('MATNR', 40),
  field('MATGROUP', 10, '{Category}'),
  field('QUANTITY', 15, '{Quantity}'),
  field('UNIT', 3, '{Unit}'),
  field('PRICE', 15, '{NetPrice}'),
  field('PRICEUNIT', 5, '1'),
  field('CURRENCY', 5, '{Currency}'),
  field('LEADTIME', 5, '{LeadTime}'),
  field('VENDOR', 10),
  field('VENDORMAT', 40, '{SKU}'),
  field('MANUFACTCODE', 10),
  field('MANUFACTMAT', 40, '{ManufacturerSKU}'),
  field('CONTRACT', 10),
  field('CONTRACT_ITEM', 5),
  field('SERVICE', 1),
  field('EXT_QUOTE_ID', 35),
  field('EXT_QUOTE_ITEM', 10),
  field('EXT_PRODUCT_ID', 40, '{SKU}'),
  field('EXT_SCHEMA_TYPE', 10),
  field('EXT_CATEGORY_ID', 60),
  field('EXT_CATEGORY', 40),
  field('SLD_SYS_NAME', 60),
  field('ATTACHMENT', 255),
  field('ATTACHMENT_TITLE', 255),
  field('ATTACHMENT_PURPOSE', 1),
  field('PARENT_ID', 10),
  field('ITEM_TYPE', 1),
  field('CUST_FIELD1', 10),
  field('CUST_FIELD2', 10),
  field('CUST_FIELD3', 10),
  field('CUST_FIELD4', 20),
  field('CUST_FIELD5', 50),
  field('LONGTEXT', undefined, '{ShortDescription}', 'PlainText'),
];

const BY_FIELD = new Map(OCI_FIELDS.map(entry => [entry.field, entry]));

export const ociField = (name: string): OciField | undefined => BY_FIELD.get(name);

/** The form field name of a field for the item at `index` (from 1). */
export const itemFieldName = (field: string, index: number) =>
  field === LONGTEXT_FIELD ? `${LONGTEXT_FIELD}_${index}:132[]` : `${field}[${index}]`;
