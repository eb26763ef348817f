import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/ui/retry-alert';
import { FieldsetShell } from '../../components/ui/fieldset-shell';
import { useBrand } from '../../config/brand-context';
import { useApplicationDispatch } from '../application';
import { useLocale } from '../i18n';
import { loadRecaptchaScript } from './initial-details-thunks';
import { RecaptchaLanguages } from './recaptcha-languages';
import type { Recaptcha } from './recaptcha-loader';

/** The width of Google's normal checkbox widget, in CSS pixels. */
const RECAPTCHA_NORMAL_WIDTH = 304;

export interface CaptchaFieldProps {
  /** The widget's box: the error summary's link target. */
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  errorPrefix: string;
  /** The token ticking the box gave ('' when none). */
  value: string;
  onToken: (token: string) => void;
  /** The token is gone (expired, widget reset): the form value is cleared without a check. */
  onClear: () => void;
  /**
   * The server's error for the token, when it refused it: a new one resets the widget, so the
   * applicant can tick again.
   */
  serverError?: object;
  /**
   * The server refused another answer of the page: the applicant is back on it (the v3 page
   * moved on as it saved), its widget fresh, and is told why the box is unticked.
   */
  otherAnswerRefused?: boolean;
}

type Notice = 'expired' | 'failed' | 'used' | null;
const NoticeTexts = {
  expired: 'captcha>expired',
  failed: 'captcha>widgetFailed',
  used: 'captcha>used',
} as const;

/**
 * Google reCAPTCHA's checkbox, with the brand's site key and the page's language. The script is
 * loaded only when this field shows, once per page (see recaptcha-loader.ts); if it cannot load,
 * an alert offers to try again.
 */
export function CaptchaField({
  id,
  legend,
  hint,
  error,
  errorPrefix,
  value,
  onToken,
  onClear,
  serverError,
  otherAnswerRefused = false,
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  // A widget keeps its language while its token holds: drawn again in another, it would start
  // unticked (walking lei-rapid-ro, the box was solved twice). Unticked, it takes the page's.
  const pageHl = RecaptchaLanguages[useLocale()];
  const [hl, setHl] = useState(pageHl);
  if (hl !== pageHl && value === '') setHl(pageHl);
  const dispatch = useApplicationDispatch();
  const [recaptcha, setRecaptcha] = useState<Recaptcha | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const slot = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);

  const tokenGiven = useEffectEvent((token: string) => {
    setNotice(null);
    onToken(token);
  });
  const tokenLost = useEffectEvent((why: Notice) => {
    setNotice(why);
    if (value !== '') onClear();
  });

  useEffect(() => {
    let current = true;
    dispatch(loadRecaptchaScript(hl)).then(
      (api) => {
        if (current) setRecaptcha(api);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [dispatch, hl, attempt]);

  // A widget per site key and language; a new one starts unticked, so no token is kept.
  useEffect(() => {
    const container = slot.current;
    if (!recaptcha || !container) return;
    const element = document.createElement('div');
    container.append(element);
    tokenLost(null);
    widget.current = recaptcha.render(element, {
      sitekey: brand.recaptchaSiteKey,
      hl,
      // On a 320 px phone the normal widget would overflow the page sideways.
      size: container.clientWidth < RECAPTCHA_NORMAL_WIDTH ? 'compact' : 'normal',
      callback: (token) => tokenGiven(token),
      'expired-callback': () => tokenLost('expired'),
      'error-callback': () => tokenLost('failed'),
    });
    return () => {
      widget.current = null;
      element.remove();
    };
  }, [recaptcha, brand.recaptchaSiteKey, hl]);

  // The server refused the token (missing, expired, already used): tick again. Reset as the
  // error is drawn (a layout effect), so the message never shows beside a ticked box.
  useLayoutEffect(() => {
    if (!serverError || !recaptcha || widget.current === null) return;
    recaptcha.reset(widget.current);
    tokenLost(null);
  }, [serverError, recaptcha]);

  const shown = notice ?? (otherAnswerRefused && value === '' ? 'used' : null);
  return (
    <FieldsetShell
      id={id}
      legend={legend}
      hint={hint}
      error={error}
      errorPrefix={errorPrefix}
      className="lf-fieldset"
    >
      {failed ? (
        <RetryAlert
          title={t('captcha>loadFailed')}
          retryLabel={t('captcha>retry')}
          onRetry={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          {t('captcha>loadFailedBody')}
        </RetryAlert>
      ) : null}
      {!recaptcha && !failed ? (
        <p className="lf-hint" role="status">
          {t('captcha>loading')}
        </p>
      ) : null}
      <div ref={slot} id={id} tabIndex={-1} className="lf-captcha" />
      <p className="lf-hint" role="status">
        {shown ? t(NoticeTexts[shown]) : null}
      </p>
    </FieldsetShell>
  );
}
