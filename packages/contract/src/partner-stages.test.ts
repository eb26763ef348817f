import { describe, expect, test } from 'vitest';
import { ApplicationState } from './application-state.js';
import { earlierLeadUrlPath, returningLinkUrl } from './lead-url.js';
import {
  DocumentSidesNeeded,
  idUploadPath,
  PartnerPurposes,
  PartnerReturnSchema,
  PartnerStages,
  partnerRedirectPath,
  RedirectQuerySchema,
} from './offer-stage.js';

const id = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';

describe('partner stages', () => {
  test('each partner has its own page state', () => {
    expect(PartnerPurposes.map((purpose) => PartnerStages[purpose])).toEqual([
      ApplicationState.INSTANTOR,
      ApplicationState.WENANCE_TINK,
      ApplicationState.MONEYMAN_PAYLANDS,
    ]);
  });

  test('the redirect names a bank link; the card check is not one', () => {
    expect(partnerRedirectPath(id, 'wenance-tink')).toBe(
      `/lead/${id}/redirect?purpose=wenance-tink`,
    );
    expect(RedirectQuerySchema.safeParse({ purpose: 'instantor' }).success).toBe(true);
    expect(RedirectQuerySchema.safeParse({ purpose: 'moneyman-paylands' }).success).toBe(false);
    expect(RedirectQuerySchema.safeParse({}).success).toBe(false);
  });

  test('the way back says whether the partner finished', () => {
    expect(PartnerReturnSchema.safeParse('finished').success).toBe(true);
    expect(PartnerReturnSchema.safeParse('cancelled').success).toBe(true);
    expect(PartnerReturnSchema.safeParse('approved').success).toBe(false);
  });
});

describe('identity document', () => {
  test('a passport has one side, the cards two', () => {
    expect(DocumentSidesNeeded.passport).toEqual(['front']);
    expect(DocumentSidesNeeded.idCard).toEqual(['front', 'back']);
  });

  test('an upload names the lead, the document and the side in its query', () => {
    expect(idUploadPath(id, 'doc/1', 'back')).toBe(
      `/lead/idUpload?id=${id}&documentId=doc%2F1&side=back`,
    );
  });
});

describe('returning link', () => {
  test('the earlier form passes the query on as it came', () => {
    expect(earlierLeadUrlPath(id, 'continue')).toBe(`/v2/lead/url/${id}/continue`);
    expect(earlierLeadUrlPath(id, 'continue', '?refName=x&s_id=2')).toBe(
      `/v2/lead/url/${id}/continue?refName=x&s_id=2`,
    );
    expect(earlierLeadUrlPath(id, 'continue', 'refName=x')).toBe(
      `/v2/lead/url/${id}/continue?refName=x`,
    );
  });

  test('the front end link is under the base path of the origin given', () => {
    expect(returningLinkUrl('http://127.0.0.1:4173', id, '?partner=finished')).toBe(
      `http://127.0.0.1:4173/application-frontend/continue/${id}?partner=finished`,
    );
  });
});
