// Sharing ends within its bounds (issue #45): a share sheet or a clipboard that never answers does not leave the
// Share button without an outcome.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_TIMEOUT_MS, SHARE_TIMEOUT_MS, shareTitle } from '../../../client/features/title/lib/share';

const never = () => new Promise<void>(() => undefined);

describe('share bounds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('copies the link when the share sheet has not answered within SHARE_TIMEOUT_MS', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const outcome = shareTitle('Dark', 'https://x/tv-shows/dark', { share: vi.fn(never), writeText });
    await vi.advanceTimersByTimeAsync(SHARE_TIMEOUT_MS);
    expect(await outcome).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://x/tv-shows/dark');
  });

  it("reports 'failed' (the link is then shown) when the clipboard has not answered within COPY_TIMEOUT_MS", async () => {
    const outcome = shareTitle('Dark', 'u', { writeText: vi.fn(never) });
    await vi.advanceTimersByTimeAsync(COPY_TIMEOUT_MS);
    expect(await outcome).toBe('failed');
  });
});
