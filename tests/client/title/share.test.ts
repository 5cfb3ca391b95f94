import { describe, expect, it, vi } from 'vitest';
import { shareText, shareTitle } from '../../../client/features/title/lib/share';

describe('share', () => {
  it('uses the native share sheet when present', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareTitle('Fight Club', 'https://x/movies/fight-club', { share, writeText })).toBe(
      'shared',
    );
    expect(share).toHaveBeenCalledWith({
      title: 'Fight Club',
      text: 'Check out Fight Club on StreamFinder',
      url: 'https://x/movies/fight-club',
    });
    expect(writeText).not.toHaveBeenCalled();
  });
  it('copies the link when there is no native share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareTitle('Fight Club', 'https://x/movies/fight-club', { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://x/movies/fight-club');
  });
  it('treats a dismissed share sheet as cancelled, not as an error', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancel', 'AbortError'));
    const writeText = vi.fn();
    expect(await shareTitle('A', 'u', { share, writeText })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });
  it('reports failure when nothing works', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareTitle('A', 'u', { writeText })).toBe('failed');
    expect(shareText('A')).toBe('Check out A on StreamFinder');
  });
});
