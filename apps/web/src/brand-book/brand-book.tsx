import { useEffect, useState } from 'react';
import { BASE_PATH } from '../../server/base-path';
import type { BrandConfig, Locale } from '../config/brand-config-schema';
import type { FlowConfig } from '../features/flow';
import { loadBrandFlow } from '../flows/flow-files';
import { brandBookPages, previewAddress, type BrandBookPage } from './brand-book-pages';
import './brand-book.css';

/** The widths a page is shown at: a small phone's and a laptop's (CSS pixels). */
export const Viewports = [
  { name: 'Phone', width: 375, height: 667, scale: 0.6 },
  { name: 'Laptop', width: 1280, height: 800, scale: 0.5 },
] as const;

const bookAddress = (brand: string, locale?: string) =>
  `${BASE_PATH}/brand-book?${new URLSearchParams({ brand, ...(locale ? { lng: locale } : {}) }).toString()}`;

/** Where an unknown brand was asked for: the brands there are. */
export function BrandIndex({ brands, unknown }: { brands: readonly string[]; unknown: string }) {
  return (
    <main className="lf-book">
      <h1>Brand book</h1>
      <p>There is no brand “{unknown}”. Choose one:</p>
      <ul>
        {brands.map((id) => (
          <li key={id}>
            <a href={bookAddress(id)}>{id}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}

/**
 * Every page of the brand in one language, each at a phone's and a laptop's width, as the app
 * draws it with a sample applicant against the sandbox. The previews are pictures to review:
 * inert (the keyboard moves through the book, not through a hundred forms); each opens on its
 * own to try.
 */
export function BrandBook({ brand, locale }: { brand: BrandConfig; locale: Locale }) {
  const [flow, setFlow] = useState<FlowConfig | null>(null);
  useEffect(() => {
    document.title = `Brand book: ${brand.displayName}`;
    document.documentElement.lang = 'en';
    loadBrandFlow(brand.flow).then(setFlow, () => setFlow(null));
  }, [brand]);
  const pages = flow ? brandBookPages(flow) : [];
  return (
    <main className="lf-book">
      <h1>
        Brand book: {brand.displayName} <span className="lf-book__id">({brand.id})</span>
      </h1>
      <p>
        Every page of the flow “{flow?.name ?? '…'}” and every page the lead API can send an
        applicant to, at {Viewports.map((each) => `${each.width} px`).join(' and ')}, with a sample
        applicant against the sandbox.
      </p>
      <nav aria-label="Languages">
        <ul className="lf-book__languages">
          {brand.locales.map((each) => (
            <li key={each}>
              <a
                href={bookAddress(brand.id, each)}
                aria-current={each === locale ? 'page' : undefined}
              >
                {each}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {flow && (
        <>
          <nav aria-label="Pages">
            <h2>{pages.length} pages</h2>
            <ol className="lf-book__contents">
              {pages.map((page) => (
                <li key={page.id}>
                  <a href={`#page-${page.id}`}>{page.route}</a>
                </li>
              ))}
            </ol>
          </nav>
          {pages.map((page) => (
            <BookPage key={page.id} brand={brand} page={page} locale={locale} />
          ))}
        </>
      )}
    </main>
  );
}

function BookPage({
  brand,
  page,
  locale,
}: {
  brand: BrandConfig;
  page: BrandBookPage;
  locale: Locale;
}) {
  const address = previewAddress(BASE_PATH, brand, page, locale);
  const headingId = `page-${page.id}`;
  return (
    <section className="lf-book__page" aria-labelledby={headingId} data-page={page.id}>
      <h2 id={headingId} tabIndex={-1}>
        {page.route}{' '}
        <span className="lf-book__kind">
          {page.kind === 'step' ? 'step' : `state ${page.state}`}
        </span>
      </h2>
      <p>
        <a href={address} target="_blank" rel="noreferrer">
          Open {page.route} in {locale} on its own (opens in a new tab)
        </a>
      </p>
      <div className="lf-book__frames">
        {Viewports.map((viewport) => (
          <figure key={viewport.name} className="lf-book__frame">
            <figcaption>
              {viewport.name}, {viewport.width} px
            </figcaption>
            <div
              className="lf-book__screen"
              style={{
                width: viewport.width * viewport.scale,
                height: viewport.height * viewport.scale,
              }}
            >
              <iframe
                title={`${page.route} in ${locale} at ${viewport.width} px`}
                src={address}
                loading="lazy"
                width={viewport.width}
                height={viewport.height}
                style={{ transform: `scale(${viewport.scale})` }}
                tabIndex={-1}
                inert
              />
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}
