import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { checkingRules, REJECTED_ABOVE_AMOUNT } from '../src/scenarios/checking-outcome.js';
import { STATUS_CALLS_WHILE_CHECKING } from '../src/scenarios/lead-progress.js';
import { scenarios } from '../src/scenarios/next-application-state.js';
import { refusalRules } from '../src/scenarios/refusals.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Scenarios'), readme.indexOf('## Look-ups'));

/** The README's scenario table is what testers read: it must name every rule the code has. */
describe('the README scenarios section', () => {
  const tags = [...checkingRules, ...refusalRules, ...scenarios]
    .map((rule) => /^\+[a-z]+/.exec(rule.name)?.[0])
    .filter((tag) => tag !== undefined);

  test.each([...tags, '+emaildown'])('lists %s in its table', (tag) => {
    expect(section).toMatch(new RegExp(`^\\| \`\\${tag}\` `, 'm'));
  });

  test('states the amount threshold and the status calls before the decision', () => {
    expect(section).toContain(`amount above ${REJECTED_ABOVE_AMOUNT}`);
    expect(section).toContain(`first ${STATUS_CALLS_WHILE_CHECKING} calls`);
  });
});
