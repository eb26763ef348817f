/**
 * The operator's tracking panel (issue 39, item 5): with `?debugTracking=1`, where the deployment
 * allows it (the same switch as `?brand=`, `allowBrandSwitch`), a panel lists live each vendor of
 * the brand, its consent category, whether it started, and each call it made for an event, by
 * its own names with the properties it sent (none where a vendor does not send that event).
 * Events carry no personal value (tracking-events.ts): the identity the pixels hash is not shown. Loaded only with that parameter, in a chunk of its own; plain DOM, no React.
 */
import type { TrackingObserver, VendorState } from './tracking-runner';
import type { VendorCategory } from './tracking-consent';
import type { TrackingVendor, VendorCall } from './tracking-vendor';

type VendorName = TrackingVendor['name'];

export interface DebugPanelOptions {
  brand: string;
  consentRequired: boolean;
  categories: Readonly<Record<VendorName, VendorCategory>>;
  vendors: readonly VendorName[];
}

const MAX_EVENTS_SHOWN = 200;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Puts the panel at the end of the page (after the footer) and gives its observer. */
export function showTrackingPanel(options: DebugPanelOptions): TrackingObserver {
  const panel = element('section');
  panel.className = 'lf-tracking-panel';
  panel.setAttribute('aria-labelledby', 'lf-tracking-panel-title');
  const title = element('h2', `Tracking: ${options.brand}`);
  title.id = 'lf-tracking-panel-title';
  const note = element(
    'p',
    options.vendors.length === 0
      ? 'No vendor is configured for this brand (its tracking-config.ts): nothing is sent, and no consent is asked.'
      : `${
          options.consentRequired
            ? 'Consent required: each vendor starts when its category is accepted.'
            : 'No consent required: every vendor starts.'
        } "disabled": kept off by its configuration here (not enabled, not this environment, or not sampled).`,
  );
  const table = element('table');
  const head = element('tr');
  for (const name of ['Vendor', 'Category', 'State', 'Events']) {
    const cell = element('th', name);
    cell.scope = 'col';
    head.append(cell);
  }
  table.append(element('thead'), element('tbody'));
  table.tHead?.append(head);
  const rows = new Map<VendorName, { state: HTMLElement; count: HTMLElement; sent: number }>();
  for (const vendor of options.vendors) {
    const row = element('tr');
    const state = element('td', 'off');
    const count = element('td', '0');
    row.append(element('td', vendor), element('td', options.categories[vendor]), state, count);
    table.tBodies[0]?.append(row);
    rows.set(vendor, { state, count, sent: 0 });
  }
  const log = element('ol');
  log.setAttribute('aria-label', 'Events sent');
  if (options.vendors.length === 0) panel.append(title, note);
  else panel.append(title, note, table, element('h3', 'Events sent'), log);
  Object.assign(panel.style, {
    margin: '1rem',
    padding: '1rem',
    border: '2px dashed currentColor',
    font: '14px/1.4 monospace',
    overflowX: 'auto',
  });
  document.body.append(panel);
  return {
    vendorState(vendor: VendorName, state: VendorState) {
      const row = rows.get(vendor);
      if (row) row.state.textContent = state;
    },
    eventSent(vendor: VendorName, call: VendorCall) {
      const row = rows.get(vendor);
      if (row) row.count.textContent = String((row.sent += 1));
      log.append(element('li', `${vendor}: ${call.name} ${JSON.stringify(call.properties)}`));
      while (log.children.length > MAX_EVENTS_SHOWN) log.firstElementChild?.remove();
    },
  };
}
