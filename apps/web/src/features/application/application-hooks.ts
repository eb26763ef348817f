import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { BrandConfig } from '../../config/brand-config-schema';
import type { TrackingConfig } from '../../config/tracking-config-schema';
import type { ApiClient } from '../../lib/api-client';
import type { ApplicationSliceState } from './application-slice';

export interface ApplicationRootState {
  application: ApplicationSliceState;
}
export interface ThunkDependencies {
  api: ApiClient;
  /** Waits before each retry of a failed lead call; tests pass zeros. */
  retryDelaysMs?: readonly number[];
  /** The reCAPTCHA script the initial-details step loads (runtime configuration). */
  recaptchaScriptUrl?: string;
  /** The lead API's base URL, for the one call the JSON client cannot make: a file upload. */
  apiBaseUrl?: string;
  /**
   * The query string the page was opened with, before any of it left the address bar: the
   * attribution code (loaded later, off the first page) reads its campaign parameters.
   */
  landingSearch?: string;
  /** The path the page was opened at: a returning link's lead is not cleared by attribution. */
  landingPath?: string;
  /** The brand's rules the attribution reads (affiliate expiry, address parameters). */
  brand?: AttributionBrand;
  /**
   * The brand's tracking configuration, loaded lazily (app/tracking-registry.ts): attribution
   * reads its static affiliate reference name. None: no static reference.
   */
  loadTrackingConfig?: () => Promise<Pick<TrackingConfig, 'staticAffiliateReference'>>;
}

/**
 * What of the brand the thunks read after the first page: the affiliate expiry and whether it asks
 * for a tracking consent (attribution), its page and lead path (where its leads are saved), its
 * loan (a new lead's top-level fields).
 */
export type AttributionBrand = Pick<BrandConfig, 'affiliateReferenceExpiryHours'> &
  Partial<Pick<BrandConfig, 'applicationPage' | 'leadPath' | 'loan' | 'trackingConsent'>>;
export type ApplicationDispatch = ThunkDispatch<
  ApplicationRootState,
  ThunkDependencies,
  UnknownAction
>;

export const useApplicationSelector = useSelector.withTypes<ApplicationRootState>();
export const useApplicationDispatch = useDispatch.withTypes<ApplicationDispatch>();
