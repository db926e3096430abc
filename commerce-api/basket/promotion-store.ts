// Promotion rules (migration 009) in the basket currency and locale, and the codes applied to
// baskets. A rule's texts are its catalogue promotion's; item rules list the basket products they
// cover (the product itself, or any product in the category or one of its subcategories).
import type { Db } from '../db/open-database';

export type PromotionKind = 'OrderPercentOff' | 'OrderValueOff' | 'ItemPercentOff' | 'ItemValueOff' | 'FreeShipping';

export interface PromotionRule {
  promotionId: string;
  kind: PromotionKind;
  /** Upper case; null for an automatic promotion. */
  code: string | null;
  percentBasisPoints: number | null;
  /** Net cents off in the basket currency (value kinds); null when the rule has none there. */
  amountOffCents: number | null;
  /** Net item value the basket must reach, in the basket currency. */
  minimumOrderCents: number | null;
  validFrom: string | null;
  validTo: string | null;
  /** The catalogue promotion's title. */
  description: string;
  /** Item rules: which of the given products they cover. */
  productIds: number[];
}

type RuleRow = Omit<PromotionRule, 'productIds'> & { productIds: string };

export function createPromotionRules(db: Db) {
  const select = (where: string) =>
    db.prepare(`SELECT r.promotion_id AS promotionId, r.kind, r.code, r.percent_basis_points AS percentBasisPoints,
        a.amount_off_cents AS amountOffCents, a.minimum_order_cents AS minimumOrderCents,
        r.valid_from AS validFrom, r.valid_to AS validTo, COALESCE(t.title, r.promotion_id) AS description,
        (SELECT json_group_array(b.value) FROM json_each(@productIds) b
          WHERE b.value = r.product_id OR EXISTS (
            SELECT 1 FROM product_categories pc
            JOIN categories c ON c.id = pc.category_id
            JOIN categories rc ON rc.id = r.category_id
            WHERE pc.product_id = b.value AND c.lft BETWEEN rc.lft AND rc.rgt)) AS productIds
      FROM promotion_rules r
      LEFT JOIN promotion_rule_amounts a ON a.promotion_id = r.promotion_id AND a.currency = @currency
      LEFT JOIN promotion_texts t ON t.promotion_id = r.promotion_id AND t.locale = @locale
      WHERE ${where}
      ORDER BY r.position`);
  const automaticOrCoded = select('r.code IS NULL OR r.code IN (SELECT value FROM json_each(@codes))');
  const basketCodes = db.prepare('SELECT code FROM basket_promotion_codes WHERE basket_id = ? ORDER BY position').pluck();
  const insertCode = db.prepare(`INSERT INTO basket_promotion_codes (basket_id, code, position)
    VALUES (?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM basket_promotion_codes WHERE basket_id = ?))
    ON CONFLICT (basket_id, code) DO NOTHING`);
  const deleteCode = db.prepare('DELETE FROM basket_promotion_codes WHERE basket_id = ? AND code = ?');

  const rows = (statement: typeof automaticOrCoded, parameters: object): PromotionRule[] =>
    (statement.all(parameters) as RuleRow[]).map(row => ({ ...row, productIds: JSON.parse(row.productIds) as number[] }));

  return {
    /** The automatic rules and those of the given codes (upper case), in rule order. */
    rulesFor(scope: { codes: string[]; currency: string; locale: string; productIds: number[] }): PromotionRule[] {
      return rows(automaticOrCoded, {
        codes: JSON.stringify(scope.codes),
        currency: scope.currency,
        locale: scope.locale,
        productIds: JSON.stringify(scope.productIds),
      });
    },
    /** The rule of a code (upper case), or undefined for an unknown one. */
    ruleOfCode(code: string, scope: { currency: string; locale: string }): PromotionRule | undefined {
      return this.rulesFor({ ...scope, codes: [code], productIds: [] }).find(rule => rule.code === code);
    },
    /** The basket's codes, in the order they were applied. */
    codes: (basketId: string) => basketCodes.all(basketId) as string[],
    /** True when the code was new to the basket. */
    addCode: (basketId: string, code: string) => insertCode.run(basketId, code, basketId).changes > 0,
    /** True when the basket held the code. */
    removeCode: (basketId: string, code: string) => deleteCode.run(basketId, code).changes > 0,
  };
}

export type PromotionRules = ReturnType<typeof createPromotionRules>;
