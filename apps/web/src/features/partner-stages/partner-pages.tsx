import { PartnerStagePage } from './partner-stage-page';

/** INSTANTOR (/instantor): a bank link by Instantor. */
export function InstantorPage() {
  return <PartnerStagePage purpose="instantor" />;
}

/** WENANCE_TINK (/wenance-tink): a bank link by Tink. */
export function WenanceTinkPage() {
  return <PartnerStagePage purpose="wenance-tink" />;
}

/** MONEYMAN_PAYLANDS (/moneyman-paylands): the card check by Paylands. */
export function MoneymanPaylandsPage() {
  return <PartnerStagePage purpose="moneyman-paylands" />;
}
