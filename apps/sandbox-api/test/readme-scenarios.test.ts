import { readFileSync } from 'node:fs';
import { RECAPTCHA_SCRIPT_PATH, RECAPTCHA_TEST_TOKEN } from '@lf/contract';
import { describe, expect, test } from 'vitest';
import { CAPTCHA_INVALID_MESSAGE } from '../src/recaptcha/captcha-check.js';
import { STAND_IN_NOTE } from '../src/recaptcha/stand-in-script.js';
import { LEAD_URL_ROUTES } from '../src/routes/lead-url-routes.js';
import { MISSING_DATA_POINT_MESSAGE } from '../src/routes/lead-routes.js';
import { POLICY_DEFINITIONS } from '../src/policies/brand-policies.js';
import { ANY_PRODUCT_LOAN } from '../src/products/loan-bounds.js';
import { SANDBOX_PRODUCTS } from '../src/products/sandbox-products.js';
import { checkingRules, REJECTED_ABOVE_AMOUNT } from '../src/scenarios/checking-outcome.js';
import { STATUS_CALLS_WHILE_CHECKING } from '../src/scenarios/lead-progress.js';
import { scenarios } from '../src/scenarios/next-application-state.js';
import { refusalRules } from '../src/scenarios/refusals.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Scenarios'), readme.indexOf('## Look-ups'));

/** The README's scenario table is what testers read: it must name every rule the code has. */
describe('the README scenarios section', () => {
  const tags = [...checkingRules, ...refusalRules, ...scenarios]
    .map((rule) => /^\+[a-z-]+/.exec(rule.name)?.[0])
    .filter((tag) => tag !== undefined);

  test.each([...tags, '+emaildown'])('lists %s in its table', (tag) => {
    expect(section).toMatch(new RegExp(`^\\| \`\\${tag}\` `, 'm'));
  });

  test('states the amount threshold and the status calls before the decision', () => {
    const row = new RegExp(
      `^\\| amount above ${REJECTED_ABOVE_AMOUNT} +\\| .+ \\| REJECTED \\(13\\) (.+) +\\|$`,
      'm',
    );
    expect(section).toMatch(row);
    expect(row.exec(section)?.[1]).toContain('for a product the sandbox does not know');
    expect(section).toContain(`first ${STATUS_CALLS_WHILE_CHECKING} calls`);
  });

  test('says a brand’s amount above its maximum is refused when saved, and the widest bounds', () => {
    expect(section).toContain("a brand's amount above its maximum is refused when saved");
    const { amount, period, periodScale } = ANY_PRODUCT_LOAN;
    expect(section).toContain(
      `amount ${amount.min} to ${amount.max}, period ${period.min} to ${period.max} ${periodScale}`,
    );
  });
});

describe('the README amounts by brand', () => {
  test.each(Object.entries(SANDBOX_PRODUCTS))(
    'lists %s with its currency and bounds',
    (id, { currency, amount, period, periodScale }) => {
      const row = new RegExp(
        `^\\| \`${id}\` +\\| ${currency} +\\| ${amount.min} +\\| ${amount.max} +\\| ` +
          `${period.min} +\\| ${period.max} +\\| ${periodScale} +\\|$`,
        'm',
      );
      expect(section).toMatch(row);
    },
  );
});

describe('the README policies', () => {
  const policies = readme.slice(readme.indexOf('## Policies'), readme.indexOf('## Data points'));

  test.each(POLICY_DEFINITIONS.map(({ id, required }) => [id, required] as const))(
    'lists %s, required: %s',
    (id, required) => {
      const row = new RegExp(`^\\| \`${id}\` +\\| ${required ? 'yes' : 'no'} +\\|`, 'm');
      expect(policies).toMatch(row);
    },
  );

  test('the endpoints table names the policies and the data points routes', () => {
    expect(readme).toMatch(/^\| `GET \/policy\?product=/m);
    expect(readme).toMatch(/^\| `POST \/v3\/test\/datapoints` /m);
  });
});

describe('the README dynamic (v3) form', () => {
  const v3 = section.slice(section.indexOf('### The dynamic (v3) form'));

  test('states the messages and the token the sandbox answers with', () => {
    expect(v3).toContain(`message: "${MISSING_DATA_POINT_MESSAGE}"`);
    expect(v3).toContain(`message: "${CAPTCHA_INVALID_MESSAGE}"`);
    expect(v3).toContain(`\`${RECAPTCHA_TEST_TOKEN}\``);
    expect(v3).toContain(STAND_IN_NOTE);
  });

  test('the endpoints table names the continue links and the reCAPTCHA stand-in', () => {
    for (const route of LEAD_URL_ROUTES) {
      const documented = route.replace(':id', '{id}').replace(':urlType', '{urlType}');
      expect(readme).toContain(`| \`GET ${documented}\``);
    }
    expect(readme).toContain(`| \`GET ${RECAPTCHA_SCRIPT_PATH}\``);
  });
});
