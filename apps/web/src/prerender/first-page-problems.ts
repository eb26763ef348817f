/**
 * What a brand's prerendered first page must hold for an applicant to start before any script
 * runs: a page that comes out empty (a renderer that drew nothing, a part that never resolved)
 * fails the build instead of shipping a blank first paint.
 */

/** The visible text of an HTML fragment: its tags and comments dropped, its spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every problem of a first page's markup, none when it has its heading, controls and Continue. */
export function firstPageProblems(html: string): string[] {
  if (textOf(html) === '') return ['the page is empty'];
  const problems: string[] = [];
  const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
  if (headings.length !== 1) problems.push(`it has ${headings.length} <h1> headings, not one`);
  else if (textOf(headings[0]?.[1] ?? '') === '') problems.push('its <h1> has no text');
  const [, formTag = '', form] = /<form\b([^>]*)>([\s\S]*?)<\/form>/.exec(html) ?? [];
  if (form === undefined) return [...problems, 'it has no form'];
  if (!/\bmethod="post"/i.test(formTag))
    problems.push(
      'its form is not sent by POST: without script its answers would go into the address',
    );
  if (!/<(?:input|select|textarea)\b/.test(form)) problems.push('its form has no control');
  const submit = [...form.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].find(
    ([, attributes]) => /\btype="submit"/.test(attributes ?? ''),
  );
  if (!submit) problems.push('its form has no Continue (submit) button');
  else if (textOf(submit[2] ?? '') === '') problems.push('its Continue button has no text');
  return problems;
}
