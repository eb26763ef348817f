import type { ReactNode } from 'react';

/**
 * A component that draws as `render` does and reports each draw to `drew` first: for the tests
 * that count what a change draws again (put in place of the real one with `vi.mock`).
 */
export function countingDraws<P>(
  render: (props: P) => ReactNode,
  drew: (props: P) => void,
): (props: P) => ReactNode {
  return (props) => {
    drew(props);
    return render(props);
  };
}
