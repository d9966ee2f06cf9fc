/** Adds the analytics script once, and only after consent. */
export function loadAnalytics(url: string): void {
  if (document.querySelector(`script[data-analytics]`)) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.analytics = 'true';
  document.head.appendChild(script);
}
