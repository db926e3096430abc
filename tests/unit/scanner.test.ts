// The scanner's pure rules: which codes a scanned label is looked up as, and who gets the header button.
import { describe, expect, it } from 'vitest';
import { codeCandidates } from '~/features/scanner/scanned-code';
import { CHECKOUT_WITHOUT_ORDER, scannerButtonPath } from '~/features/scanner/scanner-button';
import type { FeatureToggle } from '~/http/features';

describe('scanned codes', () => {
  it('looks up a UPC-A code as read, then as its EAN-13', () => {
    expect(codeCandidates('027242882539')).toEqual(['027242882539', '0027242882539']);
  });

  it('looks up an EAN-13 with a leading 0 as read, then as its UPC-A', () => {
    expect(codeCandidates(' 0027242882539 ')).toEqual(['0027242882539', '027242882539']);
  });

  it('looks up any other code as read', () => {
    expect(codeCandidates('4006381333931')).toEqual(['4006381333931']);
    expect(codeCandidates('5811C003')).toEqual(['5811C003']);
  });
});

describe('the header scanner button', () => {
  const features = (...on: FeatureToggle[]) => new Set(on);
  const buyer = { businessCustomer: true, permissionIds: ['APP_B2B_PURCHASE'] };

  it('leads to /scandit while scandit is on, else to /scanner, and is absent without either', () => {
    expect(scannerButtonPath(features('scanner', 'scandit'), undefined)).toBe('/scandit');
    expect(scannerButtonPath(features('scanner'), undefined)).toBe('/scanner');
    expect(scannerButtonPath(features('quickorder'), undefined)).toBeUndefined();
  });

  it('is shown to anonymous and private shoppers and to business users without the permission', () => {
    expect(scannerButtonPath(features('scanner'), { businessCustomer: false, permissionIds: [CHECKOUT_WITHOUT_ORDER] })).toBe('/scanner');
    expect(scannerButtonPath(features('scanner'), buyer)).toBe('/scanner');
  });

  it('is not shown to business users holding EDE_APP_B2B_CHECKOUT_WITHOUT_ORDER', () => {
    expect(scannerButtonPath(features('scanner'), { ...buyer, permissionIds: [CHECKOUT_WITHOUT_ORDER] })).toBeUndefined();
  });
});
