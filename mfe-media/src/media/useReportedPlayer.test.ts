import { resumeAt, type ResumablePlayer } from './useReportedPlayer';

const player = (state: Partial<ResumablePlayer>): ResumablePlayer => ({ currentTime: 0, duration: 120, readyState: 1, ...state });

describe('resumeAt', () => {
  it('moves a player whose duration is known to the stored position', () => {
    const loaded = player({});
    resumeAt(loaded, 42);
    expect(loaded.currentTime).toBe(42);
  });

  it('waits for the metadata: a player without a duration yet is not moved', () => {
    const loading = player({ readyState: 0, duration: Number.NaN });
    resumeAt(loading, 42);
    expect(loading.currentTime).toBe(0);
  });

  it('leaves a player the member has already moved, so a second call never pulls it back', () => {
    const moved = player({ currentTime: 80 });
    resumeAt(moved, 42);
    expect(moved.currentTime).toBe(80);
  });

  it('starts from the beginning when nothing was stored or the stored position is past the end', () => {
    const fresh = player({});
    resumeAt(fresh, 0);
    expect(fresh.currentTime).toBe(0);
    const finished = player({ duration: 30 });
    resumeAt(finished, 42);
    expect(finished.currentTime).toBe(0);
  });
});
