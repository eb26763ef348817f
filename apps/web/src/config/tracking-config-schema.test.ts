import { describe, expect, test } from 'vitest';
import { TrackingConfigSchema } from './tracking-config-schema';

describe('a brand’s tracking configuration (issue 39)', () => {
  test('names its conversion moment and its static affiliate reference; neither is required', () => {
    expect(TrackingConfigSchema.parse({})).toEqual({});
    expect(
      TrackingConfigSchema.parse({
        conversionMoment: 'offer-taken',
        staticAffiliateReference: 'brand-site',
      }),
    ).toEqual({ conversionMoment: 'offer-taken', staticAffiliateReference: 'brand-site' });
  });

  test('an unknown moment or an empty reference name is a configuration error', () => {
    expect(TrackingConfigSchema.safeParse({ conversionMoment: 'paid' }).success).toBe(false);
    expect(TrackingConfigSchema.safeParse({ staticAffiliateReference: '' }).success).toBe(false);
  });
});
