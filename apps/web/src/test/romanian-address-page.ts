import { ApplicationState } from '@lf/contract';
import type { ApplicationData } from '../features/application';
import type { ApiClient } from '../lib/api-client';
import { renderApp } from './render-app';

/** lei-rapid-ro's address page in Romanian, every earlier page of its v3 flow answered. */
export const openRomanianAddressPage = (api: ApiClient, data?: Partial<ApplicationData>) =>
  renderApp({
    api,
    brandId: 'lei-rapid-ro',
    locale: 'ro',
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
