/** `@canal/kit/charts`: the site's charts (Chartist inside), fetched with the first page that draws one. Remotes import them from here, never from chartist. */
export { ResultBars, type ResultBarsProps } from './ResultBars';
export { barValueText, sharesOf, type ChartBar } from './chartBars';
