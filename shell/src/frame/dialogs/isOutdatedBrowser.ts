/** Internet Explorer 11, or a Chrome older than version 80 (spec: 'old Chrome'). */
export function isOutdatedBrowser(userAgent: string): boolean {
  if (/Trident\/7\./.test(userAgent)) return true;
  const chrome = /Chrome\/(\d+)/.exec(userAgent);
  return chrome !== null && Number(chrome[1]) < 80;
}
