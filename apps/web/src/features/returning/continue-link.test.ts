import { ApplicationState } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { continueLinkForm, continueLinkPath, landingAddress, resumeTokenOf } from './continue-link';

const id = '6f1c1f3e-2b7a-4c55-9d8e-0a1b2c3d4e5f';

describe('returning link', () => {
  test('the dynamic form calls the v3 link, the classic page the earlier v2 one', () => {
    expect(continueLinkForm('dynamic')).toBe('v3');
    expect(continueLinkForm('classic')).toBe('v2');
  });

  test('v3 passes only the transaction, which falls back to s_id', () => {
    expect(continueLinkPath(id, '?refTransactionId=tx-1&brand=x', 'v3')).toBe(
      `/v3/lead/url/${id}/continue?refTransactionId=tx-1`,
    );
    expect(continueLinkPath(id, '?s_id=tx-2', 'v3')).toBe(
      `/v3/lead/url/${id}/continue?refTransactionId=tx-2`,
    );
    expect(continueLinkPath(id, '', 'v3')).toBe(`/v3/lead/url/${id}/continue`);
  });

  test('v2 passes the query as it came, or none', () => {
    expect(continueLinkPath(id, '?refName=aff&refTransactionId=tx-1', 'v2')).toBe(
      `/v2/lead/url/${id}/continue?refName=aff&refTransactionId=tx-1`,
    );
    expect(continueLinkPath(id, '', 'v2')).toBe(`/v2/lead/url/${id}/continue`);
    expect(continueLinkPath(id, 'refName=aff', 'v2')).toBe(
      `/v2/lead/url/${id}/continue?refName=aff`,
    );
  });

  test("v2 leaves out the front end's own brand and country, which a test deployment's link carries", () => {
    expect(continueLinkPath(id, '?resume=t&brand=lei-rapid-ro&refName=mail', 'v2')).toBe(
      `/v2/lead/url/${id}/continue?refName=mail`,
    );
    expect(continueLinkPath(id, '?brand=default-es&country=MX', 'v2')).toBe(
      `/v2/lead/url/${id}/continue`,
    );
  });

  test('the one-time resume token never goes into the link call’s address, on either form', () => {
    const token = 'r3sum3-t0k3n-r3sum3-t0k3n-r3sum3-t0k3n-r3s';
    const search = `?partner=finished&resume=${token}&refTransactionId=tx-1`;
    expect(resumeTokenOf(search)).toBe(token);
    expect(continueLinkPath(id, search, 'v2')).toBe(
      `/v2/lead/url/${id}/continue?partner=finished&refTransactionId=tx-1`,
    );
    expect(continueLinkPath(id, search, 'v3')).not.toContain(token);
    expect(landingAddress('/instantor', ApplicationState.INSTANTOR, search)).toBe(
      '/instantor?partner=finished',
    );
    // Anything that is not a token is not sent at all.
    expect(resumeTokenOf('?resume=<script>')).toBeUndefined();
    expect(resumeTokenOf('?resume=')).toBeUndefined();
    expect(resumeTokenOf('')).toBeUndefined();
  });

  test("a partner's page learns how the applicant came back; no other page gets the query", () => {
    expect(landingAddress('/instantor', ApplicationState.INSTANTOR, '?partner=finished')).toBe(
      '/instantor?partner=finished',
    );
    expect(
      landingAddress('/moneyman-paylands', ApplicationState.MONEYMAN_PAYLANDS, 'partner=cancelled'),
    ).toBe('/moneyman-paylands?partner=cancelled');
    expect(landingAddress('/instantor', ApplicationState.INSTANTOR, '?partner=approved')).toBe(
      '/instantor',
    );
    expect(landingAddress('/checking', ApplicationState.CHECKING, '?partner=finished')).toBe(
      '/checking',
    );
  });
});
