import { createHmac } from 'node:crypto';
import { StockQueryError } from '../errors';
import { MATCH_NOTHING } from './filters';
import { MAX_SEARCHES_PER_REQUEST } from './requests';
import { scopedKeyParameters, scopedSearchKey } from './scopedKey';

/** A Typesense scoped key: base64 of HMAC-SHA256 digest (base64), the parent key's first 4 characters, the embedded JSON. */
function decode(key: string): { digest: string; prefix: string; json: string } {
  const raw = Buffer.from(key, 'base64').toString();
  return { digest: raw.slice(0, 44), prefix: raw.slice(44, 48), json: raw.slice(48) };
}

const PARENT = 'search-only-key-0123456789';

describe('scopedKeyParameters', () => {
  it('embeds the tenant, its base refinements, shown cars only, and the multi_search limit', () => {
    const parameters = scopedKeyParameters({ tenant: 'coastline', soldListingDays: 3, baseRefinements: { car_type: ['used'] } });
    expect(parameters).toEqual({
      filter_by: '(tenant:=`coastline`) && (car_type:=[`used`]) && (show_on_dealer_website:=true)',
      limit_multi_searches: MAX_SEARCHES_PER_REQUEST,
    });
  });

  it('adds an expiry when asked, in whole seconds', () => {
    expect(scopedKeyParameters({ tenant: 'coastline', soldListingDays: 3 }, { expiresAt: 1_900_000_000.7 }).expires_at).toBe(1_900_000_000);
  });

  it('a tenant or base value that cannot be quoted scopes the key to nothing', () => {
    const parameters = scopedKeyParameters({ tenant: 'coastline', soldListingDays: 3, baseRefinements: { make: ['x`||tenant:=`summit'] } });
    expect(parameters.filter_by).toBe(`(tenant:=\`coastline\`) && (${MATCH_NOTHING}) && (show_on_dealer_website:=true)`);
  });

  it('refuses a scope without a tenant, or with an unknown base attribute', () => {
    expect(() => scopedKeyParameters({ tenant: '', soldListingDays: 3 })).toThrow(StockQueryError);
    expect(() => scopedKeyParameters({ tenant: 'coastline', soldListingDays: 3, baseRefinements: { nope: ['x'] } })).toThrow(/nope/);
  });
});

describe('scopedSearchKey', () => {
  it('signs the embedded parameters with the parent key, as Typesense verifies them', () => {
    const scope = { tenant: 'summit', soldListingDays: 3 };
    const key = scopedSearchKey(PARENT, scope);
    const { digest, prefix, json } = decode(key);
    expect(JSON.parse(json)).toEqual(scopedKeyParameters(scope));
    expect(prefix).toBe(PARENT.slice(0, 4));
    expect(digest).toBe(createHmac('sha256', PARENT).update(json).digest('base64'));
    expect(digest).not.toBe(createHmac('sha256', 'another-key').update(json).digest('base64'));
  });

  it('differs per tenant', () => {
    expect(scopedSearchKey(PARENT, { tenant: 'summit', soldListingDays: 3 })).not.toBe(
      scopedSearchKey(PARENT, { tenant: 'coastline', soldListingDays: 3 }),
    );
  });

  it('needs the parent key', () => {
    expect(() => scopedSearchKey('', { tenant: 'summit', soldListingDays: 3 })).toThrow(/parent/);
  });
});
