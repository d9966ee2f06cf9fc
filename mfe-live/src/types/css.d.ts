/** Plain CSS files imported for their side effect (rspack's css/auto injects them). */
declare module '*.css';
