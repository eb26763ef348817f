import type { ApplicationState } from '@lf/contract';
import { initialValue } from '../config/clamp-to-bounds';
import type { BrandConfig } from '../config/brand-config-schema';
import { initialApplicationState, type ApplicationData } from '../features/application';
import type { BrandBookPage } from './brand-book-pages';

/** The sandbox's sample applicant, as the brand book shows every page to: no real person. */
export const SAMPLE_LEAD_ID = '00000000-0000-4000-8000-00000000b00c';

/** An application at `page`, every page before it visited and the first answers given. */
export function sampleApplication(
  brand: BrandConfig,
  page: Pick<BrandBookPage, 'state'>,
  visited: readonly string[],
) {
  const data: ApplicationData = {
    amount: initialValue(brand.loan.amount),
    period: initialValue(brand.loan.period),
    id: SAMPLE_LEAD_ID,
    leadStatus: 1,
    contactDetails: {
      email: 'sample.applicant@example.com',
      phoneNumber: `${brand.phonePrefix}600000000`,
    },
    personalDetails: { firstName: 'Alex', lastName: 'Sample' },
  };
  return {
    ...initialApplicationState(data),
    progressState: page.state satisfies ApplicationState,
    visited: [...visited],
    writeSecret: null,
  };
}
