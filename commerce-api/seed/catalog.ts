// The bundled shop's demo catalogue: an inSPIRED-inTRONICS-style consumer electronics and
// office equipment assortment. The families in ./data build the products; this module adds
// what spans families (bundles, warranties, links, promotions, specials, labels).
import type { SeedCatalog, SeedProduct } from '../catalog/catalog-types';
import { labelAttribute, type LabelKey } from './data/attributes';
import { buildBundles, buildRetailSets } from './data/bundles';
import { buildCameras } from './data/cameras';
import { buildCategories } from './data/categories';
import { buildComputerAccessories } from './data/computer-accessories';
import { buildComputers } from './data/computers';
import { buildHomeEntertainment } from './data/home-entertainment';
import { KEYWORDS } from './data/keywords';
import { LINKS } from './data/links';
import { buildNetworks, buildServers } from './data/networks';
import { buildOffice } from './data/office';
import { buildPrinters } from './data/printers';
import { PROMOTIONS, promotionIdsFor } from './data/promotions';
import { buildSmartHome } from './data/smart-home';
import { buildWarranties, warrantiesFor } from './data/warranties';

export const SELLABLE_KINDS: readonly SeedProduct['kind'][] = ['product', 'master', 'variation', 'bundle', 'retailSet'];

const NEW_PRODUCTS = 'Specials.NewProducts';
const TOP_SELLERS = 'Specials.TopSellers';
const HOT_DEALS = 'Specials.HotDeals';

function byRecency(a: SeedProduct, b: SeedProduct): number {
  return b.createdAt.localeCompare(a.createdAt) || a.sku.localeCompare(b.sku);
}

function discount(p: SeedProduct): number {
  const { sale, list } = p.prices.EUR;
  return list ? (list - sale) / list : 0;
}

/** Adds the Specials categories: the newest products, the most reviewed ones, and the biggest reductions. */
function assignSpecials(products: SeedProduct[]): Map<string, LabelKey[]> {
  const listed = products.filter(p => p.online !== false && ['product', 'master', 'bundle', 'retailSet'].includes(p.kind));
  const newest = [...listed].sort(byRecency).slice(0, 14);
  const topSellers = listed.filter(p => p.rating).sort((a, b) => (b.rating?.count ?? 0) - (a.rating?.count ?? 0) || a.sku.localeCompare(b.sku)).slice(0, 12);
  const deals = listed.filter(p => discount(p) >= 0.1 && !p.categories.includes(HOT_DEALS))
    .sort((a, b) => discount(b) - discount(a) || a.sku.localeCompare(b.sku)).slice(0, 14);
  const labels = new Map<string, LabelKey[]>();
  const add = (list: SeedProduct[], category: string, label?: LabelKey) => {
    for (const p of list) {
      if (!p.categories.includes(category)) p.categories.push(category);
      if (label) labels.set(p.sku, [...(labels.get(p.sku) ?? []), label]);
    }
  };
  add(newest, NEW_PRODUCTS, 'new');
  add(topSellers, TOP_SELLERS, 'topseller');
  add(deals, HOT_DEALS);
  return labels;
}

function applyLabels(products: SeedProduct[], labels: Map<string, LabelKey[]>): void {
  for (const p of products) {
    if (p.kind === 'warranty') continue;
    const keys: LabelKey[] = [...(discount(p) > 0 ? ['sale' as const] : []), ...(labels.get(p.sku) ?? [])];
    const inherited = p.variation ? labels.get(p.variation.masterSKU)?.filter(k => k !== 'topseller') ?? [] : [];
    const all = [...new Set([...keys, ...inherited])];
    if (!all.length) continue;
    p.attributes.push(...all.map(labelAttribute));
    p.attributeGroups = { PRODUCT_LABEL_ATTRIBUTES: all };
  }
}

function applyLinks(bySku: Map<string, SeedProduct>): void {
  for (const [sku, type, targets] of LINKS) {
    const product = bySku.get(sku);
    if (!product) throw new Error(`Link source ${sku} does not exist`);
    product.links = { ...product.links, [type]: [...(product.links?.[type] ?? []), ...targets] };
  }
}

export function buildCatalog(): SeedCatalog {
  const families = [
    ...buildCameras(), ...buildComputers(), ...buildComputerAccessories(), ...buildPrinters(),
    ...buildHomeEntertainment(), ...buildSmartHome(), ...buildOffice(), ...buildNetworks(), ...buildServers(),
  ];
  const lookup = new Map(families.map(p => [p.sku, p]));
  const products = [...families, ...buildBundles(lookup), ...buildRetailSets(lookup), ...buildWarranties()];
  const bySku = new Map(products.map(p => [p.sku, p]));
  const defaultCategory = (p: SeedProduct) => p.categories[0] ?? (p.variation ? bySku.get(p.variation.masterSKU)?.categories[0] : undefined);

  for (const p of products) {
    if (p.kind === 'warranty') continue;
    const category = defaultCategory(p);
    if (p.kind !== 'bundle' && p.kind !== 'retailSet') {
      const warranties = warrantiesFor(category, p.prices.EUR.sale);
      if (warranties.length) p.warranties = warranties;
    }
    const promotions = promotionIdsFor(p, category);
    if (promotions.length) p.promotionIds = promotions;
  }
  applyLinks(bySku);
  applyLabels(products, assignSpecials(products));

  return { categories: buildCategories(), products, promotions: PROMOTIONS, keywords: KEYWORDS };
}
