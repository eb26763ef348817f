import { ApplicationState } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { partnersWhoMayCall } from './partners-who-may-call';

const names = (product: string, declined: ApplicationState[] = []) =>
  partnersWhoMayCall({ product, declined }).map((partner) => partner.name);

describe('partners who may call', () => {
  test('the brand’s partners, in its order', () => {
    expect(names('default-es')).toEqual(['Cofidis', 'Brisa Finanzas', 'Crédito Faro']);
    expect(names('presta-ya-mx')).toEqual(['Financiera Nopal', 'Maguey Crédito']);
  });

  test('less the partner of each offer declined; a decline elsewhere changes nothing', () => {
    expect(names('default-es', [ApplicationState.COFIDIS_OFFER])).toEqual([
      'Brisa Finanzas',
      'Crédito Faro',
    ]);
    expect(
      names('pozyczka-plus-pl', [
        ApplicationState.PROVIDENT_OFFER,
        ApplicationState.PROFICREDIT_OFFER,
      ]),
    ).toEqual(['Bursztyn Pożyczki']);
    expect(names('default-es', [ApplicationState.INSTABANK_OFFER])).toHaveLength(3);
    // Not an offer state: nothing to decline there.
    expect(names('default-es', [ApplicationState.VEHICLE])).toHaveLength(3);
  });

  test('a product the sandbox does not know: none, its country unknown', () => {
    expect(names('application-frontend')).toEqual([]);
    expect(names('__proto__')).toEqual([]);
  });
});
