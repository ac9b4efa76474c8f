/**
 * Renders its children once their place comes within `margin` of the viewport: widgets far below
 * the results are not built while a phone is still busy hydrating the page.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function WhenNearViewport({ children, margin = 400, minHeight = 0 }: { children: ReactNode; margin?: number; minHeight?: number }) {
  const [near, setNear] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: `${margin}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? <>{children}</> : <div ref={ref} style={{ minHeight }} />;
}
