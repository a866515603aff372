import axe from 'axe-core';

/**
 * Runs axe on a rendered subtree and returns the violations, formatted so a failing assertion says
 * which rule broke on which element. happy-dom does not compute colours, so colour contrast is
 * checked in the browser (story tests) and on the tokens (tokens.test.ts), not here.
 */
export async function axeViolations(node: Element): Promise<string[]> {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
