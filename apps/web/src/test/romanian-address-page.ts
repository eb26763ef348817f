import { ApplicationState } from '@lf/contract';
import type { Locale } from '../config/brand-config-schema';
import type { ApplicationData } from '../features/application';
import type { ApiClient } from '../lib/api-client';
import { renderApp } from './render-app';

/**
 * lei-rapid-ro's address page, in Romanian unless `locale` says another of its languages, every
 * earlier page of its v3 flow answered.
 */
export const openRomanianAddressPage = (
  api: ApiClient,
  data?: Partial<ApplicationData>,
  locale: Locale = 'ro',
) =>
  renderApp({
    api,
    brandId: 'lei-rapid-ro',
    locale,
    path: '/address-information',
    lead: {
      state: ApplicationState.LOAN_INFORMATION,
      visited: [
        '/initial-details',
        '/name',
        '/personal-code',
        '/date-of-birth',
        '/address-information',
      ],
      ...(data ? { data } : {}),
    },
  });
