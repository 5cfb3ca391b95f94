import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { MovieSummary, TvSummary } from '../../../api/src/contract';
import { TitleCard } from '../../../client/components/title-card';
import { RatingBadge } from '../../../client/components/rating-badge';
import { PosterImage } from '../../../client/components/poster-image';
import { tmdbImage } from '../../../client/lib/image';
import { renderWithChakra } from './render';

const movie: MovieSummary = {
  id: 550,
  title: 'Fight Club',
  poster_path: '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
  release_date: '1999-10-15',
  vote_average: 8.438,
};
const show: TvSummary = {
  id: 1399,
  name: 'Game of Thrones',
  poster_path: null,
  first_air_date: null,
  vote_average: 0,
};

describe('tmdbImage', () => {
  it('builds CDN addresses and returns null without a path', () => {
    expect(tmdbImage('/a.jpg', 'w342')).toBe('https://image.tmdb.org/t/p/w342/a.jpg');
    expect(tmdbImage(null, 'w500')).toBeNull();
    expect(tmdbImage('', 'original')).toBeNull();
  });
});

describe('RatingBadge', () => {
  it('shows vote_average / 2 with one decimal', () => {
    renderWithChakra(<RatingBadge voteAverage={8.438} />);
    expect(screen.getByRole('img', { name: 'TMDB rating 4.2 out of 5' })).toHaveTextContent('4.2');
  });
  it('renders nothing for 0, negative or missing ratings', () => {
    for (const v of [0, -1, null, undefined, Number.NaN]) {
      const { container, unmount } = renderWithChakra(<RatingBadge voteAverage={v} />);
      expect(container.textContent).toBe('');
      unmount();
    }
  });
});

describe('TitleCard', () => {
  it('is one link to the slug page with title, year and rating', () => {
    renderWithChakra(<TitleCard item={{ ...movie, slug: 'fight-club' }} type="movie" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/movies/fight-club');
    expect(link).toHaveTextContent('Fight Club');
    expect(link).toHaveTextContent('1999');
    expect(screen.getByRole('img', { name: 'TMDB rating 4.2 out of 5' })).toBeInTheDocument();
  });
  it('builds an id-prefixed slug without a slug, and never shows undefined for missing fields', () => {
    renderWithChakra(<TitleCard item={show} type="tv" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/tv-shows/1399-game-of-thrones');
    expect(link.textContent).not.toMatch(/undefined|NaN|null/);
    expect(screen.getByText('No poster')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
  });
  it('shows the first-air year of a show known only by its year', () => {
    renderWithChakra(<TitleCard item={{ ...show, first_air_year: 2011 }} type="tv" />);
    expect(screen.getByRole('link')).toHaveTextContent('2011');
  });
});

describe('PosterImage', () => {
  it('is lazy by default, eager when high priority, and falls back to the placeholder on error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, unmount } = renderWithChakra(<PosterImage path="/x.jpg" alt="X poster" />);
    const img = screen.getByAltText('X poster');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByTestId('poster-skeleton')).toBeInTheDocument();
    fireEvent.error(img);
    expect(screen.getByText('No poster')).toBeInTheDocument();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('/x.jpg')));
    expect(container.querySelector('img')).toBeNull();
    unmount();
    renderWithChakra(<PosterImage path="/x.jpg" alt="Y poster" priority="high" />);
    expect(screen.getByAltText('Y poster')).toHaveAttribute('loading', 'eager');
    warn.mockRestore();
  });

  it('logs one warning for the posters that fail in one task, naming each', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithChakra(
      <>
        <PosterImage path="/a.jpg" alt="A poster" />
        <PosterImage path="/b.jpg" alt="B poster" />
        <PosterImage path="/c.jpg" alt="C poster" />
      </>,
    );
    for (const name of ['A', 'B', 'C']) fireEvent.error(screen.getByAltText(`${name} poster`));
    expect(screen.getAllByText('No poster')).toHaveLength(3);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/a\.jpg.*b\.jpg.*c\.jpg/);
    warn.mockRestore();
  });
});
