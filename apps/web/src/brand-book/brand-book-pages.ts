import { ApplicationState } from '@lf/contract';
import type { BrandConfig } from '../config/brand-config-schema';
import { isAfterOffer, StateRoutes } from '../features/flow/application-routes';
import type { FlowConfig } from '../features/flow';
import { AllStepPages } from '../features/flow/v3-step-pages';

/** A page of the brand book: a step of the brand's flow, or a page the lead API sends one to. */
export interface BrandBookPage {
  /** Unique in the book: the step id, or the state's route without its slash. */
  id: string;
  kind: 'step' | 'state';
  route: string;
  /** The state the sample lead is in when the page is shown. */
  state: ApplicationState;
}

/**
 * Every page of a brand: its flow's steps in order, then every page the lead API can send an
 * applicant to after the form (the state pages: accepted, rejected, the partners' offers ...).
 */
export function brandBookPages(flow: FlowConfig): BrandBookPage[] {
  const configured = flow.order === 'configured';
  const steps = flow.steps.map((entry) => (typeof entry === 'string' ? entry : entry.step));
  const stepPages = steps.flatMap((id): BrandBookPage[] => {
    const page = Object.hasOwn(AllStepPages, id)
      ? AllStepPages[id as keyof typeof AllStepPages]
      : undefined;
    if (!page) return [];
    // A server-ordered (classic) step is shown in its own state; a configured (v3) flow's pages
    // all belong to the form's first state, as the lead API keeps it while the form is filled.
    const own = StateRoutes.find((entry) => entry.route === page.route);
    const state = !configured && own ? own.state : ApplicationState.LOAN_INFORMATION;
    return [{ id, kind: 'step', route: page.route, state }];
  });
  const statePages = StateRoutes.filter(
    (entry) => isAfterOffer(entry.state) && !stepPages.some((page) => page.route === entry.route),
  ).map((entry): BrandBookPage => ({
    id: entry.route.slice(1),
    kind: 'state',
    route: entry.route,
    state: entry.state,
  }));
  return [...stepPages, ...statePages];
}

/** The address of one page of the book's preview: the book's own page, told which to show. */
export function previewAddress(
  basePath: string,
  brand: Pick<BrandConfig, 'id'>,
  page: Pick<BrandBookPage, 'id'>,
  locale: string,
): string {
  const query = new URLSearchParams({ brand: brand.id, lng: locale, page: page.id });
  return `${basePath}/brand-book?${query.toString()}`;
}
