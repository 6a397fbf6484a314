import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where keyboard focus goes once a member is blocked or unblocked: the button that had it left
 * with the member's card or row, and focus would otherwise fall back to the top of the document.
 * `removed` moves focus to `ref`'s element after the page has drawn without the member (and after
 * a confirmation dialog has closed).
 */
export function useFocusOnRemoval<Target extends HTMLElement>() {
  const ref = useRef<Target>(null);
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) ref.current?.focus();
  }, [removals]);
  const removed = useCallback(() => setRemovals((count) => count + 1), []);
  return { ref, removed };
}
