/**
 * The Jest environment of the interaction tests (named per file: `@jest-environment ./tools/jest/browserEnvironment.cjs`):
 * jsdom's window, as `jest-environment-jsdom` gives it, plus what a browser has and jsdom lacks, so
 * that the kit's components talk to a real service over real HTTP in the same test file.
 *
 * - `fetch`: Node's, with the browser's cookie handling over jsdom's own cookie jar (the session
 *   and CSRF cookies the service sets come back on the next calls, httpOnly ones included, as
 *   `credentials: 'include'` does). jsdom has no fetch, and Node's keeps no cookies.
 * - `matchMedia` evaluating min-width/max-width against the window's width (1024 px), so antd's
 *   breakpoints see a desktop; a `ResizeObserver` that reports nothing (jsdom has no layout); and
 *   `getComputedStyle` of a pseudo-element answering the element's own (jsdom has none).
 * - `MessageChannel` (antd's dropdowns use it), and the Node globals the in-process service needs
 *   (pg, express) that a window has not.
 *
 * The server code runs in the same window: packages resolve with Node's export conditions, since
 * the service's libraries need their Node builds and the browser ones of React and antd are the same.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = ['TextEncoder', 'TextDecoder', 'setImmediate', 'clearImmediate', 'structuredClone', 'Headers', 'Request', 'Response', 'ReadableStream'];

/** Whether one `(min-width: Npx)` / `(max-width: Npx)` query holds at this width; other features never do. */
function mediaMatches(query, width) {
  const conditions = query.split(/\s+and\s+/i).map((part) => /\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/i.exec(part));
  if (conditions.length === 0 || conditions.some((condition) => !condition)) return false;
  return conditions.every(([, kind, value]) => (kind.toLowerCase() === 'min' ? width >= Number(value) : width <= Number(value)));
}

/**
 * A MessageChannel whose messages are the window's macrotasks. Not Node's: antd opens one per
 * dropdown and never closes it, and a Node port that listens keeps the test process alive.
 */
function pageMessageChannel(window) {
  class MessagePort extends window.EventTarget {
    onmessage = null;
    peer = null;
    closed = false;
    postMessage(data) {
      const target = this.peer;
      if (this.closed || !target) return;
      window.setTimeout(() => {
        if (target.closed) return;
        const event = new window.MessageEvent('message', { data });
        target.onmessage?.(event);
        target.dispatchEvent(event);
      }, 0);
    }
    start() {}
    close() {
      this.closed = true;
    }
  }
  return class MessageChannel {
    constructor() {
      this.port1 = new MessagePort();
      this.port2 = new MessagePort();
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  };
}

class BrowserEnvironment extends TestEnvironment {
  constructor(config, context) {
    // The page is on 127.0.0.1, where the tests' servers listen: cookies do not depend on the port, as in a browser.
    const options = { url: 'http://127.0.0.1/', customExportConditions: ['node', 'node-addons'], ...config.projectConfig.testEnvironmentOptions };
    super({ ...config, projectConfig: { ...config.projectConfig, testEnvironmentOptions: options } }, context);
    const window = this.global;
    for (const name of NODE_GLOBALS) if (window[name] === undefined) window[name] = globalThis[name];
    window.fetch = this.fetchWithCookies.bind(this);
    window.MessageChannel = pageMessageChannel(window);
    window.matchMedia = (query) => ({
      matches: mediaMatches(query, window.innerWidth),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
    // jsdom computes no pseudo-element styles (antd measures the scroll bar through one): the element's own.
    const computedStyle = window.getComputedStyle.bind(window);
    window.getComputedStyle = (element) => computedStyle(element);
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  async fetchWithCookies(input, init = {}) {
    const url = new URL(String(input), this.global.location.href).href;
    const jar = this.dom.cookieJar;
    const headers = new Headers(init.headers);
    const cookies = jar.getCookieStringSync(url, { http: true });
    if (cookies) headers.set('Cookie', cookies);
    // The window's AbortSignal and URLSearchParams are jsdom's: Node's fetch takes its own kinds.
    const controller = new AbortController();
    if (init.signal?.aborted) controller.abort();
    init.signal?.addEventListener('abort', () => controller.abort(), { once: true });
    const body = init.body;
    if (body !== undefined && body !== null && typeof body !== 'string' && Object.prototype.toString.call(body) !== '[object URLSearchParams]') {
      throw new TypeError('browserEnvironment: fetch sends text and URLSearchParams bodies only');
    }
    const response = await fetch(url, { ...init, headers, body: body === undefined || body === null ? body : String(body), signal: controller.signal });
    for (const cookie of response.headers.getSetCookie()) jar.setCookieSync(cookie, url, { http: true, ignoreError: true });
    return response;
  }
}

module.exports = BrowserEnvironment;
module.exports.TestEnvironment = BrowserEnvironment;
