// Scroll-driven entrances without an animation library: elements marked `data-reveal` slide up a little
// when they first enter the viewport. Only transform moves, never opacity, so text never sits at low
// contrast and the largest paint is never hidden (DESIGN §5). landing.css switches the effect off for
// prefers-reduced-motion; without JavaScript nothing is offset at all (the class below gates the CSS).
export const REVEAL_READY_CLASS = 'reveal-ready';

export function observeReveals(root: Document | HTMLElement = document): () => void {
  const elements = Array.from(root.querySelectorAll<HTMLElement>('[data-reveal]'));
  if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute('data-revealed', '');
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  document.documentElement.classList.add(REVEAL_READY_CLASS);
  elements.forEach((element) => observer.observe(element));
  return () => observer.disconnect();
}
