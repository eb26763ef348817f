import { ApplicationState as S } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { InitialDetailsFields } from './initial-details-fields';
import { loanChangeIn, loanSavedAtOnce, moveAfterLoanSaved } from './loan-change';
import { moveBeforeAnswer } from './navigator';
import { withFields } from './step-fields';
import { classicFlow, configuredFlow } from './test-flows';
import type { FlowStep } from './flow-config';

const stepOf = (id: string): FlowStep => {
  const step = configuredFlow.steps.find((each) => each.id === id);
  if (!step) throw new Error(`No step ${id}`);
  return step;
};

describe('changing the loan on a later page (issue 37 item 5)', () => {
  test('a configured (v3) flow changes it in the dialog on the page; the classic flow links to its loan page', () => {
    expect(loanChangeIn(configuredFlow)).toBe('dialog');
    expect(loanChangeIn(classicFlow)).toBe('link');
  });

  test('its save keeps the applicant on the page they are on while the lead stays in the form', () => {
    // Changed on the starting page instead, its Continue goes to the page after it (the configured
    // order), whichever page the applicant had reached: what cost them their place.
    expect(moveBeforeAnswer(configuredFlow, '/', { state: S.LOAN_INFORMATION })).toEqual({
      redirectTo: '/contact-details',
      method: 'push',
    });
    for (const state of [S.NONE, S.LOAN_INFORMATION, S.PERSONAL_DETAILS, S.CONTACT_DETAILS]) {
      expect(moveAfterLoanSaved(configuredFlow, state, '/personal-details')).toBeNull();
    }
  });

  test('an answer that takes the lead out of the form takes the applicant there', () => {
    expect(moveAfterLoanSaved(configuredFlow, S.CHECKING, '/personal-details')).toEqual({
      redirectTo: '/checking',
      method: 'push',
    });
    expect(moveAfterLoanSaved(configuredFlow, S.REJECTED, '/contact-details')).toEqual({
      redirectTo: '/rejected',
      method: 'push',
    });
    expect(moveAfterLoanSaved(configuredFlow, S.MOBILE_VERIFICATION, '/contact-details')).toEqual({
      redirectTo: '/mobile-verification',
      method: 'push',
    });
    // Already there (another tab's answer took them first): no move.
    expect(moveAfterLoanSaved(configuredFlow, S.REJECTED, '/rejected')).toBeNull();
  });

  test('goes to the lead at once from a later page of a lead that exists', () => {
    expect(loanSavedAtOnce(withFields(stepOf('personal-details')), true)).toBe(true);
  });

  test('waits for the Continue of the page that asks the security check, and for the lead’s create', () => {
    // initial-details: its Continue sends the loan with a new check; the widget it shows is new.
    expect(loanSavedAtOnce({ fields: InitialDetailsFields }, true)).toBe(false);
    expect(loanSavedAtOnce({ fields: InitialDetailsFields }, false)).toBe(false);
    // Before the lead exists, its create carries the loan.
    expect(loanSavedAtOnce(withFields(stepOf('personal-details')), false)).toBe(false);
  });
});
