// View models and mappers of the commerce client. UI code imports types from here; raw ICM
// schemas are exported too, for the client's resource modules and the contract tests.
export * from './attachment';
export * from './attribute';
export * from './category';
export * from './content-include';
export * from './country';
export * from './customer';
export * from './filter';
export * from './image';
export * from './inventory';
export * from './link';
export * from './localizations';
export * from './mapping-context';
export * from './money';
export * from './product';
export * from './product-listing';
export * from './product-prices';
export * from './promotion';
export * from './punchout-data';
export * from './seo-attributes';
export * from './server-configuration';
export * from './suggestion';
export * from './variation-attribute';
export * from './warranty';
export * from './wishlist';
