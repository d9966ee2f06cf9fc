import { pollWhileVisible, type PageVisibility } from './pollWhileVisible';

/** A page whose tab the test hides and shows, with the browser's own event machinery (EventTarget). */
class TestPage extends EventTarget implements PageVisibility {
  visibilityState: 'visible' | 'hidden' = 'visible';
  show(state: 'visible' | 'hidden') {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('pollWhileVisible', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ticks every period while visible, nothing while hidden, and at once when shown again', () => {
    const page = new TestPage();
    const tick = jest.fn();
    const stop = pollWhileVisible(tick, 1000, page);
    jest.advanceTimersByTime(2500);
    expect(tick).toHaveBeenCalledTimes(2);

    page.show('hidden');
    jest.advanceTimersByTime(10_000);
    expect(tick).toHaveBeenCalledTimes(2);

    page.show('visible');
    expect(tick).toHaveBeenCalledTimes(3);
    jest.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(4);

    stop();
    jest.advanceTimersByTime(5000);
    page.show('hidden');
    page.show('visible');
    expect(tick).toHaveBeenCalledTimes(4);
  });

  it('waits for the tab to show when started hidden', () => {
    const page = new TestPage();
    page.visibilityState = 'hidden';
    const tick = jest.fn();
    const stop = pollWhileVisible(tick, 1000, page);
    jest.advanceTimersByTime(3000);
    expect(tick).not.toHaveBeenCalled();
    page.show('visible');
    expect(tick).toHaveBeenCalledTimes(1);
    stop();
  });
});
