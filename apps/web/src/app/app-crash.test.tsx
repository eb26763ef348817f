import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, test, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { initialApplicationState } from '../features/application';
import { setLogSinks } from '../lib/logger';
import { initTestI18n, noApiCalls } from '../test/render-app';
import { App } from './app';
import { resolveBrand } from './brand-registry';
import { createAppStore } from './store';

function BrokenPage(): never {
  throw new Error('render failed');
}

describe('the app when a page cannot be drawn', () => {
  test('says so, translated, with a way to load the page again', async () => {
    // React itself reports an error caught by a boundary on the console; that is expected here.
    vi.mocked(console.error).mockImplementation(() => undefined);
    setLogSinks([]);
    const i18n = await initTestI18n('es');
    const location = memoryLocation({ path: '/' });
    render(
      <I18nextProvider i18n={i18n}>
        <App
          brand={resolveBrand('default-es')}
          applicationPage={BrokenPage}
          store={createAppStore({
            api: noApiCalls,
            initialState: initialApplicationState({ amount: 1000, period: 61 }),
          })}
          router={(children) => <Router hook={location.hook}>{children}</Router>}
          crashText={i18n.t('errors>crash')}
          reloadText={i18n.t('errors>loadFailedReload')}
          loadingText={i18n.t('common>loading')}
        />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Algo ha salido mal. Por favor, inténtalo de nuevo más tarde.',
    );
    // The same address again (its query too): the applicant's answers are kept on the device. A
    // browser reads `href=""` as a link to the page's own address; the test's DOM gives it no role.
    expect(screen.getByText('Volver a cargar la página').closest('a')).toHaveAttribute('href', '');
  });
});
